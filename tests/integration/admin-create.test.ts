// `npm run admin:create` (scripts/admin-create.ts) as an operator runs it: the admin's password obeys
// the same rule as sign-up (server/auth/password-policy.ts: 12 to 128 characters, not among the
// commonly used passwords), and a refused one changes nothing.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testDatabaseKind } from '../support/test-database.ts';
import { openDatabase } from '../../server/db/client.ts';
import { users } from '../../server/db/schema.ts';

const run = promisify(execFile);
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'admin-create-'));
  if (testDatabaseKind === 'postgres') return;
  // The data folder starts as the run's migrated template, so the script does not migrate from scratch.
  const dump = await readFile(inject('embeddedTemplate'));
  const handle = await openDatabase({
    kind: 'embedded',
    dataDir: join(dataDir, 'pglite'),
    loadDataDir: new Blob([dump]),
  });
  await handle.close();
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs the script on its own embedded database; answers its exit code and what it printed. */
async function adminCreate(email: string, password: string) {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['scripts/admin-create.ts', '--email', email, '--name', 'Office Admin'],
      {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'silent' },
        timeout: 60_000,
      },
    );
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

async function emailsInDatabase() {
  const handle = await openDatabase({ kind: 'embedded', dataDir: join(dataDir, 'pglite') });
  try {
    return (await handle.db.select({ email: users.email, role: users.role }).from(users)).map(
      (u) => `${u.email}:${u.role}`,
    );
  } finally {
    await handle.close();
  }
}

// The script opens its own embedded database whatever the project's database is: run it once.
describe.skipIf(testDatabaseKind === 'postgres')('npm run admin:create', () => {
  it('refuses a commonly used password and a short one, as sign-up does, and creates nothing', async () => {
    const common = await adminCreate('office@example.com', 'qwerty123456');
    expect(common.code).toBe(1);
    expect(common.output).toContain('This password is among the most commonly used ones');
    expect(common.output).toContain('Nothing was changed.');
    const short = await adminCreate('office@example.com', 'short pass');
    expect(short.code).toBe(1);
    expect(short.output).toContain('Use at least 12 characters.');
    expect(await emailsInDatabase()).toEqual([]);
  });

  it('creates the admin with a password the rule accepts', async () => {
    const created = await adminCreate('office@example.com', 'a harbour full of lobster boats');
    expect(created.output).toContain('Admin office@example.com created.');
    expect(created.code).toBe(0);
    expect(await emailsInDatabase()).toEqual(['office@example.com:admin']);
  });
});
