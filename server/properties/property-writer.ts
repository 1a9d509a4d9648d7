import type { Database } from '../db/client.ts';
import { properties, propertyImages } from '../db/schema.ts';
import type { FileStorage } from '../storage/storage.ts';
import { keysOf, storeImage, type StoredImage } from '../images/pipeline.ts';
import type { Property, PropertyFields } from '../../shared/domain/property.ts';
import type { StatusFlag } from '../../shared/domain/options.ts';
import { MAX_IMAGES } from '../../shared/domain/limits.ts';
import type { Language } from '../../shared/i18n/languages.ts';

/**
 * A property to write: its fields and flags; the creation time defaults to now, the owner's language
 * (their e-mails') to English.
 */
export type NewProperty = PropertyFields &
  Pick<Property, StatusFlag> & { createdAt?: Date; customerLanguage?: Language };

/**
 * Stores the images, then writes the property and its image rows in one transaction. If anything
 * fails, the files already written are removed: no partial rows, no orphan files.
 */
export async function insertProperty(
  deps: { db: Database; storage: FileStorage },
  input: NewProperty,
  images: Buffer[],
): Promise<string> {
  if (images.length > MAX_IMAGES) throw new Error(`At most ${MAX_IMAGES} images per property.`);
  const stored: StoredImage[] = [];
  try {
    for (const image of images) stored.push(await storeImage(deps.storage, image));
    return await deps.db.transaction((tx) => insertPropertyRows(tx as unknown as Database, input, stored));
  } catch (error) {
    await Promise.all(stored.flatMap(keysOf).map((key) => deps.storage.delete(key)));
    throw error;
  }
}

/** Writes the property and the rows of its already-stored images; call inside a transaction. */
export async function insertPropertyRows(
  db: Database,
  input: NewProperty,
  stored: StoredImage[],
): Promise<string> {
  const now = input.createdAt ?? new Date();
  const [row] = await db
    .insert(properties)
    .values({
      ...input,
      createdAt: now,
      updatedAt: now,
      verifiedChangedAt: input.isVerified ? now : null,
      closedChangedAt: input.isClosed ? now : null,
      archivedChangedAt: input.isArchived ? now : null,
    })
    .returning({ id: properties.id });
  if (!row) throw new Error('Insert returned no row.');
  if (stored.length > 0) {
    await db.insert(propertyImages).values(
      stored.map((image, position) => ({
        id: image.id,
        propertyId: row.id,
        position,
        originalKey: image.originalKey,
        width: image.width,
        height: image.height,
        variants: image.variants,
      })),
    );
  }
  return row.id;
}
