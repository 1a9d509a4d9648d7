import { and, eq, inArray, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { FLAG_CHANGED_AT, properties, propertyImages } from '../db/schema.ts';
import type { FileStorage } from '../storage/storage.ts';
import { keysOf, storeUploadedImage, UnsupportedImageError, type StoredImage } from '../images/pipeline.ts';
import { publicPropertyConditions } from '../images/photo-access.ts';
import {
  discardUploads,
  markPendingRemoval,
  settlePendingUploads,
  trackPendingUploads,
} from '../storage/pending-uploads.ts';
import type { Geocoder } from '../geo/geocoder.ts';
import { insertPropertyRows, type NewProperty } from './property-writer.ts';
import { isPropertyId, type Audience } from './property-service.ts';
import {
  readSubmissionRequest,
  SubmissionRequestError,
  type ImageEntry,
  type SubmissionRequest,
} from './submit-request.ts';
import { sortByTrailingNumber } from '../../shared/domain/image-order.ts';
import { MAX_IMAGES } from '../../shared/domain/limits.ts';
import {
  propertyFormSchema,
  propertyUpdateSchema,
  type PropertyFormValues,
} from '../../shared/domain/property-schemas.ts';
import { writeAudit } from '../admin/audit-log.ts';
import { propertyFieldsOf } from '../../shared/domain/property-form.ts';
import { STATUS_FLAGS } from '../../shared/domain/options.ts';
import { submit } from '../../shared/i18n/en/submit.ts';
import { requestMessages } from '../../shared/i18n/en/request-messages.ts';
import { languageOf, type Language } from '../../shared/i18n/languages.ts';

const m = submit.submit.errors;

type ImageRow = typeof propertyImages.$inferSelect;

/** What happens in the same transaction as a new submission (the e-mails of the outbox). */
export type SubmissionNotifier = (
  tx: Database,
  submission: { id: string; values: PropertyFormValues; imageCount: number; language: Language },
) => Promise<void>;

export type SubmissionResult =
  | { ok: true; status: 200 | 201; id: string }
  | {
      ok: false;
      status: number;
      message: string;
      fieldErrors: Record<string, string[]>;
      /** The text fields as sent, so a form without JavaScript can show them again. */
      fields?: Record<string, unknown>;
    };

export type SubmissionSource = {
  /** 'form': the page's field names; 'api': the spec's payload names (spec 3). */
  names: 'form' | 'api';
  /**
   * The page's form without JavaScript cannot reorder photos, so new files are put in the order of
   * the trailing number of their names (spec 2.6). With JavaScript, and for API clients, the order
   * sent is the order kept.
   */
  sortNewImagesByName: boolean;
};

const fail = (
  status: number,
  message: string,
  fieldErrors: Record<string, string[]> = {},
): SubmissionResult => ({
  ok: false,
  status,
  message,
  fieldErrors,
});

/** Optional admin-only flags of an update (the spec's update payload carries them). */
const optionalFlag = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean().optional(),
);
const flagsSchema = z.object({ isVerified: optionalFlag, isClosed: optionalFlag, isArchived: optionalFlag });

/**
 * Owners' submissions and admins' edits of properties (spec 2.6, calls 4 and 5). The page's action
 * and the JSON API both call these with the Web Request; parsing, validation with the shared
 * schema, the image pipeline and the transaction all happen here, so both paths behave alike.
 */
export function createSubmissionService(deps: {
  db: Database;
  storage: FileStorage;
  geocoder?: Geocoder | null;
  onSubmitted?: SubmissionNotifier;
  /** Called after a commit, so caches of public reads drop what changed. */
  onChanged?: () => void;
  /**
   * Listing packages (server/orders): the use of one listing of the submitting account's active
   * package inside the submission's transaction. Without an account or an active package,
   * submitting stays free.
   */
  packages?: {
    useListing: (tx: Database, userId: string, propertyId: string) => Promise<unknown>;
  };
  log?: { warn(details: object, message?: string): void };
}) {
  const { db, storage } = deps;

  const onCleanupError = (err: unknown) =>
    deps.log?.warn({ err }, 'could not remove uploaded files; the orphan sweep will');

  /**
   * Stores new photos one by one (in the process's upload line, server/images/pipeline.ts), each
   * read from disk only when its turn comes and each key recorded as a pending upload first; on any
   * failure removes what was written. The caller's transaction settles `uploads.keys`.
   */
  async function storeAll(
    entries: ImageEntry[],
  ): Promise<
    | { stored: Map<ImageEntry, StoredImage>; uploads: ReturnType<typeof trackPendingUploads> }
    | SubmissionResult
  > {
    const stored = new Map<ImageEntry, StoredImage>();
    const uploads = trackPendingUploads({ db, storage, onError: onCleanupError });
    try {
      for (const entry of entries) {
        if (entry.kind !== 'new') continue;
        try {
          stored.set(
            entry,
            await storeUploadedImage(storage, entry.file, { beforeWrite: uploads.beforeWrite }),
          );
        } catch (error) {
          if (!(error instanceof UnsupportedImageError)) throw error;
          const message = (error.reason === 'hevc' ? m.imageHevc : m.imageType).replace(
            '{{name}}',
            entry.name,
          );
          await uploads.discard();
          return fail(422, message, { images: [message] });
        }
      }
      return { stored, uploads };
    } catch (error) {
      await uploads.discard();
      throw error;
    }
  }

  async function withCoordinates(values: PropertyFormValues): Promise<PropertyFormValues> {
    if (values.latitude !== undefined && values.longitude !== undefined) return values;
    if (!deps.geocoder) return values;
    const point = await deps.geocoder.geocode({
      address: values.address,
      city: values.city,
      province: values.province,
      postalCode: values.postalCode,
    });
    return point ? { ...values, latitude: point.latitude, longitude: point.longitude } : values;
  }

  function validationFailure(error: z.ZodError): SubmissionResult {
    const fieldErrors = z.flattenError(error).fieldErrors as Record<string, string[]>;
    return fail(400, requestMessages.invalidFields, fieldErrors);
  }

  async function read(request: Request, source: SubmissionSource) {
    try {
      return await readSubmissionRequest(request, source.names);
    } catch (error) {
      if (error instanceof SubmissionRequestError)
        return fail(error.status, error.message, error.fieldErrors);
      throw error;
    }
  }

  function ordered(images: ImageEntry[], source: SubmissionSource): ImageEntry[] {
    if (!source.sortNewImagesByName) return images;
    const existing = images.filter((i) => i.kind === 'existing');
    const added = images.filter((i) => i.kind === 'new');
    return [...existing, ...sortByTrailingNumber(added, (i) => (i.kind === 'new' ? i.name : ''))];
  }

  /** A new property from an owner: validated, photos stored, rows written (see submit below). */
  async function submitParsed(
    body: SubmissionRequest,
    source: SubmissionSource,
    accountUserId: string | null,
    language: Language,
  ): Promise<SubmissionResult> {
    const parsed = propertyFormSchema.safeParse(body.fields);
    if (!parsed.success) return validationFailure(parsed.error);
    const images = ordered(body.images, source);
    if (images.some((i) => i.kind === 'existing')) {
      return fail(400, m.imageUnknown, { images: [m.imageUnknown] });
    }
    if (images.length > MAX_IMAGES) return fail(400, m.images, { images: [m.images] });

    const values = await withCoordinates(parsed.data);
    const storing = await storeAll(images);
    if ('ok' in storing) return storing;
    const { stored, uploads } = storing;
    const input: NewProperty = {
      ...propertyFieldsOf(values),
      isVerified: false,
      isClosed: false,
      isArchived: false,
      customerLanguage: language,
      // Signed in: the account's own, whatever contact address the form gives (issue 17).
      ...(accountUserId ? { ownerUserId: accountUserId } : {}),
    };
    try {
      const id = await db.transaction(async (tx) => {
        const newId = await insertPropertyRows(tx as unknown as Database, input, [...stored.values()]);
        // Committed with the rows that reference them: no longer the sweep's business.
        await settlePendingUploads(tx as unknown as Database, uploads.keys);
        await deps.onSubmitted?.(tx as unknown as Database, {
          id: newId,
          values,
          imageCount: stored.size,
          language,
        });
        if (accountUserId) await deps.packages?.useListing(tx as unknown as Database, accountUserId, newId);
        return newId;
      });
      deps.onChanged?.();
      return { ok: true, status: 201, id };
    } catch (error) {
      await uploads.discard();
      throw error;
    }
  }

  /**
   * An admin's edit (spec call 5): the fields, plus the new gallery. `images` lists the gallery in
   * order, existing photos by reference and new ones as files; `deletedImages` and any existing
   * photo left out are removed. Their files are deleted only after the transaction commits. The
   * caller has checked that the request comes from an admin.
   */
  async function updateParsed(
    body: SubmissionRequest,
    source: SubmissionSource,
    actorUserId: string,
    ownerUserId?: string,
  ): Promise<SubmissionResult> {
    if (typeof body.fields.id !== 'string' || !isPropertyId(body.fields.id)) {
      return fail(404, m.notFound, { id: [m.notFound] });
    }
    const parsed = propertyUpdateSchema.safeParse(body.fields);
    if (!parsed.success) return validationFailure(parsed.error);
    // An owner's edit (issue 17) never sets a flag: the property stays in review.
    const flags = flagsSchema.safeParse(ownerUserId ? {} : body.fields);
    if (!flags.success) return validationFailure(flags.error);
    const ownedAwaitingReview = (userId: string) =>
      and(
        eq(properties.ownerUserId, userId),
        eq(properties.isVerified, false),
        eq(properties.isArchived, false),
      );
    const { id, deletedImages, ...formValues } = parsed.data;

    const [current] = await db
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.id, id), ownerUserId ? ownedAwaitingReview(ownerUserId) : undefined));
    if (!current) return fail(404, m.notFound, { id: [m.notFound] });
    const existingRows = await db.select().from(propertyImages).where(eq(propertyImages.propertyId, id));

    // References may be an image's id, its URL (what the API's `image` list holds) or its storage key.
    const byRef = new Map<string, ImageRow>();
    for (const row of existingRows) {
      byRef.set(row.id, row);
      byRef.set(row.originalKey, row);
      byRef.set(storage.publicUrl(row.originalKey), row);
    }
    const resolveRef = (ref: string) => byRef.get(ref) ?? byRef.get(new URL(ref, 'http://local').pathname);
    const deleted = new Set(deletedImages.map((ref) => resolveRef(ref)?.id).filter(Boolean));

    const gallery = body.hasImageList
      ? ordered(body.images, source)
      : existingRows
          .sort((a, b) => a.position - b.position)
          .map((row) => ({ kind: 'existing', ref: row.id }) as const);
    const kept: (ImageEntry & { row?: ImageRow })[] = [];
    for (const entry of gallery) {
      if (entry.kind === 'new') {
        kept.push(entry);
        continue;
      }
      const row = resolveRef(entry.ref);
      if (!row) return fail(400, m.imageUnknown, { images: [m.imageUnknown] });
      if (!deleted.has(row.id) && !kept.some((k) => k.row?.id === row.id)) kept.push({ ...entry, row });
    }
    if (kept.length > MAX_IMAGES) return fail(400, m.images, { images: [m.images] });
    const removed = existingRows.filter((row) => !kept.some((k) => k.row?.id === row.id));

    const values = await withCoordinates(formValues);
    const storing = await storeAll(kept);
    if ('ok' in storing) return storing;
    const { stored, uploads } = storing;
    const removedKeys = removed.flatMap(keysOf);
    try {
      await db.transaction(async (tx) => {
        const now = new Date();
        const [row] = await tx
          .select({
            isVerified: properties.isVerified,
            isClosed: properties.isClosed,
            isArchived: properties.isArchived,
          })
          .from(properties)
          .where(and(eq(properties.id, id), ownerUserId ? ownedAwaitingReview(ownerUserId) : undefined))
          .for('update');
        if (!row) throw new PropertyGoneError();
        // A flag the request sets to a new value changes, with the time it changed.
        const changed = STATUS_FLAGS.filter((flag) => {
          const value = flags.data[flag];
          return value !== undefined && value !== row[flag];
        });
        const flagChanges = changed.flatMap((flag) => [
          [flag, flags.data[flag]],
          [FLAG_CHANGED_AT[flag], now],
        ]);
        await tx
          .update(properties)
          .set({ ...propertyFieldsOf(values), updatedAt: now, ...Object.fromEntries(flagChanges) })
          .where(eq(properties.id, id));
        if (removed.length > 0) {
          await tx.delete(propertyImages).where(
            and(
              eq(propertyImages.propertyId, id),
              inArray(
                propertyImages.id,
                removed.map((r) => r.id),
              ),
            ),
          );
        }
        for (const [position, entry] of kept.entries()) {
          if (entry.row) {
            if (entry.row.position !== position) {
              await tx.update(propertyImages).set({ position }).where(eq(propertyImages.id, entry.row.id));
            }
            continue;
          }
          const image = stored.get(entry);
          if (!image) throw new Error('A new photo was not stored.');
          await tx.insert(propertyImages).values({
            id: image.id,
            propertyId: id,
            position,
            originalKey: image.originalKey,
            width: image.width,
            height: image.height,
            variants: image.variants,
          });
        }
        // A flag changed through an edit is in the audit trail, as one changed by its toggle is.
        for (const flag of changed) {
          await writeAudit(tx as unknown as Database, {
            actorUserId,
            action: 'property.status',
            entityType: 'property',
            entityId: id,
            field: flag,
            before: row[flag],
            after: flags.data[flag],
          });
        }
        await settlePendingUploads(tx as unknown as Database, uploads.keys);
        // The removed photos' files become pending: deleted just after the commit, or by the sweep.
        await markPendingRemoval(tx as unknown as Database, removedKeys);
      });
    } catch (error) {
      await uploads.discard();
      if (error instanceof PropertyGoneError) return fail(404, m.notFound, { id: [m.notFound] });
      throw error;
    }
    deps.onChanged?.();
    // Only now that the new state is committed may the old files go.
    await discardUploads({ db, storage, onError: onCleanupError }, removedKeys);
    return { ok: true, status: 200, id };
  }

  return {
    /**
     * A new property from an owner, no sign-in (spec call 4). Always stored unverified, open and not
     * archived, whatever the request says: submitted for review, not public until an admin verifies it.
     * `account`: the signed-in account submitting (its guard has passed the request): the property
     * is its own and uses its package; `authorize` checks what only the body carries (a form's CSRF
     * field) before anything is stored.
     */
    async submit(
      request: Request,
      source: SubmissionSource,
      account: { userId: string; authorize?: (fields: Record<string, unknown>) => boolean } | null = null,
    ): Promise<SubmissionResult> {
      const body = await read(request, source);
      if ('ok' in body) return body;
      try {
        if (account?.authorize && !account.authorize(body.fields)) {
          return fail(403, 'Missing or invalid CSRF token.');
        }
        // The page's language (a form posts to its page); the API's path is English.
        const result = await submitParsed(body, source, account?.userId ?? null, languageOf(request));
        return result.ok ? result : { ...result, fields: body.fields };
      } finally {
        await body.dispose();
      }
    },

    /**
     * An admin's edit (spec call 5). The caller has checked that the request comes from an admin.
     */
    async update(
      request: Request,
      source: SubmissionSource,
      options: {
        /** The admin making the edit, for the audit trail. */
        actorUserId: string;
        /** Checks made once the body is read, before anything is stored (a form's CSRF field). */
        authorize?: (fields: Record<string, unknown>) => boolean;
        /**
         * An account holder editing their own submission (issue 17): only a property of theirs still
         * awaiting review is found (404 otherwise), and status flags in the body are ignored.
         */
        ownerUserId?: string;
      },
    ): Promise<SubmissionResult> {
      const body = await read(request, source);
      if ('ok' in body) return body;
      try {
        if (options.authorize && !options.authorize(body.fields)) {
          return fail(403, 'Missing or invalid CSRF token.');
        }
        const result = await updateParsed(body, source, options.actorUserId, options.ownerUserId);
        return result.ok ? result : { ...result, fields: body.fields };
      } finally {
        await body.dispose();
      }
    },

    /**
     * Image references → the URL to load each from (spec call 2, "get-download-urls"). A reference
     * is an image's URL (the API's `image` list), its id or its storage key; unknown ones are left
     * out, and so, for the public audience, are photos of properties that are not public (ADR 025).
     */
    async downloadUrls(refs: string[], audience: Audience = 'public'): Promise<Record<string, string>> {
      const wanted = refs.filter((r) => typeof r === 'string' && r.length > 0 && r.length <= 500);
      if (wanted.length === 0) return {};
      const keyOf = (ref: string): string | null => {
        const pathname = (() => {
          try {
            return new URL(ref, 'http://local').pathname;
          } catch {
            return ref;
          }
        })();
        const match = /properties\/([0-9a-f-]{36})\/[a-z0-9.]+$/i.exec(pathname);
        return match ? match[0] : null;
      };
      const ids = wanted.filter(isPropertyId);
      // Any key of an image (a variant's too) names its folder; its row holds the original's key.
      const originals = wanted
        .map(keyOf)
        .filter((k): k is string => k !== null)
        .map((k) => k.replace(/[^/]+$/, 'original.jpg'));
      const conditions = [
        ...(ids.length > 0 ? [inArray(propertyImages.id, ids)] : []),
        ...(originals.length > 0 ? [inArray(propertyImages.originalKey, originals)] : []),
      ];
      if (conditions.length === 0) return {};
      const rows = await db
        .select({
          id: propertyImages.id,
          originalKey: propertyImages.originalKey,
          variants: propertyImages.variants,
        })
        .from(propertyImages)
        .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
        .where(and(or(...conditions), ...(audience === 'public' ? publicPropertyConditions() : [])));
      const known = new Map<string, string>();
      for (const row of rows) {
        known.set(row.id, row.originalKey);
        for (const key of keysOf(row)) known.set(key, key);
      }
      const map: Record<string, string> = {};
      for (const ref of wanted) {
        const key = isPropertyId(ref) ? known.get(ref) : known.get(keyOf(ref) ?? '');
        if (key) map[ref] = storage.publicUrl(key);
      }
      return map;
    },
  };
}

class PropertyGoneError extends Error {}

export type SubmissionService = ReturnType<typeof createSubmissionService>;
