import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpEmbedded, MIGRATIONS_FOLDER, openDatabase } from '../../server/db/client.ts';

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

  project.provide('embeddedTemplate', await embeddedTemplate());
}

// The checkout's root, without importing the server's app module (and all it imports) into the setup.
const ROOT_DIR = fileURLToPath(new URL('../..', import.meta.url));

/** Where the migrated embedded templates are kept between runs, one per set of migrations. */
const TEMPLATES_DIR = path.join(ROOT_DIR, 'node_modules/.cache/app-test-templates');

/**
 * The dump of a migrated in-memory PGlite, made once for the migrations and the PGlite of this
 * checkout and kept for every project and run after (issue 28): each of the four Vitest projects of
 * `npm test` that use the embedded database made its own, about 6 CPU-seconds each. Named by a hash
 * of the migration files and PGlite's version, so a new migration or PGlite makes a new one (and the
 * others are removed). Written under a name of its own, then renamed: two runs that make it at once
 * both end with a whole file.
 */
async function embeddedTemplate(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    await readFile(path.join(ROOT_DIR, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(`pglite ${pglite.version}\n`);
  for (const entry of (await readdir(MIGRATIONS_FOLDER, { recursive: true })).sort()) {
    const file = path.join(MIGRATIONS_FOLDER, entry);
    if (entry.endsWith('.sql') || entry.endsWith('.json'))
      hash.update(`${entry}\n`).update(await readFile(file));
  }
  const name = `${hash.digest('hex').slice(0, 16)}.tar.gz`;
  const file = path.join(TEMPLATES_DIR, name);
  if (existsSync(file)) return file;
  await mkdir(TEMPLATES_DIR, { recursive: true });
  const handle = await openDatabase({ kind: 'embedded' });
  try {
    await handle.migrate();
    const dump = await dumpEmbedded(handle);
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
  } finally {
    await handle.close();
  }
  for (const other of await readdir(TEMPLATES_DIR)) {
    if (other !== name && other.endsWith('.tar.gz'))
      await rm(path.join(TEMPLATES_DIR, other), { force: true });
  }
  return file;
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
