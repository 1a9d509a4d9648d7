import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { loginSchema } from '../../shared/domain/auth-schemas.ts';
import { LOGIN_ERRORS } from './login-messages.ts';
import type { AuthService } from './auth-service.ts';
import { CSRF_HEADER } from './guards.ts';

/**
 * Sign-in for API clients (the spec's calls carry "a bearer token from the current user"):
 * POST /api/auth/login {email, password} answers a session token to send as
 * `Authorization: Bearer <token>`; POST /api/auth/logout ends it; GET /api/auth/session says who
 * the token (or cookie) belongs to. Throttled like the login page.
 */
export const authApiRoutes: FastifyPluginAsync<{ auth: AuthService }> = async (app, { auth }) => {
  app.post('/auth/login', async (request, reply) => {
    const parsed = loginSchema.safeParse(request.body ?? {});
    if (!parsed.success) {
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Some fields are not valid.',
        fieldErrors: z.flattenError(parsed.error).fieldErrors,
      });
    }
    const result = await auth.login({ ...parsed.data, ip: request.ip });
    if (!result.ok) {
      if (result.reason === 'throttled') {
        return reply
          .code(429)
          .header('Retry-After', String(result.retryAfterSeconds))
          .send({ statusCode: 429, error: 'Too Many Requests', message: LOGIN_ERRORS.throttled });
      }
      return reply.code(401).send({ statusCode: 401, error: 'Unauthorized', message: LOGIN_ERRORS.invalid });
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
      return reply
        .code(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ statusCode: 401, error: 'Unauthorized', message: 'Sign-in required.' });
    }
    return reply.header('Cache-Control', 'no-store').send({ user: current.user, via: current.via });
  });

  app.post('/auth/logout', async (request, reply) => {
    const current = await auth.authenticate(request);
    // A cookie session ends only with its CSRF token, or any page could sign a visitor out.
    if (
      current?.via === 'cookie' &&
      !auth.isCsrfTokenValid(current, request.headers[CSRF_HEADER] as string)
    ) {
      return reply.code(403).send({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Missing or invalid CSRF token.',
        reason: 'csrf',
      });
    }
    const { setCookie } = await auth.logout(request);
    if (current?.via === 'cookie') reply.header('Set-Cookie', setCookie);
    return reply.code(204).send();
  });
};
