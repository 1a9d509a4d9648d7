import { describe, expect, it } from 'vitest';
import { RouterContextProvider } from 'react-router';
import routeConfig from '../../app/routes.ts';
import { isCachedPath, isIndexable, PAGES, routeIdOf, type Page } from '../../app/route-registry.ts';
import { loader as sitemapLoader } from '../../app/routes/sitemap.ts';
import { requestEnvContext, type RequestEnv } from '../../app/context.ts';
import { pageMeta } from '../../app/features/seo.ts';
import { runInLanguage } from '../../app/i18n/language.server.ts';
import { LANGUAGES, pathInLanguage } from '../../shared/i18n/languages.ts';

// The route registry (issue 29, ADR 051) is the one list of pages: what the routes, the page cache,
// the sitemap and the robots and hreflang tags do is read from it.

const ORIGIN = 'https://rentals.example';

type Entry = { path?: string; file: string; id?: string; index?: boolean; children?: Entry[] };

/** Each page of a route config, with the layouts around it (the site's layout left out). */
function pagesOf(entries: Entry[], layouts: string[] = []): string[] {
  return entries.flatMap((entry) =>
    entry.children
      ? pagesOf(entry.children, [...layouts, entry.file])
      : [[entry.index ? '' : entry.path, entry.file, entry.id ?? '', layouts.slice(1).join(',')].join(' ')],
  );
}

/** An address of the page: each parameter given a value. */
const addressOf = (page: Page) => `/${page.path.replace(/:\w+\??/g, 'x7')}`;
const HTML_PAGES = PAGES.filter((page) => page.path !== '*' && page.file.endsWith('.tsx'));

describe('the route config', () => {
  it('is the registry: every page once, with its module, id and layout, inside the site layout', () => {
    const [site] = routeConfig as Entry[];
    expect(routeConfig).toHaveLength(1);
    expect(site?.file).toBe('routes/site-layout.tsx');
    expect(pagesOf(routeConfig as Entry[]).sort()).toEqual(
      PAGES.map((page) => [page.path, page.file, page.id ?? '', page.layout ?? ''].join(' ')).sort(),
    );
    expect(new Set(PAGES.map(routeIdOf)).size).toBe(PAGES.length);
  });
});

describe('the sitemap', () => {
  async function sitemapLocations(): Promise<string[]> {
    const context = new RouterContextProvider();
    const services = { properties: { listPublicIds: async () => [] } };
    context.set(requestEnvContext, { services, origin: ORIGIN } as unknown as RequestEnv);
    const request = new Request(`${ORIGIN}/sitemap.xml`);
    const args = { context, request, params: {}, url: new URL(request.url), pattern: '/sitemap.xml' };
    const response = await sitemapLoader(args as Parameters<typeof sitemapLoader>[0]);
    return [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  }

  it('lists in both languages each page marked for it, and no other page', async () => {
    const locations = new Set(await sitemapLocations());
    for (const page of PAGES.filter((page) => !/[:*]/.test(page.path))) {
      for (const language of LANGUAGES) {
        const url = ORIGIN + pathInLanguage(`/${page.path}`, language);
        expect(locations.has(url), url).toBe(page.search === 'sitemap');
      }
    }
  });

  it('lists pages of one address each, all of them indexable', () => {
    for (const page of PAGES.filter((page) => page.search === 'sitemap')) {
      expect(page.path, page.path).not.toMatch(/[:*]/);
      expect(isIndexable(page)).toBe(true);
    }
  });
});

describe('the page cache', () => {
  it('keeps anonymous answers of the pages marked for it, and of their loader data, in both languages', () => {
    for (const page of PAGES.filter((page) => page.path !== '*')) {
      for (const language of LANGUAGES) {
        const path = pathInLanguage(addressOf(page), language);
        const data = path.endsWith('/') ? `${path}_.data` : `${path}.data`;
        expect(isCachedPath(path), path).toBe(page.isCached === true);
        expect(isCachedPath(data), data).toBe(page.isCached === true);
      }
    }
  });

  it.each([
    ['/', true],
    ['/fr', true],
    ['/fr/', true],
    ['/_.data', true],
    ['/fr.data', true],
    ['/fr/_.data', true],
    ['/fr/about-us.data', true],
    ['/single-property-3', true],
    ['/fr/single-property-3/2f1c', true],
    ['/fr/blog/feed.xml', true],
    ['/single-property-3/2f1c/photos', false],
    ['/About-Us', false],
    ['/about-us/', false],
    ['/agents', false],
    ['/fr/login', false],
    ['/propertyadmin/review.data', false],
    ['/no-such-page', false],
    ['/_root.data', false],
  ])('%s: %s', (path, isCached) => {
    expect(isCachedPath(path)).toBe(isCached);
  });
});

describe('what search engines are told', () => {
  /** The meta of a page rendered by `page`'s route, with its canonical address given. */
  const metaOf = (page: Page, options: { isIndexable?: boolean } = {}) =>
    pageMeta(
      [
        { id: 'root', loaderData: { site: { name: 'Rentals' }, origin: ORIGIN } },
        { id: 'routes/site-layout' },
        { id: routeIdOf(page) },
      ],
      { title: 'A page', description: 'What it is', canonical: addressOf(page), ...options },
    );
  const linksOf = (meta: ReturnType<typeof pageMeta>) =>
    meta.flatMap((tag) => ('tagName' in tag ? [`${String(tag.rel)} ${tag.hrefLang ?? ''} ${tag.href}`] : []));
  const isNoindex = (meta: ReturnType<typeof pageMeta>) =>
    meta.some((tag) => 'name' in tag && tag.name === 'robots' && tag.content === 'noindex');

  it('gives an indexable page its canonical address and hreflang alternates, any other noindex only', () => {
    for (const page of HTML_PAGES) {
      const meta = metaOf(page);
      expect(isNoindex(meta), page.path).toBe(!isIndexable(page));
      expect(linksOf(meta), page.path).toHaveLength(isIndexable(page) ? 4 : 0);
    }
  });

  it('names the page in its own language as canonical, and both languages as alternates', () => {
    const page = PAGES.find((page) => page.path === 'about-us')!;
    expect(runInLanguage('fr', () => linksOf(metaOf(page)))).toEqual([
      `canonical  ${ORIGIN}/fr/about-us`,
      `alternate en-CA ${ORIGIN}/about-us`,
      `alternate fr-CA ${ORIGIN}/fr/about-us`,
      `alternate x-default ${ORIGIN}/about-us`,
    ]);
  });

  it('says noindex, without alternates, where the page withdraws an indexable address (an edit form)', () => {
    const page = PAGES.find((page) => page.path === 'submit-property')!;
    const meta = metaOf(page, { isIndexable: false });
    expect([isNoindex(meta), linksOf(meta)]).toEqual([true, []]);
  });
});
