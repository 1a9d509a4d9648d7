import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/auth-service.ts';
import type { Authentication } from '../auth/authentication.ts';
import { AUTH_FAILURE_MESSAGES, AuthFailure, type CsrfOptions } from '../auth/guards.ts';
import { pathOf } from '../auth/request-like.ts';
import { sendApiError } from '../http/errors.ts';

/**
 * The account area's page guard (issue 17): any signed-in browser session, admins included.
 * Signed out: a redirect to /login and back to this page afterwards (its query too; the login route
 * keeps the return address on this site, shared/domain/safe-redirect.ts). A write passes the one
 * CSRF rule (server/auth/guards.ts checkCsrf; the form's field is read from a copy of the body) or
 * gets the 403 page; an action that reads a large body itself passes `isCsrfCheckedByCaller` and
 * checks the field there.
 */
export async function requireAccountPage(
  auth: AuthService,
  request: Request,
  options: CsrfOptions = {},
): Promise<Authentication> {
  const current = await auth.authenticate(request);
  if (!current || current.via !== 'cookie') {
    const back = encodeURIComponent(pathOf(request));
    throw new Response(null, { status: 302, headers: { Location: `/login?redirectTo=${back}` } });
  }
  await auth.checkPageWrite(current, request, options);
  return current;
}

/**
 * The account API's guard: a browser session (cookie; writes pass the CSRF rule, the token in the
 * X-CSRF-Token header) or a bearer session token, of any role. 401 / 403 JSON like the admin API.
 * The caller is request.auth.
 */
export function signedInOnly(auth: AuthService) {
  return async function requireSignedIn(request: FastifyRequest, reply: FastifyReply) {
    const current = await auth.authenticate(request);
    if (!current || current.via === 'api-token') {
      reply.header('WWW-Authenticate', 'Bearer');
      return sendApiError(reply, 401, AUTH_FAILURE_MESSAGES.unauthenticated, { reason: 'unauthenticated' });
    }
    try {
      await auth.checkCsrf(current, request);
    } catch (error) {
      if (!(error instanceof AuthFailure)) throw error;
      return sendApiError(reply, 403, error.message, { reason: error.reason });
    }
    request.auth = current;
  };
}
