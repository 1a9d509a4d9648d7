import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../server/app.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
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
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
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

async function tempDataDir() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'app-process-'));
  dirs.push(dir);
  return dir;
}

describe('the server process', () => {
  it('starts on embedded PostgreSQL, answers, and shuts down cleanly on SIGTERM', async () => {
    const dataDir = await tempDataDir();
    const server = startServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
    const url = await server.listening;
    const health = await fetch(`${url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'ok' });
    // Requests are logged as structured JSON lines.
    await expect.poll(() => server.output()).toMatch(/"msg":"request completed"/);
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received, shutting down');
    // The embedded database was closed and its lock released.
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
  });

  it('refuses to start a second server on the same embedded database', async () => {
    const dataDir = await tempDataDir();
    const first = startServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
    await first.listening;
    const second = startServer({ DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is in use by another process \(pid \d+\)/);
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
  });

  it('stops at start-up with a message naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: await tempDataDir() });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT must be a port number');
  });
});
