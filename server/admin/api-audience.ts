import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthService } from '../auth/auth-service.ts';
import type { Audience } from '../properties/property-service.ts';
import { sendApiError } from '../http/errors.ts';
import { apiMessages } from '../../shared/i18n/en/api-messages.ts';

/**
 * Who a read of the property API is for (spec 7 call 1): the admin view (every property, owner
 * contact fields) for an admin's bearer token, the public view otherwise. A bearer token that is
 * not valid answers 401 rather than quietly serving the public view. Returns null after replying.
 */
export async function apiAudienceOf(
  auth: AuthService,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<Audience | null> {
  reply.header('Vary', 'Authorization');
  if (!auth.hasBearer(request)) return 'public';
  const current = await auth.authenticate(request);
  if (!current) {
    await sendApiError(
      reply.header('WWW-Authenticate', 'Bearer error="invalid_token"'),
      401,
      apiMessages.access.invalidBearer,
    );
    return null;
  }
  if (current.user.role !== 'admin') return 'public';
  reply.header('Cache-Control', 'private, no-store');
  return 'admin';
}
