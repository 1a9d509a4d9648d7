import type { FastifyPluginAsync } from 'fastify';
import type { Services } from '../services.ts';
import { sendApiError } from '../http/errors.ts';
import { apiMessages } from '../../shared/i18n/en/api-messages.ts';
import { toWebRequest } from '../http/web-request.ts';
import { isPropertyId } from '../properties/property-service.ts';
import { toShortlistItem } from '../../shared/domain/shortlist.ts';
import { MERGE_LIMIT } from './area.ts';
import { signedInOnly } from './page-guard.ts';

/**
 * The account's bookmarks for the header's saved list (issue 17): signed in, the browser's list
 * follows the account. GET /api/account/bookmarks, POST /api/account/bookmarks/merge
 * `{ ids: [...] }` (the browser's list at sign-in; answers the account's whole list),
 * PUT and DELETE /api/account/bookmarks/:id. And POST /api/account/update-property: the owner's
 * edit of a submission still awaiting review (the submit form with JavaScript; the same service as
 * the admins' /api/update-property, with the owner check and no status flags). A browser session
 * writes with X-CSRF-Token.
 */
export const accountApiRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // The multipart stream is left for the submission service's streaming parser (its size limits).
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));
  const guard = signedInOnly(services.auth);
  const accounts = services.accounts;
  const items = async (userId: string) => ({
    items: (await accounts.bookmarks.list(userId)).map(toShortlistItem),
  });

  app.get('/account/bookmarks', { preHandler: guard }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return items(request.auth!.user.id);
  });

  app.post<{ Body: { ids?: unknown } }>(
    '/account/bookmarks/merge',
    { preHandler: guard },
    async (request, reply) => {
      const ids = request.body?.ids;
      if (!Array.isArray(ids) || ids.length > MERGE_LIMIT || !ids.every((id) => typeof id === 'string')) {
        const message = apiMessages.body.bookmarkIds.replace('{{max}}', String(MERGE_LIMIT));
        return sendApiError(reply, 400, message, { fieldErrors: { ids: [message] } });
      }
      reply.header('cache-control', 'private, no-store');
      await accounts.bookmarks.merge(request.auth!.user.id, ids as string[]);
      return items(request.auth!.user.id);
    },
  );

  app.put<{ Params: { id: string } }>(
    '/account/bookmarks/:id',
    { preHandler: guard },
    async (request, reply) => {
      if (!isPropertyId(request.params.id)) return sendApiError(reply, 404, apiMessages.notFound.property);
      await accounts.bookmarks.add(request.auth!.user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/account/bookmarks/:id',
    { preHandler: guard },
    async (request, reply) => {
      if (!isPropertyId(request.params.id)) return sendApiError(reply, 404, apiMessages.notFound.property);
      await accounts.bookmarks.remove(request.auth!.user.id, request.params.id);
      return reply.code(204).send();
    },
  );

  app.post('/account/update-property', { preHandler: guard }, async (request, reply) => {
    const userId = request.auth!.user.id;
    const result = await services.submissions.update(
      toWebRequest(request, reply),
      { names: 'api', sortNewImagesByName: false },
      { actorUserId: userId, ownerUserId: userId },
    );
    if (result.ok) return reply.code(result.status).send({ id: result.id });
    return sendApiError(reply, result.status, result.message, { fieldErrors: result.fieldErrors });
  });
};
