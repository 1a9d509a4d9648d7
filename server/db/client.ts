import { mkdir } from 'node:fs/promises';
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

export type Schema = typeof schema;
/** Either driver: both speak PostgreSQL, so the rest of the code does not care which. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = {
  db: Database;
  kind: 'embedded' | 'postgres';
  /** Runs pending migrations; safe when several instances start at once. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

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

async function openPostgres(options: { url: string; poolSize?: number }): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    async migrate() {
      // One client holds an advisory lock for the whole run, so a second instance starting at the
      // same moment waits, then finds nothing left to do.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
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
  };
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
  let client: EmbeddedClient;
  try {
    // On a thread of its own, so its queries never hold the requests around them (ADR 044).
    client = await EmbeddedClient.open({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      // Replacing the start parameters drops PGlite's own: keep them, add ours.
      startParams: [...pgliteDefaultStartParams(), '-c', `shared_buffers=${EMBEDDED_SHARED_BUFFERS}`],
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
    async migrate() {
      await migratePglite(drizzlePglite({ client: asPglite, schema }), {
        migrationsFolder: MIGRATIONS_FOLDER,
      });
    },
    async ping() {
      await client.query('select 1');
    },
    async close() {
      await client.close();
      await lock?.release();
    },
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
