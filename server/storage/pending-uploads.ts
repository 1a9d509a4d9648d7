import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { pendingUploads } from '../db/schema.ts';
import type { FileStorage } from './storage.ts';

/**
 * Files are written before the transaction that references them commits, so a crash in between
 * would leave them with no row for good. Their keys are recorded here first (committed at once);
 * the transaction that commits their rows settles them; whatever stays pending past a grace period
 * is removed by the orphan sweep (server/storage/orphan-sweep.ts). ADR 021.
 */

/** The sweep took a key before its transaction settled it: that file is gone, the rows must not commit. */
export class PendingUploadLostError extends Error {
  constructor(count: number) {
    super(`${count} pending upload(s) were swept before their rows committed.`);
    this.name = 'PendingUploadLostError';
  }
}

/** Records keys as pending, on `db` (not in a transaction): committed before any file is written. */
export async function recordPendingUploads(db: Database, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .insert(pendingUploads)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

/**
 * In the transaction that commits the rows referencing the keys: they are pending no more. Throws
 * PendingUploadLostError when one was swept meanwhile (its file is gone), which rolls back.
 */
export async function settlePendingUploads(tx: Database, keys: string[]): Promise<void> {
  const wanted = new Set(keys);
  if (wanted.size === 0) return;
  const settled = await tx
    .delete(pendingUploads)
    .where(inArray(pendingUploads.key, [...wanted]))
    .returning({ key: pendingUploads.key });
  if (settled.length !== wanted.size) throw new PendingUploadLostError(wanted.size - settled.length);
}

/**
 * In the transaction that drops rows referencing the keys (an edit's removed photos): their files
 * become pending, so a crash before they are deleted after the commit leaves them to the sweep.
 */
export async function markPendingRemoval(tx: Database, keys: string[]): Promise<void> {
  await recordPendingUploads(tx, keys);
}

/**
 * Deletes the files, then their pending entries: in that order, so a crash in between leaves only
 * entries the sweep clears. Never throws (it runs on failure paths and after commits); what it
 * could not remove stays pending for the sweep, and `onError` hears why.
 */
export async function discardUploads(
  deps: { db: Database; storage: FileStorage; onError?: (error: unknown) => void },
  keys: string[],
): Promise<void> {
  if (keys.length === 0) return;
  try {
    await Promise.all(keys.map((key) => deps.storage.delete(key)));
    await deps.db.delete(pendingUploads).where(inArray(pendingUploads.key, keys));
  } catch (error) {
    deps.onError?.(error);
  }
}

/**
 * The pending keys of one submission (or seed): pass `beforeWrite` to storeImage, settle `keys`
 * in the transaction, `discard()` on any failure.
 */
export function trackPendingUploads(deps: {
  db: Database;
  storage: FileStorage;
  onError?: (error: unknown) => void;
}) {
  const keys: string[] = [];
  return {
    keys,
    async beforeWrite(imageKeys: string[]) {
      await recordPendingUploads(deps.db, imageKeys);
      keys.push(...imageKeys);
    },
    discard: () => discardUploads(deps, keys),
  };
}
