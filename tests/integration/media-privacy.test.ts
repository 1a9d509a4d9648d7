import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { propertyImages } from '../../server/db/schema.ts';
import type { StatusFlag } from '../../shared/domain/options.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import { createSignedInUser, type SignedInUser } from '../support/auth.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { testConfig } from '../support/test-config.ts';

// ADR 025: a photo is public only while its property is (verified, not archived); admins see all.

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
let admin: SignedInUser;
let customer: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
  await app.ready();
  admin = await createSignedInUser(app.services);
  customer = await createSignedInUser(app.services, { role: 'customer' });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

async function propertyWithPhoto(overrides: Parameters<typeof createProperty>[1] = {}) {
  const id = await createProperty({ db: database.db, storage: storage.storage }, overrides, { images: 1 });
  const [image] = await database.db
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, id))
    .orderBy(asc(propertyImages.position));
  return { id, image: image! };
}

/** The two ways an admin is recognised: the session cookie and a bearer token. */
const adminHeaders = (): Record<string, string>[] => [
  { cookie: admin.cookie },
  { authorization: `Bearer ${admin.token}` },
];

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function setStatus(id: string, field: StatusFlag, value: boolean) {
  const result = await app.services.moderation.setStatus({ id, field, value, actorUserId: admin.user.id });
  expect(result.ok).toBe(true);
}

describe('GET /media/<key>', () => {
  it('streams a public photo with a short public cache, ETag and Last-Modified, and revalidates', async () => {
    const { image } = await propertyWithPhoto();
    const url = `/media/${image.originalKey}`;
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers['cache-control']).not.toContain('immutable');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(new Date(String(response.headers['last-modified'])).getTime()).toBeGreaterThan(0);
    const onDisk = await storage.storage.read(image.originalKey);
    expect(response.rawPayload.equals(onDisk!)).toBe(true);
    expect(Number(response.headers['content-length'])).toBe(onDisk!.length);

    const webp = await get(`/media/${image.variants.find((v) => v.format === 'webp')!.key}`);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');

    const byTag = await get(url, { 'if-none-match': String(response.headers.etag) });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers.etag).toBe(response.headers.etag);
    expect(byTag.headers['cache-control']).toBe('public, max-age=300');
    const byWeakTagInList = await get(url, { 'if-none-match': `"nope", W/${String(response.headers.etag)}` });
    expect(byWeakTagInList.statusCode).toBe(304);
    const byDate = await get(url, { 'if-modified-since': String(response.headers['last-modified']) });
    expect(byDate.statusCode).toBe(304);
    const stale = await get(url, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);

    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
    expect(head.rawPayload.length).toBe(0);
  });

  it('hides an archived property’s photos from everyone but admins, even on revalidation', async () => {
    const { id, image } = await propertyWithPhoto();
    const url = `/media/${image.variants[0]!.key}`;
    const before = await get(url);
    expect(before.statusCode).toBe(200);
    await setStatus(id, 'isArchived', true);

    const anonymous = await get(url);
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    // A browser revalidating its cached copy gets no 304 for a photo that is no longer public.
    expect((await get(url, { 'if-none-match': String(before.headers.etag) })).statusCode).toBe(404);
    expect((await get(url, { cookie: customer.cookie })).statusCode).toBe(404);
    expect((await get(url, { authorization: 'Bearer not-a-token' })).statusCode).toBe(404);

    for (const headers of adminHeaders()) {
      const forAdmin = await get(url, { ...headers, 'if-none-match': String(before.headers.etag) });
      expect(forAdmin.statusCode).toBe(200);
      expect(forAdmin.headers['cache-control']).toBe('private, no-store');
      expect(forAdmin.headers.etag).toBeUndefined();
      expect(forAdmin.rawPayload.length).toBeGreaterThan(0);
    }

    await setStatus(id, 'isArchived', false);
    expect((await get(url)).statusCode).toBe(200);
  });

  it('serves an unverified property’s photos to admins only, and a closed property’s to everyone', async () => {
    const unverified = await propertyWithPhoto({ isVerified: false });
    const url = `/media/${unverified.image.originalKey}`;
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, { cookie: admin.cookie })).statusCode).toBe(200);
    await setStatus(unverified.id, 'isVerified', true);
    expect((await get(url)).statusCode).toBe(200);

    const closed = await propertyWithPhoto({ isClosed: true });
    expect((await get(`/media/${closed.image.originalKey}`)).statusCode).toBe(200);
  });

  it('answers the same 404 for a hidden photo, a missing one, a file with no row and a bad key', async () => {
    const hidden = await propertyWithPhoto({ isArchived: true });
    // A file in storage that no committed row references (an upload in progress, or an orphan).
    const orphanKey = 'properties/11111111-2222-4333-8444-555555555555/original.jpg';
    await mkdir(path.join(storage.root, path.dirname(orphanKey)), { recursive: true });
    await writeFile(path.join(storage.root, orphanKey), 'not referenced');
    const urls = [
      `/media/${hidden.image.originalKey}`,
      '/media/properties/00000000-0000-4000-8000-000000000000/original.jpg',
      `/media/${orphanKey}`,
      // The folder of a real image, a name that is not one of its keys.
      `/media/${hidden.image.originalKey.replace('original.jpg', 'w9999.jpg')}`,
      '/media/properties/..%2F..%2Fetc/passwd',
      '/media/..%2F..%2Fetc%2Fpasswd',
      '/media/',
    ];
    const answers = await Promise.all(urls.map((url) => get(url)));
    for (const [index, answer] of answers.entries()) {
      expect(answer.statusCode, urls[index]).toBe(404);
      expect(answer.json(), urls[index]).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'No such file.',
      });
    }
  });

  it('loads every photo URL of /api/properties', async () => {
    await propertyWithPhoto();
    const list = await get('/api/properties');
    expect(list.statusCode).toBe(200);
    const urls = JSON.stringify(list.json()).match(/\/media\/properties\/[^"]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(0);
    for (const url of new Set(urls)) expect((await get(url)).statusCode, url).toBe(200);
  });
});

describe('POST /api/get-download-urls', () => {
  const resolve = (imageUrls: string[], headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/get-download-urls', payload: { imageUrls }, headers });

  it('resolves public properties’ photos for anyone, and the others’ for admins only', async () => {
    const open = await propertyWithPhoto();
    const archived = await propertyWithPhoto({ isArchived: true });
    const unverified = await propertyWithPhoto({ isVerified: false });
    const refs = [
      `/media/${open.image.originalKey}`,
      archived.image.id,
      `/media/${archived.image.originalKey}`,
      unverified.image.variants[0]!.key,
    ];

    const anonymous = await resolve(refs);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ [refs[0]!]: `/media/${open.image.originalKey}` });
    expect((await resolve(refs, { cookie: customer.cookie })).json()).toEqual(anonymous.json());

    const everything = {
      [refs[0]!]: `/media/${open.image.originalKey}`,
      [refs[1]!]: `/media/${archived.image.originalKey}`,
      [refs[2]!]: `/media/${archived.image.originalKey}`,
      [refs[3]!]: `/media/${unverified.image.variants[0]!.key}`,
    };
    for (const headers of adminHeaders()) {
      const forAdmin = await resolve(refs, headers);
      expect(forAdmin.statusCode).toBe(200);
      expect(forAdmin.json()).toEqual(everything);
      expect(forAdmin.headers['cache-control']).toBe('private, no-store');
    }
    expect((await resolve(refs, { authorization: 'Bearer not-a-token' })).statusCode).toBe(401);
  });
});
