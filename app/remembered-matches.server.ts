import { createRecentMap, type RecentMap } from '../shared/recent-map.ts';

/**
 * React Router's route matches of a path, worked out once per path for the whole process (issue 32).
 *
 * A page rendered for its request matched its path against the route table four times: once to
 * pick the route (the request handler), once more to load its data (the static handler's query),
 * and for its lazy route discovery once per path it lists for the browser (the page's path, its
 * ancestors and `/`). Each match tries the routes in turn, most specific first, and builds the
 * parameters, pattern and pathnames of every route it tries: with our 80 routes, 100 KB or more
 * of a page's allocations, with the same answer every time. The answer depends on the path and the
 * route table only, so every matcher of React Router's (one per language's handler, fixed for the
 * process) remembers its last `maxKept` paths, least recently used first out (paths come from
 * requests: an unknown path is remembered like any other), and forgets them all when its table
 * changes. Each caller gets its own copy of the answer: the arrays, matches and parameters are
 * new, the route objects React Router's own.
 *
 * React Router does not export its matcher; its class is its internal `V6RegExMatcher`
 * (`lib/router/matcher.js`, 8.x), found beside the module `react-router` resolves to. Were a later
 * release to move or rename it, nothing is remembered and matching is as before.
 */

/** A route match as React Router makes it: the parameters object is shared by a path's matches. */
type RouteMatch = { params: object; [key: string]: unknown };
type Matcher = {
  match(location: unknown, allowPartial?: boolean): RouteMatch[] | null;
  update(routes: unknown): unknown;
};
export type MatcherClass = { prototype: Matcher };

const MAX_KEPT = 256;
const patched = new WeakSet<object>();

/** A copy of an answer: new arrays, matches and parameters (one object for all, as React Router's). */
function copyOf(matches: RouteMatch[] | null): RouteMatch[] | null {
  if (!matches) return null;
  const params = matches.length > 0 ? { ...matches[0]!.params } : {};
  return matches.map((match) => ({ ...match, params }));
}

/**
 * The path a location is matched by, with whether it was given as a string: React Router reads the
 * pathname only (a string is parsed for it). Anything else is not remembered.
 */
function keyOf(location: unknown, allowPartial: boolean): string | undefined {
  const kind = allowPartial ? 'p' : 'e';
  if (typeof location === 'string') return `${kind}s${location}`;
  if (location && typeof location === 'object') {
    const { pathname } = location as { pathname?: unknown };
    if (typeof pathname === 'string') return `${kind}o${pathname}`;
  }
  return undefined;
}

/** Makes every matcher of the class remember its answers per path; once per class. */
export function rememberMatchesOfEvery(Matcher: MatcherClass, maxKept = MAX_KEPT): boolean {
  const prototype = Matcher.prototype;
  const { match, update } = prototype;
  if (typeof match !== 'function' || typeof update !== 'function') return false;
  if (patched.has(prototype)) return true;
  const memories = new WeakMap<object, RecentMap<RouteMatch[] | null>>();
  prototype.match = function remembering(this: Matcher, location, allowPartial = false) {
    const key = keyOf(location, allowPartial);
    if (key === undefined) return match.call(this, location, allowPartial);
    let kept = memories.get(this);
    if (!kept) {
      kept = createRecentMap(maxKept);
      memories.set(this, kept);
    }
    let answer = kept.get(key);
    if (answer === undefined) {
      answer = match.call(this, location, allowPartial);
      kept.set(key, answer);
    }
    return copyOf(answer);
  };
  prototype.update = function forgetting(this: Matcher, routes) {
    memories.delete(this);
    return update.call(this, routes);
  };
  patched.add(prototype);
  return true;
}

/**
 * Finds React Router's matcher class beside the module `react-router` resolves to and makes its
 * matchers remember; false (and nothing changed) when it is not there.
 */
export async function rememberReactRouterMatches(): Promise<boolean> {
  try {
    if (typeof import.meta.resolve !== 'function') return false;
    const url = new URL('./lib/router/matcher.js', import.meta.resolve('react-router'));
    const module = (await import(/* @vite-ignore */ url.href)) as { V6RegExMatcher?: unknown };
    const Matcher = module.V6RegExMatcher;
    if (typeof Matcher !== 'function') return false;
    return rememberMatchesOfEvery(Matcher as unknown as MatcherClass);
  } catch {
    return false;
  }
}
