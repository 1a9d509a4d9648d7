import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/auth-service.ts';
import type { Authentication } from '../auth/authentication.ts';
import { CSRF_HEADER } from '../auth/guards.ts';
import { headerOf, isSafeMethod, pathOf } from '../auth/request-like.ts';
import { sendApiError } from '../http/errors.ts';

/**
 * The account area's page guard (issue 17): any signed-in browser session, admins included.
 * Signed out: a redirect to /login and back to this page afterwards (its query too; the login route
 * keeps the return address on this site, shared/domain/safe-redirect.ts). A write from another site
 * is refused; the action checks the form's CSRF field itself once it has read the body.
 */
export async function requireAccountPage(auth: AuthService, request: Request): Promise<Authentication> {
  const current = await auth.authenticate(request);
  if (!current || current.via !== 'cookie') {
    const back = encodeURIComponent(pathOf(request));
    throw new Response(null, { status: 302, headers: { Location: `/login?redirectTo=${back}` } });
  }
  if (!isSafeMethod(request.method) && request.headers.get('sec-fetch-site') === 'cross-site') {
    throw new Response(null, { status: 403 });
  }
  return current;
}

/**
 * The account API's guard: a browser session (cookie, writes with the X-CSRF-Token header) or a
 * bearer session token, of any role. 401 / 403 JSON like the admin API. The caller is request.auth.
 */
export function signedInOnly(auth: AuthService) {
  return async function requireSignedIn(request: FastifyRequest, reply: FastifyReply) {
    const current = await auth.authenticate(request);
    if (!current || current.via === 'api-token') {
      reply.header('WWW-Authenticate', 'Bearer');
      return sendApiError(reply, 401, 'Sign-in required.', { reason: 'unauthenticated' });
    }
    if (current.via === 'cookie' && !isSafeMethod(request.method)) {
      const isCrossSite = headerOf(request, 'sec-fetch-site') === 'cross-site';
      if (isCrossSite || !auth.isCsrfSatisfied(current, headerOf(request, CSRF_HEADER))) {
        return sendApiError(reply, 403, 'Missing or invalid CSRF token.', { reason: 'csrf' });
      }
    }
    request.auth = current;
  };
}
