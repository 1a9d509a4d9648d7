// Moving up (issue 31, ADR 049, README "Backups and moving to PostgreSQL"): a site started on the
// embedded database, with the demo set and new enquiries, an account, its order and an uploaded
// property, moves to a PostgreSQL server and a bucket with the documented commands — `npm run backup`
// while it runs, `npm run restore` into a new database — and two app servers then serve the same
// rows, pages and photos. Real processes throughout (the server needs the production build).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/app.ts';
import { spawnServer } from '../support/server-process.ts';
import { startFakeS3 } from '../support/fake-s3.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { linkIn, mailFor } from '../support/mailbox.ts';
import { makeJpeg, specSubmissionForm } from '../support/factories.ts';
import { copyOfDemoSite } from '../support/demo-site.ts';

const execFileAsync = promisify(execFile);
const adminUrl = process.env.TEST_DATABASE_URL;

let s3: Awaited<ReturnType<typeof startFakeS3>>;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let dataDir: string;
let databaseUrl: string;
const servers: ReturnType<typeof spawnServer>[] = [];
const databaseName = `app_move_${randomBytes(6).toString('hex')}`;

async function onAdmin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  if (!adminUrl) return;
  [s3, sink, dataDir] = await Promise.all([
    startFakeS3(),
    startSmtpSink(),
    mkdtemp(path.join(os.tmpdir(), 'app-move-')).then((dir) => path.join(dir, 'site')),
  ]);
  await onAdmin(`create database ${databaseName}`);
  const url = new URL(adminUrl);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
});

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null) server.child.kill('SIGTERM');
    await server.exited;
  }
  if (!adminUrl) return;
  await onAdmin(`drop database if exists ${databaseName} with (force)`);
  await s3?.close();
  await sink?.stop();
  if (dataDir) await rm(path.dirname(dataDir), { recursive: true, force: true });
});

/** `npm run <script>` as an operator runs it: the script with the given environment (and PATH). */
async function run(script: string, args: string[], env: Record<string, string>) {
  try {
    const { stdout, stderr } = await execFileAsync(process.execPath, [`scripts/${script}.ts`, ...args], {
      cwd: ROOT_DIR,
      env: { PATH: process.env.PATH ?? '', ...env },
      timeout: 300_000,
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const SITE = { COOKIE_SECURE: 'false', LOG_LEVEL: 'info' };

/** A browser's form post to one of the site's pages: same origin, the session cookie if any. */
function postForm(url: string, fields: Record<string, string>, cookie?: string) {
  return fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: new URL(url).origin,
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function apiLogin(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status, `${email} signs in at ${base}`).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function publicListing(base: string) {
  const response = await fetch(`${base}/api/properties?pageSize=100`);
  expect(response.status).toBe(200);
  const items = (await response.json()) as { id: string; name: string; image: string[] }[];
  return { total: response.headers.get('x-total-count'), items };
}

describe.skipIf(!adminUrl)(
  'moving a site from the embedded database to a PostgreSQL server and a bucket',
  () => {
    it('keeps every row and photo; two app servers then serve them', { timeout: 900_000 }, async () => {
      // 1. A site started with `npm start` on the embedded database: the demo set (loaded by its first
      // start, shared with tests/e2e/server-process.test.ts: demo-site.ts), running again.
      const { password: adminPassword } = await copyOfDemoSite(dataDir);
      const embedded = spawnServer({ ...SITE, DATA_DIR: dataDir, SMTP_URL: sink.url });
      servers.push(embedded);
      const site = await embedded.listening;

      // 2. What happened on the site since: enquiries, an account with an order, an uploaded property.
      for (const n of [1, 2, 3]) {
        const response = await fetch(`${site}/api/send-email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Moving Tenant ${n}`,
            email: `tenant${n}@example.com`,
            phone: '5065550123',
            subject: 'Before the move',
            description: `Enquiry ${n} before the move`,
            address: 'General Inquiry',
          }),
        });
        expect(response.status).toBe(200);
      }
      const account = { email: 'mover@example.com', password: 'a harbour full of lobster boats' };
      const signUp = await postForm(`${site}/create-account`, {
        name: 'Morgan Mover',
        email: account.email,
        username: 'morgan_mover',
        password: account.password,
        phone: '5065550177',
        role: 'customer',
        terms: 'on',
      });
      expect(signUp.status).toBe(200);
      const link = new URL(
        linkIn(await mailFor(sink, account.email, /Verify your e-mail address/), '/verify-email'),
      );
      const verified = await postForm(`${site}/verify-email`, {
        intent: 'verify',
        token: link.searchParams.get('token')!,
      });
      expect(verified.headers.get('location')).toBe('/login?done=verified');
      const token = await apiLogin(site, account.email, account.password);
      const cookie = `session=${token}`;
      const checkout = await (await fetch(`${site}/checkout`, { headers: { cookie } })).text();
      const csrf = /name="csrf" value="([^"]+)"/.exec(checkout)![1]!;
      const placed = await postForm(
        `${site}/payment`,
        {
          intent: 'place',
          orderKey: crypto.randomUUID(),
          plan: 'platinum',
          name: 'Morgan Mover',
          email: account.email,
          country: 'CA',
          street: '12 King Street',
          city: 'Moncton',
          province: 'NB',
          postalCode: 'E1C 4B5',
          phone: '5065550177',
          csrf,
        },
        cookie,
      );
      expect(placed.status).toBe(303);
      const orderNumber = /order=(MP-\d+)/.exec(placed.headers.get('location') ?? '')![1]!;
      const form = specSubmissionForm({ propertyTitle: 'Moved flat on Main Street', email: account.email });
      for (const shade of [30, 220]) {
        form.append('images', new File([new Uint8Array(await makeJpeg(900, 600, shade))], `${shade}.jpg`));
      }
      const submitted = await fetch(`${site}/api/submit-property`, {
        method: 'POST',
        headers: { cookie, 'x-csrf-token': csrf, origin: site, 'sec-fetch-site': 'same-origin' },
        body: form,
      });
      expect(submitted.status, await submitted.clone().text()).toBe(201);
      const submittedId = ((await submitted.json()) as { id: string }).id;
      const adminToken = await apiLogin(site, 'demo-admin@example.com', adminPassword);
      const uploaded = (await (
        await fetch(`${site}/api/properties/${submittedId}`, { headers: bearer(adminToken) })
      ).json()) as { image: string[] };
      expect(uploaded.image).toHaveLength(2);
      const before = await publicListing(site);
      expect(Number(before.total)).toBe(42);

      // 3. `npm run backup` while the site runs: the server makes the archive (it holds the database).
      const backupEnv = { DATA_DIR: dataDir };
      const backup = await run('backup', [], backupEnv);
      expect(backup.output).toContain('from:      the running server (pid');
      expect(backup.code, backup.output).toBe(0);
      const archive = /^Backup written: (\S+) /m.exec(backup.output)![1]!;

      // 4. The site stops. Meanwhile, the new place: a PostgreSQL database and a bucket, which
      // `npm run restore` fills. Once the site has stopped, a backup opens the folder itself (no server
      // holds it) and finds the same rows as the one the server made.
      embedded.child.kill('SIGTERM');
      const newPlace = { DATABASE_URL: databaseUrl, ...s3.env('moncton-site') };
      const [again, restore] = await Promise.all([
        embedded.exited.then(async (code) => {
          expect(code).toBe(0);
          return run('backup', [], backupEnv);
        }),
        run('restore', [archive], newPlace),
      ]);
      expect(again.code, again.output).toBe(0);
      expect(again.output).toContain('(no server running)');
      const tablesLine = (output: string) => /^ {2}tables: .*$/m.exec(output)![0];
      expect(tablesLine(again.output)).toBe(tablesLine(backup.output));
      expect(restore.code, restore.output).toBe(0);
      expect(restore.output).toContain('every count and checksum as archived');
      expect(restore.output).toContain('Everyone must sign in again');

      // 6. Two app servers on it (SEED_DEMO_DATA stays on: the restored rows are no empty database).
      const spare = await mkdtemp(path.join(path.dirname(dataDir), 'app-'));
      const apps = [0, 1].map(() => spawnServer({ ...SITE, ...newPlace, DATA_DIR: spare }));
      servers.push(...apps);
      const bases = await Promise.all(apps.map((app) => app.listening));
      const [first, second] = bases as [string, string];
      const moverToken = await apiLogin(first, account.email, account.password);
      const newAdminToken = await apiLogin(second, 'demo-admin@example.com', adminPassword);
      const demo = before.items[0]!;
      for (const base of bases) {
        // The same public listing, pages and photos.
        const after = await publicListing(base);
        expect(after.total).toBe(before.total);
        expect(after.items.map((p) => p.id)).toEqual(before.items.map((p) => p.id));
        const page = await fetch(`${base}/single-property-1/${demo.id}`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain(demo.name);
        const photo = await fetch(`${base}${demo.image[0]}`);
        expect(photo.status).toBe(200);
        const key = demo.image[0]!.replace('/media/', '');
        expect(
          Buffer.from(await photo.arrayBuffer()).equals(await readFile(path.join(dataDir, 'uploads', key))),
        ).toBe(true);
        // Sessions did not move; the passwords did, and a sign-in on one server holds on the other.
        expect((await fetch(`${base}/api/auth/session`, { headers: bearer(token) })).status).toBe(401);
        expect((await fetch(`${base}/api/auth/session`, { headers: bearer(moverToken) })).status).toBe(200);
        // The uploaded property and its photos, for the admin; the enquiries; the order.
        const moved = await fetch(`${base}/api/properties/${submittedId}`, {
          headers: bearer(newAdminToken),
        });
        expect(((await moved.json()) as { name: string }).name).toBe('Moved flat on Main Street');
        for (const url of uploaded.image) {
          const file = await fetch(`${base}${url}`, { headers: bearer(newAdminToken) });
          expect(file.status).toBe(200);
          const bytes = await readFile(path.join(dataDir, 'uploads', url.replace('/media/', '')));
          expect(Buffer.from(await file.arrayBuffer()).equals(bytes)).toBe(true);
        }
        const inbox = await (
          await fetch(`${base}/api/admin/enquiries`, { headers: bearer(newAdminToken) })
        ).text();
        for (const n of [1, 2, 3]) expect(inbox).toContain(`Moving Tenant ${n}`);
        const orders = await (
          await fetch(`${base}/propertyadmin/orders`, { headers: { cookie: `session=${newAdminToken}` } })
        ).text();
        expect(orders).toContain(orderNumber);
      }
      // The photos are in the bucket now, not on a disk of either server.
      expect(s3.objects.has(`/moncton-site/${demo.image[0]!.replace('/media/', '')}`)).toBe(true);

      // 7. The new place backs up too: from the PostgreSQL server, photos from the bucket, into it.
      const inBucket = await run('backup', [], { ...newPlace, DATA_DIR: spare, BACKUP_S3_PREFIX: 'backups' });
      expect(inBucket.code, inBucket.output).toBe(0);
      expect(inBucket.output).toMatch(/^Backup written: s3:\/\/moncton-site\/backups\/backup-\S+\.tar\.gz /m);
      expect(inBucket.output).toContain(
        'from:      the PostgreSQL server in DATABASE_URL; photos in the S3 bucket',
      );
      const filesLine = (output: string) => /^ {2}files: .*$/m.exec(output)![0];
      expect(filesLine(inBucket.output)).toBe(filesLine(backup.output));
    });
  },
);
