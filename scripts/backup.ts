// npm run backup: one archive of the database and every photo, from a running site (ADR 049).
// Reads the server's environment (DATABASE_URL, DATA_DIR, STORAGE_DRIVER, S3_*, BACKUP_*); writes
// backup-<UTC time>.tar.gz to BACKUP_DIR (default $DATA_DIR/backups) or, with BACKUP_S3_PREFIX, to
// the bucket; keeps the newest BACKUP_KEEP (14). On the embedded database with the server running,
// the server makes the archive (it holds the database) and this script receives it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { loadConfigOrExit, type Config } from '../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';
import { DataDirInUseError } from '../server/db/data-dir-lock.ts';
import { createLocalDiskStorage } from '../server/storage/local-disk.ts';
import { createS3Storage } from '../server/storage/s3.ts';
import { streamBackup, type BackupSource } from '../server/backup/create-backup.ts';
import { destinationOf } from '../server/backup/destinations.ts';
import { readEndpointFile, requestBackup, type EndpointInfo } from '../server/backup/endpoint.ts';
import { writeBackup, type BackupResult } from '../server/backup/write-backup.ts';
import { formatBytes, tableCounts } from '../server/backup/summary.ts';

const USAGE = `Usage: npm run backup
Writes one archive of the database and every uploaded photo, from a running site or a stopped one.
Where: BACKUP_DIR (default $DATA_DIR/backups), or the bucket with BACKUP_S3_PREFIX. Keeps the
newest BACKUP_KEEP archives (default 14). Restore one with: npm run restore -- ARCHIVE`;

/** A problem to report in one clear line, exit status 1. */
class ScriptError extends Error {}

const fail = (message: string): never => {
  throw new ScriptError(message);
};

function storageOf(config: Config): BackupSource['storage'] {
  return config.storage.s3
    ? createS3Storage(config.storage.s3)
    : createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
}

/** The running server's endpoint: it writes the file just after opening the database. */
async function endpointOf(config: Config, pid: number): Promise<EndpointInfo> {
  for (let waited = 0; waited < 15_000; waited += 250) {
    const endpoint = await readEndpointFile(config.dataDir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'EACCES') {
        fail(
          `Cannot read the server's backup endpoint file in ${config.dataDir}: run this as the server's user.`,
        );
      }
      throw error;
    });
    if (endpoint?.pid === pid) return endpoint;
    await sleep(250);
  }
  return fail(
    `The embedded database is in use by process ${pid}, which offers no backup endpoint: if it is the ` +
      'server, it is still starting (try again in a moment) or older than this script; otherwise wait until it ends.',
  );
}

function printResult(result: BackupResult, via: string, keep: number) {
  const { manifest } = result;
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  const schema = manifest.migrations.at(-1)?.tag ?? 'none';
  console.log(`Backup written: ${result.location} (${formatBytes(result.size)})`);
  console.log(
    `  from:      ${via}; photos ${manifest.source.storage === 's3' ? 'in the S3 bucket' : 'on the local disk'}`,
  );
  console.log(
    `  snapshot:  ${manifest.createdAt}, schema ${schema} (${manifest.migrations.length} migrations)`,
  );
  console.log(`  tables:    ${manifest.tables.length}, ${rows} rows: ${tableCounts(manifest.tables)}`);
  console.log(`  files:     ${manifest.files.length} photo files, ${formatBytes(bytes)}`);
  console.log(
    `  left out:  ${manifest.excludedTables.map((t) => t.name).join(', ')} (on purpose: a restore signs everyone out)`,
  );
  console.log(
    `  retention: the newest ${keep} kept${result.pruned.length > 0 ? `; deleted ${result.pruned.join(', ')}` : ''}`,
  );
}

async function main() {
  const { values } = parseArgs({ options: { help: { type: 'boolean', default: false } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfigOrExit();
  const storageKind = config.storage.s3 ? 's3' : 'local';
  const onRetry = (missing: string[]) =>
    console.log(`${missing.length} photo file(s) were deleted after the snapshot; taking a newer one.`);

  let database: DatabaseHandle | undefined;
  let produce: Parameters<typeof writeBackup>[0]['produce'];
  let via: string;
  if (config.database.kind === 'postgres') {
    database = await openDatabase({ kind: 'postgres', url: config.database.url, poolSize: 2 });
    const source: BackupSource = {
      db: database.db,
      database: 'postgres',
      storage: storageOf(config),
      storageKind,
    };
    produce = (out) => streamBackup(source, out, { onRetry });
    via = 'the PostgreSQL server in DATABASE_URL';
  } else {
    const folder = config.database.dataDir;
    if (!existsSync(path.join(folder, 'PG_VERSION'))) {
      fail(
        `There is no embedded database in ${path.resolve(folder)}: nothing to back up (is DATA_DIR right?).`,
      );
    }
    try {
      database = await openDatabase({ kind: 'embedded', dataDir: folder });
      const source: BackupSource = {
        db: database.db,
        database: 'embedded',
        storage: storageOf(config),
        storageKind,
      };
      produce = (out) => streamBackup(source, out, { onRetry });
      via = `the embedded database in ${path.resolve(folder)} (no server running)`;
    } catch (error) {
      if (!(error instanceof DataDirInUseError)) throw error;
      const endpoint = await endpointOf(config, error.pid);
      produce = async (out) => pipeline(await requestBackup(endpoint), out);
      via = `the running server (pid ${error.pid}), embedded database`;
    }
  }
  try {
    printResult(
      await writeBackup({ destination: destinationOf(config), keep: config.backup.keep, produce }),
      via,
      config.backup.keep,
    );
  } finally {
    await database?.close();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof ScriptError ? error.message : `Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
