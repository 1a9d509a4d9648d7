// Backups that restore (issue 31, ADR 049): an archive taken while enquiries and a submission are
// being written restores into an empty database and storage with every table's rows and every
// photo's bytes; what a restore refuses; sessions and the outbox after a restore; retention.
import { createReadStream, createWriteStream } from 'node:fs';
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { buildApp, ROOT_DIR, type App } from '../../server/app.ts';
import { openDatabase } from '../../server/db/client.ts';
import {
  apiTokens,
  emailOutbox,
  enquiries,
  pendingUploads,
  properties,
  propertyImages,
  sessions,
} from '../../server/db/schema.ts';
import type { FileStorage } from '../../server/storage/storage.ts';
import { createS3Storage } from '../../server/storage/s3.ts';
import { sweepOrphanUploads } from '../../server/storage/orphan-sweep.ts';
import {
  discardUploads,
  markPendingRemoval,
  recordPendingUploads,
} from '../../server/storage/pending-uploads.ts';
import { createSmtpTransport } from '../../server/mail/transport.ts';
import { createMailWorker } from '../../server/mail/worker.ts';
import { keysOf } from '../../server/images/pipeline.ts';
import { ArchiveError, packArchive, readArchive } from '../../server/backup/archive.ts';
import { readTables } from '../../server/backup/catalog.ts';
import {
  PhotosMissingError,
  stageBackup,
  streamBackup,
  type BackupSource,
} from '../../server/backup/create-backup.ts';
import {
  ArchiveExistsError,
  folderDestination,
  s3ClientOf,
  s3Destination,
  type Destination,
} from '../../server/backup/destinations.ts';
import { isExcluded, type Manifest } from '../../server/backup/manifest.ts';
import { RestoreRefusedError, restoreArchive } from '../../server/backup/restore.ts';
import { digestTable } from '../../server/backup/table-rows.ts';
import { writeBackup } from '../../server/backup/write-backup.ts';
import {
  ENDPOINT_FILE,
  readEndpointFile,
  requestBackup,
  startBackupEndpoint,
} from '../../server/backup/endpoint.ts';
import { createTestDatabase, testDatabaseKind, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage, makeJpeg, specSubmissionForm } from '../support/factories.ts';
import { createSignedInUser, type SignedInUser } from '../support/auth.ts';
import { testConfig } from '../support/test-config.ts';
import { startFakeS3 } from '../support/fake-s3.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { billingSchema } from '../../shared/domain/order-schemas.ts';
import { signUpSchema } from '../../shared/domain/account-schemas.ts';

const execFileAsync = promisify(execFile);
const quietLog = { info() {}, warn() {}, error() {} };
const config = testConfig({ ENQUIRY_RATE_LIMIT: '100000', MAIL_TO: 'office@company.example' });

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let source: TestDatabase;
let sourceStorage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
let url: string;
let admin: SignedInUser;
let customer: SignedInUser;
let workDir: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  [s3, sink, source, sourceStorage] = await Promise.all([
    startFakeS3({ listPageSize: 2 }),
    startSmtpSink(),
    createTestDatabase(),
    createTestStorage(),
  ]);
  workDir = await mkdtemp(path.join(os.tmpdir(), 'backup-test-'));
  app = await buildApp({ config, database: source, storage: sourceStorage.storage, logger: false });
  await app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  // A site with some of everything: photos, accounts with sessions, links and API tokens, a paid
  // order (its grant and audit row), enquiries whose e-mails went out, and some still pending.
  const deps = { db: source.db, storage: sourceStorage.storage };
  await createProperty(deps, { name: 'Maple Court' }, { images: 2 });
  await createProperty(deps, { name: 'No Photos Yet', isVerified: false });
  admin = await createSignedInUser(app.services, { role: 'admin' });
  customer = await createSignedInUser(app.services, { role: 'customer' });
  await app.services.apiTokens.create(admin.user.id, 'nightly export');
  await app.services.accounts.signUp(
    signUpSchema.parse({
      name: 'Pending Person',
      email: 'pending@example.com',
      username: 'pending_person',
      password: 'a harbour full of lobster boats',
      phone: '5065550111',
      role: 'customer',
      terms: true,
    }),
    { ip: '192.0.2.1', origin: 'https://homes.example' },
  );
  const placed = await app.services.orders.place({
    userId: customer.user.id,
    key: crypto.randomUUID(),
    billing: billing(),
    origin: 'https://homes.example',
    language: 'fr',
  });
  if (placed.status !== 'placed') throw new Error('order not placed');
  await app.services.orders.markPaid(placed.order.id, admin.user.id);
  for (let i = 0; i < 3; i++) await sendEnquiry(i);
  await mailWorker(source).runOnce();
  await sendEnquiry(99);
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  await app?.close();
  await source?.destroy();
  await sourceStorage?.cleanup();
  await s3?.close();
  await sink?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const billing = () =>
  billingSchema.parse({
    plan: 'platinum',
    name: 'Jane Owner',
    email: 'jane.owner@example.com',
    country: 'CA',
    street: '12 King Street',
    city: 'Moncton',
    province: 'NB',
    postalCode: 'e1c4b5',
    phone: '(506) 555-0142',
  });

function mailWorker(database: TestDatabase) {
  return createMailWorker({
    db: database.db,
    transport: createSmtpTransport(sink.url),
    from: 'no-reply@company.example',
    log: quietLog,
  });
}

/** One enquiry through the real API, over loopback; answers its id once acknowledged. */
async function sendEnquiry(n: number): Promise<string> {
  const response = await fetch(`${url}/api/send-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: `Tenant ${n}`,
      email: `tenant${n}@example.com`,
      phone: '5065550123',
      description: `Enquiry number ${n}`,
      address: 'General Inquiry',
    }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** A property submission with two photos, through the real API, signed out. */
async function submitProperty(title: string): Promise<string> {
  const form = specSubmissionForm({ propertyTitle: title });
  for (const shade of [10, 200]) {
    form.append('images', new File([new Uint8Array(await makeJpeg(900, 600, shade))], `${shade}.jpg`));
  }
  const response = await fetch(`${url}/api/submit-property`, { method: 'POST', body: form });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const sourceOf = (
  database: TestDatabase,
  storage: FileStorage,
  storageKind: 'local' | 's3' = 'local',
): BackupSource => ({
  db: database.db,
  database: database.kind,
  storage,
  storageKind,
});

async function backup(
  destination: Destination,
  options: { now?: Date; keep?: number; from?: BackupSource } = {},
) {
  return writeBackup({
    destination,
    keep: options.keep ?? 14,
    now: options.now,
    produce: (out) => streamBackup(options.from ?? sourceOf(source, sourceStorage.storage), out),
  });
}

/** An empty database and storage to restore into, removed after the file. */
async function emptyTarget(kind: 'local' | 's3') {
  const database = await createTestDatabase();
  cleanups.push(() => database.destroy());
  if (kind === 's3') {
    const bucket = `restored-${Math.random().toString(36).slice(2, 8)}`;
    return { database, storage: createS3Storage(testConfig(s3.env(bucket)).storage.s3!), bucket };
  }
  const storage = await createTestStorage();
  cleanups.push(() => storage.cleanup());
  return { database, storage: storage.storage, root: storage.root, storageOf: storage.storage };
}

async function restore(
  file: string,
  target: { database: TestDatabase; storage: FileStorage },
  replace = false,
) {
  const stageDir = await mkdtemp(path.join(workDir, 'stage-'));
  try {
    const manifest = await readArchive(createReadStream(file), { extractTo: stageDir });
    const summary = await restoreArchive({
      database: target.database,
      storage: target.storage,
      stageDir,
      manifest,
      replace,
    });
    return { manifest, summary };
  } finally {
    await rm(stageDir, { recursive: true, force: true });
  }
}

/** Every table's count and checksum, computed the same way on both sides. */
async function digests(database: TestDatabase) {
  const result: Record<string, { rows: number; sha256: string }> = {};
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
    await tx.execute(sql`set local extra_float_digits = 1`);
    for (const table of await readTables(tx as never)) {
      if (!isExcluded(table.name)) result[table.name] = await digestTable(tx as never, table);
    }
  });
  return result;
}

async function photoKeysIn(database: TestDatabase): Promise<string[]> {
  const rows = await database.db.select().from(propertyImages);
  return rows.flatMap(keysOf).sort();
}

async function rowCount(database: TestDatabase, table: PgTable) {
  const [row] = await database.db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}

describe('a restore', () => {
  let archive: string;
  let manifest: Manifest;
  let target: Awaited<ReturnType<typeof emptyTarget>>;

  beforeAll(async () => {
    // Before any load: the source holds exactly what the archive holds.
    const result = await backup(folderDestination(path.join(workDir, 'quiet')));
    archive = result.location;
    target = await emptyTarget('local');
    ({ manifest } = await restore(archive, target));
  });

  it('gives back every row of the source (counts and checksums per table) and its photos', async () => {
    const [before, after] = await Promise.all([digests(source), digests(target.database)]);
    expect(Object.keys(after).sort()).toEqual(manifest.tables.map((t) => t.name).sort());
    expect(after).toEqual(before);
    expect(await photoKeysIn(target.database)).toEqual(await photoKeysIn(source));
    for (const file of manifest.files) {
      expect(await readFile(path.join(target.root!, file.key))).toEqual(
        await readFile(path.join(sourceStorage.root, file.key)),
      );
    }
  });

  it('signs everyone out on purpose: no sessions, links or API tokens, and old cookies are strangers', async () => {
    expect(manifest.excludedTables.map((t) => t.name).sort()).toEqual([
      'account_tokens',
      'api_tokens',
      'sessions',
    ]);
    expect(await rowCount(target.database, sessions)).toBe(0);
    expect(await rowCount(target.database, apiTokens)).toBe(0);
    const restoredApp = await buildApp({
      config,
      database: target.database,
      storage: target.storage,
      logger: false,
    });
    cleanups.push(() => restoredApp.close());
    const session = await restoredApp.inject({
      method: 'GET',
      url: '/api/auth/session',
      headers: { cookie: admin.cookie },
    });
    expect(session.statusCode).toBe(401);
    // The password still signs in.
    const login = await restoredApp.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: customer.user.email, password: customer.password },
    });
    expect(login.statusCode).toBe(200);
    // Order numbers go on after the archived ones (the sequence was restored).
    const next = await restoredApp.services.orders.place({
      userId: customer.user.id,
      key: crypto.randomUUID(),
      billing: billing(),
      origin: 'https://homes.example',
      language: 'en',
    });
    expect(next.status === 'placed' && next.order.number).toBe('MP-000002');
  });

  it('never sends a sent e-mail again: only the pending ones go out, with their Message-IDs', async () => {
    const byStatus = async () =>
      Object.fromEntries(
        (
          await target.database.db
            .select({ status: emailOutbox.status, n: count() })
            .from(emailOutbox)
            .groupBy(emailOutbox.status)
        ).map((row) => [row.status, row.n]),
      );
    const before = await byStatus();
    expect(before.sent).toBeGreaterThan(0);
    const pending = await target.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.status, 'pending'));
    expect(pending.length).toBeGreaterThan(0);
    sink.received.length = 0;
    expect(await mailWorker(target.database).runOnce()).toEqual({
      sent: pending.length,
      retrying: 0,
      failed: 0,
    });
    expect(sink.received.map((mail) => mail.headers['message-id']).sort()).toEqual(
      pending.map((row) => row.messageId).sort(),
    );
    expect(await byStatus()).toEqual({ sent: (before.sent ?? 0) + pending.length });
  });

  it('refuses a database that holds rows, naming them, and writes nothing', async () => {
    const before = await digests(target.database);
    const files = await readdir(target.root!, { recursive: true });
    await expect(restore(archive, target)).rejects.toThrow(RestoreRefusedError);
    await expect(restore(archive, target)).rejects.toThrow(/not empty: .*properties.* hold rows.*--replace/);
    expect(await digests(target.database)).toEqual(before);
    expect(await readdir(target.root!, { recursive: true })).toEqual(files);
  });

  it.skipIf(testDatabaseKind === 'embedded')(
    "moves a PostgreSQL 15 server's archive into the embedded PostgreSQL 17 with the same checksums",
    async () => {
      const handle = await openDatabase({ kind: 'embedded' });
      const embedded = { ...handle, kind: 'embedded' as const, destroy: () => handle.close() };
      cleanups.push(() => embedded.destroy());
      const storage = await createTestStorage();
      cleanups.push(() => storage.cleanup());
      await restore(archive, { database: embedded, storage: storage.storage });
      expect(await digests(embedded)).toEqual(await digests(source));
    },
  );

  it('with --replace, deletes what the database held (and its photos) and restores the archive', async () => {
    const extra = await createProperty(
      { db: target.database.db, storage: target.storageOf! },
      {},
      { images: 1 },
    );
    const extraKeys = (
      await target.database.db.select().from(propertyImages).where(eq(propertyImages.propertyId, extra))
    ).flatMap(keysOf);
    const { summary } = await restore(archive, target, true);
    expect(summary.replacedFilesRemoved).toBe(extraKeys.length);
    expect(await digests(target.database)).toEqual(await digests(source));
    for (const key of extraKeys) expect(await target.storage.read(key)).toBeNull();
    for (const file of manifest.files) expect(await target.storage.read(file.key)).not.toBeNull();
  });
});

describe('a backup taken while the site is being written to', () => {
  it('restores into an empty database and bucket with every acknowledged enquiry, whole writes only, and the photos byte for byte', async () => {
    const destination = folderDestination(path.join(workDir, 'under-load'));
    const acknowledged: string[] = [];
    let isLoading = true;
    // Four clients sending enquiries one after another until the backup is over, and a submission.
    const clients = Array.from({ length: 4 }, async (_, client) => {
      for (let n = 0; isLoading; n++) acknowledged.push(await sendEnquiry(1000 * (client + 1) + n));
    });
    const submission = submitProperty('Submitted during the backup');
    await expect.poll(() => acknowledged.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(8);
    const beforeBackup = [...acknowledged];
    const result = await backup(destination);
    isLoading = false;
    await Promise.all(clients);
    const submittedId = await submission;

    const target = await emptyTarget('s3');
    const { manifest, summary } = await restore(result.location, target);
    // Every table as archived (the restore compares before it commits; compared here again).
    const restored = await digests(target.database);
    for (const table of manifest.tables) {
      expect(restored[table.name], table.name).toEqual({ rows: table.rows, sha256: table.sha256 });
    }
    expect(summary.tables).toEqual(manifest.tables.map(({ name, rows }) => ({ name, rows })));
    // Every enquiry acknowledged before the backup began is there, each with both its e-mails.
    const ids = new Set(
      (await target.database.db.select({ id: enquiries.id }).from(enquiries)).map((r) => r.id),
    );
    for (const id of beforeBackup) expect(ids.has(id), id).toBe(true);
    const orphans = await target.database.db.execute(
      sql`select e.id from enquiries e where (select count(*) from email_outbox o where o.enquiry_id = e.id) <> 2`,
    );
    expect((orphans as unknown as { rows: unknown[] }).rows).toEqual([]);
    // The submission is wholly in or wholly out: its row, its two photos' rows, all their files.
    const [submitted] = await target.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, submittedId));
    const images = await target.database.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, submittedId));
    expect(images.length).toBe(submitted ? 2 : 0);
    // Every referenced photo is in the bucket, with the source's bytes.
    const keys = await photoKeysIn(target.database);
    expect(keys.length).toBeGreaterThanOrEqual(10);
    expect(manifest.files.map((f) => f.key)).toEqual(keys);
    for (const key of keys) {
      const copy = await target.storage.read(key);
      expect(copy?.equals((await sourceStorage.storage.read(key))!), key).toBe(true);
    }
    // The restored site (photos in the bucket now) backs up to the same rows and files.
    const again = await backup(folderDestination(path.join(workDir, 'from-bucket')), {
      from: sourceOf(target.database, target.storage, 's3'),
    });
    expect(again.manifest.source.storage).toBe('s3');
    expect(again.manifest.tables).toEqual(manifest.tables);
    expect(again.manifest.files).toEqual(manifest.files);
  });
});

describe('what a backup and a restore refuse', () => {
  let archive: string;
  /** One empty database and storage for every refusal: each must leave them empty for the next. */
  let target: Awaited<ReturnType<typeof emptyTarget>>;
  beforeAll(async () => {
    [archive, target] = await Promise.all([
      backup(folderDestination(path.join(workDir, 'refusals'))).then((result) => result.location),
      emptyTarget('local'),
    ]);
  });

  it('never overwrites an archive, in a folder or in a bucket', async () => {
    const now = new Date('2026-12-01T08:00:00.000Z');
    const folder = folderDestination(path.join(workDir, 'no-overwrite'));
    const first = await backup(folder, { now });
    expect(first.name).toBe('backup-2026-12-01T08-00-00-000Z.tar.gz');
    const bytes = await readFile(first.location);
    await expect(backup(folder, { now })).rejects.toThrow(ArchiveExistsError);
    await expect(backup(folder, { now })).rejects.toThrow(/already exists: a backup never overwrites/);
    expect(await readFile(first.location)).toEqual(bytes);
    // Nothing left behind under a temporary name either.
    expect(await readdir(path.join(workDir, 'no-overwrite'))).toEqual([first.name]);

    const bucket = s3Destination(
      s3ClientOf(testConfig(s3.env('vault')).s3Connection),
      'vault',
      'site/backups',
    );
    const inBucket = await backup(bucket, { now });
    expect(inBucket.location).toBe('s3://vault/site/backups/backup-2026-12-01T08-00-00-000Z.tar.gz');
    const object = s3.objects.get('/vault/site/backups/backup-2026-12-01T08-00-00-000Z.tar.gz')!;
    await expect(backup(bucket, { now })).rejects.toThrow(ArchiveExistsError);
    expect(s3.objects.get('/vault/site/backups/backup-2026-12-01T08-00-00-000Z.tar.gz')).toBe(object);
  });

  it('refuses a damaged, cut short or foreign archive before writing anything', async () => {
    const whole = await readFile(archive);
    const cases: [string, Buffer, RegExp][] = [
      ['cut short', whole.subarray(0, Math.floor(whole.length / 2)), /damaged or incomplete/],
      ['a flipped byte', Buffer.from(whole).fill(0x55, 2000, 2001), /damaged/],
      ['not an archive', Buffer.from('{"hello": "world"}\n'), /damaged or incomplete/],
    ];
    for (const [name, bytes, message] of cases) {
      const file = path.join(workDir, `broken-${name.replace(/\W/g, '-')}.tar.gz`);
      await writeFile(file, bytes);
      const attempt = restore(file, target);
      await expect(attempt, name).rejects.toThrow(ArchiveError);
      await expect(restore(file, target), name).rejects.toThrow(message);
    }
    expect(Object.values(await digests(target.database)).every((table) => table.rows === 0)).toBe(true);
    expect(await readdir(target.root!)).toEqual([]);
  });

  /** The archive with its manifest (and files) changed, packed again: what a restore must refuse. */
  async function variant(name: string, edit: (manifest: Manifest, dir: string) => Promise<void> | void) {
    const dir = await mkdtemp(path.join(workDir, `${name}-`));
    await readArchive(createReadStream(archive), { extractTo: dir });
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
    await edit(manifest, dir);
    await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
    const file = path.join(workDir, `${name}.tar.gz`);
    await pipeline(packArchive(dir), createWriteStream(file));
    return file;
  }

  it('refuses an archive from a newer schema or format, or older than the database it would go into', async () => {
    const newerSchema = await variant('newer-schema', (manifest) => {
      manifest.migrations.push({
        tag: '9999_from_the_future',
        hash: 'f'.repeat(64),
        createdAt: 9_999_999_999_999,
      });
    });
    await expect(restore(newerSchema, target)).rejects.toThrow(RestoreRefusedError);
    await expect(restore(newerSchema, target)).rejects.toThrow(/comes from a newer version of the site/);
    const newerFormat = await variant('newer-format', (manifest) => {
      (manifest as { formatVersion: number }).formatVersion = 2;
    });
    await expect(restore(newerFormat, target)).rejects.toThrow(
      /format 2, newer than this version of the site reads/,
    );
    // The target was migrated to this version's level; an archive of an older one wants a new database.
    const olderSchema = await variant('older-schema', (manifest) => {
      manifest.migrations.pop();
    });
    await expect(restore(olderSchema, target)).rejects.toThrow(/target database is at a newer schema/);
    expect(Object.values(await digests(target.database)).every((table) => table.rows === 0)).toBe(true);
  });

  it('commits nothing, and takes its photos back, when a row does not load', async () => {
    // A second account with the first one's address: the unique index refuses it inside the load.
    const clash = await variant('clash', async (manifest, dir) => {
      const file = path.join(dir, 'tables', 'users.jsonl');
      const lines = (await readFile(file, 'utf8')).trimEnd().split('\n');
      const copy = {
        ...(JSON.parse(lines[0]!) as Record<string, string>),
        id: 'ffffffff-ffff-4fff-8fff-ffffffffffff',
        username: null,
      };
      const text = `${[...lines, JSON.stringify(copy)].join('\n')}\n`;
      await writeFile(file, text);
      const users = manifest.tables.find((t) => t.name === 'users')!;
      users.rows += 1;
      users.sha256 = createHash('sha256').update(text).digest('hex');
    });
    await expect(restore(clash, target)).rejects.toThrow(
      /^A row of users could not be loaded \(duplicate key value violates unique constraint "users_email_idx": Key \(lower\(email\)\)=\(.+\) already exists\.\): nothing was committed\.$/,
    );
    expect(Object.values(await digests(target.database)).every((table) => table.rows === 0)).toBe(true);
    // Every photo written for it was taken back (an emptied folder may stay).
    const left = await readdir(target.root!, { recursive: true, withFileTypes: true });
    expect(left.filter((entry) => entry.isFile())).toEqual([]);
  });
});

describe('retention', () => {
  it('keeps the newest BACKUP_KEEP archives in a folder and in a bucket, and nothing else is touched', async () => {
    const times = ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-03T00:00:00.000Z'];
    const dir = path.join(workDir, 'retention');
    const folder = folderDestination(dir);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'notes.txt'), 'not an archive');
    let last;
    for (const time of times) last = await backup(folder, { now: new Date(time), keep: 2 });
    expect(last!.pruned).toEqual(['backup-2026-01-01T00-00-00-000Z.tar.gz']);
    expect((await readdir(dir)).sort()).toEqual([
      'backup-2026-01-02T00-00-00-000Z.tar.gz',
      'backup-2026-01-03T00-00-00-000Z.tar.gz',
      'notes.txt',
    ]);

    // The fake lists two keys a page: the pruning reads every page.
    const bucket = s3Destination(s3ClientOf(testConfig(s3.env('keep')).s3Connection), 'keep', 'backups');
    s3.objects.set('/keep/backups/notes.txt', {
      body: Buffer.from('x'),
      contentType: 'text/plain',
      cacheControl: '',
    });
    for (const time of [...times, '2026-01-04T00:00:00.000Z'])
      await backup(bucket, { now: new Date(time), keep: 2 });
    expect([...s3.objects.keys()].filter((key) => key.startsWith('/keep/')).sort()).toEqual([
      '/keep/backups/backup-2026-01-03T00-00-00-000Z.tar.gz',
      '/keep/backups/backup-2026-01-04T00-00-00-000Z.tar.gz',
      '/keep/backups/notes.txt',
    ]);
  });
});

describe('photos deleted while a backup copies them', () => {
  it('takes a newer snapshot, so the archive holds no row whose file it lacks; pending uploads are left to the sweep', async () => {
    const deps = { db: source.db, storage: sourceStorage.storage };
    const edited = await createProperty(deps, { name: 'Edited during the backup' }, { images: 2 });
    const [removed] = await source.db
      .select()
      .from(propertyImages)
      .where(eq(propertyImages.propertyId, edited));
    const removedKeys = keysOf(removed!);
    // A file written for an upload that never committed: pending, no row references it.
    const abandoned = 'properties/99999999-8888-4777-8666-555555555555/original.jpg';
    await recordPendingUploads(source.db, [abandoned]);
    await sourceStorage.storage.put(abandoned, Buffer.from('half an upload'), 'image/jpeg');

    // The first time the backup opens one of the photo's files, an admin's edit removes the photo
    // (the submit service's own steps: the row and a pending entry in one transaction, the files after).
    let isEdited = false;
    const storage: FileStorage = {
      ...sourceStorage.storage,
      async open(key, conditions) {
        if (!isEdited && removedKeys.includes(key)) {
          isEdited = true;
          await source.db.transaction(async (tx) => {
            await tx.delete(propertyImages).where(eq(propertyImages.id, removed!.id));
            await markPendingRemoval(tx as never, removedKeys);
          });
          await discardUploads(deps, removedKeys);
        }
        return sourceStorage.storage.open(key, conditions);
      },
    };
    const retries: string[][] = [];
    const destination = folderDestination(path.join(workDir, 'edited'));
    const result = await writeBackup({
      destination,
      keep: 14,
      produce: (out) =>
        streamBackup(sourceOf(source, storage), out, { onRetry: (missing) => retries.push(missing) }),
    });
    expect(isEdited).toBe(true);
    expect(retries).toHaveLength(1);
    const files = result.manifest.files.map((file) => file.key);
    for (const key of removedKeys) expect(files).not.toContain(key);
    expect(files).not.toContain(abandoned);

    const target = await emptyTarget('local');
    await restore(result.location, target);
    expect(await photoKeysIn(target.database)).toEqual(files);
    for (const key of files) expect(await target.storage.read(key), key).not.toBeNull();
    // The abandoned upload's entry came along; the target's sweep clears it, and removes nothing a row needs.
    expect(await rowCount(target.database, pendingUploads)).toBe(1);
    const swept = await sweepOrphanUploads({
      db: target.database.db,
      storage: target.storage,
      createdBefore: new Date(),
    });
    expect(swept.clearedEntries).toBe(1);
    expect(await rowCount(target.database, pendingUploads)).toBe(0);
    for (const key of files) expect(await target.storage.read(key), key).not.toBeNull();
  });

  it('fails, writing nothing, when a referenced photo is missing for good', async () => {
    const [image] = await source.db.select().from(propertyImages).limit(1);
    const lost = path.join(sourceStorage.root, image!.originalKey);
    const bytes = await readFile(lost);
    await rm(lost);
    try {
      const dir = path.join(workDir, 'lost');
      await expect(backup(folderDestination(dir))).rejects.toThrow(PhotosMissingError);
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await writeFile(lost, bytes);
    }
  });
});

describe.skipIf(testDatabaseKind === 'postgres')('npm run restore', () => {
  it('says why it refuses a missing or damaged archive, and writes nothing', async () => {
    const dataDir = await mkdtemp(path.join(workDir, 'cli-'));
    const damaged = path.join(dataDir, 'damaged.tar.gz');
    await writeFile(damaged, Buffer.from('not an archive'));
    const run = (archive: string) =>
      execFileAsync(process.execPath, ['scripts/restore.ts', archive], {
        cwd: ROOT_DIR,
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
      }).then(
        () => ({ code: 0, output: '' }),
        (error: { code: number; stdout: string; stderr: string }) => ({
          code: error.code,
          output: error.stdout + error.stderr,
        }),
      );
    const [missing, broken] = await Promise.all([run(path.join(dataDir, 'nope.tar.gz')), run(damaged)]);
    expect(missing).toEqual({
      code: 1,
      output: `No archive at ${path.join(dataDir, 'nope.tar.gz')}. Nothing was written.\n`,
    });
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(/^The archive is damaged or incomplete \(.+\)\. Nothing was written\.\n$/);
    // Not even an empty embedded database was made.
    expect(await readdir(dataDir)).toEqual(['damaged.tar.gz']);
  });
});

describe.skipIf(testDatabaseKind === 'postgres')(
  'the backup endpoint of a server on the embedded database',
  () => {
    it('answers only POST /backup with the token from its 0600 file, with a whole archive', async () => {
      const dataDir = await mkdtemp(path.join(workDir, 'endpoint-'));
      let isLosingPhotos = false;
      const endpoint = await startBackupEndpoint({
        dataDir,
        log: quietLog,
        stage: (stageDir) =>
          isLosingPhotos
            ? Promise.reject(new PhotosMissingError(['properties/lost/original.jpg'], 3))
            : stageBackup(sourceOf(source, sourceStorage.storage), stageDir),
      });
      cleanups.push(() => endpoint.close());
      const file = path.join(dataDir, ENDPOINT_FILE);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const info = (await readEndpointFile(dataDir))!;
      expect(info).toMatchObject({ pid: process.pid, port: endpoint.port });
      expect(info.token).toMatch(/^[\w-]{43}$/);

      const at = (pathname: string, init: RequestInit = {}) =>
        fetch(`http://127.0.0.1:${endpoint.port}${pathname}`, { method: 'POST', ...init });
      const refusals = [
        [await at('/backup', { method: 'GET' }), 404],
        [await at('/other', { headers: { authorization: `Bearer ${info.token}` } }), 404],
        [await at('/backup'), 401],
        [await at('/backup', { headers: { authorization: 'Bearer not-the-token' } }), 401],
        [await at('/backup', { headers: { authorization: info.token } }), 401],
      ] as const;
      for (const [response, status] of refusals) {
        expect(response.status).toBe(status);
        expect(((await response.json()) as { error: string }).error).toMatch(/^[A-Z]/);
      }
      // A backup that cannot be made says why, before a byte of archive.
      isLosingPhotos = true;
      await expect(requestBackup(info)).rejects.toThrow(
        /^The server did not make the backup \(500\): 1 photo file\(s\) that the database references could not be found/,
      );
      isLosingPhotos = false;
      const manifest = await readArchive(await requestBackup(info));
      expect(manifest.tables.find((t) => t.name === 'properties')?.rows).toBeGreaterThan(0);
      await endpoint.close();
      await expect(stat(file)).rejects.toThrow();
    });
  },
);
