import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from 'drizzle-orm';
import pMap from 'p-map';
import { queryRows, type Database } from '../db/client.ts';
import { keysOf } from '../images/pipeline.ts';
import { assertSafeKey, type FileStorage } from '../storage/storage.ts';
import {
  insertionOrder,
  readAppliedMigrations,
  readSequences,
  readTables,
  type TableInfo,
} from './catalog.ts';
import { packArchive } from './archive.ts';
import { knownMigrations } from './migrations.ts';
import { TableDigest, lineOf, readRows, useCanonicalText, type Row } from './table-rows.ts';
import {
  ARCHIVE_FORMAT,
  EXCLUDED_TABLES,
  isExcluded,
  FORMAT_VERSION,
  MANIFEST_ENTRY,
  fileEntry,
  tableEntry,
  type Manifest,
} from './manifest.ts';

export type BackupSource = {
  db: Database;
  database: 'embedded' | 'postgres';
  storage: FileStorage;
  storageKind: 'local' | 's3';
};

/** Photos of a snapshot that were gone from the storage when copied: deleted since (ADR 049). */
export class PhotosMissingError extends Error {
  readonly keys: string[];
  constructor(keys: string[], attempts: number) {
    super(
      `${keys.length} photo file(s) that the database references could not be found in the storage, ` +
        `after ${attempts} snapshot(s) (first: ${keys[0]}). A photo deleted meanwhile is retried with a ` +
        'newer snapshot; one missing for good means the storage lost it: restore it, or remove its property.',
    );
    this.name = 'PhotosMissingError';
    this.keys = keys;
  }
}

/** Snapshots tried before a backup gives up on photos that keep disappearing. */
const SNAPSHOT_ATTEMPTS = 3;
/** Photo files copied at once (the S3 driver's latency, the local disk's queue). */
const COPY_CONCURRENCY = 8;

/** The storage keys a row references: a property image's original and each of its variants. */
function photoKeysOf(table: string, row: Row): string[] {
  if (table !== 'property_images') return [];
  const variants = JSON.parse(row.variants ?? '[]') as { key: string }[];
  return keysOf({ originalKey: row.original_key ?? '', variants });
}

type Snapshot = Pick<Manifest, 'createdAt' | 'migrations' | 'tables' | 'excludedTables' | 'sequences'> & {
  serverVersion: string;
  keys: Set<string>;
};

/**
 * Reads every table inside one REPEATABLE READ READ ONLY transaction: the rows of one moment, a
 * write that commits meanwhile wholly in or wholly out. Each table goes to its file in the staging
 * folder as it is read; the photo keys its rows reference are collected on the way.
 */
async function readSnapshot(db: Database, stageDir: string): Promise<Snapshot> {
  return db.transaction(
    async (txn) => {
      const tx = txn as unknown as Database;
      await useCanonicalText(tx);
      const [clock] = await queryRows<{ now: string; version: string }>(
        tx,
        sql`select to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as now, current_setting('server_version') as version`,
      );
      const allTables = insertionOrder(await readTables(tx));
      const tables = allTables.filter((table) => !isExcluded(table.name));
      for (const table of tables) {
        const pointsToExcluded = table.references.find((target) => isExcluded(target));
        if (pointsToExcluded) {
          throw new Error(`Table ${table.name} references ${pointsToExcluded}, which backups leave out.`);
        }
      }
      const keys = new Set<string>();
      const written: Manifest['tables'] = [];
      await mkdir(path.join(stageDir, 'tables'), { recursive: true });
      for (const table of tables) {
        written.push(await writeTable(tx, table, path.join(stageDir, tableEntry(table.name)), keys));
      }
      // Tags name the schema level for people; the timestamps and hashes are what a restore compares.
      const tags = new Map((await knownMigrations()).map((m) => [m.createdAt, m.tag]));
      return {
        createdAt: clock!.now,
        serverVersion: clock!.version,
        migrations: (await readAppliedMigrations(tx)).map((m) => ({
          ...m,
          tag: tags.get(m.createdAt) ?? null,
        })),
        tables: written,
        excludedTables: allTables
          .filter((table) => isExcluded(table.name))
          .map((table) => ({ name: table.name, reason: EXCLUDED_TABLES[table.name]! })),
        sequences: (await readSequences(tx)).map(({ name, lastValue }) => ({ name, lastValue })),
        keys,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function writeTable(db: Database, table: TableInfo, file: string, keys: Set<string>) {
  const digest = new TableDigest();
  const handle = await open(file, 'w');
  try {
    for await (const rows of readRows(db, table)) {
      const lines = rows.map((row) => {
        for (const key of photoKeysOf(table.name, row)) keys.add(key);
        const line = lineOf(table, row);
        digest.add(line);
        return `${line}\n`;
      });
      await handle.write(lines.join(''));
    }
  } finally {
    await handle.close();
  }
  return {
    name: table.name,
    columns: table.columns.map(({ name, type }) => ({ name, type })),
    primaryKey: table.primaryKey,
    ...digest.digest(),
  };
}

/** Copies one file from the storage into the staging folder; null when the storage has no such file. */
async function copyPhoto(storage: FileStorage, key: string, target: string) {
  assertSafeKey(key);
  const opened = await storage.open(key);
  if (!opened?.body) return null;
  await mkdir(path.dirname(target), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(opened.body, measure, createWriteStream(target));
  return { key, size, sha256: hash.digest('hex') };
}

/**
 * Stages a backup in `stageDir` (manifest.json, tables/, files/) and answers its manifest. The
 * rows come from one snapshot; then the photo files those rows reference are copied from the
 * storage. A file deleted after the snapshot (an edit removed the photo, the orphan sweep took it)
 * makes the snapshot stale: a newer one is read, and only the files it adds are copied (keys are
 * never rewritten, so a copied file stays right). After SNAPSHOT_ATTEMPTS, PhotosMissingError.
 */
export async function stageBackup(
  source: BackupSource,
  stageDir: string,
  options: { onRetry?: (missing: string[]) => void } = {},
): Promise<Manifest> {
  const copied = new Map<string, Manifest['files'][number]>();
  let missing: string[] = [];
  for (let attempt = 1; attempt <= SNAPSHOT_ATTEMPTS; attempt++) {
    await rm(path.join(stageDir, 'tables'), { recursive: true, force: true });
    const snapshot = await readSnapshot(source.db, stageDir);
    await mkdir(path.join(stageDir, 'files'), { recursive: true });
    const wanted = [...snapshot.keys].sort();
    const results = await pMap(
      wanted.filter((key) => !copied.has(key)),
      async (key) => ({
        key,
        file: await copyPhoto(source.storage, key, path.join(stageDir, fileEntry(key))),
      }),
      { concurrency: COPY_CONCURRENCY },
    );
    missing = [];
    for (const { key, file } of results) {
      if (file) copied.set(key, file);
      else missing.push(key);
    }
    if (missing.length > 0) {
      options.onRetry?.(missing);
      continue;
    }
    // Files an earlier snapshot referenced and this one no longer does.
    for (const key of copied.keys()) {
      if (snapshot.keys.has(key)) continue;
      copied.delete(key);
      await rm(path.join(stageDir, fileEntry(key)), { force: true });
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: snapshot.createdAt,
      source: {
        database: source.database,
        serverVersion: snapshot.serverVersion,
        storage: source.storageKind,
      },
      migrations: snapshot.migrations,
      tables: snapshot.tables,
      excludedTables: snapshot.excludedTables,
      sequences: snapshot.sequences,
      files: wanted.map((key) => copied.get(key)!),
    };
    await writeFile(path.join(stageDir, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 1)}\n`);
    return manifest;
  }
  throw new PhotosMissingError(missing, SNAPSHOT_ATTEMPTS);
}

/**
 * Makes one archive and writes it to `out` (a file, or the server's answer to `npm run backup`):
 * staged in a temporary folder, packed, and the folder removed. Answers the manifest.
 */
export async function streamBackup(
  source: BackupSource,
  out: Writable,
  options: { onRetry?: (missing: string[]) => void } = {},
): Promise<Manifest> {
  const stageDir = await mkdtemp(path.join(os.tmpdir(), 'backup-stage-'));
  try {
    const manifest = await stageBackup(source, stageDir, options);
    await pipeline(packArchive(stageDir), out);
    return manifest;
  } finally {
    await rm(stageDir, { recursive: true, force: true });
  }
}
