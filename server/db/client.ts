import { mkdir } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { EmbeddedClient } from './embedded-client.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

export type Schema = typeof schema;
/** Either driver: both speak PostgreSQL, so the rest of the code does not care which. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'embedded' | 'postgres';
  /**
   * Runs pending migrations; safe when several instances start at once. `migrationsFolder`: another
   * folder of the same migrations, cut short (a restore brings a database to its archive's level).
   */
  migrate(migrationsFolder?: string): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * Tells `events` of connections lost, of the embedded thread started again (for logs, caches) and
   * of each query's duration (for metrics).
   */
  watch(events: DatabaseEvents): void;
  /** The PostgreSQL pool's connections now; null for the embedded database (one connection, no pool). */
  poolStats(): PoolStats | null;
};

/** node-postgres' own counts (pg.Pool's totalCount, idleCount, waitingCount). */
export type PoolStats = { total: number; idle: number; waiting: number };

/** What a database handle reports while it rides through an outage (issue 26). */
export type DatabaseEvents = {
  /** A connection failed (a restart, a dropped socket, the embedded thread stopping): its queries fail. */
  connectionLost?: (error: Error) => void;
  /** The embedded database's thread was started again after it stopped. */
  restarted?: () => void;
  /** Starting the embedded database's thread again failed; it is tried again after a pause. */
  restartFailed?: (error: Error) => void;
  /**
   * A query ended, answered or failed, after `seconds`: from the driver's call to its answer (for a
   * PostgreSQL server, the network round trip; for the embedded database, the round trip to its thread).
   */
  queryFinished?: (seconds: number) => void;
};

/** The watchers of one handle, told in turn; a watcher's own fault never reaches the database code. */
function createWatchers() {
  const all: DatabaseEvents[] = [];
  const tell = <K extends keyof DatabaseEvents>(
    name: K,
    ...args: Parameters<NonNullable<DatabaseEvents[K]>>
  ) => {
    for (const events of all) {
      try {
        (events[name] as ((...a: typeof args) => void) | undefined)?.(...args);
      } catch {
        // A logger or cache that throws must not stop the others, nor the reconnect.
      }
    }
  };
  return { add: (events: DatabaseEvents) => void all.push(events), tell };
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  /** dataDir absent: in memory. loadDataDir: start from a dump (tests clone a migrated template). */
  | { kind: 'embedded'; dataDir?: string; loadDataDir?: Blob };

/**
 * The embedded database's memory (docs/memory.md). PGlite is PostgreSQL compiled to WebAssembly: its
 * buffer cache lives in a WebAssembly memory that never shrinks, and initdb sizes it at 128 MB. The
 * data files sit on the local disk, whose pages the operating system caches outside the process, so
 * a small buffer cache costs a read() per miss, not a query plan; 16 MB took 120 MiB off the RSS.
 */
const EMBEDDED_SHARED_BUFFERS = '16MB';

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any fixed number shared by every instance of this application.
const MIGRATION_LOCK_KEY = 7_250_431_977;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.kind === 'postgres' ? openPostgres(options) : openEmbedded(options);
}

/**
 * How long a request waits for a new connection before it fails (503): a server that takes TCP
 * connections but does not answer (a failover in progress) must not hold requests forever.
 */
const CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(options: { url: string; poolSize?: number }): Promise<DatabaseHandle> {
  const watchers = createWatchers();
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server that vanished without closing the socket (a failover) is noticed, not waited on.
    keepAlive: true,
  });
  const lost = (error: Error) => {
    if (isDatabaseUnavailable(error)) watchers.tell('connectionLost', error);
  };
  // An idle client that loses its server must not end the process; the pool drops it.
  pool.on('error', lost);
  // Nor may a checked-out one (a transaction between two queries, the migration's client): the pool
  // listens only while a client is idle, and an 'error' nobody hears is thrown. The query in flight
  // fails with the same error, and the pool discards the client when it is released.
  pool.on('connect', (client) => {
    client.on('error', lost);
    timeQueries(client, (seconds) => watchers.tell('queryFinished', seconds));
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate(migrationsFolder = MIGRATIONS_FOLDER) {
      // One client holds an advisory lock for the whole run, so a second instance starting at the
      // same moment waits, then finds nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    async ping() {
      await db.execute(sql`select 1`);
    },
    async close() {
      await pool.end();
    },
    watch: watchers.add,
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * Reports the duration of every query a pooled client runs: the pool's own (`pool.query` hands its
 * query to a client with a callback) and a transaction's (a promise). node-postgres has no query
 * event; every query of the application passes through a pooled client's `query`, so this is the
 * one place that sees them all. A submittable (a cursor) returns neither and is not timed.
 */
function timeQueries(client: pg.PoolClient, finished: (seconds: number) => void) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const started = performance.now();
    const done = () => finished((performance.now() - started) / 1000);
    const callback = args.at(-1);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...results: unknown[]) => {
        done();
        return (callback as (...a: unknown[]) => unknown)(...results);
      };
      return query(...args);
    }
    const result = query(...args);
    // Observed on a branch of its own: the caller still gets (and handles) the rejection itself.
    if (result instanceof Promise) result.then(done, done);
    return result;
  }) as typeof client.query;
}

async function openEmbedded(options: { dataDir?: string; loadDataDir?: Blob }): Promise<DatabaseHandle> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    const dataDir = path.resolve(options.dataDir);
    // PGlite needs the parent folder to exist.
    await mkdir(dataDir, { recursive: true });
    // Embedded PostgreSQL is one process's file store: two processes on one folder corrupt it.
    lock = await acquireDataDirLock(dataDir);
  }
  const watchers = createWatchers();
  let client: EmbeddedClient;
  try {
    // On a thread of its own, so its queries never hold the requests around them (ADR 044).
    client = await EmbeddedClient.open({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      // Replacing the start parameters drops PGlite's own: keep them, add ours.
      startParams: [...pgliteDefaultStartParams(), '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
      // A thread that stops on its own is started again on the same folder (issue 26).
      events: {
        stopped: (error) => watchers.tell('connectionLost', error),
        restarted: () => watchers.tell('restarted'),
        restartFailed: (error) => watchers.tell('restartFailed', error),
        queryFinished: (seconds) => watchers.tell('queryFinished', seconds),
      },
    });
  } catch (error) {
    await lock?.release();
    throw error;
  }
  // Drizzle's PGlite driver calls only what EmbeddedClient answers (query, transaction).
  const asPglite = client as unknown as PGlite;
  const db = drizzlePglite({ client: asPglite, schema }) as unknown as Database;
  return {
    db,
    kind: 'embedded',
    async migrate(migrationsFolder = MIGRATIONS_FOLDER) {
      await migratePglite(drizzlePglite({ client: asPglite, schema }), { migrationsFolder });
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
      await lock?.release();
    },
    watch: watchers.add,
    poolStats: () => null,
  };
}

/** PGlite's start parameters (single-user mode and its settings), a static it does not declare in its types. */
function pgliteDefaultStartParams(): string[] {
  const params = (PGlite as unknown as { defaultStartParams?: unknown }).defaultStartParams;
  if (!Array.isArray(params) || !params.every((p) => typeof p === 'string')) {
    throw new Error(
      'PGlite.defaultStartParams is missing: check server/db/client.ts against this PGlite version.',
    );
  }
  return params;
}

/** The embedded database as a gzipped dump, so tests can clone a migrated template cheaply. */
export async function dumpEmbedded(handle: DatabaseHandle): Promise<Blob> {
  const client = (handle.db as unknown as { $client: EmbeddedClient }).$client;
  return client.dumpDataDir();
}

/** Rows of a raw SQL query; both drivers answer with `rows`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
