import { and, asc, count, desc, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { properties, propertyImages } from '../db/schema.ts';
import type { FileStorage } from '../storage/storage.ts';
import type { ListingFilters } from '../../shared/domain/listing-filters.ts';
import {
  MAP_POPUP_IMAGE_WIDTH,
  MAP_UNPLACED_NAMED,
  type MapPoint,
  type MapPoints,
} from '../../shared/domain/map-points.ts';
import type { PropertyCache } from '../admin/property-cache.ts';
import { conditionsFor } from './property-service.ts';

/** The most markers one answer carries: far above the company's listings, a bound on a crowd's cost. */
export const MAP_POINTS_LIMIT = 2000;

type Variant = { format: string; width: number; height: number; key: string };

/** The popup's photo: the widest JPEG (every browser shows it) no wider than the popup needs. */
function coverOf(image: { originalKey: string; width: number; height: number; variants: Variant[] }) {
  const jpegs = image.variants.filter((v) => v.format === 'jpeg').sort((a, b) => a.width - b.width);
  const fitting = jpegs.filter((v) => v.width <= MAP_POPUP_IMAGE_WIDTH);
  return fitting.at(-1) ?? jpegs[0] ?? { key: image.originalKey, width: image.width, height: image.height };
}

/**
 * The map search's data (issue 16): every public property matching the listing filters that has
 * coordinates, as a marker, and how many match but have none. The filters are the listing's own
 * (conditionsFor), bounds included, so the map and the list beside it never disagree.
 */
export function createMapService({
  db,
  storage,
  cache,
}: {
  db: Database;
  storage: FileStorage;
  /** The public read cache: cleared by every property write (server/admin/property-cache.ts). */
  cache?: PropertyCache;
}) {
  async function load(filters: ListingFilters): Promise<MapPoints> {
    const conditions = conditionsFor(filters, 'public');
    const rows = await db
      .select({
        id: properties.id,
        name: properties.name,
        listingType: properties.listingType,
        propertyType: properties.propertyType,
        price: properties.price,
        address: properties.address,
        isClosed: properties.isClosed,
        latitude: properties.latitude,
        longitude: properties.longitude,
      })
      .from(properties)
      .where(and(...conditions, isNotNull(properties.latitude), isNotNull(properties.longitude)))
      .orderBy(asc(properties.createdAt), asc(properties.id))
      .limit(MAP_POINTS_LIMIT);
    // Those the same search (leaving the area out) finds without coordinates: listed, not on the map;
    // an area search leaves them out of the list as well, and the page says so.
    const withoutCoordinates = and(
      ...conditionsFor({ ...filters, bounds: undefined }, 'public'),
      or(isNull(properties.latitude), isNull(properties.longitude)),
    );
    const [missing] = await db.select({ n: count() }).from(properties).where(withoutCoordinates);
    // The first few of them by name, newest first, for the note to say which.
    const unplaced =
      (missing?.n ?? 0) > 0
        ? await db
            .select({ id: properties.id, name: properties.name })
            .from(properties)
            .where(withoutCoordinates)
            .orderBy(desc(properties.createdAt), desc(properties.id))
            .limit(MAP_UNPLACED_NAMED)
        : [];
    const covers = new Map<string, MapPoint['image']>();
    if (rows.length > 0) {
      const images = await db
        .selectDistinctOn([propertyImages.propertyId], {
          propertyId: propertyImages.propertyId,
          originalKey: propertyImages.originalKey,
          width: propertyImages.width,
          height: propertyImages.height,
          variants: propertyImages.variants,
        })
        .from(propertyImages)
        .where(
          inArray(
            propertyImages.propertyId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position));
      for (const image of images) {
        const cover = coverOf(image);
        covers.set(image.propertyId, {
          url: storage.publicUrl(cover.key),
          width: cover.width,
          height: cover.height,
        });
      }
    }
    const points = rows.map((row): MapPoint => ({
      ...row,
      // The where clause above: never null here.
      latitude: row.latitude as number,
      longitude: row.longitude as number,
      image: covers.get(row.id) ?? null,
    }));
    return { points, withoutCoordinates: missing?.n ?? 0, unplaced };
  }

  return {
    /** The markers for these filters (sort and page do not matter to a map). */
    points(filters: ListingFilters): Promise<MapPoints> {
      const { sort: _sort, ...where } = filters as ListingFilters & { page?: number; pageSize?: number };
      delete where.page;
      delete where.pageSize;
      if (!cache) return load(where);
      const key = `map:${JSON.stringify(Object.fromEntries(Object.entries(where).sort(([a], [b]) => a.localeCompare(b))))}`;
      return cache.wrap(key, () => load(where));
    },
  };
}

export type MapService = ReturnType<typeof createMapService>;
