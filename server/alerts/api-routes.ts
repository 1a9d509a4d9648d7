import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services.ts';
import { sendApiError } from '../http/errors.ts';
import { apiMessages } from '../../shared/i18n/en/api-messages.ts';

/**
 * POST /api/alerts/unsubscribe?token=... (issue 30): the one-click unsubscribe of an alert e-mail's
 * List-Unsubscribe header (RFC 8058). A mail provider posts `List-Unsubscribe=One-Click` with no
 * cookie, from its own origin: the token is the only credential, any body is accepted (it is read no
 * further than the request guard), and the answer is immediate. No GET: opening the address changes
 * nothing (the e-mail's visible link goes to /alerts/unsubscribe, a page with a button).
 */
export const alertApiRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // The form encodings a one-click POST comes in (RFC 8058: List-Unsubscribe=One-Click), read and
  // let go: a few bytes at most, in this plugin only.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );
  app.post<{ Querystring: { token?: string } }>('/alerts/unsubscribe', async (request, reply) => {
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const result = await services.alerts.unsubscribe(token);
    if (result === 'gone') return sendApiError(reply, 404, apiMessages.notFound.alert);
    reply.header('Cache-Control', 'no-store');
    return reply.send({ status: 'unsubscribed' });
  });
};
