import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client.ts';
import { DataDirInUseError } from '../../server/db/data-dir-lock.ts';
import { createTestDatabase, testDatabaseKind } from '../support/test-database.ts';
import { buildApp } from '../../server/app.ts';
import { createTestStorage } from '../support/factories.ts';
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

describe('health check', () => {
  it('answers 503 when the database is gone', async () => {
    const database = await createTestDatabase();
    const storage = await createTestStorage();
    cleanups.push(() => storage.cleanup());
    const app = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
    await database.destroy();
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(503);
    await app.close();
  });
});
