import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import type { DatabaseOptions } from '../../server/db/client.ts';
import { ROOT_DIR } from '../../server/app.ts';

/**
 * `node server/main.ts` as a real child process, on a free port of 127.0.0.1, with only the
 * environment given (and PATH). `listening` resolves to its URL; a start that fails rejects it, and
 * tests that expect that await `exited` instead.
 */
export function spawnServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    // A start takes a few seconds; on a two-core machine busy with the other lane, seen above 30.
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout.on('data', () => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    void exited.then(() => reject(new Error(`server exited:\n${output}`)));
  });
  // Tests that expect a failed start await `exited` instead; keep that rejection from going unhandled.
  listening.catch(() => {});
  return { child, exited, listening, output: () => output };
}

/**
 * A database for server processes started on `dataDir`: the embedded one in its folder, or a fresh
 * database on the PostgreSQL server of TEST_DATABASE_URL (dropped by the cleanup pushed onto
 * `cleanups`). `env` is what the process needs to open it; `options` opens it from the test.
 */
export async function databaseForServer(
  kind: 'embedded' | 'postgres',
  dataDir: string,
  cleanups: (() => Promise<void>)[],
): Promise<{ env: Record<string, string>; options: DatabaseOptions }> {
  const url = process.env.TEST_DATABASE_URL;
  if (kind === 'embedded' || !url) {
    return { env: {}, options: { kind: 'embedded', dataDir: path.join(dataDir, 'pglite') } };
  }
  const name = `app_process_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const drop = new pg.Client({ connectionString: url });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  });
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return { env: { DATABASE_URL: dbUrl.toString() }, options: { kind: 'postgres', url: dbUrl.toString() } };
}
