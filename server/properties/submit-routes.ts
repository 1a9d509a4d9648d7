import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Services } from '../services.ts';
import type { SubmissionResult } from './submit-service.ts';
import { adminOnly, signedInWriter } from '../auth/fastify-guard.ts';
import { apiAudienceOf } from '../admin/api-audience.ts';
import { toWebRequest } from '../http/web-request.ts';
import { sendApiError } from '../http/errors.ts';
import { apiMessages } from '../../shared/i18n/en/api-messages.ts';

/** How many photo references one call of /api/get-download-urls may name. */
const MAX_IMAGE_REFS = 200;

function send(reply: FastifyReply, result: SubmissionResult) {
  if (result.ok) return reply.code(result.status).send({ id: result.id });
  return sendApiError(reply, result.status, result.message, { fieldErrors: result.fieldErrors });
}

/**
 * POST /api/submit-property (spec call 4, no sign-in; signed in, the account's, under the CSRF rule), POST /api/update-property (call 5, admins:
 * bearer token or session), POST /api/get-download-urls (call 2). Submissions are multipart/form-data
 * with the spec's payload names and the photos as `images` file parts in order; JSON is accepted
 * when no new photo is sent.
 */
export const submitApiRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // The multipart stream is left for the service's streaming parser, which applies the size limits.
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null));

  // Signed in, the property is the account's and uses one listing of its package: a write of the
  // account, so the CSRF rule applies before the body is read (signedInWriter).
  app.post('/submit-property', { preHandler: signedInWriter(services.auth) }, async (request, reply) => {
    const result = await services.submissions.submit(
      toWebRequest(request, reply),
      { names: 'api', sortNewImagesByName: false },
      request.auth ? { userId: request.auth.user.id } : null,
    );
    return send(reply, result);
  });

  // Admins only: a bearer token, or the session cookie with the X-CSRF-Token header, checked
  // before the body is read so a stranger's upload is refused at once.
  app.post('/update-property', { preHandler: adminOnly(services.auth) }, async (request, reply) => {
    // An admin's answer carries the owner's contact details, like the admin routes': never stored.
    reply.header('cache-control', 'private, no-store');
    const result = await services.submissions.update(
      toWebRequest(request, reply),
      { names: 'api', sortNewImagesByName: false },
      { actorUserId: request.auth!.user.id },
    );
    return send(reply, result);
  });

  app.post<{ Body: { imageUrls?: unknown } }>('/get-download-urls', async (request, reply) => {
    const refs = request.body?.imageUrls;
    if (!Array.isArray(refs) || refs.length > MAX_IMAGE_REFS || !refs.every((r) => typeof r === 'string')) {
      const message = apiMessages.body.imageUrls.replace('{{max}}', String(MAX_IMAGE_REFS));
      return sendApiError(reply, 400, message, { fieldErrors: { imageUrls: [message] } });
    }
    // Admins (session cookie or bearer token) get every photo's URL; anyone else only those of
    // public properties (ADR 025). A bearer token that is not valid answers 401, as on /properties.
    const audience = services.auth.hasBearer(request)
      ? await apiAudienceOf(services.auth, request, reply)
      : (await services.auth.authenticate(request))?.user.role === 'admin'
        ? 'admin'
        : 'public';
    if (audience === null) return reply;
    reply.header('vary', 'Authorization, Cookie');
    if (audience === 'admin') reply.header('cache-control', 'private, no-store');
    return reply.send(await services.submissions.downloadUrls(refs as string[], audience));
  });
};
