import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { MIGRATIONS_FOLDER } from '../db/client.ts';

/** A migration this code ships: its file's tag, Drizzle's timestamp for it, and its SQL's SHA-256. */
export type KnownMigration = { tag: string; createdAt: number; hash: string };

type Journal = { entries: { tag: string; when: number }[] } & Record<string, unknown>;

async function readJournal(folder: string): Promise<Journal> {
  return JSON.parse(await readFile(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/** The migrations in server/db/migrations, oldest first, as Drizzle records them when applied. */
export async function knownMigrations(): Promise<KnownMigration[]> {
  const journal = await readJournal(MIGRATIONS_FOLDER);
  const files = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  return journal.entries.map((entry, index) => ({
    tag: entry.tag,
    createdAt: entry.when,
    hash: files[index]!.hash,
  }));
}

/**
 * A copy of the migrations folder holding only the first `count`: Drizzle's migrator, pointed at
 * it, brings a database to exactly that level (a restore's archive level), no further.
 */
export async function writeMigrationsUpTo(count: number, folder: string): Promise<string> {
  const journal = await readJournal(MIGRATIONS_FOLDER);
  const entries = journal.entries.slice(0, count);
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  for (const entry of entries) {
    await copyFile(path.join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  return folder;
}
