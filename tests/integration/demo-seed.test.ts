import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client.ts';
import { seedDemoData } from '../../server/seed/seed-demo.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createTestStorage } from '../support/factories.ts';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../support/test-config.ts';

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
const quiet = { info() {} };

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
});

afterAll(async () => {
  await database?.destroy();
  await storage?.cleanup();
});

describe('demo data', () => {
  it(
    'loads once into an empty database, even when two instances start together',
    { timeout: 180_000 },
    async () => {
      const deps = { db: database.db, storage: storage.storage };
      const progress: Array<[number, number]> = [];
      const onProgress = (done: number, total: number) => progress.push([done, total]);
      const results = await Promise.all([
        seedDemoData(deps, quiet, { onProgress }),
        seedDemoData(deps, quiet, { onProgress }),
      ]);
      const seeded = results.map((r) => r.seeded).sort((a, b) => a - b);
      expect(seeded[0]).toBe(0);
      expect(seeded[1]).toBeGreaterThanOrEqual(40);

      const [counts] = await queryRows<Record<string, number>>(
        database.db,
        sql`select count(*)::int as total,
        count(*) filter (where is_verified and not is_archived and not is_closed)::int as public_open,
        count(*) filter (where not is_verified)::int as unverified,
        count(*) filter (where is_archived)::int as archived,
        count(*) filter (where is_closed and listing_type = 'rent')::int as rented,
        count(*) filter (where is_closed and listing_type = 'sale')::int as sold,
        count(distinct city)::int as cities,
        count(distinct property_type)::int as types
      from properties`,
      );
      expect(counts).toMatchObject({ total: seeded[1], cities: 4, types: 6 });
      for (const state of ['public_open', 'unverified', 'archived', 'rented', 'sold'] as const) {
        expect(counts?.[state], state).toBeGreaterThan(0);
      }
      // One count per property, up to all of them; the second seed found rows and counted nothing.
      expect(progress).toEqual(Array.from({ length: seeded[1]! }, (_, i) => [i + 1, seeded[1]]));
    },
  );

  it('gives every property 3 to 8 processed photos whose files exist in storage', async () => {
    const rows = await queryRows<{ images: number }>(
      database.db,
      sql`select count(i.id)::int as images from properties p left join property_images i on i.property_id = p.id group by p.id`,
    );
    for (const row of rows) {
      expect(row.images).toBeGreaterThanOrEqual(3);
      expect(row.images).toBeLessThanOrEqual(8);
    }
    const [image] = await queryRows<{ original_key: string; variants: { key: string; format: string }[] }>(
      database.db,
      sql`select original_key, variants from property_images limit 1`,
    );
    expect(image?.variants.map((v) => v.format).sort()).toEqual([
      'jpeg',
      'jpeg',
      'jpeg',
      'webp',
      'webp',
      'webp',
    ]);
    for (const key of [image?.original_key ?? '', ...(image?.variants.map((v) => v.key) ?? [])]) {
      expect(await storage.storage.read(key), key).not.toBeNull();
    }
    // The seed's photos were pending uploads until its rows committed (ADR 021): none is left.
    const [pending] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pending_uploads`,
    );
    expect(pending?.n).toBe(0);
  });

  it('gives each image its own files (shared room pictures are copies), and each property its own cover', async () => {
    const images = await queryRows<{
      property_id: string;
      position: number;
      original_key: string;
      variants: { key: string }[];
    }>(database.db, sql`select property_id, position, original_key, variants from property_images`);
    const keys = images.flatMap((i) => [i.original_key, ...i.variants.map((v) => v.key)]);
    expect(new Set(keys).size).toBe(keys.length);
    const digestOf = new Map<string, string>();
    for (const image of images) {
      const bytes = await storage.storage.read(image.original_key);
      expect(bytes, image.original_key).not.toBeNull();
      for (const variant of image.variants) {
        expect(await storage.storage.read(variant.key), variant.key).not.toBeNull();
      }
      digestOf.set(image.original_key, createHash('sha256').update(bytes!).digest('hex'));
    }
    const digest = (image: (typeof images)[number]) => digestOf.get(image.original_key);
    const covers = images.filter((i) => i.position === 0);
    expect(new Set(covers.map(digest)).size).toBe(covers.length);
    const byProperty = Map.groupBy(images, (i) => i.property_id);
    for (const [id, photos] of byProperty) expect(new Set(photos.map(digest)).size, id).toBe(photos.length);
    // Fewer pictures than photos: the rooms behind the covers are shared.
    expect(new Set(images.map(digest)).size).toBeLessThan(images.length);
  });

  it('serves the photos of public demo properties, and not those of unverified or archived ones', async () => {
    const app = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
    try {
      const rows = await queryRows<{ original_key: string; is_public: boolean }>(
        database.db,
        sql`select i.original_key, p.is_verified and not p.is_archived as is_public
        from property_images i join properties p on p.id = i.property_id`,
      );
      const shown = rows.find((r) => r.is_public)!;
      const hidden = rows.find((r) => !r.is_public)!;
      expect((await app.inject({ method: 'GET', url: `/media/${shown.original_key}` })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: `/media/${hidden.original_key}` })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
    }
  });
});
