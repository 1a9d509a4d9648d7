import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import { pageRouteLabeler } from '../../server/http/page-route-label.ts';

/** A build's route manifest shaped like app/routes.ts: root, the site layout, an account layout. */
const routes = Object.fromEntries(
  [
    { id: 'root', path: '' },
    { id: 'routes/site-layout', parentId: 'root' },
    { id: 'routes/home', parentId: 'routes/site-layout', index: true },
    { id: 'routes/about-us', parentId: 'routes/site-layout', path: 'about-us' },
    { id: 'routes/blog-feed', parentId: 'routes/site-layout', path: 'blog/feed.xml' },
    { id: 'routes/property-detail', parentId: 'routes/site-layout', path: 'single-property-1/:id?' },
    { id: 'routes/blog-detail', parentId: 'routes/site-layout', path: 'blog-detail/:slug?' },
    { id: 'routes/account-layout', parentId: 'routes/site-layout' },
    { id: 'routes/dashboard', parentId: 'routes/account-layout', path: 'dashboard' },
    { id: 'routes/not-found', parentId: 'routes/site-layout', path: '*' },
  ].map((route) => [route.id, { ...route, module: {} }]),
) as unknown as ServerBuild['routes'];

describe("the metrics' label of a page request", () => {
  const label = pageRouteLabeler({ routes });

  it("is the pattern of the page's route, whatever its parameters and query", () => {
    expect(label('/')).toBe('/');
    expect(label('/about-us?utm_source=x')).toBe('/about-us');
    expect(label('/blog/feed.xml')).toBe('/blog/feed.xml');
    expect(label('/single-property-1')).toBe('/single-property-1/:id?');
    expect(label('/single-property-1/3f1c2a9e-0000-4000-8000-000000000000')).toBe('/single-property-1/:id?');
    expect(label('/blog-detail/moving-to-dieppe')).toBe('/blog-detail/:slug?');
    // A page inside a layout without a path of its own.
    expect(label('/dashboard')).toBe('/dashboard');
  });

  it('matches as React Router does: any letter case, a trailing slash', () => {
    expect(label('/About-Us/')).toBe('/about-us');
  });

  it('keeps the language and the loader-data requests apart', () => {
    expect(label('/fr')).toBe('/fr');
    expect(label('/fr/about-us')).toBe('/fr/about-us');
    expect(label('/fr/single-property-1/abc')).toBe('/fr/single-property-1/:id?');
    // The home page's loader data, as React Router 8 asks for it.
    expect(label('/_.data')).toBe('/_.data');
    expect(label('/fr.data')).toBe('/fr.data');
    expect(label('/')).toBe('/');
    expect(label('/about-us.data')).toBe('/about-us.data');
    expect(label('/single-property-1/abc.data?_routes=routes%2Fproperty-detail')).toBe(
      '/single-property-1/:id?.data',
    );
  });

  it('is "unmatched" for any path only the 404 route takes, so random paths add no label', () => {
    const labels = new Set(
      [
        '/no-such-page',
        '/wp-login.php',
        '/assets/missing.js',
        '/single-property-1/a/b',
        `/${'x'.repeat(5000)}`,
        '/about-us%00',
        '/%zz',
      ].map(label),
    );
    expect([...labels]).toEqual(['unmatched']);
  });
});
