import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { properties, propertyImages } from '../db/schema.ts';
import type { AuthService } from '../auth/auth-service.ts';
import { imageIdOfKey, photoVisibility } from '../images/photo-access.ts';
import { UnsafeKeyError, type FileStorage, type OpenConditions } from './storage.ts';
import { sendApiError } from '../http/errors.ts';
import { apiMessages } from '../../shared/i18n/en/api-messages.ts';

/**
 * A public photo may be kept five minutes, then revalidated (ETag): once its property stops being
 * public, browsers and shared caches serve it at most that much longer (ADR 025).
 */
export const PUBLIC_PHOTO_CACHE_CONTROL = 'public, max-age=300';
/** A photo only an admin may see is never stored, by the browser or anything in between. */
export const PRIVATE_PHOTO_CACHE_CONTROL = 'private, no-store';

function conditionsOf(request: FastifyRequest): OpenConditions | undefined {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch) return { ifNoneMatch };
  const since = request.headers['if-modified-since'];
  const date = since ? new Date(since) : undefined;
  return date && !Number.isNaN(date.getTime()) ? { ifModifiedSince: date } : undefined;
}

/**
 * An admin, or the account the photo's property belongs to (its owner editing a submission that
 * awaits review, issue 17). The session cookie (an <img> on the page sends it) or a bearer token.
 */
async function mayLoadUnlisted(auth: AuthService, db: Database, request: FastifyRequest, key: string) {
  const user = (await auth.authenticate(request))?.user;
  if (!user) return false;
  if (user.role === 'admin') return true;
  const imageId = imageIdOfKey(key);
  if (!imageId) return false;
  const [owned] = await db
    .select({ id: propertyImages.id })
    .from(propertyImages)
    .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
    .where(and(eq(propertyImages.id, imageId), eq(properties.ownerUserId, user.id)))
    .limit(1);
  return Boolean(owned);
}

/** The same answer for a file that does not exist and one the caller may not see. */
function notFound(reply: FastifyReply) {
  // A shared cache must not keep the 404 either: the photo appears once its property is verified.
  return sendApiError(reply.header('cache-control', 'no-store'), 404, apiMessages.notFound.file);
}

/**
 * GET /media/<key>: stored files (uploaded and demo photos), for every storage driver. A photo is
 * served to anyone while its property is public (verified, not archived; closed ones too), to an
 * admin (and the property's owning account) whatever its property's state, and to nobody when no committed image row holds its key
 * (ADR 025). The file is streamed from the storage, with ETag and Last-Modified for revalidation.
 */
export const mediaRoute: FastifyPluginAsync<{
  storage: FileStorage;
  db: Database;
  auth: AuthService;
}> = async (app, { storage, db, auth }) => {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    const visibility = await photoVisibility(db, key);
    if (!visibility) return notFound(reply);
    if (visibility === 'unlisted' && !(await mayLoadUnlisted(auth, db, request, key))) return notFound(reply);
    const isPublic = visibility === 'public';

    let file;
    try {
      // An admin's copy of an unlisted photo was never stored, so there is nothing to revalidate.
      file = await storage.open(key, isPublic ? conditionsOf(request) : undefined);
    } catch (error) {
      if (error instanceof UnsafeKeyError) return notFound(reply);
      throw error;
    }
    if (!file) return notFound(reply);

    reply.header('cache-control', isPublic ? PUBLIC_PHOTO_CACHE_CONTROL : PRIVATE_PHOTO_CACHE_CONTROL);
    if (isPublic && file.etag) reply.header('etag', file.etag);
    if (isPublic && file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    if (!file.body) return reply.code(304).send();
    reply.header('content-type', file.contentType ?? 'application/octet-stream');
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  });
};
