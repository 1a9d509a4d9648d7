import { writeFile, rm, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpEmbedded, openDatabase } from '../../server/db/client.ts';

/**
 * Migrates a template database once per run; each test file then clones it, which is much faster
 * than migrating per file. Embedded: a dump of a migrated in-memory PGlite. PostgreSQL: a template
 * database on the server named by TEST_DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  const kind = project.config.env?.TEST_DB_KIND ?? 'embedded';
  if (kind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is required for the postgres test project.');
    // One template per project (the integration project and its -mocks twin each have one).
    const slug = project.name.replace(/\W+/g, '_');
    const templateName = `app_test_template_${process.pid}_${slug}`;
    // A connection for each step, not one held for the run: the database-restart test restarts the
    // server (tests/e2e/database-restart.test.ts), and a connection it ends must not end the run.
    const onAdmin = async (work: (admin: pg.Client) => Promise<void>) => {
      const admin = new pg.Client({ connectionString: url });
      admin.on('error', () => {});
      await admin.connect();
      try {
        await work(admin);
      } finally {
        await admin.end().catch(() => {});
      }
    };
    await onAdmin(async (admin) => {
      await admin.query(`drop database if exists ${templateName}`);
      await admin.query(`create database ${templateName}`);
    });
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${templateName}`;
    const handle = await openDatabase({ kind: 'postgres', url: templateUrl.toString(), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    project.provide('postgresTemplate', templateName);
    return () =>
      // Drop the clones this run made, then the template.
      onAdmin(async (admin) => {
        const { rows } = await admin.query<{ datname: string }>(
          `select datname from pg_database where datname like $1`,
          [`${cloneNamePrefix(templateName)}%`],
        );
        for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
        await admin.query(`drop database if exists ${templateName} with (force)`);
      });
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'app-test-template-'));
  const handle = await openDatabase({ kind: 'embedded' });
  await handle.migrate();
  const dump = await dumpEmbedded(handle);
  await handle.close();
  const file = path.join(dir, 'template.tar.gz');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('embeddedTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

/** The name every clone of a template starts with (tests/support/test-database.ts). */
export const cloneNamePrefix = (templateName: string) =>
  templateName.replace('app_test_template_', 'app_test_');

declare module 'vitest' {
  export interface ProvidedContext {
    embeddedTemplate: string;
    postgresTemplate: string;
  }
}
