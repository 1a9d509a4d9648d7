import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from './auth-service.ts';
import type { Authentication } from './authentication.ts';
import { AuthFailure, checkAccess, isFromAnotherOrigin, type RequireOptions } from './guards.ts';
import { isSafeMethod } from './request-like.ts';
import { sendApiError } from '../http/errors.ts';

/**
 * The API's admin guard (pages have services.auth.requireAdminPage; both decide with checkAccess):
 * a Fastify preHandler that lets only admins through: 401 without a valid session cookie or bearer
 * token, 403 for another role or a cookie-authenticated write without the X-CSRF-Token header.
 * The handler finds the caller in request.auth.
 */
export function adminOnly(auth: AuthService, options: RequireOptions = {}) {
  return async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    try {
      request.auth = await checkAccess(auth, request, options);
    } catch (error) {
      if (!(error instanceof AuthFailure)) throw error;
      if (error.status === 401) reply.header('WWW-Authenticate', 'Bearer');
      return sendApiError(reply, error.status, error.message, { reason: error.reason });
    }
  };
}

/**
 * For an API write anyone may make, which a signed-in caller makes as its account (POST
 * /api/submit-property: the property becomes the account's and uses its package): signed out, the
 * handler runs with no request.auth; signed in, request.auth is the caller once the CSRF rule
 * passes (guards.ts checkCsrf: the X-CSRF-Token header, from this origin), else 403 JSON.
 */
export function signedInWriter(auth: AuthService) {
  return async function asSignedIn(request: FastifyRequest, reply: FastifyReply) {
    const current = await auth.authenticate(request);
    if (!current) return;
    try {
      await auth.checkCsrf(current, request);
    } catch (error) {
      if (!(error instanceof AuthFailure)) throw error;
      return sendApiError(reply, error.status, error.message, { reason: error.reason });
    }
    request.auth = current;
  };
}

/**
 * Refuses, before anything reads it, a write that carries the session cookie and shows another
 * origin sent it (guards.ts isFromAnotherOrigin, the origin half of the CSRF rule): 403, JSON on
 * /api, a plain page elsewhere. The guards apply the same rule; this hook answers first for pages,
 * whose framework would otherwise refuse a foreign Origin itself with a bare 400.
 */
export function refuseCrossOriginCookieWrites(
  auth: AuthService,
  refuse: (request: FastifyRequest, reply: FastifyReply) => FastifyReply,
) {
  return async function crossOriginCookieWrite(request: FastifyRequest, reply: FastifyReply) {
    if (isSafeMethod(request.method) || !auth.hasSessionCookie(request)) return;
    if (isFromAnotherOrigin(request)) return refuse(request, reply);
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by adminOnly(): who is calling. */
    auth?: Authentication;
  }
}
