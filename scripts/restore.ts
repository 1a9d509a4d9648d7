// npm run restore -- ARCHIVE [--replace]: an archive of `npm run backup` into this site's database and
// storage (ADR 049). ARCHIVE is a file path or s3://bucket/key. Reads the server's environment
// (DATABASE_URL, DATA_DIR, STORAGE_DRIVER, S3_*): point them at the new place to move a site there.
// The whole archive is checked before anything is written; a database that holds rows is refused
// unless --replace. On the embedded database, run it while the server is stopped.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit, type Config } from '../server/config.ts';
import type { DatabaseHandle } from '../server/db/client.ts';
import { DataDirInUseError } from '../server/db/data-dir-lock.ts';
import { ArchiveError, readArchive } from '../server/backup/archive.ts';
import { ArchiveNotFoundError, openArchive } from '../server/backup/destinations.ts';
import type { RestoreSummary } from '../server/backup/restore.ts';
import { formatBytes, tableCounts } from '../server/backup/summary.ts';
import type { Manifest } from '../server/backup/manifest.ts';

const USAGE = `Usage: npm run restore -- ARCHIVE [--replace]
ARCHIVE: a file written by npm run backup, or s3://bucket/key. Restores into the database and the
photo storage this environment configures (DATABASE_URL, DATA_DIR, STORAGE_DRIVER, S3_*).
--replace: the database may hold rows; everything in it is deleted first.`;

/** A problem to report in one clear line, exit status 1. */
class ScriptError extends Error {}

const fail = (message: string): never => {
  throw new ScriptError(message);
};

function describeTarget(config: Config) {
  const database =
    config.database.kind === 'postgres'
      ? 'the PostgreSQL server in DATABASE_URL'
      : `the embedded database in ${path.resolve(config.database.dataDir)}`;
  const storage = config.storage.s3
    ? `the S3 bucket ${config.storage.s3.bucket}`
    : `the local disk (${path.resolve(config.dataDir, 'uploads')})`;
  return { database, storage };
}

function printSummary(location: string, manifest: Manifest, summary: RestoreSummary, config: Config) {
  const target = describeTarget(config);
  const rows = summary.tables.reduce((sum, table) => sum + table.rows, 0);
  const outbox = summary.outbox;
  console.log(`Restored ${location} into ${target.database}; photos into ${target.storage}.`);
  console.log(`  snapshot:  ${manifest.createdAt}, schema ${manifest.migrations.at(-1)?.tag ?? 'none'}`);
  console.log(
    `  rows:      ${rows} in ${summary.tables.length} tables, every count and checksum as archived: ${tableCounts(summary.tables)}`,
  );
  console.log(
    `  files:     ${summary.files.count} photo files, ${formatBytes(summary.files.bytes)}, each checked byte for byte`,
  );
  if (summary.replacedFilesRemoved > 0) {
    console.log(`  replaced:  ${summary.replacedFilesRemoved} photo files of the replaced database deleted`);
  }
  console.log(
    `  e-mail:    ${outbox.sent ?? 0} sent (never sent again), ${outbox.pending ?? 0} pending (sent once the site runs), ${outbox.failed ?? 0} failed`,
  );
  console.log('');
  console.log(
    `Everyone must sign in again: ${summary.excludedTables.join(', ')} are never in a backup, on purpose`,
  );
  console.log('(sessions, e-mailed links and API tokens; admins create new API tokens).');
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { replace: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
  });
  if (values.help || positionals.length !== 1) {
    if (!values.help) fail(USAGE);
    console.log(USAGE);
    return;
  }
  const location = positionals[0]!;
  const config = loadConfigOrExit();

  // The whole archive is read and checked first: a damaged one writes nothing anywhere.
  const stageDir = await mkdtemp(path.join(os.tmpdir(), 'restore-stage-'));
  let database: DatabaseHandle | undefined;
  try {
    let manifest: Manifest;
    try {
      manifest = await readArchive(await openArchive(location, config.s3Connection), { extractTo: stageDir });
    } catch (error) {
      if (error instanceof ArchiveError || error instanceof ArchiveNotFoundError) {
        fail(`${error.message} Nothing was written.`);
      }
      throw error;
    }
    // The database drivers load only for an archive worth restoring: a refused one is told at once.
    const { openDatabase } = await import('../server/db/client.ts');
    const { createLocalDiskStorage } = await import('../server/storage/local-disk.ts');
    const { createS3Storage } = await import('../server/storage/s3.ts');
    const { RestoreRefusedError, restoreArchive } = await import('../server/backup/restore.ts');
    try {
      database = await openDatabase(config.database);
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        fail(`${error.message}\nNothing was written: stop the server, restore, then start it again.`);
      }
      throw error;
    }
    const storage = config.storage.s3
      ? createS3Storage(config.storage.s3)
      : createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
    let summary: RestoreSummary;
    try {
      summary = await restoreArchive({ database, storage, stageDir, manifest, replace: values.replace });
    } catch (error) {
      if (error instanceof RestoreRefusedError) fail(error.message);
      throw error;
    }
    printSummary(location, manifest, summary, config);
  } finally {
    await database?.close();
    await rm(stageDir, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof ScriptError ? error.message : `Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
