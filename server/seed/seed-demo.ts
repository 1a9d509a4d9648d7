import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { properties } from '../db/schema.ts';
import type { FileStorage } from '../storage/storage.ts';
import { storeImage, type StoredImage, type StoreImageOptions } from '../images/pipeline.ts';
import { settlePendingUploads, trackPendingUploads } from '../storage/pending-uploads.ts';
import { insertPropertyRows } from '../properties/property-writer.ts';
import { buildDemoProperties } from './demo-properties.ts';
import { renderPlaceholderPhoto } from './placeholder-photo.ts';
import type { DemoPropertySeed } from './types.ts';

// Taken by the transaction that writes the demo rows, so two servers starting together on one
// PostgreSQL write them once.
const SEED_LOCK_KEY = 7_250_431_978;

type Logger = { info(message: string): void };

async function storePhotos(
  storage: FileStorage,
  seed: DemoPropertySeed,
  index: number,
  options: StoreImageOptions,
) {
  const stored: StoredImage[] = [];
  for (const [position, scene] of seed.photos.entries()) {
    const photo = await renderPlaceholderPhoto({ scene, seed: index * 31 + position });
    stored.push(await storeImage(storage, photo, options));
  }
  return stored;
}

async function hasProperties(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(properties);
  return (row?.n ?? 0) > 0;
}

// Seeds of one process run one after the other: the second finds the first's rows and does nothing.
let previousSeed: Promise<unknown> = Promise.resolve();

/**
 * Loads the demo set into an empty database: properties in every state, each with generated
 * photos that go through the same image pipeline as uploads. Does nothing when properties exist.
 */
export function seedDemoData(
  deps: { db: Database; storage: FileStorage },
  log: Logger,
  now = new Date(),
): Promise<{ seeded: number }> {
  const run = previousSeed.then(() => seedOnce(deps, log, now));
  previousSeed = run.catch(() => {});
  return run;
}

/**
 * The photos are stored first, each key recorded as a pending upload (committed at once, so a
 * crash leaves files the orphan sweep removes), then one transaction writes the rows and settles
 * the keys. The photos are not rendered inside that transaction: the embedded database has one
 * connection, which the pending records need. Two servers starting together on an empty
 * PostgreSQL may both render; the advisory lock lets one write, the other discards its files.
 */
async function seedOnce(
  deps: { db: Database; storage: FileStorage },
  log: Logger,
  now: Date,
): Promise<{ seeded: number }> {
  if (await hasProperties(deps.db)) return { seeded: 0 };
  const uploads = trackPendingUploads(deps);
  try {
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
        photos[index] = await storePhotos(deps.storage, seed, index, { beforeWrite: uploads.beforeWrite });
      }
    };
    await Promise.all([worker(), worker()]);

    const seeded = await deps.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      // Another server seeded while these photos were rendered.
      if (await hasProperties(tx as unknown as Database)) return 0;
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
      await settlePendingUploads(tx as unknown as Database, uploads.keys);
      return demo.length;
    });
    if (seeded === 0) {
      await uploads.discard();
      return { seeded: 0 };
    }
    log.info(`Demo data loaded in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return { seeded };
  } catch (error) {
    await uploads.discard();
    throw error;
  }
}
