import { readdir } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { queryRows } from '../../server/db/client.ts';
import { migrationsShipped, pendingMigrations } from '../../server/http/health.ts';
import type { FileStorage } from '../../server/storage/storage.ts';
import { createTestStorage } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
let url: string;
const cleanups: (() => Promise<unknown>)[] = [];

/** The writes the app's storage was asked for. */
let writes = 0;
function countingStorage(inner: FileStorage): FileStorage {
  return {
    ...inner,
    async put(key, body, contentType) {
      writes++;
      return inner.put(key, body, contentType);
    },
  };
}

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({
    config: testConfig(),
    database,
    storage: countingStorage(storage.storage),
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(async () => {
  app?.server.closeAllConnections();
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function get(path: string) {
  const response = await fetch(`${url}${path}`);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /readyz', () => {
  it('answers 200 when the database answers, every migration is applied and the storage takes a file', async () => {
    const { response, body } = await get('/readyz');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } });
  });

  it('writes no file per poll: a good storage check is trusted for a few seconds, and leaves nothing behind', async () => {
    await get('/readyz');
    const before = writes;
    for (let i = 0; i < 5; i++) expect((await get('/readyz')).response.status).toBe(200);
    expect(writes - before).toBeLessThanOrEqual(1);
    // The probe file is deleted, its folder too.
    expect(await readdir(storage.root, { recursive: true })).toEqual([]);
  });

  it('answers 503 naming the storage when it takes no file, and 200 as soon as it does again', async () => {
    // An app server of its own, whose storage refuses writes from the start.
    const refusing = { isFailing: true };
    const other = await buildApp({
      config: testConfig(),
      database,
      storage: {
        ...storage.storage,
        async put(key, body, contentType) {
          // What a full disk, a read-only mount or a refused bucket says.
          if (refusing.isFailing) throw new Error('EROFS: read-only file system, open /srv/uploads/secret');
          return storage.storage.put(key, body, contentType);
        },
      },
      logger: false,
    });
    cleanups.push(() => other.close());
    const response = await other.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toMatch(/^\d+$/);
    expect(response.json()).toEqual({
      status: 'not ready',
      checks: { database: 'ok', migrations: 'ok', storage: 'not writable' },
    });
    // The error's own words (a path on the server) stay in the log.
    expect(response.body).not.toMatch(/EROFS|srv|secret/);

    // A failure is never kept: the next poll tries again.
    refusing.isFailing = false;
    expect((await other.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });

  it('answers 503 naming the migrations while the database lacks one this server ships', async () => {
    const [newest] = await queryRows<{ id: number; hash: string; created_at: string }>(
      database.db,
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    expect(newest).toBeDefined();
    // As if this server's code were newer than the database's migrations (a deploy whose migration
    // has not run).
    await database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${newest!.id}`);
    try {
      const { response, body } = await get('/readyz');
      expect(response.status).toBe(503);
      expect(body).toEqual({
        status: 'not ready',
        checks: { database: 'ok', migrations: 'pending', storage: 'ok' },
      });
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest!.id}, ${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await get('/readyz')).response.status).toBe(200);
  });
});

describe('the migration check', () => {
  it("follows drizzle's rule: a migration newer than the newest applied one is pending", async () => {
    const shipped = migrationsShipped();
    expect(shipped.length).toBeGreaterThan(5);
    expect(await pendingMigrations(database.db, shipped)).toEqual([]);
    const next = { folderMillis: Math.max(...shipped.map((m) => m.folderMillis)) + 1 };
    expect(await pendingMigrations(database.db, [...shipped, next])).toEqual([next]);
  });

  it('finds every migration pending on a database never migrated', async () => {
    const blank = await createTestDatabase();
    cleanups.push(() => blank.destroy());
    await blank.db.execute(sql`drop schema drizzle cascade`);
    const shipped = migrationsShipped();
    expect(await pendingMigrations(blank.db, shipped)).toEqual(shipped);
  });
});

describe('GET /healthz and GET /readyz while the database is gone', () => {
  it('keeps /healthz at 200 (it asks nothing of the database) while /readyz answers 503 naming the database', async () => {
    const gone = await createTestDatabase();
    const goneStorage = await createTestStorage();
    cleanups.push(() => goneStorage.cleanup());
    const other = await buildApp({
      config: testConfig(),
      database: gone,
      storage: goneStorage.storage,
      logger: false,
    });
    cleanups.push(() => other.close());
    await gone.destroy();

    const health = await other.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');

    const ready = await other.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toMatch(/^\d+$/);
    expect(ready.json()).toEqual({
      status: 'not ready',
      checks: { database: 'unreachable', migrations: 'unknown', storage: 'ok' },
    });
  });
});
