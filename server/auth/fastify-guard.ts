import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from './auth-service.ts';
import type { Authentication } from './authentication.ts';
import { AuthFailure, checkAccess, type RequireOptions } from './guards.ts';
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

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by adminOnly(): who is calling. */
    auth?: Authentication;
  }
}
