import type { Route } from './+types/sitemap';
import { requestEnvContext } from '../context.ts';
import { postHref } from '../features/blog/index.ts';
import { blogPosts } from '../features/blog/posts.server.ts';
import { LANGUAGES, LOCALES, pathInLanguage } from '../../shared/i18n/languages.ts';
import { SITEMAP_PATHS } from '../route-registry.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A page in each language (issue 29): one <url> per language, each naming both versions as alternates
 * (hreflang, English the default), as search engines read a multilingual sitemap.
 */
function entries(path: string, origin: string, lastmod?: string): string[] {
  const href = (language: (typeof LANGUAGES)[number]) => escapeXml(origin + pathInLanguage(path, language));
  const alternates = [
    ...LANGUAGES.map(
      (language) => `<xhtml:link rel="alternate" hreflang="${LOCALES[language]}" href="${href(language)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href('en')}"/>`,
  ].join('');
  return LANGUAGES.map(
    (language) =>
      `<url><loc>${href(language)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`,
  );
}

/**
 * /sitemap.xml: the pages app/route-registry.ts lists there (not the template's demo pages nor the
 * account screens), every blog post and every public property, in both languages.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestEnvContext);
  const properties = await services.properties.listPublicIds();
  const urls = [
    ...SITEMAP_PATHS.flatMap((path) => entries(path, origin)),
    ...blogPosts.flatMap((post) => entries(postHref(post.slug), origin, post.date)),
    ...properties.flatMap((p) => entries(`/single-property-1/${p.id}`, origin, p.updatedAt.toISOString())),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
