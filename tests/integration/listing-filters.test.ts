import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { enquiries, properties } from '../../server/db/schema.ts';
import { conditionsFor } from '../../server/properties/property-service.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';

// The filters added for the listing layouts and the map (issue 16): bathrooms, features, the map's
// area and the sort, through GET /api/properties against a real database.

let database: TestDatabase;
let app: App;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
const ids: Record<string, string> = {};
const day = 86_400_000;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  const deps = { db: database.db, storage: storage.storage };
  const at = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * day);
  ids.downtown = await createProperty(deps, {
    name: 'Downtown',
    price: 1500,
    washrooms: 1,
    features: ['Parking', 'Pets Allowed'],
    latitude: 46.09,
    longitude: -64.78,
    createdAt: at(1),
  });
  ids.dieppe = await createProperty(deps, {
    name: 'Dieppe',
    price: 900,
    washrooms: 2.5,
    features: ['Parking', 'Elevator', 'Pets Allowed'],
    latitude: 46.1,
    longitude: -64.72,
    createdAt: at(2),
  });
  ids.shediac = await createProperty(deps, {
    name: 'Shediac',
    price: 2100,
    washrooms: 3,
    features: [],
    latitude: 46.22,
    longitude: -64.54,
    createdAt: at(3),
  });
  ids.nowhere = await createProperty(deps, {
    name: 'No coordinates',
    price: 1100,
    washrooms: 1.5,
    features: ['Elevator'],
    latitude: null,
    longitude: null,
    createdAt: at(4),
  });
  // Enquiries: Shediac is asked about twice recently, Downtown once, Dieppe only long ago.
  const recent = new Date(Date.now() - 2 * day);
  const old = new Date(Date.now() - 45 * day);
  const enquiry = (propertyId: string, createdAt: Date) => ({
    kind: 'property' as const,
    propertyId,
    name: 'Visitor',
    email: 'visitor@example.com',
    phone: '5065550100',
    createdAt,
  });
  await database.db
    .insert(enquiries)
    .values([
      enquiry(ids.shediac, recent),
      enquiry(ids.shediac, recent),
      enquiry(ids.downtown, recent),
      enquiry(ids.dieppe, old),
      enquiry(ids.dieppe, old),
      enquiry(ids.dieppe, old),
    ]);
  app = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

async function names(query: string) {
  const response = await app.inject({ method: 'GET', url: `/api/properties?${query}` });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { name: string }[];
  expect(response.headers['x-total-count']).toBe(String(body.length));
  return body.map((p) => p.name);
}

describe('the new listing filters in GET /api/properties', () => {
  it('keeps properties without coordinates unless a map area is given', async () => {
    expect(await names('')).toEqual(['No coordinates', 'Shediac', 'Dieppe', 'Downtown']);
    expect(await names('bounds=46.0,-64.9,46.15,-64.7')).toEqual(['Dieppe', 'Downtown']);
    // Edges are inside.
    expect(await names('bounds=46.09,-64.78,46.09,-64.78')).toEqual(['Downtown']);
    expect(await names('bounds=-90,-180,90,180')).toEqual(['Shediac', 'Dieppe', 'Downtown']);
  });

  it('filters by a minimum of bathrooms, halves counting', async () => {
    expect(await names('baths=2')).toEqual(['Shediac', 'Dieppe']);
    expect(await names('baths=3')).toEqual(['Shediac']);
  });

  it('asks for every feature given', async () => {
    expect(await names('feature=Pets%20Allowed')).toEqual(['Dieppe', 'Downtown']);
    expect(await names('feature=Elevator&feature=Pets%20Allowed')).toEqual(['Dieppe']);
    expect(await names('feature=Furnished')).toEqual([]);
  });

  it('sorts by price both ways and by enquiries of the last 30 days, ties newest', async () => {
    expect(await names('sort=price-asc')).toEqual(['Dieppe', 'No coordinates', 'Downtown', 'Shediac']);
    expect(await names('sort=price-desc')).toEqual(['Shediac', 'Downtown', 'No coordinates', 'Dieppe']);
    // Dieppe's three enquiries are older than 30 days and do not count.
    expect(await names('sort=popular')).toEqual(['Shediac', 'Downtown', 'No coordinates', 'Dieppe']);
  });

  it('keeps the filters and the sort in the page links', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/properties?feature=Parking&sort=price-asc&baths=1&pageSize=1',
    });
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.headers.link).toContain(
      '</api/properties?baths=1&feature=Parking&sort=price-asc&page=2&pageSize=1>; rel="next"',
    );
  });

  it.each([
    ['bounds=46,-64,45,-65', 'bounds'],
    ['bounds=46,-200,47,-64', 'bounds'],
    ['baths=9', 'baths'],
    ['feature=Hot%20Deals', 'feature'],
    ['sort=cheapest', 'sort'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/properties?${query}` });
    expect(response.statusCode).toBe(400);
    expect(Object.keys((response.json() as { fieldErrors: object }).fieldErrors)).toEqual([field]);
  });

  it('gives other queries the same conditions (the map points use them)', async () => {
    const rows = await database.db
      .select({ name: properties.name })
      .from(properties)
      .where(
        and(
          ...conditionsFor(
            { bounds: { south: 46, west: -64.9, north: 46.3, east: -64.5 }, minBaths: 2 },
            'public',
          ),
        ),
      );
    expect(rows.map((r) => r.name).sort()).toEqual(['Dieppe', 'Shediac']);
  });
});

describe('"Most Popular" from the cache', () => {
  const url = '/api/properties?sort=popular';
  const popular = async () => {
    const response = await app.inject({ method: 'GET', url });
    return {
      cache: response.headers['x-cache'],
      names: (response.json() as { name: string }[]).map((p) => p.name),
    };
  };
  /** Polls until `check` passes or a second is over (the change signal reaches the cache within 1 s). */
  async function withinOneSecond(check: () => Promise<void>) {
    const started = Date.now();
    for (;;) {
      try {
        return await check();
      } catch (error) {
        if (Date.now() - started > 1000) throw error;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  }

  it('reorders as soon as a visitor enquires about a property, and again when the enquiry is deleted', async () => {
    const before = ['Shediac', 'Downtown', 'No coordinates', 'Dieppe'];
    // The order is cached (a hit), so only a change signal can update it before the cache expires.
    await withinOneSecond(async () => expect(await popular()).toEqual({ cache: 'HIT', names: before }));

    // One enquiry about "No coordinates" ties it with Downtown, and the newer of the two goes first.
    const sent = await app.inject({
      method: 'POST',
      url: '/api/send-email',
      payload: {
        name: 'Jane Tenant',
        email: 'jane@example.com',
        phone: '(506) 555-0123',
        description: '',
        address: 'ignored: the property is given by its id',
        propertyId: ids.nowhere,
      },
    });
    expect(sent.statusCode).toBe(200);
    const after = ['Shediac', 'No coordinates', 'Downtown', 'Dieppe'];
    await withinOneSecond(async () => expect((await popular()).names).toEqual(after));
    await withinOneSecond(async () => expect(await popular()).toEqual({ cache: 'HIT', names: after }));

    // Deleting the enquiry (here straight in the database, as any program may) restores the order.
    await database.db.delete(enquiries).where(eq(enquiries.id, (sent.json() as { id: string }).id));
    await withinOneSecond(async () => expect((await popular()).names).toEqual(before));
  });
});
