import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { FastifyInstance } from 'fastify';
import { MIGRATIONS_FOLDER, queryRows, type Database, type DatabaseHandle } from '../db/client.ts';
import { DATABASE_RETRY_SECONDS } from '../db/unavailable.ts';
import type { FileStorage } from '../storage/storage.ts';

/** How long one check may take before it counts as failed: a load balancer's poll must not hang. */
const CHECK_TIMEOUT_MS = 3_000;
/** How long a good storage check is trusted: a load balancer polling every second writes no file per poll. */
const STORAGE_CHECK_TTL_MS = 5_000;
/**
 * The storage probe's folder: no upload has such a key (theirs are image ids), the media route
 * serves nothing from it, and each app server writes its own file so several can share a bucket.
 */
const PROBE_FOLDER = 'readiness-probe';

/** A migration as drizzle's migrator knows it: its journal time, compared with the applied ones'. */
export type Migration = { folderMillis: number };

export type CheckStatus = 'ok' | 'unreachable' | 'pending' | 'unknown' | 'not writable';
export type Readiness = {
  isReady: boolean;
  checks: { database: CheckStatus; migrations: CheckStatus; storage: CheckStatus };
};

/** Rejects after `ms`; the work itself goes on (its result or failure is ignored). */
export async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  work.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

let shippedMigrations: Migration[] | undefined;
/** The migrations in server/db/migrations (its journal), read once per process. */
export function migrationsShipped(): Migration[] {
  shippedMigrations ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map(
    ({ folderMillis }) => ({
      folderMillis,
    }),
  );
  return shippedMigrations;
}

/**
 * The migrations of `shipped` the database has not applied, by drizzle's own rule (its migrator
 * applies each migration newer than the newest applied one). None applied yet, not even the table
 * that records them: all of them.
 */
export async function pendingMigrations(db: Database, shipped: Migration[]): Promise<Migration[]> {
  let newest: number | null;
  try {
    const [row] = await queryRows<{ newest: string | number | null }>(
      db,
      sql`select max(created_at) as newest from drizzle.__drizzle_migrations`,
    );
    newest = row?.newest == null ? null : Number(row.newest);
  } catch (error) {
    // 42P01 undefined_table, 3F000 invalid_schema_name: a database never migrated.
    const code =
      (error as { code?: unknown; cause?: { code?: unknown } }).cause?.code ??
      (error as { code?: unknown }).code;
    if (code === '42P01' || code === '3F000') return shipped;
    throw error;
  }
  return shipped.filter((migration) => newest === null || newest < migration.folderMillis);
}

/**
 * Writes, reads back and deletes a small file under the probe folder: what an upload needs of the
 * storage. A good answer is kept for a few seconds; a failed one is never kept.
 */
function storageProbe(storage: FileStorage): () => Promise<boolean> {
  const key = `${PROBE_FOLDER}/${randomUUID()}.txt`;
  let goodUntil = 0;
  let running: Promise<boolean> | undefined;
  const probe = async () => {
    const content = randomBytes(16);
    await storage.put(key, content, 'text/plain');
    const read = await storage.read(key);
    await storage.delete(key);
    if (!read || !read.equals(content))
      throw new Error('the probe file read back differs from what was written');
    return true;
  };
  return () => {
    if (Date.now() < goodUntil) return Promise.resolve(true);
    running ??= within(probe(), CHECK_TIMEOUT_MS)
      .then(() => {
        goodUntil = Date.now() + STORAGE_CHECK_TTL_MS;
        return true;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
}

/**
 * Readiness: whether this app server can serve traffic now. The database answers, every shipped
 * migration is applied, the storage takes a file. Each failure is logged with its error; the answer
 * names only which check failed.
 */
export function readinessCheck(deps: {
  database: DatabaseHandle;
  storage: FileStorage;
  migrations?: Migration[];
  log: Pick<FastifyInstance['log'], 'warn'>;
}): () => Promise<Readiness> {
  const isStorageWritable = storageProbe(deps.storage);
  const failed = (what: string) => (error: unknown) => {
    deps.log.warn({ err: error }, `readiness check: ${what}`);
    return false as const;
  };
  return async () => {
    const [database, storage] = await Promise.all([
      within(deps.database.ping(), CHECK_TIMEOUT_MS).then(() => true, failed('database unreachable')),
      isStorageWritable().catch(failed('storage not writable')),
    ]);
    let migrations: CheckStatus = 'unknown';
    if (database) {
      migrations = await within(
        pendingMigrations(deps.database.db, deps.migrations ?? migrationsShipped()),
        CHECK_TIMEOUT_MS,
      ).then(
        (pending) => (pending.length === 0 ? 'ok' : 'pending'),
        (error: unknown) => (failed('migrations unknown')(error), 'unknown'),
      );
      if (migrations === 'pending') deps.log.warn({}, 'readiness check: database migrations pending');
    }
    const checks = {
      database: database ? 'ok' : 'unreachable',
      migrations,
      storage: storage ? 'ok' : 'not writable',
    } satisfies Readiness['checks'];
    return { isReady: Object.values(checks).every((status) => status === 'ok'), checks };
  };
}

/**
 * GET /healthz, liveness: the process serves HTTP. It asks nothing of the database, so an outage of
 * the database never makes an orchestrator restart healthy app servers.
 * GET /readyz, readiness: 200 when this server can serve traffic, else 503 naming the failed checks,
 * so a load balancer sends traffic elsewhere meanwhile (ADR 048).
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; storage: FileStorage },
): void {
  app.get('/healthz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });

  const readiness = readinessCheck({ ...deps, log: app.log });
  app.get('/readyz', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const { isReady, checks } = await readiness();
    if (isReady) return { status: 'ready', checks };
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_SECONDS))
      .send({ status: 'not ready', checks });
  });
}
