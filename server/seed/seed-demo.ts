import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { properties } from '../db/schema.ts';
import type { FileStorage } from '../storage/storage.ts';
import { keysOf, storeImage, type StoredImage } from '../images/pipeline.ts';
import { insertPropertyRows } from '../properties/property-writer.ts';
import { buildDemoProperties } from './demo-properties.ts';
import { renderPlaceholderPhoto } from './placeholder-photo.ts';
import type { DemoPropertySeed } from './types.ts';

// Held for the whole seed, so two instances starting together on one PostgreSQL seed once.
const SEED_LOCK_KEY = 7_250_431_978;

type Logger = { info(message: string): void };

async function storePhotos(storage: FileStorage, seed: DemoPropertySeed, index: number) {
  const stored: StoredImage[] = [];
  for (const [position, scene] of seed.photos.entries()) {
    const photo = await renderPlaceholderPhoto({ scene, seed: index * 31 + position });
    stored.push(await storeImage(storage, photo));
  }
  return stored;
}

/**
 * Loads the demo set into an empty database: properties in every state, each with generated
 * photos that go through the same image pipeline as uploads. Does nothing when properties exist.
 */
export async function seedDemoData(
  deps: { db: Database; storage: FileStorage },
  log: Logger,
  now = new Date(),
): Promise<{ seeded: number }> {
  const written: StoredImage[] = [];
  try {
    return await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      const [existing] = await tx.select({ n: sql<number>`count(*)::int` }).from(properties);
      if ((existing?.n ?? 0) > 0) return { seeded: 0 };

      const demo = buildDemoProperties();
      log.info(`Loading ${demo.length} demo properties with generated photos (first start only)...`);
      const started = Date.now();
      // Photos are CPU work in sharp's thread pool: two properties at a time keeps both cores busy.
      const photos: StoredImage[][] = new Array(demo.length);
      let next = 0;
      const worker = async () => {
        while (next < demo.length) {
          const index = next++;
          const seed = demo[index];
          if (!seed) continue;
          photos[index] = await storePhotos(deps.storage, seed, index);
          written.push(...photos[index]);
        }
      };
      await Promise.all([worker(), worker()]);

      for (const [index, seed] of demo.entries()) {
        const { photos: _scenes, createdDaysAgo, ...fields } = seed;
        await insertPropertyRows(
          tx as unknown as Database,
          {
            ...fields,
            placeId: null,
            createdAt: new Date(now.getTime() - createdDaysAgo * 86_400_000 - index * 60_000),
          },
          photos[index] ?? [],
        );
      }
      log.info(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
      return { seeded: demo.length };
    });
  } catch (error) {
    await Promise.all(written.flatMap(keysOf).map((key) => deps.storage.delete(key)));
    throw error;
  }
}
