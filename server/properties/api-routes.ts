import type { FastifyPluginAsync } from 'fastify';
import { listingSearchParams } from '../../shared/domain/listing-filters.ts';
import { parseListingQueryStrict } from '../../shared/domain/listing-query.ts';
import type { Services } from '../services.ts';
import { toApiProperty } from './api-mapping.ts';
import { apiAudienceOf } from '../admin/api-audience.ts';
import { submitApiRoutes } from './submit-routes.ts';
import { sendApiError } from '../http/errors.ts';

/**
 * GET /api/properties — the spec's list-properties call (7.1). The body is a plain list of
 * properties in the spec's field names, so an existing client keeps working; the total count and
 * the page links travel in headers (X-Total-Count, Link).
 * GET /api/properties/:id — one public property, 404 when unknown or hidden.
 */
export const propertyApiRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  // Submissions, edits and image URLs (spec calls 2, 4, 5): their own scope, for the multipart parser.
  await app.register(submitApiRoutes, { services });

  app.get('/properties', async (request, reply) => {
    const url = new URL(request.url, 'http://local');
    const parsed = parseListingQueryStrict(url.searchParams);
    if (!parsed.ok) {
      return sendApiError(reply, 400, 'Some query parameters are not valid.', {
        fieldErrors: parsed.fieldErrors,
      });
    }
    // An admin's bearer token gets the admin view: all properties, owner contact fields (spec 7.1).
    const audience = await apiAudienceOf(services.auth, request, reply);
    if (!audience) return reply;
    const result = await services.properties.list(parsed.query, audience);
    const linkFor = (page: number) => {
      const params = listingSearchParams(parsed.query, page);
      if (parsed.query.pageSize !== 10) params.set('pageSize', String(parsed.query.pageSize));
      const qs = params.toString();
      return `</api/properties${qs ? `?${qs}` : ''}>`;
    };
    const links = [`${linkFor(1)}; rel="first"`, `${linkFor(result.pageCount)}; rel="last"`];
    if (result.page > 1) links.push(`${linkFor(result.page - 1)}; rel="prev"`);
    if (result.page < result.pageCount) links.push(`${linkFor(result.page + 1)}; rel="next"`);
    return reply
      .header('X-Total-Count', String(result.total))
      .header('X-Page', String(result.page))
      .header('X-Page-Count', String(result.pageCount))
      .header('Link', links.join(', '))
      .header('Access-Control-Expose-Headers', 'X-Total-Count, X-Page, X-Page-Count, Link')
      .send(result.items.map((p) => toApiProperty(p)));
  });

  app.get<{ Params: { id: string } }>('/properties/:id', async (request, reply) => {
    const audience = await apiAudienceOf(services.auth, request, reply);
    if (!audience) return reply;
    const property = await services.properties.get(request.params.id, audience);
    if (!property) {
      return sendApiError(reply, 404, 'No such property.');
    }
    return reply.send(toApiProperty(property));
  });
};
