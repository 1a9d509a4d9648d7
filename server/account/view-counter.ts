import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { Accounts } from './index.ts';

/** A detail page of a property (any of its layouts), or its data request on a client navigation. */
const DETAIL_PATH =
  /^\/single-property-[1-4]\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(\.data)?$/i;

/** The property whose page this request showed to a person, or null (not a page view to count). */
export function viewedPropertyOf(request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>): string | null {
  if (request.method !== 'GET') return null;
  const url = new URL(request.url, 'http://local');
  const match = DETAIL_PATH.exec(url.pathname);
  if (!match) return null;
  const header = (name: string) => {
    const value = request.headers[name];
    return Array.isArray(value) ? value[0] : value;
  };
  // Search engines, link previews and other robots, and a browser's speculative prefetch, are no visit.
  const userAgent = header('user-agent');
  if (!userAgent || isbot(userAgent)) return null;
  if (/prefetch|prerender/i.test(`${header('sec-purpose') ?? ''} ${header('purpose') ?? ''}`)) return null;
  if (match[2]) {
    // A data request sent from the page itself (its loaders run again after a form on it posts) is
    // the same visit; one from another page is a navigation to it.
    const referer = header('referer');
    if (referer) {
      try {
        if (new URL(referer).pathname === url.pathname.replace(/\.data$/, '')) return null;
      } catch {
        // An unreadable Referer: counted as a navigation.
      }
    }
  }
  return match[1]!.toLowerCase();
}

/**
 * Counts the views of property pages per property and day (the dashboard's figures, issue 17),
 * after the answer is sent and whatever answered it: the rendered-response cache serves most
 * anonymous visits without rendering (ADR 030), so counting in a loader would miss them. Only
 * successful answers count (a 304 too: the browser showed its copy); a failure to count is logged,
 * never shown.
 */
export function registerViewCounter(app: FastifyInstance, accounts: Accounts): void {
  app.addHook('onResponse', async (request, reply) => {
    // 304: the browser showed the page it kept, after asking (the cached answer's ETag).
    if (reply.statusCode !== 200 && reply.statusCode !== 304) return;
    const propertyId = viewedPropertyOf(request);
    if (!propertyId) return;
    try {
      await accounts.recordView(propertyId);
    } catch (error) {
      request.log.warn({ err: error }, 'could not count a property view');
    }
  });
}
