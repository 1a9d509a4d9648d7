import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { properties } from '../../server/db/schema.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import { createSignedInUser } from '../support/auth.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { testConfig } from '../support/test-config.ts';

// GET /api/properties answered once per change (ADR 030); pages share the cache and are checked
// end to end in tests/e2e/page-cache.test.ts (they need the production build).

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
/** A second app server over the same database. */
let other: App;
let id: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  const build = () => buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
  app = await build();
  other = await build();
  await Promise.all([app.ready(), other.ready()]);
  id = await createProperty({ db: database.db, storage: storage.storage }, { name: 'Cached Flat' });
});

afterAll(async () => {
  await other?.close();
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

const get = (url: string, headers: Record<string, string> = {}, server: App = app) =>
  server.inject({ method: 'GET', url, headers });

/** Polls until `check` passes or a second is over (a change reaches every server within 1 s). */
async function withinOneSecond(check: () => Promise<void>) {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - started;
    } catch (error) {
      if (Date.now() - started > 1000) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

describe('the public API answers from the cache', () => {
  it('renders once, then serves the same bytes with ETag, 304s and stored brotli and gzip', async () => {
    const url = '/api/properties?city=moncton&sort=price-asc';
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    // The notification of the fixture's insert may still be on its way (PostgreSQL delivers it
    // asynchronously) and clear the cache once more: the answer is a hit within a second.
    await withinOneSecond(async () => expect((await get(url)).headers['x-cache']).toBe('HIT'));
    const second = await get(url);
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers).toMatchObject({
      etag: first.headers.etag,
      'cache-control': 'public, no-cache',
      'content-type': 'application/json; charset=utf-8',
      'x-total-count': first.headers['x-total-count'],
    });
    expect(String(second.headers.vary)).toMatch(/Accept-Encoding/);
    expect(String(second.headers.vary)).toMatch(/Authorization/);
    // The same query in another order is the same entry.
    expect((await get('/api/properties?sort=price-asc&city=moncton')).headers['x-cache']).toBe('HIT');

    const notModified = await get(url, { 'if-none-match': String(first.headers.etag) });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');

    const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
  });

  it('never serves an admin from it, nor caches what an admin sees', async () => {
    const admin = await createSignedInUser(app.services);
    const response = await get(`/api/properties/${id}`, { authorization: `Bearer ${admin.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-cache']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toHaveProperty('customerEmail');
    const anonymous = await get(`/api/properties/${id}`);
    expect(anonymous.json()).not.toHaveProperty('customerEmail');
  });

  it('compresses an answer made for its request with zstd for a browser that takes it, else brotli (issue 32)', async () => {
    const admin = await createSignedInUser(app.services);
    const url = '/api/properties?pageSize=20';
    const headers = { authorization: `Bearer ${admin.token}` };
    const plain = await get(url, headers);
    expect(plain.headers['x-cache']).toBeUndefined();
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Chrome's Accept-Encoding, word for word, then Safari's.
    const zstd = await get(url, { ...headers, 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(zstd.headers['content-encoding']).toBe('zstd');
    expect(zstdDecompressSync(zstd.rawPayload).toString()).toBe(plain.body);
    const br = await get(url, { ...headers, 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
  });

  it('shows a write to every app server within a second, whoever wrote it and however', async () => {
    const url = `/api/properties/${id}`;
    // Both servers hold the property in their caches.
    for (const server of [app, other]) {
      await withinOneSecond(async () => expect((await get(url, {}, server)).headers['x-cache']).toBe('HIT'));
    }
    // An admin archives it through the first server's API...
    const admin = await createSignedInUser(app.services);
    const archive = await app.inject({
      method: 'POST',
      url: '/api/update-property-status',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { id, field: 'PropertyArchived', value: true },
    });
    expect(archive.statusCode).toBe(200);
    // ...and both servers stop showing it.
    for (const server of [app, other]) {
      await withinOneSecond(async () => expect((await get(url, {}, server)).statusCode).toBe(404));
    }
    // A write that bypasses the services (another program on the database) is seen too.
    await database.db
      .update(properties)
      .set({ isArchived: false, name: 'Renamed Flat' })
      .where(eq(properties.id, id));
    for (const server of [app, other]) {
      await withinOneSecond(async () =>
        expect((await get(url, {}, server)).json().name).toBe('Renamed Flat'),
      );
    }
  });

  it("keeps the admin console's lists apart from the public ones, and shows them every write on every server (issue 32)", async () => {
    const query = { page: 1, pageSize: 50 };
    const adminList = (server: App) => server.services.properties.list(query, 'admin', { withImages: false });
    const reviewQueue = (server: App) => server.services.moderation.reviewQueue(1, 50, { withImages: false });
    const named = (page: { items: { id: string; name: string }[] }) =>
      page.items.find((item) => item.id === id)?.name;
    // Read twice on each server: the second from its cache.
    for (const server of [app, other]) for (let read = 0; read < 2; read++) await adminList(server);
    const [asAdmin, asPublic] = [await adminList(app), await app.services.properties.list(query, 'public')];
    expect(asAdmin.items.find((item) => item.id === id)).toHaveProperty('customerEmail');
    expect(asPublic.items.find((item) => item.id === id)).not.toHaveProperty('customerEmail');
    // Another program renames the property and takes its verification back: both servers show it.
    await database.db
      .update(properties)
      .set({ name: 'Flat Under Review', isVerified: false })
      .where(eq(properties.id, id));
    for (const server of [app, other]) {
      await withinOneSecond(async () => {
        expect(named(await adminList(server))).toBe('Flat Under Review');
        expect(named(await reviewQueue(server))).toBe('Flat Under Review');
      });
    }
    await database.db.update(properties).set({ isVerified: true }).where(eq(properties.id, id));
    for (const server of [app, other]) {
      await withinOneSecond(async () => expect(named(await reviewQueue(server))).toBeUndefined());
    }
  });
});
