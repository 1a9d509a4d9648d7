import { mkdir, rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { queryRows } from '../../server/db/client.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';
import { createTestStorage } from './factories.ts';
import { testConfig } from './test-config.ts';

export type TestServer = {
  url: string;
  app: App;
  database: TestDatabase;
  storage: Awaited<ReturnType<typeof createTestStorage>>['storage'];
  /**
   * Back to a just-started server's state: every table emptied, every uploaded file removed, every
   * cache cleared. What a test file that shares the worker's server starts from (server-and-browser.ts).
   */
  reset(): Promise<void>;
  close(): Promise<void>;
};

/** The real server with the production build, on a free port, with its own database and storage. */
export async function startTestServer(
  options: { config?: Record<string, string> } = {},
): Promise<TestServer> {
  const database = await createTestDatabase();
  const storage = await createTestStorage();
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    storage: storage.storage,
    pages: { mode: 'production' },
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    storage: storage.storage,
    async reset() {
      const tables = await queryRows<{ name: string }>(
        database.db,
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      );
      await database.db.execute(
        sql.raw(`truncate ${tables.map((table) => table.name).join(', ')} restart identity cascade`),
      );
      // A truncate fires no row trigger: the caches are told here, as a write would tell them.
      app.services.propertyCache.invalidate();
      await rm(storage.root, { recursive: true, force: true });
      await mkdir(storage.root);
    },
    async close() {
      // The file is done with its server. A client's kept-alive connection (a fetch whose answer was
      // never read, say) must not hold the close for Fastify's keep-alive timeout: 72 s, once seen
      // in every full run, after tests/e2e/checkout.test.ts.
      app.server.closeAllConnections();
      await app.close();
      await database.destroy();
      await storage.cleanup();
    },
  };
}
