import { mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { pendingUploads, properties, propertyImages } from '../../server/db/schema.ts';
import { storeImage } from '../../server/images/pipeline.ts';
import { insertPropertyRows } from '../../server/properties/property-writer.ts';
import type { Database } from '../../server/db/client.ts';
import {
  PendingUploadLostError,
  settlePendingUploads,
  trackPendingUploads,
} from '../../server/storage/pending-uploads.ts';
import { ORPHAN_GRACE_MS, sweepOrphanUploads } from '../../server/storage/orphan-sweep.ts';
import { buildProperty, createTestStorage, makeJpeg, specSubmissionForm } from '../support/factories.ts';
import { createSignedInUser } from '../support/auth.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { testConfig } from '../support/test-config.ts';

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

beforeEach(async () => {
  await database.db.delete(pendingUploads);
});

/** Every file under the storage root, relative paths, sorted. */
async function storedFiles(): Promise<string[]> {
  const entries = await readdir(storage.root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(storage.root, path.join(e.parentPath, e.name)))
    .sort();
}

async function pendingKeys(): Promise<string[]> {
  const rows = await database.db.select({ key: pendingUploads.key }).from(pendingUploads);
  return rows.map((r) => r.key).sort();
}

/** Stores one photo the way a submission does: its keys pending first. */
async function storePending() {
  const uploads = trackPendingUploads({ db: database.db, storage: storage.storage });
  const image = await storeImage(storage.storage, await makeJpeg(900, 600), {
    beforeWrite: uploads.beforeWrite,
  });
  return { image, keys: uploads.keys };
}

/** Makes pending entries look as old as a crash an hour and a bit ago. */
async function age(keys: string[], ms = ORPHAN_GRACE_MS + 60_000) {
  for (const key of keys) {
    await database.db
      .update(pendingUploads)
      .set({ createdAt: sql`now() - make_interval(secs => ${ms / 1000})` })
      .where(eq(pendingUploads.key, key));
  }
}

async function tempFile(relative: string, ageMs: number) {
  const file = path.join(storage.root, relative);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, 'half a photo');
  const when = new Date(Date.now() - ageMs);
  await utimes(file, when, when);
  return relative;
}

describe('the orphan upload sweep', () => {
  it('removes stale pending files no committed row references, and stale .tmp files, nothing else', async () => {
    // A crash before the commit: files written, entries pending, no row.
    const abandoned = await storePending();
    // Committed, but its entries were left pending (as if the settle had been lost): kept.
    const committed = await storePending();
    const propertyId = await database.db.transaction((tx) =>
      insertPropertyRows(tx as unknown as Database, buildProperty(), [committed.image]),
    );
    // An upload in progress right now: within the grace period, untouched.
    const inProgress = await storePending();
    await age([...abandoned.keys, ...committed.keys]);
    const staleTemp = await tempFile(
      'properties/22222222-3333-4444-8555-666666666666/original.jpg.0000.tmp',
      ORPHAN_GRACE_MS + 60_000,
    );
    const freshTemp = await tempFile(
      `${path.dirname(inProgress.image.originalKey)}/w480.webp.1111.tmp`,
      1000,
    );
    const before = await storedFiles();
    expect(before).toEqual(
      expect.arrayContaining([
        ...abandoned.keys,
        ...committed.keys,
        ...inProgress.keys,
        staleTemp,
        freshTemp,
      ]),
    );

    const result = await sweepOrphanUploads({ db: database.db, storage: storage.storage });
    expect(result).toEqual({
      removedFiles: abandoned.keys.length,
      clearedEntries: abandoned.keys.length + committed.keys.length,
      removedTemporaryFiles: 1,
    });
    const after = await storedFiles();
    expect(after).toEqual(before.filter((f) => !abandoned.keys.includes(f) && f !== staleTemp));
    // The abandoned image's folder went with its last file; the stale .tmp's folder too.
    const folders = await readdir(path.join(storage.root, 'properties'));
    expect(folders).not.toContain(abandoned.image.id);
    expect(folders).not.toContain('22222222-3333-4444-8555-666666666666');
    expect(await pendingKeys()).toEqual([...inProgress.keys].sort());

    // The committed photo still loads.
    await database.db.update(properties).set({ isVerified: true }).where(eq(properties.id, propertyId));
    expect(
      (await app.inject({ method: 'GET', url: `/media/${committed.image.originalKey}` })).statusCode,
    ).toBe(200);

    // Nothing left to do: a second sweep (another app server) changes nothing.
    expect(await sweepOrphanUploads({ db: database.db, storage: storage.storage })).toEqual({
      removedFiles: 0,
      clearedEntries: 0,
      removedTemporaryFiles: 0,
    });
  });

  it('makes a transaction whose keys were swept roll back instead of committing rows without files', async () => {
    const { image, keys } = await storePending();
    await age(keys);
    await sweepOrphanUploads({ db: database.db, storage: storage.storage });
    expect(await storage.storage.read(image.originalKey)).toBeNull();
    await expect(
      database.db.transaction(async (tx) => {
        await insertPropertyRows(tx as unknown as Database, buildProperty({ name: 'Too late' }), [image]);
        await settlePendingUploads(tx as unknown as Database, keys);
      }),
    ).rejects.toThrow(PendingUploadLostError);
    expect(await database.db.select().from(properties).where(eq(properties.name, 'Too late'))).toEqual([]);
  });

  it('looks up keys of another shape in every row (original and variants)', async () => {
    const keys = ['shared/photo/original.jpg', 'shared/photo/w480.webp', 'shared/photo/stray.jpg'];
    for (const key of keys) {
      await mkdir(path.join(storage.root, path.dirname(key)), { recursive: true });
      await writeFile(path.join(storage.root, key), key);
    }
    await database.db.transaction((tx) =>
      insertPropertyRows(tx as unknown as Database, buildProperty(), [
        {
          id: '33333333-4444-4555-8666-777777777777',
          originalKey: keys[0]!,
          width: 480,
          height: 320,
          variants: [{ format: 'webp', width: 480, height: 320, key: keys[1]! }],
        },
      ]),
    );
    await database.db.insert(pendingUploads).values(keys.map((key) => ({ key })));
    await age(keys);
    const result = await sweepOrphanUploads({ db: database.db, storage: storage.storage });
    expect(result).toMatchObject({ removedFiles: 1, clearedEntries: 3 });
    expect(await storage.storage.read(keys[0]!)).not.toBeNull();
    expect(await storage.storage.read(keys[1]!)).not.toBeNull();
    expect(await storage.storage.read(keys[2]!)).toBeNull();
  });

  it('two sweeps at once share the work', async () => {
    const images = await Promise.all([storePending(), storePending(), storePending()]);
    await age(images.flatMap((i) => i.keys));
    const results = await Promise.all([
      sweepOrphanUploads({ db: database.db, storage: storage.storage, graceMs: 0 }),
      sweepOrphanUploads({ db: database.db, storage: storage.storage, graceMs: 0 }),
    ]);
    expect(results.reduce((n, r) => n + r.clearedEntries, 0)).toBe(images.flatMap((i) => i.keys).length);
    for (const { keys } of images) {
      for (const key of keys) expect(await storage.storage.read(key), key).toBeNull();
    }
    expect(await pendingKeys()).toEqual([]);
  });
});

describe('pending uploads of submissions and edits', () => {
  async function post(url: string, form: FormData, headers: Record<string, string> = {}) {
    const request = new Request('http://local', { method: 'POST', body: form });
    return app.inject({
      method: 'POST',
      url,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { 'content-type': request.headers.get('content-type') ?? '', ...headers },
    });
  }

  const payload = (extra: Record<string, string> = {}) => specSubmissionForm(extra);

  const jpeg = async (name: string) => new File([new Uint8Array(await makeJpeg(400, 300))], name);

  it('settles a submission’s keys in its transaction, and removes files and entries when it fails', async () => {
    const form = payload();
    form.append('images', await jpeg('a-1.jpg'));
    form.append('images', await jpeg('b-2.jpg'));
    const created = await post('/api/submit-property', form);
    expect(created.statusCode, created.body).toBe(201);
    const rows = await database.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, created.json().id as string));
    expect(rows).toHaveLength(2);
    expect(await pendingKeys()).toEqual([]);

    const filesBefore = await storedFiles();
    const failing = payload();
    failing.append('images', await jpeg('good-1.jpg'));
    failing.append('images', new File([new Uint8Array(Buffer.from('not an image at all'))], 'bad-2.jpg'));
    expect((await post('/api/submit-property', failing)).statusCode).toBe(422);
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await pendingKeys()).toEqual([]);
  });

  it('deletes an edit’s removed photos after the commit, with no entry left behind', async () => {
    const first = await storePending();
    const second = await storePending();
    const id = await database.db.transaction(async (tx) => {
      const newId = await insertPropertyRows(tx as unknown as Database, buildProperty(), [
        first.image,
        second.image,
      ]);
      await settlePendingUploads(tx as unknown as Database, [...first.keys, ...second.keys]);
      return newId;
    });
    const adminUser = await createSignedInUser(app.services);
    const form = payload({ id, deletedImages: first.image.id });
    form.append('images', second.image.id);
    form.append('images', await jpeg('new-1.jpg'));
    const updated = await post('/api/update-property', form, { authorization: `Bearer ${adminUser.token}` });
    expect(updated.statusCode, updated.body).toBe(200);
    for (const key of first.keys) expect(await storage.storage.read(key), key).toBeNull();
    for (const key of second.keys) expect(await storage.storage.read(key), key).not.toBeNull();
    expect(await pendingKeys()).toEqual([]);
    const images = await database.db.select().from(propertyImages).where(eq(propertyImages.propertyId, id));
    expect(images).toHaveLength(2);
  });
});
