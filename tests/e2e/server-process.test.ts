import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnServer } from '../support/server-process.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const startServer = spawnServer;

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
