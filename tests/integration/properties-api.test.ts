import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';

let database: TestDatabase;
let app: App;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  const deps = { db: database.db, storage: storage.storage };
  const day = 86_400_000;
  const at = (n: number) => new Date(Date.UTC(2026, 10, 1) + n * day);
  ids.rentMoncton = await createProperty(
    deps,
    { name: 'Rent Moncton', price: 1400, beds: 2, createdAt: at(1) },
    { images: 2 },
  );
  ids.rentDieppe = await createProperty(deps, {
    name: 'Rent Dieppe',
    city: 'Dieppe',
    price: 950,
    beds: 1,
    createdAt: at(2),
  });
  ids.saleRiverview = await createProperty(deps, {
    name: 'Sale Riverview',
    listingType: 'sale',
    propertyType: 'Detached',
    city: 'Riverview',
    price: 329900,
    beds: 4,
    washrooms: 2.5,
    createdAt: at(3),
  });
  ids.closed = await createProperty(deps, { name: 'Rented Moncton', isClosed: true, createdAt: at(4) });
  ids.unverified = await createProperty(deps, {
    name: 'Pending Review',
    isVerified: false,
    createdAt: at(5),
  });
  ids.archived = await createProperty(deps, { name: 'Archived One', isArchived: true, createdAt: at(6) });
  app = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

async function list(query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/properties${query}` });
  return { response, body: response.json() as Record<string, unknown>[] };
}

describe('GET /api/properties', () => {
  it('lists only verified, non-archived properties, newest first, with the total count', async () => {
    const { response, body } = await list();
    expect(response.statusCode).toBe(200);
    expect(body.map((p) => p.name)).toEqual([
      'Rented Moncton',
      'Sale Riverview',
      'Rent Dieppe',
      'Rent Moncton',
    ]);
    expect(response.headers['x-total-count']).toBe('4');
  });

  it("answers in the spec's field names and hides the owner's contact details", async () => {
    const { body } = await list('?city=moncton&for=rent&beds=2&price=1000-1500');
    const property = body.find((p) => p.name === 'Rent Moncton');
    expect(property).toMatchObject({
      id: ids.rentMoncton,
      tag2: 'For Rent',
      type: 'Apartment',
      propertyValue: 1400,
      beds: 2,
      washrooms: 1,
      loction: expect.stringContaining('Test Street'),
      Province: 'New Brunswick',
      PostalCode: 'E1C 1A1',
      Verified: true,
      verified: true,
      PropertyClosed: false,
      popertyArchived: false,
      PropertyArchived: false,
    });
    expect(property?.features).toMatchObject({ Parking: 'Yes', Internet: 'No' });
    expect(Object.keys(property?.features as object)).toHaveLength(15);
    expect(property?.image).toHaveLength(2);
    expect(property).not.toHaveProperty('customerEmail');
    expect(property).not.toHaveProperty('customerPhone');
  });

  it('filters by kind, city substring (any case), type, minimum beds and price range', async () => {
    expect((await list('?for=sale')).body.map((p) => p.name)).toEqual(['Sale Riverview']);
    expect((await list('?for=sell')).body.map((p) => p.name)).toEqual(['Sale Riverview']);
    expect((await list('?city=IEPP')).body.map((p) => p.name)).toEqual(['Rent Dieppe']);
    expect((await list('?type=Detached')).body.map((p) => p.name)).toEqual(['Sale Riverview']);
    expect((await list('?beds=3')).body.map((p) => p.name)).toEqual(['Sale Riverview']);
    expect((await list('?price=0-1000')).body.map((p) => p.name)).toEqual(['Rent Dieppe']);
    expect((await list('?city=%25')).body).toEqual([]);
  });

  it('pages with page and pageSize, announcing the other pages in a Link header', async () => {
    const { response, body } = await list('?pageSize=3&page=2');
    expect(body.map((p) => p.name)).toEqual(['Rent Moncton']);
    expect(response.headers['x-total-count']).toBe('4');
    expect(response.headers['x-page-count']).toBe('2');
    expect(response.headers.link).toContain('rel="prev"');
    expect(response.headers.link).not.toContain('rel="next"');
  });

  it('answers a page past the end with the last page', async () => {
    const { response, body } = await list('?pageSize=3&page=99');
    expect(response.headers['x-page']).toBe('2');
    expect(body.map((p) => p.name)).toEqual(['Rent Moncton']);
    expect((await list('?city=nowhere&page=5')).response.headers['x-total-count']).toBe('0');
  });

  it('rejects invalid query values with 400 and the field named', async () => {
    for (const query of [
      '?for=lease',
      '?beds=lots',
      '?price=cheap',
      '?type=Castle',
      '?pageSize=1000',
      '?page=0',
    ]) {
      const response = await app.inject({ method: 'GET', url: `/api/properties${query}` });
      expect(response.statusCode, query).toBe(400);
      const field = query.slice(1).split('=')[0] as string;
      expect(response.json().fieldErrors, query).toHaveProperty(field === 'for' ? 'for' : field);
    }
  });
});

describe('GET /api/properties/:id', () => {
  it('returns a public property with its image map', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/properties/${ids.rentMoncton}` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.name).toBe('Rent Moncton');
    expect(Object.values(body.ImageMap)).toHaveLength(2);
    // The mapped URLs are served.
    const imageUrl = Object.values(body.ImageMap)[0] as string;
    const image = await app.inject({ method: 'GET', url: imageUrl });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Cached briefly, not for good: the photo stops being public with its property (ADR 025).
    expect(image.headers['cache-control']).toBe('public, max-age=300');
  });

  it('answers 404 for unknown, unverified, archived and malformed ids', async () => {
    for (const id of [
      '6a1f0c3e-0000-4000-8000-000000000000',
      ids.unverified,
      ids.archived,
      'not-an-id',
      "1' or '1'='1",
    ]) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/properties/${encodeURIComponent(id ?? '')}`,
      });
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
