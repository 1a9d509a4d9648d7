import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';
import { loadConfig, ConfigError } from '../../server/config.ts';
import type { MapPoints } from '../../shared/domain/map-points.ts';

// GET /api/properties/map (issue 16): the markers of the map search, for the listing's own filters.

let database: TestDatabase;
let app: App;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  const deps = { db: database.db, storage: storage.storage };
  // Three public ones with coordinates: two in Moncton, one in Dieppe (east of it).
  ids.moncton = await createProperty(
    deps,
    { name: 'Moncton Flat', price: 1400, latitude: 46.09, longitude: -64.78 },
    { images: 2 },
  );
  ids.monctonSale = await createProperty(deps, {
    name: 'Moncton House',
    listingType: 'sale',
    propertyType: 'Detached',
    price: 389900,
    beds: 4,
    latitude: 46.1,
    longitude: -64.8,
  });
  ids.dieppe = await createProperty(deps, {
    name: 'Dieppe Flat',
    city: 'Dieppe',
    price: 950,
    latitude: 46.08,
    longitude: -64.69,
  });
  // Public, but nowhere on a map.
  ids.noCoordinates = await createProperty(deps, { name: 'Somewhere Flat', latitude: null, longitude: null });
  // Never on the public map, coordinates or not.
  await createProperty(deps, { name: 'Pending Flat', isVerified: false, latitude: 46.09, longitude: -64.78 });
  await createProperty(deps, { name: 'Archived Flat', isArchived: true, latitude: 46.09, longitude: -64.78 });
  app = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

async function points(query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/properties/map${query}` });
  return { response, body: response.json() as MapPoints };
}

const names = (body: MapPoints) => body.points.map((p) => p.name).sort();

describe('GET /api/properties/map', () => {
  it('answers every public property with coordinates, and counts the public ones without', async () => {
    const { response, body } = await points();
    expect(response.statusCode).toBe(200);
    expect(names(body)).toEqual(['Dieppe Flat', 'Moncton Flat', 'Moncton House']);
    expect(body.withoutCoordinates).toBe(1);
    expect(body.unplaced).toEqual([{ id: ids.noCoordinates, name: 'Somewhere Flat' }]);
    const flat = body.points.find((p) => p.id === ids.moncton)!;
    expect(flat).toMatchObject({
      name: 'Moncton Flat',
      listingType: 'rent',
      propertyType: 'Apartment',
      price: 1400,
      latitude: 46.09,
      longitude: -64.78,
      isClosed: false,
    });
    expect(flat.address).toContain('Test Street');
    // The cover photo at the popup's width, served by our media route; none for a property without.
    expect(flat.image?.url).toMatch(/^\/media\/.+\.jpe?g$/);
    expect(flat.image!.width).toBeLessThanOrEqual(480);
    const photo = await app.inject({ method: 'GET', url: flat.image!.url });
    expect(photo.statusCode).toBe(200);
    expect(body.points.find((p) => p.id === ids.dieppe)!.image).toBeNull();
    // Public data only: no owner's contact details.
    expect(JSON.stringify(body)).not.toContain('owner@example.com');
  });

  it('applies the listing filters, and bounds narrow to the box', async () => {
    expect(names((await points('?for=sale')).body)).toEqual(['Moncton House']);
    expect(names((await points('?city=diep')).body)).toEqual(['Dieppe Flat']);
    expect(names((await points('?price=0-1000')).body)).toEqual(['Dieppe Flat']);
    const east = await points('?bounds=46.0,-64.75,46.2,-64.6');
    expect(names(east.body)).toEqual(['Dieppe Flat']);
    // The same search without the box finds one more without a location: the page says so.
    expect(east.body.withoutCoordinates).toBe(1);
    expect((await points('?for=sale&bounds=46.0,-64.75,46.2,-64.6')).body.points).toEqual([]);
    // The list's count for the same filters, box included, equals the markers'.
    const list = await app.inject({ method: 'GET', url: '/api/properties?bounds=46.0,-64.85,46.2,-64.6' });
    expect(list.headers['x-total-count']).toBe('3');
  });

  it('refuses filters it cannot read, naming them', async () => {
    for (const [query, field] of [
      ['?bounds=1,2,3', 'bounds'],
      ['?bounds=50,0,40,1', 'bounds'],
      ['?for=lease', 'for'],
      ['?price=abc', 'price'],
    ] as const) {
      const { response } = await points(query);
      expect(response.statusCode, query).toBe(400);
      expect((response.json() as { fieldErrors: Record<string, string[]> }).fieldErrors[field]).toBeDefined();
    }
  });

  it('is answered from the response cache, and a property write shows at once', async () => {
    const first = await points('?city=moncton');
    const again = await points('?city=moncton');
    expect(again.response.headers['x-cache']).toBe('HIT');
    expect(again.body).toEqual(first.body);
    await createProperty(
      { db: database.db, storage: storage.storage },
      { name: 'New Moncton Flat', latitude: 46.095, longitude: -64.77 },
    );
    await expect
      .poll(async () => names((await points('?city=moncton')).body), { timeout: 2000 })
      .toContain('New Moncton Flat');
  });
});

describe('TILE_URL', () => {
  it('defaults to OpenStreetMap, takes a template on one host, and refuses one without {z}/{x}/{y}', () => {
    expect(loadConfig({}).mapTiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({ TILE_URL: 'https://tiles.example.com/osm/{z}/{x}/{y}.png' }).mapTiles.url).toBe(
      'https://tiles.example.com/osm/{z}/{x}/{y}.png',
    );
    expect(() => loadConfig({ TILE_URL: 'https://tiles.example.com/tile.png' })).toThrow(ConfigError);
    expect(() => loadConfig({ TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' })).toThrow(
      ConfigError,
    );
  });

  it('is the only tile origin the Content-Security-Policy allows', async () => {
    const config = testConfig({ TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' });
    const other = await buildApp({ config, database, storage: storage.storage, logger: false });
    try {
      const response = await other.inject({ method: 'GET', url: '/healthz' });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toMatch(/img-src [^;]*https:\/\/tiles\.example\.com/);
      expect(csp).not.toContain('tile.openstreetmap.org');
    } finally {
      await other.close();
    }
  });
});
