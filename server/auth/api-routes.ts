import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { loginSchema } from '../../shared/domain/auth-schemas.ts';
import type { AuthService } from './auth-service.ts';
import type { ViewerShapes } from './viewer-shapes.ts';
import { AUTH_FAILURE_MESSAGES, AuthFailure } from './guards.ts';
import { sendApiError } from '../http/errors.ts';
import { apiMessages } from '../../shared/i18n/en/api-messages.ts';
import { requestMessages } from '../../shared/i18n/en/request-messages.ts';

/** Sign-in failures as the API reports them (spec 8: one message for an unknown user or password). */
const LOGIN_ERRORS = apiMessages.signIn;

/**
 * Sign-in for API clients (the spec's calls carry "a bearer token from the current user"):
 * POST /api/auth/login {email, password, remember?} answers a session token to send as
 * `Authorization: Bearer <token>` (valid 12 hours, or 30 days with `remember: true`, as the login
 * form's 'Save Password'; `expiresAt` says when); POST /api/auth/logout ends it; GET /api/auth/session says who
 * the token (or cookie) belongs to, and to a cookie's page script its CSRF token (a page from the
 * shared cache has none of its own, ADR 054). Throttled like the login page.
 */
export const authApiRoutes: FastifyPluginAsync<{ auth: AuthService; viewerShapes: ViewerShapes }> = async (
  app,
  { auth, viewerShapes },
) => {
  app.post('/auth/login', async (request, reply) => {
    const parsed = loginSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return sendApiError(reply, 400, requestMessages.invalidFields, {
        fieldErrors: z.flattenError(parsed.error).fieldErrors,
      });
    }
    const result = await auth.login({ ...parsed.data, ip: request.ip });
    if (!result.ok) {
      if (result.reason === 'throttled') {
        return sendApiError(
          reply.header('Retry-After', String(result.retryAfterSeconds)),
          429,
          LOGIN_ERRORS.throttled,
        );
      }
      if (result.reason === 'unverified') return sendApiError(reply, 403, LOGIN_ERRORS.unverified);
      return sendApiError(reply, 401, LOGIN_ERRORS.invalid);
    }
    return reply.header('Cache-Control', 'no-store').send({
      token: result.token,
      tokenType: 'Bearer',
      expiresAt: result.expiresAt.toISOString(),
      user: result.user,
    });
  });

  app.get('/auth/session', async (request, reply) => {
    const current = await auth.authenticate(request);
    if (!current) {
      return sendApiError(
        reply.header('WWW-Authenticate', 'Bearer'),
        401,
        AUTH_FAILURE_MESSAGES.unauthenticated,
      );
    }
    // Only a script of this site reads the answer (no CORS): the token is as safe here as in a page.
    const csrfToken = current.via === 'cookie' ? { csrfToken: current.csrfToken } : {};
    return reply
      .header('Cache-Control', 'no-store')
      .send({ user: current.user, via: current.via, ...csrfToken });
  });

  app.post('/auth/logout', async (request, reply) => {
    const current = await auth.authenticate(request);
    // A cookie session ends only by the CSRF rule (its token, from this origin), or any page could
    // sign a visitor out.
    if (current) {
      try {
        await auth.checkCsrf(current, request);
      } catch (error) {
        if (!(error instanceof AuthFailure)) throw error;
        return sendApiError(reply, 403, AUTH_FAILURE_MESSAGES.csrf, { reason: 'csrf' });
      }
    }
    const { setCookie } = await auth.logout(request);
    viewerShapes.forget(request);
    if (current?.via === 'cookie') reply.header('Set-Cookie', setCookie);
    return reply.code(204).send();
  });
};
