import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { DataDirInUseError } from '../../server/db/data-dir-lock.ts';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.ts';
import { buildApp } from '../../server/app.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import type { EmbeddedClient } from '../../server/db/embedded-client.ts';
import { isDatabaseUnavailable } from '../../server/db/unavailable.ts';
import { requestMessages } from '../../shared/i18n/en/request-messages.ts';
import { requestMessages as frenchRequestMessages } from '../../shared/i18n/fr/request-messages.ts';
import { testConfig } from '../support/test-config.ts';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe('migrations', () => {
  it('are idempotent and safe when several instances migrate at once', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.destroy());
    if (database.kind === 'postgres') {
      // Three "instances" on one server, all starting together.
      const url = (database.db as unknown as { $client: { options: { connectionString: string } } }).$client
        .options.connectionString;
      const instances = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url, poolSize: 2 })),
      );
      await Promise.all(instances.map((instance) => instance.migrate()));
      await Promise.all(instances.map((instance) => instance.close()));
    } else {
      await database.migrate();
      await database.migrate();
    }
    const rows = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from properties`);
    expect(rows).toEqual([{ n: 0 }]);
  });
});

describe.runIf(testDatabaseKind === 'embedded')('embedded database on disk', () => {
  it('persists data across restarts and refuses a second process on the same folder', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'app-pglite-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const dataDir = path.join(root, 'nested', 'pglite');

    const first = await openDatabase({ kind: 'embedded', dataDir });
    await first.migrate();
    await first.db.execute(
      sql`insert into users (email, password_hash, role) values ('a@example.com', 'x', 'admin')`,
    );
    // The same folder is locked while open (here by this very process).
    await expect(openDatabase({ kind: 'embedded', dataDir })).rejects.toBeInstanceOf(DataDirInUseError);
    await first.close();

    const second = await openDatabase({ kind: 'embedded', dataDir });
    const rows = await queryRows<{ email: string }>(second.db, sql`select email from users`);
    expect(rows).toEqual([{ email: 'a@example.com' }]);
    await second.close();
  });
});

describe.runIf(testDatabaseKind === 'embedded')('embedded database on its own thread (ADR 044)', () => {
  it('leaves the server answering while a long query runs', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.destroy());
    // How late a 10 ms timer fires, again and again, while the query runs.
    let worstLateness = 0;
    let isRunning = true;
    const probe = (async () => {
      while (isRunning) {
        const start = performance.now();
        await new Promise((resolve) => setTimeout(resolve, 10));
        worstLateness = Math.max(worstLateness, performance.now() - start - 10);
      }
    })();
    const started = performance.now();
    await database.db.execute(
      sql`select count(*) from generate_series(1, 800000) a, generate_series(1, 2) b`,
    );
    const queryMs = performance.now() - started;
    isRunning = false;
    await probe;
    // On the main thread the query held every timer for its whole length.
    expect(queryMs).toBeGreaterThan(300);
    expect(worstLateness).toBeLessThan(queryMs / 4);
  });

  it('keeps the error codes of PostgreSQL, commits and rolls back transactions, and delivers notifications', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.destroy());
    const { db } = database;
    // A malformed uuid: errors.ts turns 22P02 into a 400, so the code must cross the thread.
    const failure = await db.execute(sql`select ${'not-a-uuid'}::uuid`).catch((error: unknown) => error);
    expect((failure as { cause?: { code?: string } }).cause?.code).toBe('22P02');

    await db.execute(sql`create table thread_check (n int primary key)`);
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_check values (1)`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_check values (2)`);
      // A nested transaction is a savepoint on the same connection.
      await tx
        .transaction(async (inner) => {
          await inner.execute(sql`insert into thread_check values (3)`);
          inner.rollback();
        })
        .catch(() => {});
    });
    // A query from outside waits for an open transaction instead of seeing half of it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_check values (4)`);
      await held;
      await tx.execute(sql`insert into thread_check values (5)`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = queryRows<{ n: number }>(db, sql`select n from thread_check order by n`);
    release();
    await open;
    expect(await outside).toEqual([{ n: 2 }, { n: 4 }, { n: 5 }]);

    const client = (
      db as unknown as {
        $client: { listen(c: string, f: (p: string) => void): Promise<() => Promise<void>> };
      }
    ).$client;
    const payloads: string[] = [];
    const unlisten = await client.listen('thread_check', (payload) => payloads.push(payload));
    await db.execute(sql`notify thread_check, 'hello'`);
    await expect.poll(() => payloads).toEqual(['hello']);
    await unlisten();
  });
});

describe.runIf(testDatabaseKind === 'embedded')('embedded database thread that dies (issue 26)', () => {
  it('answers 503 meanwhile, then is started again on the same folder with its data and notifications', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'app-pglite-restart-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    const database = await openDatabase({ kind: 'embedded', dataDir: path.join(root, 'pglite') });
    cleanups.push(() => database.close());
    await database.migrate();
    const storage = await createTestStorage();
    cleanups.push(() => storage.cleanup());
    const app = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
    cleanups.push(() => app.close());
    const id = await createProperty({ db: database.db, storage: storage.storage }, { name: 'Thread Court' });
    // Read once: the public caches now hold it.
    expect((await app.inject({ url: `/api/properties/${id}` })).statusCode).toBe(200);

    const events: string[] = [];
    const restarted = new Promise<void>((resolve) =>
      database.watch({
        connectionLost: () => events.push('lost'),
        restarted: () => {
          events.push('restarted');
          resolve();
        },
      }),
    );
    // A transaction open when the thread dies fails as unavailable; it does not hang.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const open = database.db.transaction(async (tx) => {
      await tx.execute(sql`update properties set name = 'Half written' where id = ${id}`);
      await held;
      await tx.execute(sql`update properties set sqft = '1' where id = ${id}`);
    });
    open.catch(() => {});
    const client = (database.db as unknown as { $client: EmbeddedClient }).$client;
    await client.killThread();
    release();
    const failure = await open.catch((error: unknown) => error);
    expect(isDatabaseUnavailable(failure)).toBe(true);

    // While it is down: alive but not ready, and requests answer 503 in our words with Retry-After.
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const readiness = await app.inject({ url: '/readyz' });
    expect(readiness.statusCode).toBe(503);
    expect(readiness.json()).toMatchObject({ checks: { database: 'unreachable' } });
    const during = await app.inject({ url: '/api/properties?city=riverview' });
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('2');
    expect(during.json()).toMatchObject({ message: requestMessages.unavailable });
    // A French page's call (its Accept-Language) reads the same in French (ADR 053).
    const duringInFrench = await app.inject({
      url: '/api/properties?city=dieppe',
      headers: { 'accept-language': 'fr-CA' },
    });
    expect(duringInFrench.statusCode).toBe(503);
    expect(duringInFrench.json()).toMatchObject({ message: frenchRequestMessages.unavailable });

    await restarted;
    expect(events).toEqual(['lost', 'restarted']);
    expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);
    // The same folder: what was committed is there, the dead transaction is not.
    const rows = await queryRows<{ name: string }>(
      database.db,
      sql`select name from properties where id = ${id}`,
    );
    expect(rows).toEqual([{ name: 'Thread Court' }]);
    // Its notifications are listened to again: a change clears the caches of every reader.
    await database.db.execute(sql`update properties set is_archived = true where id = ${id}`);
    await expect.poll(async () => (await app.inject({ url: `/api/properties/${id}` })).statusCode).toBe(404);
  });
});
