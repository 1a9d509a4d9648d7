import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { properties } from '../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createTestStorage } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';

// The geocoder is an outside service: a Nominatim-compatible one is played on loopback.
let geocoder: http.Server;
const queries: URLSearchParams[] = [];
let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;

beforeAll(async () => {
  geocoder = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    queries.push(url.searchParams);
    const known = url.searchParams.get('q')?.startsWith('25 Park Street');
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify(known ? [{ lat: '46.0878', lon: '-64.7782' }] : []));
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  const { port } = geocoder.address() as AddressInfo;
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({
    config: testConfig({ GEOCODER_URL: `http://127.0.0.1:${port}` }),
    database,
    storage: storage.storage,
    logger: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
  await new Promise((resolve) => geocoder?.close(resolve));
});

const payload = (address: string) => ({
  propertyTitle: `At ${address}`,
  Type: 'Apartment',
  ForRent: true,
  PropertyAmount: 1000,
  Sqft: 700,
  Bedrooms: 1,
  Washrooms: 1,
  availableDate: '2027-01-01',
  AddressLine1: address,
  streetNumber: '25',
  streetName: 'Park Street',
  City: 'Moncton',
  Province: 'NB',
  PostalCode: 'E1C 4B5',
  name: 'Owner',
  email: 'owner@example.com',
  phone: '5065550100',
  gdprAgreement: true,
});

async function submitted(address: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/submit-property',
    payload: payload(address),
  });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await database.db.select().from(properties).where(eq(properties.id, response.json().id));
  return row!;
}

it('fills the coordinates of a typed address from the configured geocoder, limited to Canada', async () => {
  const row = await submitted('25 Park Street');
  expect(row).toMatchObject({ latitude: 46.0878, longitude: -64.7782 });
  const query = queries.at(-1)!;
  expect(query.get('countrycodes')).toBe('ca');
  expect(query.get('q')).toBe('25 Park Street, Moncton, New Brunswick E1C 4B5, Canada');
});

it('stores the property without coordinates when the geocoder finds nothing', async () => {
  const row = await submitted('Nowhere Lane');
  expect(row).toMatchObject({ latitude: null, longitude: null });
});
