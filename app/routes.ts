import { type RouteConfig, type RouteConfigEntry, index, layout, route } from '@react-router/dev/routes';
import { PAGES, type Page } from './route-registry.ts';

// The pages are declared in app/route-registry.ts; this is React Router's form of them. The French
// pages are the same routes under /fr: React Router's basename (server/http/react-router.ts).

function entryOf(page: Page): RouteConfigEntry {
  const options = page.id ? { id: page.id } : {};
  return page.path === '' ? index(page.file, options) : route(page.path, page.file, options);
}

/** Each page, those of a layout inside it where the first of them is. */
const pages = PAGES.flatMap((page): RouteConfigEntry[] => {
  if (!page.layout) return [entryOf(page)];
  const inLayout = PAGES.filter((other) => other.layout === page.layout);
  return page === inLayout[0] ? [layout(page.layout, inLayout.map(entryOf))] : [];
});

// One layout around them all: its ErrorBoundary keeps the site's header and footer on error pages.
export default [layout('routes/site-layout.tsx', pages)] satisfies RouteConfig;
