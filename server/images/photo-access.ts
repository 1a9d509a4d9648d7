import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { properties, propertyImages } from '../db/schema.ts';
import { keysOf } from './pipeline.ts';

/**
 * The keys storeImage writes, `properties/<image id>/<file>`: the folder is the id of the image's
 * property_images row, so a key leads to its row (and property) by primary key.
 */
const IMAGE_KEY =
  /^properties\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[a-z0-9][a-z0-9.]*$/i;

/** The image id a storage key belongs to, or null for a key the pipeline does not make. */
export function imageIdOfKey(key: string): string | null {
  return IMAGE_KEY.exec(key)?.[1]?.toLowerCase() ?? null;
}

/**
 * The public audience's rule (server/properties/property-service.ts): verified and not archived.
 * Closed (rented or sold) properties stay public, and so do their photos.
 */
export function isPublicProperty(property: { isVerified: boolean; isArchived: boolean }): boolean {
  return property.isVerified && !property.isArchived;
}

/** The same rule as SQL conditions on `properties`. */
export function publicPropertyConditions(): SQL[] {
  return [eq(properties.isVerified, true), eq(properties.isArchived, false)];
}

/**
 * Who may load the file of a storage key: 'public' while its property is public, 'unlisted' for
 * a photo of an unverified or archived property (admins only), null when no committed image row
 * holds the key (a file being uploaded, an orphan, a guess). One primary-key lookup.
 */
export async function photoVisibility(db: Database, key: string): Promise<'public' | 'unlisted' | null> {
  const imageId = imageIdOfKey(key);
  if (!imageId) return null;
  const [row] = await db
    .select({
      originalKey: propertyImages.originalKey,
      variants: propertyImages.variants,
      isVerified: properties.isVerified,
      isArchived: properties.isArchived,
    })
    .from(propertyImages)
    .innerJoin(properties, eq(properties.id, propertyImages.propertyId))
    .where(eq(propertyImages.id, imageId));
  if (!row || !keysOf(row).includes(key)) return null;
  return isPublicProperty(row) ? 'public' : 'unlisted';
}
