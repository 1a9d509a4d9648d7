import type { Route } from './+types/sitemap';
import { requestEnvContext } from '../context.ts';
import { postHref } from '../features/blog/index.ts';
import { blogPosts } from '../features/blog/posts.server.ts';

// The public pages worth finding; template demo pages and account screens are left out.
const STATIC_PATHS = [
  '/',
  '/list-layout-new-3',
  '/about-us',
  '/services-offered',
  '/contact',
  '/privacy-details',
  '/faq',
  '/pricing',
  '/agents',
  '/agencies',
  '/submit-property',
  '/blog',
];

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** /sitemap.xml: the public pages, every blog post and every public property. */
export async function loader({ context }: Route.LoaderArgs) {
  const { services, origin } = context.get(requestEnvContext);
  const properties = await services.properties.listPublicIds();
  const urls = [
    ...STATIC_PATHS.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...blogPosts.map(
      (post) =>
        `<url><loc>${escapeXml(origin + postHref(post.slug))}</loc><lastmod>${post.date}</lastmod></url>`,
    ),
    ...properties.map(
      (p) =>
        `<url><loc>${escapeXml(`${origin}/single-property-1/${p.id}`)}</loc><lastmod>${p.updatedAt.toISOString()}</lastmod></url>`,
    ),
  ];
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
}
