// The process entry: configuration, database, migrations, demo data, HTTP server, shutdown.
import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { loadConfigOrExit, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { createLocalDiskStorage } from './storage/local-disk.ts';
import { createS3Storage } from './storage/s3.ts';
// app.ts loads React; it is imported only once NODE_ENV is settled (see main()).
import type { AppOptions } from './app.ts';
import { seedDemoData } from './seed/seed-demo.ts';
import { createDemoAdmin, demoAdminNotice, type DemoAdmin } from './auth/demo-admin.ts';
import { loginUrlOf, printAfterLog, seedProgressPrinter } from './start-up-output.ts';
import { startMailWorker } from './mail/start.ts';
import { startOrphanSweep } from './storage/orphan-sweep.ts';
import { startPeriodicJob } from './jobs/periodic.ts';
import { sweepAbandonedUploadSpools } from './properties/submit-request.ts';
import { startBackupEndpoint } from './backup/endpoint.ts';
import { stageBackup } from './backup/create-backup.ts';

/**
 * The signal Node writes a heap snapshot on (`--heapsnapshot-signal`, in the flags or NODE_OPTIONS):
 * close-with-grace would otherwise shut the server down on it (SIGUSR2 is among its signals).
 */
function heapSnapshotSignal(): closeWithGrace.AllEvents | null {
  const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  const value = flags
    .map((flag) => /^--heapsnapshot-signal=(\S+)$/.exec(flag)?.[1])
    .findLast((found) => found !== undefined);
  return (value as closeWithGrace.AllEvents | undefined) ?? null;
}

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function pagesFor(config: Config): Promise<AppOptions['pages']> {
  if (config.env !== 'development') return { mode: 'production' };
  const vite = await import('vite');
  const server = await vite.createServer({ server: { middlewareMode: true }, appType: 'custom' });
  return {
    mode: 'development',
    loadBuild: () => server.ssrLoadModule('virtual:react-router/server-build') as never,
    middleware: server.middlewares as never,
  };
}

async function main() {
  // Whatever the embedded database holds as pending from before this moment is a dead process's.
  const startedAt = new Date();
  const config = loadConfigOrExit();
  // React and other libraries pick their production or development build from NODE_ENV when first
  // loaded, which happens after this point: make it agree with the parsed configuration.
  process.env.NODE_ENV = config.env;
  const { buildApp } = await import('./app.ts');

  let database;
  try {
    database = await openDatabase(config.database);
  } catch (error) {
    if (error instanceof DataDirInUseError) fail(error.message);
    throw error;
  }
  await database.migrate();
  // Local disk by default; an S3-compatible bucket when several servers share the files.
  const storage = config.storage.s3
    ? createS3Storage(config.storage.s3)
    : createLocalDiskStorage(path.join(config.dataDir, 'uploads'));
  const app = await buildApp({ config, database, storage, pages: await pagesFor(config) });
  // The embedded database is this process's alone: `npm run backup` asks it for the archive, on a
  // loopback port of its own with a token in a 0600 file (ADR 049).
  const backupEndpoint =
    database.kind === 'embedded'
      ? await startBackupEndpoint({
          dataDir: config.dataDir,
          log: app.log,
          stage: (stageDir) =>
            stageBackup(
              {
                db: database.db,
                database: 'embedded',
                storage,
                storageKind: config.storage.s3 ? 's3' : 'local',
              },
              stageDir,
              {
                onRetry: (missing) =>
                  app.log.info(
                    { missing: missing.length },
                    'backup: photos deleted after the snapshot; taking a newer one',
                  ),
              },
            ),
        })
      : null;

  // Delivers the e-mail outbox (enquiries); without SMTP_URL it only logs that mail is not configured.
  const mailWorker = startMailWorker({
    config,
    db: database.db,
    log: app.log,
    ...(app.metrics ? { onDelivery: app.metrics.mailDelivered } : {}),
  });
  // Removes files a crash left without their rows: now (migrations are done), then on a timer. The
  // embedded database is this process's alone (its folder is locked): what was pending before this
  // process started can go at once, before the first request. On a PostgreSQL server the grace stays:
  // other app servers may be writing their uploads right now.
  const orphanSweep = startOrphanSweep({
    db: database.db,
    storage,
    log: app.log,
    ...(database.kind === 'embedded' ? { startedAt } : {}),
    ...(app.metrics ? { onRun: app.metrics.orphanSweepRan } : {}),
  });
  if (database.kind === 'embedded') await orphanSweep.firstRun;
  // Issue 30's jobs, claimed in the database: the day-before reminders of booked showings (every 5
  // minutes), and the saved-search alerts (every minute: new property events into matches, then the
  // alerts that are due).
  const reminders = startPeriodicJob({
    name: 'showing reminders',
    batch: () => app.services.showings.queueReminders(),
    intervalMs: 5 * 60_000,
    log: app.log,
  });
  const alertJob = startPeriodicJob({
    name: 'saved-search alerts',
    batch: async () => (await app.services.alerts.processEvents()) + (await app.services.alerts.sendDue()),
    intervalMs: 60_000,
    log: app.log,
  });
  // Photos a killed server was still holding in its temporary spool (submit-request.ts).
  const spools = await sweepAbandonedUploadSpools();
  if (spools > 0) app.log.info({ spools }, 'removed the upload spools of servers that stopped');

  const snapshotSignal = heapSnapshotSignal();
  closeWithGrace({ delay: 10_000, skip: snapshotSignal ? [snapshotSignal] : [] }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info(`${signal} received, shutting down`);
    await app.close();
    await backupEndpoint?.close();
    await orphanSweep.stop();
    await reminders.stop();
    await alertJob.stop();
    await mailWorker.stop();
    await database.close();
  });

  let demoAdmin: DemoAdmin | null = null;
  if (config.seedDemoData) {
    const { seeded } = await seedDemoData({ db: database.db, storage }, app.log, {
      onProgress: seedProgressPrinter(),
    });
    // A fresh demo database gets an admin with a one-time random password, printed below.
    if (seeded > 0) demoAdmin = await createDemoAdmin(app.services.auth, app.log);
  }

  try {
    await app.listen({ host: config.host, port: config.port });
    app.log.info(
      `Database: ${database.kind === 'embedded' ? `embedded PostgreSQL in ${config.database.kind === 'embedded' ? config.database.dataDir : ''}` : 'PostgreSQL server'}`,
    );
  } finally {
    // Printed even when listening fails (a port in use): this is the password's only showing.
    if (demoAdmin) {
      printAfterLog(app.log, demoAdminNotice(demoAdmin, loginUrlOf(config, app.server.address())));
    }
  }
}

await main();
