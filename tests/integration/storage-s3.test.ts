import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { pendingUploads, properties, propertyImages } from '../../server/db/schema.ts';
import { recordPendingUploads } from '../../server/storage/pending-uploads.ts';
import { sweepOrphanUploads } from '../../server/storage/orphan-sweep.ts';
import { createS3Storage } from '../../server/storage/s3.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { makeJpeg, specSubmissionForm } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';
import { createSignedInUser } from '../support/auth.ts';
import { startFakeS3 } from '../support/fake-s3.ts';

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let database: TestDatabase;
let app: App;
let s3Env: Record<string, string>;

beforeAll(async () => {
  s3 = await startFakeS3();
  database = await createTestDatabase();
  s3Env = s3.env('photos');
  const config = testConfig(s3Env);
  const storage = createS3Storage(config.storage.s3!);
  app = await buildApp({ config, database, storage, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await s3?.close();
});

describe('the S3-compatible storage driver', () => {
  it('puts, reads and deletes objects, signed, with an immutable cache header', async () => {
    const storage = createS3Storage({
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
    });
    await storage.put('properties/abc/original.jpg', Buffer.from('bytes'), 'image/jpeg');
    expect(s3.objects.get('/photos/properties/abc/original.jpg')).toEqual({
      body: Buffer.from('bytes'),
      contentType: 'image/jpeg',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(s3.requests.at(-1)?.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=k\//);
    expect(await storage.read('properties/abc/original.jpg')).toEqual(Buffer.from('bytes'));
    expect(await storage.read('properties/abc/missing.jpg')).toBeNull();
    await storage.delete('properties/abc/original.jpg');
    await storage.delete('properties/abc/original.jpg');
    expect(s3.objects.has('/photos/properties/abc/original.jpg')).toBe(false);
    expect(storage.publicUrl('properties/abc/w480.webp')).toBe('/media/properties/abc/w480.webp');
    expect(() => storage.publicUrl('../etc/passwd')).toThrow();
  });

  it('uses the public URL when one is configured', () => {
    const storage = createS3Storage({
      bucket: 'photos',
      region: 'ca-central-1',
      forcePathStyle: false,
      publicUrl: 'https://cdn.example.com/',
    });
    expect(storage.publicUrl('properties/abc/w480.webp')).toBe(
      'https://cdn.example.com/properties/abc/w480.webp',
    );
  });

  it('stores a submission in the bucket and serves its photos under /media/', async () => {
    const request = new Request('http://local', {
      method: 'POST',
      body: (() => {
        const form = specSubmissionForm({ propertyTitle: 'Bucket flat' });
        return form;
      })(),
    });
    const form = await request.formData();
    form.append('images', new File([new Uint8Array(await makeJpeg(1300, 900))], 'one-1.jpg'));
    const encoded = new Request('http://local', { method: 'POST', body: form });
    const response = await app.inject({
      method: 'POST',
      url: '/api/submit-property',
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
    });
    expect(response.statusCode, response.body).toBe(201);
    const [image] = await database.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, response.json().id as string));
    expect(s3.objects.has(`/photos/${image!.originalKey}`)).toBe(true);
    expect(image!.variants).toHaveLength(6);
    for (const variant of image!.variants) expect(s3.objects.has(`/photos/${variant.key}`)).toBe(true);

    const mediaUrl = `/media/${image!.variants[0]!.key}`;
    const object = s3.objects.get(`/photos/${image!.variants[0]!.key}`)!;
    // A submission is unverified: its photos are the admins' only (ADR 025).
    const hidden = await app.inject({ method: 'GET', url: mediaUrl });
    expect(hidden.statusCode).toBe(404);
    const admin = await createSignedInUser(app.services);
    const forAdmin = await app.inject({
      method: 'GET',
      url: mediaUrl,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.headers['cache-control']).toBe('private, no-store');
    expect(forAdmin.rawPayload.equals(object.body)).toBe(true);

    await database.db
      .update(properties)
      .set({ isVerified: true })
      .where(eq(properties.id, response.json().id as string));
    const media = await app.inject({ method: 'GET', url: mediaUrl });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.headers['cache-control']).toBe('public, max-age=300');
    expect(media.headers.etag).toBe(`"${object.body.length.toString(16)}"`);
    expect(media.headers['last-modified']).toBe('Sun, 22 Nov 2026 10:00:00 GMT');
    expect(media.rawPayload.equals(object.body)).toBe(true);
    // Revalidation goes to the bucket as a conditional request, and answers 304 without the bytes.
    const again = await app.inject({
      method: 'GET',
      url: mediaUrl,
      headers: { 'if-none-match': media.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(media.headers.etag);
    expect(s3.requests.at(-1)).toMatchObject({ method: 'GET', ifNoneMatch: media.headers.etag });
    expect((await app.inject({ method: 'GET', url: '/media/properties/nope/original.jpg' })).statusCode).toBe(
      404,
    );
  });

  it('sweeps stale pending objects that no committed row references out of the bucket', async () => {
    const storage = createS3Storage(testConfig({ ...s3Env }).storage.s3!);
    const [referenced] = await database.db.select().from(propertyImages).limit(1);
    expect(referenced).toBeDefined();
    const orphan = 'properties/99999999-8888-4777-8666-555555555555/original.jpg';
    await storage.put(orphan, Buffer.from('left by a crash'), 'image/jpeg');
    await recordPendingUploads(database.db, [orphan, referenced!.originalKey]);
    await database.db.update(pendingUploads).set({ createdAt: sql`now() - interval '2 hours'` });

    const result = await sweepOrphanUploads({ db: database.db, storage });
    expect(result).toEqual({ removedFiles: 1, clearedEntries: 2, removedTemporaryFiles: 0 });
    expect(s3.objects.has(`/photos/${orphan}`)).toBe(false);
    expect(s3.objects.has(`/photos/${referenced!.originalKey}`)).toBe(true);
    expect(await database.db.select().from(pendingUploads)).toEqual([]);
  });

  it('refuses an S3 configuration without a bucket', () => {
    expect(() => testConfig({ STORAGE_DRIVER: 's3' })).toThrow(/S3_BUCKET must be set/);
  });
});
