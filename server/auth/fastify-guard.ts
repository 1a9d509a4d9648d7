import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Authentication, AuthService } from './auth-service.ts';
import { AuthFailure, authFailureBody, checkAccess, type RequireOptions } from './guards.ts';

/**
 * A Fastify preHandler that lets only admins through: 401 without a valid session cookie or bearer
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
      return reply.code(error.status).send(authFailureBody(error));
    }
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by adminOnly(): who is calling. */
    auth?: Authentication;
  }
}
