import { pageOfDataPath } from '../../shared/i18n/languages.ts';

/**
 * What auth needs from a request: its method and headers. A Web Request (React Router loaders and
 * actions) and a Fastify request (API routes) both fit.
 */
export type RequestLike = {
  method: string;
  url: string;
  headers: Headers | Record<string, string | string[] | undefined>;
  /** The host the request was sent to (a Fastify request's, X-Forwarded-Host under TRUST_PROXY). */
  host?: string;
};

export function headerOf(request: RequestLike, name: string): string | undefined {
  const { headers } = request;
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** GET, HEAD and OPTIONS change nothing; everything else needs CSRF protection under a cookie. */
export function isSafeMethod(method: string): boolean {
  return ['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

/**
 * The host (name and port) the request was sent to: a Web request's URL is absolute; a Fastify
 * request's is a path, and its `host` says where it went.
 */
export function hostOf(request: RequestLike): string {
  const host = request.host ?? headerOf(request, 'host') ?? 'local';
  try {
    return new URL(request.url, `http://${host}`).host;
  } catch {
    return host;
  }
}

/** The path and query of a request URL (absolute for Web requests, relative for Fastify). */
export function pathOf(request: RequestLike): string {
  const url = new URL(request.url, 'http://local');
  // React Router's data requests ('/page.data?_routes=...') stand for the page itself.
  url.searchParams.delete('_routes');
  url.searchParams.delete('index');
  return `${pageOfDataPath(url.pathname)}${url.search}`;
}

export { safeRedirectPath } from '../../shared/domain/safe-redirect.ts';
