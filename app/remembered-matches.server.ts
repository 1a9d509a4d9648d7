import { createRecentMap } from '../shared/recent-map.ts';

/**
 * React Router's route matches of a path, worked out once per path for the whole process (issue 32).
 *
 * While a page renders, React Router lists in the page the routes the browser knows from the start:
 * those of the page's path, of each of its ancestors, and of `/` (its lazy route discovery, a
 * "partial manifest"). It matches each of those paths against every route in turn, most specific
 * first, and `/` comes last of our 80: that one match was 7% of what a page rendered per request
 * allocated, on every render, with the same result every time. The answer depends on the path and
 * the route table only, and React Router's own caller copies what it uses; so its match function
 * (the static handler's, one per language's handler, fixed for the process) is wrapped here with a
 * memory of the last `maxKept` paths. Paths come from requests (an unknown path's ancestors), so the
 * memory is bounded, least recently used first out.
 *
 * The function is React Router's internal `_match` on the static handler's context (8.x). Were a
 * later release to drop it, nothing is wrapped and matching is as before.
 */
type Match = (location: unknown, ...rest: unknown[]) => unknown;
type HandlerContext = { _match?: Match };

const MAX_KEPT = 256;
const wrapped = new WeakMap<Match, Match>();

/** The same match function, remembering its answers per path string. */
export function rememberingMatches(match: Match, maxKept = MAX_KEPT): Match {
  const known = wrapped.get(match);
  if (known) return known;
  // React Router's answer is an array of matches or null, never undefined.
  const kept = createRecentMap<unknown>(maxKept);
  const remembering: Match = (location, ...rest) => {
    // Only the plain form: a path, and no partial matching.
    if (typeof location !== 'string' || rest.length > 0) return match(location, ...rest);
    let answer = kept.get(location);
    if (answer === undefined) {
      answer = match(location);
      kept.set(location, answer);
    }
    return answer;
  };
  wrapped.set(match, remembering);
  wrapped.set(remembering, remembering);
  return remembering;
}

/** Wraps the static handler context's match function in place, when it has one. */
export function rememberMatchesOf(context: object): void {
  const handlerContext = context as HandlerContext;
  if (typeof handlerContext._match === 'function') {
    handlerContext._match = rememberingMatches(handlerContext._match);
  }
}
