import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services.ts';
import { sendApiError } from '../http/errors.ts';
import { apiMessages } from '../../shared/i18n/en/api-messages.ts';

/**
 * GET /api/properties/:id/showing-slots (issue 30): the free showing times of the next 14 days, for
 * the Book Showing form. Live: never from the page cache, never stored by a browser or a proxy.
 *   { status: 'offered', days: [{ date, slots: [{ start, end, remaining }] }] }
 *   { status: 'on-request' }   the property takes requests (no availability set)
 *   404                          no such public, open property
 */
export const showingApiRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<{ Params: { id: string } }>('/properties/:id/showing-slots', async (request, reply) => {
    const offer = await services.showings.slots(request.params.id);
    reply.header('Cache-Control', 'no-store');
    if (offer.status === 'unavailable') return sendApiError(reply, 404, apiMessages.notFound.property);
    return reply.send(offer);
  });
};
