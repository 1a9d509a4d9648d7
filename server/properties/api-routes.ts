import type { FastifyPluginAsync } from 'fastify';
import { listingSearchParams } from '../../shared/domain/listing-filters.ts';
import { parseListingQueryStrict } from '../../shared/domain/listing-query.ts';
import type { Services } from '../services.ts';
import { toApiProperty } from './api-mapping.ts';
import { apiAudienceOf } from '../admin/api-audience.ts';
import { submitApiRoutes } from './submit-routes.ts';
import { sendApiError } from '../http/errors.ts';
import { apiMessages } from '../../shared/i18n/en/api-messages.ts';
import { requestMessages } from '../../shared/i18n/en/request-messages.ts';
import { cacheKeyOf, sendCached, type RenderedResponse } from '../http/response-cache.ts';
import type { ListingQuery } from '../../shared/domain/listing-filters.ts';
import type { Audience } from './property-service.ts';

/**
 * GET /api/properties — the spec's list-properties call (7.1). The body is a plain list of
 * properties in the spec's field names, so an existing client keeps working; the total count and
 * the page links travel in headers (X-Total-Count, Link).
 * GET /api/properties/:id — one public property, 404 when unknown or hidden.
 */
export const propertyApiRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // Submissions, edits and image URLs (spec calls 2, 4, 5): their own scope, for the multipart parser.
  await app.register(submitApiRoutes, { services });

  /** The list call's answer: the properties in the spec's names, the count and page links in headers. */
  async function listAnswer(query: ListingQuery, audience: Audience): Promise<RenderedResponse> {
    const result = await services.properties.list(query, audience);
    const linkFor = (page: number) => {
      const params = listingSearchParams(query, page);
      if (query.pageSize !== 10) params.set('pageSize', String(query.pageSize));
      const qs = params.toString();
      return `</api/properties${qs ? `?${qs}` : ''}>`;
    };
    const links = [`${linkFor(1)}; rel="first"`, `${linkFor(result.pageCount)}; rel="last"`];
    if (result.page > 1) links.push(`${linkFor(result.page - 1)}; rel="prev"`);
    if (result.page < result.pageCount) links.push(`${linkFor(result.page + 1)}; rel="next"`);
    return json(
      result.items.map((p) => toApiProperty(p)),
      {
        'x-total-count': String(result.total),
        'x-page': String(result.page),
        'x-page-count': String(result.pageCount),
        link: links.join(', '),
        'access-control-expose-headers': 'X-Total-Count, X-Page, X-Page-Count, Link',
      },
    );
  }

  app.get('/properties', async (request, reply) => {
    const isPublic = !services.auth.hasBearer(request);
    // A stored answer was validated when it was made, and only 200s are stored: sent at once.
    const key = cacheKeyOf(request);
    const stored = isPublic ? services.responseCache.get(key) : undefined;
    if (stored) return sendCached(request, reply, stored, 'hit');
    const url = new URL(request.url, 'http://local');
    const parsed = parseListingQueryStrict(url.searchParams);
    if (!parsed.ok) {
      return sendApiError(reply, 400, requestMessages.invalidQuery, {
        fieldErrors: parsed.fieldErrors,
      });
    }
    // Anyone without a token gets the public view, answered once per change (ADR 030).
    if (isPublic) {
      const { entry, isHit } = await services.responseCache.through(key, () =>
        listAnswer(parsed.query, 'public'),
      );
      return sendCached(request, reply, entry!, isHit ? 'hit' : 'miss');
    }
    // An admin's bearer token gets the admin view: all properties, owner contact fields (spec 7.1).
    const audience = await apiAudienceOf(services.auth, request, reply);
    if (!audience) return reply;
    const answer = await listAnswer(parsed.query, audience);
    for (const [name, value] of Object.entries(answer.headers)) {
      // apiAudienceOf has said who may keep this answer.
      if (name !== 'cache-control') reply.header(name, value);
    }
    return reply.send(answer.body);
  });

  app.get<{ Params: { id: string } }>('/properties/:id', async (request, reply) => {
    if (!services.auth.hasBearer(request)) {
      const { entry, isHit } = await services.responseCache.through(cacheKeyOf(request), async () => {
        const property = await services.properties.get(request.params.id, 'public');
        return property ? json(toApiProperty(property)) : undefined;
      });
      if (entry) return sendCached(request, reply, entry, isHit ? 'hit' : 'miss');
      return sendApiError(reply, 404, apiMessages.notFound.property);
    }
    const audience = await apiAudienceOf(services.auth, request, reply);
    if (!audience) return reply;
    const property = await services.properties.get(request.params.id, audience);
    if (!property) {
      return sendApiError(reply, 404, apiMessages.notFound.property);
    }
    return reply.send(toApiProperty(property));
  });
};

/** A JSON answer every visitor may be given. */
function json(value: unknown, headers: Record<string, string> = {}): RenderedResponse {
  return {
    status: 200,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'public, no-cache',
      ...headers,
    },
    body: Buffer.from(JSON.stringify(value)),
  };
}
