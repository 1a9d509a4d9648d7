import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'drizzle-orm';
import pMap from 'p-map';
import { queryRows, type Database, type DatabaseHandle } from '../db/client.ts';
import { keysOf } from '../images/pipeline.ts';
import { contentTypeOfKey, type FileStorage } from '../storage/storage.ts';
import {
  insertionOrder,
  quoteIdent,
  readAppliedMigrations,
  readSequences,
  readTables,
  type TableInfo,
} from './catalog.ts';
import { knownMigrations, writeMigrationsUpTo } from './migrations.ts';
import { BATCH_ROWS, digestTable, insertLines, useCanonicalText } from './table-rows.ts';
import { fileEntry, isExcluded, tableEntry, type Manifest } from './manifest.ts';

/** A restore that must not go ahead; nothing was written. The message says why and what to do. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export type RestoreSummary = {
  tables: { name: string; rows: number }[];
  files: { count: number; bytes: number };
  /** The tables left empty on purpose (sessions, links, API tokens). */
  excludedTables: string[];
  /** E-mail outbox rows by status once restored: 'sent' ones are never sent again. */
  outbox: Record<string, number>;
  /** Photo files of the replaced database that the archive does not have, deleted (--replace). */
  replacedFilesRemoved: number;
};

/** How a migration is told apart: Drizzle's timestamp and the SQL's hash. */
const sameMigration = (a: { createdAt: number; hash: string }, b: { createdAt: number; hash: string }) =>
  a.createdAt === b.createdAt && a.hash === b.hash;

/** Refuses an archive whose schema this code does not know, or a target already past it. */
async function checkSchemaLevels(db: Database, manifest: Manifest) {
  const known = await knownMigrations();
  const archived = manifest.migrations;
  const name = (m: { tag?: string | null; createdAt: number }) => m.tag ?? `the migration of ${m.createdAt}`;
  for (const [index, migration] of archived.entries()) {
    const ours = known[index];
    if (!ours) {
      throw new RestoreRefusedError(
        `The archive comes from a newer version of the site: its database has ${archived.length} migrations ` +
          `(the last ${name(archived.at(-1)!)}), this version knows ${known.length}. Restore it with that version or a later one.`,
      );
    }
    if (!sameMigration(migration, ours)) {
      throw new RestoreRefusedError(
        `The archive's migration ${index + 1} (${name(migration)}) is not this version's (${ours.tag}): ` +
          'it comes from another branch of the code. Restore it with the version that made it.',
      );
    }
  }
  const applied = await readAppliedMigrations(db);
  if (applied.length > archived.length) {
    throw new RestoreRefusedError(
      `The target database is at a newer schema (${applied.length} migrations) than the archive (${archived.length}). ` +
        'Restore into a new, empty database: the restore brings it up to date after loading the rows.',
    );
  }
  for (const [index, migration] of applied.entries()) {
    if (!sameMigration(migration, known[index]!)) {
      throw new RestoreRefusedError(
        `The target database's migration ${index + 1} is not this version's: it belongs to another site or version.`,
      );
    }
  }
}

/** The tables that hold rows (any public table, those left out of archives too). */
async function tablesWithRows(db: Database): Promise<string[]> {
  const names: string[] = [];
  for (const table of await readTables(db)) {
    const [row] = await queryRows<{ found: boolean }>(
      db,
      sql`select exists (select 1 from ${sql.raw(quoteIdent(table.name))}) as found`,
    );
    if (row?.found) names.push(table.name);
  }
  return names;
}

/** The tables of the target (at the archive's level) must be the archive's, column for column. */
function matchTables(target: TableInfo[], manifest: Manifest): TableInfo[] {
  const byName = new Map(target.map((table) => [table.name, table]));
  const describe = (columns: { name: string; type: string }[]) =>
    columns.map((c) => `${c.name} ${c.type}`).join(', ');
  for (const archived of manifest.tables) {
    const table = byName.get(archived.name);
    if (!table || describe(table.columns) !== describe(archived.columns)) {
      throw new RestoreRefusedError(
        `The table ${archived.name} of the target database differs from the archive's at the same migration: ` +
          'the database was changed by hand. Restore into a new, empty database.',
      );
    }
  }
  const archivedNames = new Set(manifest.tables.map((table) => table.name));
  const unexpected = target.filter((t) => !archivedNames.has(t.name) && !isExcluded(t.name));
  if (unexpected.length > 0) {
    throw new RestoreRefusedError(
      `The target database has tables the archive does not: ${unexpected.map((t) => t.name).join(', ')}.`,
    );
  }
  return insertionOrder(target).filter((table) => archivedNames.has(table.name));
}

/** A table file's lines, a batch at a time. */
async function* batchesOf(file: string): AsyncGenerator<string[]> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let batch: string[] = [];
  for await (const line of lines) {
    batch.push(line);
    if (batch.length >= BATCH_ROWS) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/** Sets each sequence past what the rows use: the archived value, or the largest id, whichever is higher. */
async function restoreSequences(db: Database, manifest: Manifest) {
  const archived = new Map(manifest.sequences.map((s) => [s.name, s.lastValue]));
  for (const sequence of await readSequences(db)) {
    const highest = sequence.ownedBy
      ? sql`(select max(${sql.raw(quoteIdent(sequence.ownedBy.column))}) from ${sql.raw(quoteIdent(sequence.ownedBy.table))})`
      : sql`null::bigint`;
    await db.execute(
      sql`select setval(${quoteIdent(sequence.name)}::regclass, v) from (
            select greatest(${archived.get(sequence.name) ?? null}::bigint, ${highest}) as v
          ) as x where v is not null and v > 0`,
    );
  }
}

/** Keys the property images of the database reference now (what --replace takes away). */
async function photoKeys(db: Database): Promise<Set<string>> {
  const [exists] = await queryRows<{ found: boolean }>(
    db,
    sql`select to_regclass('public.property_images') is not null as found`,
  );
  if (!exists?.found) return new Set();
  const rows = await queryRows<{ original_key: string; variants: { key: string }[] | string }>(
    db,
    sql`select original_key, variants from property_images`,
  );
  return new Set(
    rows.flatMap((row) =>
      keysOf({
        originalKey: row.original_key,
        variants:
          typeof row.variants === 'string' ? (JSON.parse(row.variants) as { key: string }[]) : row.variants,
      }),
    ),
  );
}

type Log = { warn(details: object, message: string): void };

/** The database's message and detail of a failed query (Drizzle wraps it with the query's text). */
function databaseMessage(error: unknown): string {
  const cause = ((error as { cause?: unknown }).cause ?? error) as { message?: string; detail?: string };
  return [cause.message, cause.detail].filter(Boolean).join(': ');
}

/**
 * Restores a checked archive (readArchive's staging folder) into a database and a storage
 * (ADR 049): refuses a non-empty database unless `replace`, brings the schema to the archive's
 * migration level, copies the photos, inserts every row in one transaction (foreign-key order),
 * sets the sequences, compares every table's count and checksum with the manifest before it
 * commits, then migrates to this version's level. Sessions, e-mailed links and API tokens stay
 * empty; outbox rows keep their status.
 */
export async function restoreArchive(options: {
  database: DatabaseHandle;
  storage: FileStorage;
  stageDir: string;
  manifest: Manifest;
  replace: boolean;
  log?: Log;
}): Promise<RestoreSummary> {
  const { database, storage, stageDir, manifest, replace } = options;
  const { db } = database;
  await checkSchemaLevels(db, manifest);
  const occupied = await tablesWithRows(db);
  if (occupied.length > 0 && !replace) {
    throw new RestoreRefusedError(
      `The target database is not empty: ${occupied.join(', ')} hold rows. Nothing was written. ` +
        'Restore into an empty database, or run again with --replace to delete everything it holds first.',
    );
  }

  const migrationsDir = await mkdtemp(path.join(os.tmpdir(), 'restore-migrations-'));
  try {
    await database.migrate(await writeMigrationsUpTo(manifest.migrations.length, migrationsDir));
  } finally {
    await rm(migrationsDir, { recursive: true, force: true });
  }
  const tables = matchTables(await readTables(db), manifest);
  const replacedKeys = replace ? await photoKeys(db) : new Set<string>();

  // Photos first: rows committed without their files would be a broken site; files without rows
  // are removed again below, or left to nobody (the keys are new to this storage).
  const written: string[] = [];
  let bytes = 0;
  const removeWritten = async () => {
    for (const key of written) {
      if (!replacedKeys.has(key)) await storage.delete(key).catch(() => {});
    }
  };
  try {
    await pMap(
      manifest.files,
      async (file) => {
        const body = await readFile(path.join(stageDir, fileEntry(file.key)));
        await storage.put(file.key, body, contentTypeOfKey(file.key));
        written.push(file.key);
        bytes += body.length;
      },
      { concurrency: 8 },
    );
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      await useCanonicalText(tx);
      // The rows go back as they were: no trigger adds to them (migration 0010's property events).
      await tx.execute(sql`select set_config('moncton.restoring', 'on', true)`);
      if (replace) {
        const all = (await readTables(tx)).map((table) => quoteIdent(table.name));
        await tx.execute(sql.raw(`truncate ${all.join(', ')} restart identity cascade`));
      }
      for (const table of tables) {
        for await (const lines of batchesOf(path.join(stageDir, tableEntry(table.name)))) {
          try {
            await insertLines(tx, table, lines);
          } catch (error) {
            // PostgreSQL's own words, not the driver's "Failed query" with every row as its parameter.
            throw new Error(
              `A row of ${table.name} could not be loaded (${databaseMessage(error)}): nothing was committed.`,
              { cause: error },
            );
          }
        }
      }
      await restoreSequences(tx, manifest);
      // What was written reads back as what was archived, or nothing is committed.
      for (const archived of manifest.tables) {
        const table = tables.find((t) => t.name === archived.name)!;
        const now = await digestTable(tx, table);
        if (now.rows !== archived.rows || now.sha256 !== archived.sha256) {
          throw new Error(
            `After loading, ${table.name} has ${now.rows} rows (the archive ${archived.rows})` +
              `${now.sha256 !== archived.sha256 ? ' and another checksum' : ''}: nothing was committed.`,
          );
        }
      }
    });
  } catch (error) {
    await removeWritten();
    throw error;
  }

  // The replaced site's photos that the archive does not have: nothing references them any more.
  const archivedKeys = new Set(manifest.files.map((file) => file.key));
  let replacedFilesRemoved = 0;
  for (const key of replacedKeys) {
    if (archivedKeys.has(key)) continue;
    try {
      await storage.delete(key);
      replacedFilesRemoved++;
    } catch (error) {
      options.log?.warn({ err: error, key }, 'a photo file of the replaced database could not be deleted');
    }
  }
  // Up to this version's schema, with the rows in it (a migration may rewrite them).
  await database.migrate();

  const outbox = await queryRows<{ status: string; n: number }>(
    db,
    sql`select status, count(*)::int as n from email_outbox group by status order by status`,
  );
  return {
    tables: manifest.tables.map((table) => ({ name: table.name, rows: table.rows })),
    files: { count: manifest.files.length, bytes },
    excludedTables: manifest.excludedTables.map((table) => table.name),
    outbox: Object.fromEntries(outbox.map((row) => [row.status, Number(row.n)])),
    replacedFilesRemoved,
  };
}
