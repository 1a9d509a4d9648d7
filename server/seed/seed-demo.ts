import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { properties } from '../db/schema.ts';
import type { FileStorage } from '../storage/storage.ts';
import { storeImage, type StoredImage } from '../images/pipeline.ts';
import { settlePendingUploads, trackPendingUploads } from '../storage/pending-uploads.ts';
import { insertPropertyRows } from '../properties/property-writer.ts';
import { buildDemoProperties } from './demo-properties.ts';
import { planDemoPhotos, type DemoPhoto } from './photo-plan.ts';
import { renderPlaceholderPhoto } from './placeholder-photo.ts';

// Taken by the transaction that writes the demo rows, so two servers starting together on one
// PostgreSQL write them once.
const SEED_LOCK_KEY = 7_250_431_978;

type Logger = { info(message: string): void };

export type SeedOptions = {
  now?: Date;
  /** Called each time one more property has all its photos stored: the start-up's progress line. */
  onProgress?: (done: number, total: number) => void;
};

/**
 * Photos are CPU work in sharp's thread pool (libvips runs each operation on one thread here): one
 * property more than there are cores keeps every core busy while another waits on its writes.
 */
const PROPERTIES_AT_ONCE = Math.min(availableParallelism() + 1, 8);

type File = { body: Buffer; contentType: string };
type Picture = { image: StoredImage; files: Map<string, File>; isTaken: boolean };

/**
 * Makes each demo photo: a picture's first use renders it and stores it through the upload pipeline
 * (storeImage); a later use of the same picture writes a copy of its files under a new image id, as
 * every image row owns its files. Every key is recorded as a pending upload before it is written.
 */
function createPhotoMaker(
  storage: FileStorage,
  beforeWrite: (keys: string[]) => Promise<void>,
  plan: DemoPhoto[][],
) {
  const pictures = new Map<string, Promise<Picture>>();
  // Uses left of each picture: its files are kept in memory until the last copy is written.
  const usesLeft = new Map<string, number>();
  for (const photo of plan.flat()) usesLeft.set(photo.key, (usesLeft.get(photo.key) ?? 0) + 1);

  const render = async (photo: DemoPhoto): Promise<Picture> => {
    const files = new Map<string, File>();
    const isShared = (usesLeft.get(photo.key) ?? 0) > 1;
    // The same storage, remembering what was written so that copies need no second render or read.
    const remembering: FileStorage = {
      put: async (key, body, contentType) => {
        await storage.put(key, body, contentType);
        if (isShared) files.set(key, { body, contentType });
      },
      read: (key) => storage.read(key),
      open: (key, conditions) => storage.open(key, conditions),
      delete: (key) => storage.delete(key),
      publicUrl: (key) => storage.publicUrl(key),
    };
    const jpeg = await renderPlaceholderPhoto({ scene: photo.scene, seed: photo.seed });
    const image = await storeImage(remembering, jpeg, { beforeWrite });
    return { image, files, isTaken: false };
  };

  const copy = async ({ image, files }: Picture): Promise<StoredImage> => {
    const id = randomUUID();
    const keyOf = (key: string) => {
      const moved = key.replace(`/${image.id}/`, `/${id}/`);
      if (moved === key) throw new Error(`Image key ${key} does not carry its image id.`);
      return moved;
    };
    const copied: StoredImage = {
      ...image,
      id,
      originalKey: keyOf(image.originalKey),
      variants: image.variants.map((variant) => ({ ...variant, key: keyOf(variant.key) })),
    };
    await beforeWrite([...files.keys()].map(keyOf));
    await Promise.all([...files].map(([key, file]) => storage.put(keyOf(key), file.body, file.contentType)));
    return copied;
  };

  return async (photo: DemoPhoto): Promise<StoredImage> => {
    let picture = pictures.get(photo.key);
    if (!picture) {
      picture = render(photo);
      pictures.set(photo.key, picture);
    }
    const uses = (usesLeft.get(photo.key) ?? 1) - 1;
    usesLeft.set(photo.key, uses);
    if (uses === 0) pictures.delete(photo.key);
    const made = await picture;
    if (made.isTaken) return copy(made);
    made.isTaken = true;
    return made.image;
  };
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
  options: SeedOptions = {},
): Promise<{ seeded: number }> {
  const run = previousSeed.then(() => seedOnce(deps, log, options));
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
  { now = new Date(), onProgress }: SeedOptions,
): Promise<{ seeded: number }> {
  if (await hasProperties(deps.db)) return { seeded: 0 };
  const uploads = trackPendingUploads(deps);
  try {
    const demo = buildDemoProperties();
    log.info(`Loading ${demo.length} demo properties with generated photos (first start only)...`);
    const started = Date.now();
    const plan = planDemoPhotos(demo);
    const makePhoto = createPhotoMaker(deps.storage, uploads.beforeWrite, plan);
    const photos: StoredImage[][] = new Array(demo.length);
    let next = 0;
    let done = 0;
    let hasFailed = false;
    const worker = async () => {
      while (next < demo.length && !hasFailed) {
        const index = next++;
        const stored: StoredImage[] = [];
        // In order: a property's photos keep their positions.
        for (const photo of plan[index] ?? []) stored.push(await makePhoto(photo));
        photos[index] = stored;
        onProgress?.(++done, demo.length);
      }
    };
    // Every worker has stopped writing before a failure discards what was written.
    const results = await Promise.allSettled(
      Array.from({ length: PROPERTIES_AT_ONCE }, () =>
        worker().catch((error: unknown) => {
          hasFailed = true;
          throw error;
        }),
      ),
    );
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) throw failure.reason;

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
