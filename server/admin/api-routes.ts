import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  apiTokenCreateSchema,
  enquiryHandledSchema,
  outboxRetrySchema,
  statusUpdateSchema,
} from '../../shared/domain/auth-schemas.ts';
import { ENQUIRY_FILTERS, OUTBOX_FILTERS } from '../../shared/domain/moderation.ts';
import { PAGE_SIZE } from '../../shared/domain/limits.ts';
import { adminOnly } from '../auth/fastify-guard.ts';
import { STATUS_FIELD_MESSAGE, statusFlagOf, toApiProperty } from '../properties/api-mapping.ts';
import type { Services } from '../services.ts';
import { sendApiError } from '../http/errors.ts';
import { apiMessages } from '../../shared/i18n/en/api-messages.ts';
import { requestMessages } from '../../shared/i18n/en/request-messages.ts';

const notFoundMessages = apiMessages.notFound;

function badRequest(reply: FastifyReply, error: z.ZodError) {
  return sendApiError(reply, 400, requestMessages.invalidFields, {
    fieldErrors: z.flattenError(error).fieldErrors,
  });
}

function notFound(reply: FastifyReply, message: string) {
  return sendApiError(reply, 404, message);
}

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1) });

/**
 * Admin endpoints. Every one needs an admin: a session cookie (plus X-CSRF-Token on writes) or a
 * bearer token (session or personal API token). 401 signed out, 403 another role or a bad CSRF token.
 *
 * POST /api/update-property-status {id, field, value}     spec 7 call 6
 * GET  /api/admin/review-queue                            unverified, active submissions, newest first
 * GET  /api/admin/properties/:id/history                  the audit trail of a property
 * GET  /api/admin/enquiries?status=open|handled|all       the enquiries inbox
 * POST /api/admin/enquiries/:id/handled {handled}
 * GET  /api/admin/outbox?status=all|pending|sent|failed   the e-mail outbox
 * POST /api/admin/outbox/:id/retry                        a failed message back to pending
 * GET  /api/admin/tokens, POST /api/admin/tokens {name}, DELETE /api/admin/tokens/:id
 */
export const adminApiRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.addHook('preHandler', adminOnly(services.auth));
  // Admin answers carry owners' contact details: never stored by a cache.
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('Cache-Control', 'private, no-store');
    return payload;
  });

  app.post('/update-property-status', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const parsed = statusUpdateSchema.safeParse({ ...body, field: statusFlagOf(body.field) });
    if (!parsed.success) {
      const { fieldErrors } = z.flattenError(parsed.error);
      return sendApiError(reply, 400, requestMessages.invalidFields, {
        fieldErrors: { ...fieldErrors, ...(fieldErrors.field ? { field: [STATUS_FIELD_MESSAGE] } : {}) },
      });
    }
    const result = await services.moderation.setStatus({
      ...parsed.data,
      actorUserId: request.auth!.user.id,
    });
    if (!result.ok) return notFound(reply, notFoundMessages.property);
    return reply.send({ ok: true, changed: result.isChanged, property: toApiProperty(result.property) });
  });

  app.get('/admin/review-queue', async (request, reply) => {
    const { page } = pageQuery.parse(request.query);
    const result = await services.moderation.reviewQueue(page, PAGE_SIZE);
    return reply
      .header('X-Total-Count', String(result.total))
      .send(result.items.map((p) => toApiProperty(p)));
  });

  app.get<{ Params: { id: string } }>('/admin/properties/:id/history', async (request, reply) => {
    const property = await services.properties.get(request.params.id, 'admin');
    if (!property) return notFound(reply, notFoundMessages.property);
    const history = await services.moderation.historyOf([property.id]);
    return reply.send(history.get(property.id) ?? []);
  });

  app.get('/admin/enquiries', async (request, reply) => {
    const query = pageQuery
      .extend({ status: z.enum(ENQUIRY_FILTERS).catch('open').default('open') })
      .parse(request.query);
    return reply.send(await services.inbox.listEnquiries(query.status, query.page, PAGE_SIZE));
  });

  app.post<{ Params: { id: string } }>('/admin/enquiries/:id/handled', async (request, reply) => {
    const parsed = enquiryHandledSchema.safeParse({ ...(request.body as object), id: request.params.id });
    if (!parsed.success) return badRequest(reply, parsed.error);
    const isFound = await services.inbox.setEnquiryHandled(
      parsed.data.id,
      parsed.data.handled,
      request.auth!.user.id,
    );
    if (!isFound) return notFound(reply, notFoundMessages.enquiry);
    return reply.send({ ok: true });
  });

  app.get('/admin/outbox', async (request, reply) => {
    const query = pageQuery
      .extend({ status: z.enum(OUTBOX_FILTERS).catch('all').default('all') })
      .parse(request.query);
    return reply.send(await services.inbox.listOutbox(query.status, query.page, PAGE_SIZE));
  });

  app.post<{ Params: { id: string } }>('/admin/outbox/:id/retry', async (request, reply) => {
    const parsed = outboxRetrySchema.safeParse({ id: request.params.id });
    if (!parsed.success) return badRequest(reply, parsed.error);
    const isRetried = await services.inbox.retryOutbox(parsed.data.id, request.auth!.user.id);
    if (!isRetried) return notFound(reply, notFoundMessages.failedMessage);
    return reply.send({ ok: true });
  });

  app.get('/admin/tokens', async (_request, reply) => reply.send(await services.apiTokens.list()));

  app.post('/admin/tokens', async (request, reply) => {
    const parsed = apiTokenCreateSchema.safeParse(request.body ?? {});
    if (!parsed.success) return badRequest(reply, parsed.error);
    const created = await services.apiTokens.create(request.auth!.user.id, parsed.data.name);
    return reply.code(201).send(created);
  });

  app.delete<{ Params: { id: string } }>('/admin/tokens/:id', async (request, reply) => {
    const isRevoked = await services.apiTokens.revoke(request.params.id, request.auth!.user.id);
    if (!isRevoked) return notFound(reply, notFoundMessages.token);
    return reply.code(204).send();
  });
};
