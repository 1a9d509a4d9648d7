import type { FastifyPluginAsync } from 'fastify';
import { parseListingQueryStrict } from '../../shared/domain/listing-query.ts';
import type { Services } from '../services.ts';
import { sendApiError } from '../http/errors.ts';
import { requestMessages } from '../../shared/i18n/en/request-messages.ts';
import { cacheKeyOf, sendCached } from '../http/response-cache.ts';

/**
 * GET /api/properties/map — the map search's markers (issue 16): the public properties matching the
 * listing's filters (for, city, type, beds, baths, feature, price, bounds; page, pageSize and sort are
 * accepted and do not matter) that have coordinates, with what a marker's popup card shows, and how
 * many match the same filters without coordinates:
 *   { "points": [{ id, name, listingType, propertyType, price, address, isClosed, latitude,
 *                  longitude, image: { url, width, height } | null }], "withoutCoordinates": 0 }
 * Public data only, the same for everyone: answered once per change from the response cache (ADR 030).
 */
export const mapApiRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get('/properties/map', async (request, reply) => {
    const parsed = parseListingQueryStrict(new URL(request.url, 'http://local').searchParams);
    if (!parsed.ok) {
      return sendApiError(reply, 400, requestMessages.invalidQuery, {
        fieldErrors: parsed.fieldErrors,
      });
    }
    const { entry, isHit } = await services.responseCache.through(cacheKeyOf(request), async () => ({
      status: 200,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'public, no-cache',
      },
      body: Buffer.from(JSON.stringify(await services.propertyMap.points(parsed.query))),
    }));
    return sendCached(request, reply, entry!, isHit ? 'hit' : 'miss');
  });
};
