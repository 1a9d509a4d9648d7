import {
  and,
  arrayContains,
  asc,
  between,
  count,
  desc,
  eq,
  gte,
  ilike,
  lte,
  max,
  min,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { asValue, placeholders, statementName, type Bind } from '../db/prepared.ts';
import { enquiries, properties, propertyImages } from '../db/schema.ts';
import type { FileStorage } from '../storage/storage.ts';
import {
  POPULAR_WINDOW_DAYS,
  type ListingFilters,
  type ListingQuery,
  type ListingSort,
} from '../../shared/domain/listing-filters.ts';
import {
  OWNER_FIELDS,
  propertyOf,
  type Property,
  type PropertyImage,
  type PropertyPage,
  type PublicProperty,
} from '../../shared/domain/property.ts';
import { HOME_LIMIT } from '../../shared/domain/limits.ts';
import { createRecentMap } from '../../shared/recent-map.ts';

type PropertyRow = typeof properties.$inferSelect;
type ImageRow = typeof propertyImages.$inferSelect;

/** Who is looking decides what they may see (spec 4: public = verified and not archived). */
export type Audience = 'public' | 'admin';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isPropertyId(value: string): boolean {
  return UUID.test(value);
}

/** Escapes LIKE wildcards so a visitor's '%' or '_' is matched literally. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * What the public may see (spec 4: verified and not archived), written as the partial indexes' own
 * predicate (schema.ts): so that a plan made once for a prepared statement can use them too, not
 * only one made for given values.
 */
export const isPublicProperty = sql`(${properties.isVerified} and not ${properties.isArchived})`;

/**
 * The SQL conditions of a filter set for an audience: the one translation of the listing filters,
 * used by the list, and by anything else that must select the same properties (the map's points).
 * Sort and page are not conditions and are ignored here. `bind` names each filter's value (a
 * prepared statement's placeholders).
 */
export function conditionsFor(filters: ListingFilters, audience: Audience, bind: Bind = asValue): SQL[] {
  const conditions: SQL[] = [];
  if (audience === 'public') conditions.push(isPublicProperty);
  if (filters.listingType)
    conditions.push(eq(properties.listingType, bind('listingType', filters.listingType)));
  if (filters.city) conditions.push(ilike(properties.city, bind('city', likeContains(filters.city))));
  if (filters.propertyType) {
    conditions.push(eq(properties.propertyType, bind('propertyType', filters.propertyType)));
  }
  if (filters.minBeds) conditions.push(gte(properties.beds, bind('minBeds', filters.minBeds)));
  if (filters.minPrice !== undefined)
    conditions.push(gte(properties.price, bind('minPrice', filters.minPrice)));
  if (filters.maxPrice !== undefined)
    conditions.push(lte(properties.price, bind('maxPrice', filters.maxPrice)));
  if (filters.minBaths) conditions.push(gte(properties.washrooms, bind('minBaths', filters.minBaths)));
  if (filters.features?.length) {
    conditions.push(arrayContains(properties.features, bind('features', filters.features)));
  }
  if (filters.bounds) {
    // A property without coordinates is outside every box (NULL is never between).
    const { south, west, north, east } = filters.bounds;
    conditions.push(
      between(properties.latitude, bind('south', south), bind('north', north)),
      between(properties.longitude, bind('west', west), bind('east', east)),
    );
  }
  return conditions;
}

/** Enquiries about the property in the last POPULAR_WINDOW_DAYS days: what "Most Popular" means. */
export const recentEnquiryCount = sql<number>`(
  select count(*) from ${enquiries}
  where ${enquiries.propertyId} = ${properties.id}
    and ${enquiries.createdAt} > now() - make_interval(days => ${POPULAR_WINDOW_DAYS})
)`;

/** The ORDER BY of a sort; every order ends newest first, then by id, so pages never overlap. */
export function orderFor(sort: ListingSort | undefined): SQL[] {
  const newest = [desc(properties.createdAt), desc(properties.id)];
  switch (sort) {
    case 'price-asc':
      return [asc(properties.price), ...newest];
    case 'price-desc':
      return [desc(properties.price), ...newest];
    case 'popular':
      return [desc(recentEnquiryCount), ...newest];
    default:
      return newest;
  }
}

export type PropertyService = ReturnType<typeof createPropertyService>;

/**
 * withImages false: the properties without their photos (`images` empty), one query fewer, for a
 * caller that shows none (the admin console's cards).
 */
export type ReadOptions = { withImages?: boolean };

/** At most this many shapes of the list's statements are kept per service (LRU). */
const LIST_SHAPES_KEPT = 64;

export function createPropertyService({ db, storage }: { db: Database; storage: FileStorage }) {
  // Prepared statements (issue 32): drizzle builds each one's SQL once, and PostgreSQL parses it
  // once per connection. A list's depends on the filters set and the sort (its shape), so there is
  // one per shape, the least recently used going beyond LIST_SHAPES_KEPT.
  const ids = sql.placeholder('ids');
  const imagesOfIds = db
    .select()
    .from(propertyImages)
    .where(sql`${propertyImages.propertyId} = any(${ids})`)
    .orderBy(asc(propertyImages.propertyId), asc(propertyImages.position))
    .prepare('property_images_of_ids');
  const byIdsFor = (audience: Audience) =>
    db
      .select()
      .from(properties)
      .where(and(sql`${properties.id} = any(${ids})`, ...conditionsFor({}, audience)))
      .prepare(`properties_of_ids_${audience}`);
  const byIds = { public: byIdsFor('public'), admin: byIdsFor('admin') };

  const listStatementsOf = (where: SQL | undefined, sort: ListingSort | undefined, name: string) => ({
    page: db
      .select()
      .from(properties)
      .where(where)
      .orderBy(...orderFor(sort))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
    count: db.select({ total: count() }).from(properties).where(where).prepare(`${name}_count`),
  });
  const listStatements = createRecentMap<ReturnType<typeof listStatementsOf>>(LIST_SHAPES_KEPT);

  /** The list's statements for these filters, sort and audience, with this run's values. */
  function listStatementsFor(query: ListingQuery, audience: Audience) {
    const run = placeholders();
    const conditions = conditionsFor(query, audience, run.bind);
    const shape = `${audience}|${query.sort ?? ''}|${run.shape()}`;
    let statements = listStatements.get(shape);
    if (!statements) {
      statements = listStatementsOf(and(...conditions), query.sort, statementName('properties_list', shape));
      listStatements.set(shape, statements);
    }
    return { ...statements, values: run.values };
  }

  function toImage(row: ImageRow): PropertyImage {
    return {
      id: row.id,
      position: row.position,
      width: row.width,
      height: row.height,
      url: storage.publicUrl(row.originalKey),
      variants: row.variants.map((v) => ({
        format: v.format,
        width: v.width,
        height: v.height,
        url: storage.publicUrl(v.key),
      })),
    };
  }

  function toProperty(row: PropertyRow, images: ImageRow[]): Property {
    return propertyOf(row, images.map(toImage));
  }

  /** Public views never carry the owner's contact details. */
  function forAudience(property: Property, audience: Audience): Property | PublicProperty {
    if (audience === 'admin') return property;
    const visible: Partial<Property> = { ...property };
    for (const field of OWNER_FIELDS) delete visible[field];
    return visible as PublicProperty;
  }

  /** The photos of these properties, by property; none read when the caller wants none. */
  async function imagesOf(ids: string[], options: ReadOptions = {}): Promise<Map<string, ImageRow[]>> {
    const byProperty = new Map<string, ImageRow[]>();
    if (ids.length === 0 || options.withImages === false) return byProperty;
    const rows = await imagesOfIds.execute({ ids });
    for (const row of rows) {
      const list = byProperty.get(row.propertyId) ?? [];
      list.push(row);
      byProperty.set(row.propertyId, list);
    }
    return byProperty;
  }

  async function list<A extends Audience>(
    query: ListingQuery,
    audience: A,
    options: ReadOptions = {},
  ): Promise<PropertyPage<A extends 'admin' ? Property : PublicProperty>> {
    const statements = listStatementsFor(query, audience);
    const fetchPage = (page: number) =>
      statements.page.execute({
        ...statements.values,
        limit: query.pageSize,
        offset: (page - 1) * query.pageSize,
      });
    // The page and the total apart: the page reads its ten rows in the order of an index, the count
    // no more than the filters' columns (one query with count(*) over () read and sorted every
    // matching row whole: 51 ms instead of 4 for the console's 10,000 properties; issue 32).
    let page = query.page;
    const [first, [totalRow]] = await Promise.all([
      fetchPage(page),
      statements.count.execute(statements.values),
    ]);
    const total = totalRow?.total ?? 0;
    let rows = first;
    if (rows.length === 0 && page > 1) {
      // A page past the end shows the last page rather than an empty one.
      page = Math.max(1, Math.ceil(total / query.pageSize));
      rows = total > 0 ? await fetchPage(page) : [];
    }
    const pageCount = Math.max(1, Math.ceil(total / query.pageSize));
    const images = await imagesOf(
      rows.map((r) => r.id),
      options,
    );
    const items = rows.map((row) => forAudience(toProperty(row, images.get(row.id) ?? []), audience));
    return { items, total, page, pageSize: query.pageSize, pageCount } as PropertyPage<
      A extends 'admin' ? Property : PublicProperty
    >;
  }

  return {
    /** A page of the listing, filtered; public sees verified and not archived only. */
    list,

    /** The newest public properties for the home page (spec 2.3: at most 6). */
    async listForHome(filters: ListingFilters = {}): Promise<PublicProperty[]> {
      const result = await list({ ...filters, page: 1, pageSize: HOME_LIMIT }, 'public');
      return result.items;
    },

    /**
     * The properties of these ids that this audience may see, in the order given: one query for the
     * rows and one for their photos, however many ids.
     */
    async getMany<A extends Audience>(
      ids: readonly string[],
      audience: A,
      options: ReadOptions = {},
    ): Promise<(A extends 'admin' ? Property : PublicProperty)[]> {
      const wanted = ids.filter(isPropertyId);
      if (wanted.length === 0) return [];
      const rows = await byIds[audience].execute({ ids: wanted });
      const images = await imagesOf(
        rows.map((row) => row.id),
        options,
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      return wanted.flatMap((id) => {
        const row = byId.get(id);
        return row ? [forAudience(toProperty(row, images.get(id) ?? []), audience)] : [];
      }) as (A extends 'admin' ? Property : PublicProperty)[];
    },

    /** One property, or null when it does not exist or this audience may not see it. */
    async get<A extends Audience>(
      id: string,
      audience: A,
    ): Promise<(A extends 'admin' ? Property : PublicProperty) | null> {
      if (!isPropertyId(id)) return null;
      const where = and(eq(properties.id, id), ...conditionsFor({}, audience));
      const [row] = await db.select().from(properties).where(where).limit(1);
      if (!row) return null;
      const images = await imagesOf([row.id]);
      return forAudience(toProperty(row, images.get(row.id) ?? []), audience) as
        (A extends 'admin' ? Property : PublicProperty) | null;
    },

    /**
     * The lowest and highest price of the public properties of a kind (both kinds when not given),
     * for the price slider of the advanced filters; null when there are none.
     */
    async priceBounds(
      listingType?: ListingFilters['listingType'],
    ): Promise<{ min: number; max: number } | null> {
      const [row] = await db
        .select({ min: min(properties.price), max: max(properties.price) })
        .from(properties)
        .where(and(...conditionsFor({ listingType }, 'public')));
      if (row?.min == null || row.max == null) return null;
      return { min: Number(row.min), max: Number(row.max) };
    },

    /** Ids and last change of every public property, for the sitemap. */
    async listPublicIds(): Promise<{ id: string; updatedAt: Date }[]> {
      return db
        .select({ id: properties.id, updatedAt: properties.updatedAt })
        .from(properties)
        .where(and(...conditionsFor({}, 'public')))
        .orderBy(desc(properties.createdAt));
    },

    async countAll(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(properties);
      return row?.n ?? 0;
    },
  };
}
