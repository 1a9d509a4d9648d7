import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../server/db/client.ts';
import { cloneNamePrefix } from './database-global-setup.ts';

export type TestDatabase = DatabaseHandle & { kind: 'embedded' | 'postgres'; destroy(): Promise<void> };

/** Which database this test project runs against. */
export const testDatabaseKind = (process.env.TEST_DB_KIND ?? 'embedded') as 'embedded' | 'postgres';

/** A fresh, migrated database for one test file, cloned from the run's template. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDatabaseKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set.');
    const template = inject('postgresTemplate');
    const name = `${cloneNamePrefix(template)}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      // Several files clone at once; PostgreSQL refuses a clone while another is copying the template.
      for (let attempt = 0; ; attempt++) {
        try {
          await admin.query(`create database ${name} template ${template}`);
          break;
        } catch (error) {
          if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
          await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
        }
      }
    } finally {
      await admin.end();
    }
    const dbUrl = new URL(url);
    dbUrl.pathname = `/${name}`;
    const handle = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolSize: 4 });
    return {
      ...handle,
      kind: 'postgres',
      async destroy() {
        await handle.close();
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        await drop.query(`drop database if exists ${name} with (force)`);
        await drop.end();
      },
    };
  }
  const dump = await readFile(inject('embeddedTemplate'));
  const handle = await openDatabase({ kind: 'embedded', loadDataDir: new Blob([dump]) });
  return { ...handle, kind: 'embedded', destroy: () => handle.close() };
}
