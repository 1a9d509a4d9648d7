import Router from 'find-my-way';
import type { ServerBuild } from 'react-router';
import {
  FRENCH_PREFIX,
  languageOfPath,
  pageOfDataPath,
  pathWithoutLanguage,
} from '../../shared/i18n/languages.ts';

/** The label of a request no route of ours answers (an unknown path, the 404 page). */
export const UNMATCHED_ROUTE = 'unmatched';

/** React Router's suffix for a page's loader data (single fetch): `/about-us.data`, `/_.data`. */
const DATA_SUFFIX = '.data';

type ManifestRoute = NonNullable<ServerBuild['routes'][string]>;

/** Each page route's full pattern: its parents' paths and its own, joined. */
function leafPatternsOf(manifest: ServerBuild['routes']): { pattern: string }[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const leaves: { pattern: string }[] = [];
  const walk = (parentId: string | undefined, parentPath: string) => {
    for (const route of byParent.get(parentId) ?? []) {
      const path = [parentPath, route.path].filter(Boolean).join('/');
      const children = byParent.get(route.id);
      if (children?.length) walk(route.id, path);
      // A layout without a path is not a page of its own; its children are.
      else if (route.path !== undefined || route.index) {
        leaves.push({ pattern: `/${path}` });
      }
    }
  };
  walk(undefined, '');
  return leaves;
}

/**
 * The metrics' `route` label of a page request: the pattern of the route that answers it, as written
 * in app/route-registry.ts (`/single-property-1/:id?`), under `/fr` for a French page and with `.data` for
 * its loader data; `unmatched` for a path only the 404 route (`*`) takes. Never the path itself, so
 * the labels are as few as the routes, whatever URLs are asked for (ADR 048).
 *
 * The patterns are looked up in find-my-way, Fastify's own router (static segments before parameters
 * before the splat, as React Router ranks them; case-insensitive and trailing slash ignored, as React
 * Router matches by default): microseconds a request, where React Router's matchRoutes ranks the
 * whole route table again on each call (hundreds of microseconds, more than a cached page takes).
 */
export function pageRouteLabeler(build: Pick<ServerBuild, 'routes'>): (url: string) => string {
  const router = Router({ caseSensitive: false, ignoreTrailingSlash: true });
  for (const { pattern } of leafPatternsOf(build.routes)) {
    // The 404 route's splat: what it takes is unmatched.
    const label = pattern.endsWith('*') ? UNMATCHED_ROUTE : pattern;
    router.on('GET', pattern, () => {}, { label });
  }
  const patternOf = (pathname: string): string =>
    (router.find('GET', pathname)?.store as { label: string } | undefined)?.label ?? UNMATCHED_ROUTE;

  return (url) => {
    const path = url.split('?', 1)[0] ?? '/';
    const prefix = languageOfPath(path) === 'fr' ? FRENCH_PREFIX : '';
    const isData = path.endsWith(DATA_SUFFIX);
    const pattern = patternOf(pathWithoutLanguage(pageOfDataPath(path)));
    if (pattern === UNMATCHED_ROUTE) return UNMATCHED_ROUTE;
    // The home page: `/` (its data `/_.data`), or `/fr` (`/fr.data`) in French.
    if (pattern === '/')
      return isData ? (prefix ? `${prefix}${DATA_SUFFIX}` : `/_${DATA_SUFFIX}`) : prefix || '/';
    return `${prefix}${pattern}${isData ? DATA_SUFFIX : ''}`;
  };
}
