import { asc, inArray, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pendingUploads, propertyImages } from '../db/schema.ts';
import { imageIdOfKey } from '../images/photo-access.ts';
import { keysOf } from '../images/pipeline.ts';
import { UnsafeKeyError, type FileStorage } from './storage.ts';

/**
 * How old a pending upload must be before the sweep treats it as abandoned. A submission settles
 * its keys seconds after recording them; an hour leaves room for the slowest upload and for clocks.
 */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;
/** How often each app server sweeps (once at start-up, then on this timer). */
export const ORPHAN_SWEEP_INTERVAL_MS = 15 * 60 * 1000;
/** Entries handled per transaction: the rows stay locked while their files are deleted. */
const BATCH_SIZE = 200;

type Logger = {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
};

export type SweepResult = {
  /** Files deleted (or found gone already) because no committed image row referenced them. */
  removedFiles: number;
  /** Pending entries cleared (those whose files a committed row references keep their files). */
  clearedEntries: number;
  /** The local disk's abandoned `.tmp` files. */
  removedTemporaryFiles: number;
};

/** How one run of the sweep ended: what it removed, or why it failed. */
export type SweepOutcome = { result: SweepResult } | { error: unknown };

/** The keys among `keys` that a committed property_images row references. */
async function referencedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const ids = [...new Set(keys.map(imageIdOfKey).filter((id): id is string => id !== null))];
  // Keys the pipeline did not make (none today) are looked for in every row; the pipeline's lead
  // to their row by primary key.
  const others = keys.filter((key) => imageIdOfKey(key) === null);
  const conditions = [
    ...(ids.length > 0 ? [inArray(propertyImages.id, ids)] : []),
    ...(others.length > 0
      ? [
          inArray(propertyImages.originalKey, others),
          sql`exists (select 1 from jsonb_array_elements(${propertyImages.variants}) v where v->>'key' in (${sql.join(
            others.map((key) => sql`${key}`),
            sql`, `,
          )}))`,
        ]
      : []),
  ];
  if (conditions.length === 0) return new Set();
  const rows = await db
    .select({ originalKey: propertyImages.originalKey, variants: propertyImages.variants })
    .from(propertyImages)
    .where(or(...conditions));
  return new Set(rows.flatMap(keysOf));
}

/**
 * Removes what a crash left behind (ADR 021): the files of pending uploads older than the grace
 * period that no committed image row references, those entries, and the local disk's stale `.tmp`
 * files. Safe on several app servers at once: each batch locks its entries (SKIP LOCKED, so two
 * sweeps take different ones), and a submission settling a key waits for that lock, then finds the
 * key gone and rolls back rather than commit a row without its file.
 */
export async function sweepOrphanUploads(deps: {
  db: Database;
  storage: FileStorage;
  graceMs?: number;
  /**
   * Instead of the grace: everything pending from before this moment. Only for a database no other
   * process can write to (the embedded one), swept when this process starts: whatever was pending
   * before it started belonged to a process that is gone (issue 26).
   */
  createdBefore?: Date;
  log?: Pick<Logger, 'warn'>;
}): Promise<SweepResult> {
  const graceMs = deps.createdBefore
    ? Math.max(0, Date.now() - deps.createdBefore.getTime())
    : (deps.graceMs ?? ORPHAN_GRACE_MS);
  const isAbandoned = deps.createdBefore
    ? lte(pendingUploads.createdAt, deps.createdBefore)
    : // The database's clock, the same for every app server.
      lte(pendingUploads.createdAt, sql`now() - make_interval(secs => ${graceMs / 1000})`);
  const result: SweepResult = { removedFiles: 0, clearedEntries: 0, removedTemporaryFiles: 0 };
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .select({ key: pendingUploads.key })
        .from(pendingUploads)
        .where(isAbandoned)
        .orderBy(asc(pendingUploads.createdAt))
        .limit(BATCH_SIZE)
        .for('update', { skipLocked: true });
      const keys = rows.map((row) => row.key);
      if (keys.length === 0) return { entries: 0, files: 0 };
      const referenced = await referencedKeys(tx as unknown as Database, keys);
      let files = 0;
      for (const key of keys) {
        if (referenced.has(key)) continue;
        try {
          await deps.storage.delete(key);
          files++;
        } catch (error) {
          // A key that is not ours to delete: drop the entry. Anything else (the bucket is
          // unreachable): roll back, so the entries wait for the next sweep.
          if (!(error instanceof UnsafeKeyError)) throw error;
          deps.log?.warn({ key }, 'pending upload with an unsafe key dropped');
        }
      }
      await tx.delete(pendingUploads).where(inArray(pendingUploads.key, keys));
      return { entries: keys.length, files };
    });
    result.clearedEntries += batch.entries;
    result.removedFiles += batch.files;
    if (batch.entries < BATCH_SIZE) break;
  }
  result.removedTemporaryFiles = (await deps.storage.removeStaleTemporaryFiles?.(graceMs)) ?? 0;
  return result;
}

/**
 * Sweeps now (start-up, after migrations) and then every `intervalMs`, never two runs at once.
 * stop() cancels the timer and waits for a run in progress, before the database closes.
 */
export function startOrphanSweep(deps: {
  db: Database;
  storage: FileStorage;
  log: Logger;
  graceMs?: number;
  intervalMs?: number;
  /** The first run takes everything pending from before this moment (see sweepOrphanUploads). */
  startedAt?: Date;
  /** Told how each run ended (the metrics, ADR 048). */
  onRun?: (outcome: SweepOutcome) => void;
}) {
  const intervalMs = deps.intervalMs ?? ORPHAN_SWEEP_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let isStopped = false;

  const run = async (createdBefore?: Date) => {
    let outcome: SweepOutcome;
    try {
      const result = await sweepOrphanUploads({ ...deps, createdBefore });
      if (result.removedFiles + result.clearedEntries + result.removedTemporaryFiles > 0) {
        deps.log.info({ ...result }, 'orphan upload sweep');
      }
      outcome = { result };
    } catch (err) {
      deps.log.error({ err }, 'orphan upload sweep failed; retrying at the next one');
      outcome = { error: err };
    }
    deps.onRun?.(outcome);
  };
  const schedule = () => {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = run().finally(schedule);
    }, intervalMs);
    // The timer alone does not keep the process alive.
    timer.unref();
  };

  const firstRun = run(deps.startedAt).finally(schedule);
  running = firstRun;
  return {
    /** Settles when the start-up sweep has ended (it never rejects). */
    firstRun,
    async stop(): Promise<void> {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
