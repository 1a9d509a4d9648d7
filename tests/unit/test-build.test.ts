import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

// scripts/test-build.ts: `npm test`'s second lane runs its browser files only after the build it
// started beside the unit and integration files has succeeded (issue 28).
const SCRIPT = path.resolve(import.meta.dirname, '../../scripts/test-build.ts');
let dir = '';
const env = () => ({ ...process.env, TEST_RESULTS_DIR: dir });
const awaitNow = () => spawnSync(process.execPath, [SCRIPT, '--await'], { env: env(), encoding: 'utf8' });

/** Starts `--await`; resolves its exit code, after `whileWaiting` ran once it said it waits. */
function awaitWhile(whileWaiting: () => void) {
  return new Promise<number | null>((resolve) => {
    const child = spawn(process.execPath, [SCRIPT, '--await'], { env: env() });
    child.stderr.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Waiting for the production build')) whileWaiting();
    });
    child.on('exit', (code) => resolve(code));
  });
}

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'test-build-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the second lane waiting for the build', () => {
  it('goes on at once when no build is coming (a lane run alone) or the build succeeded', () => {
    expect(awaitNow().status).toBe(0);
    writeFileSync(path.join(dir, 'build.ok'), '');
    expect(awaitNow().status).toBe(0);
  });

  it('stops when the build failed, saying so', () => {
    writeFileSync(path.join(dir, 'build.failed'), '');
    const result = awaitNow();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('The production build failed');
  });

  it('stops when the process that was to build is gone without a result', () => {
    const gone = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    writeFileSync(path.join(dir, 'build.pending'), gone.stdout.trim());
    expect(awaitNow().status).toBe(1);
  });

  it('waits while the build runs, then follows its outcome', async () => {
    writeFileSync(path.join(dir, 'build.pending'), String(process.pid));
    const succeeded = awaitWhile(() => writeFileSync(path.join(dir, 'build.ok'), ''));
    expect(await succeeded).toBe(0);

    rmSync(path.join(dir, 'build.ok'));
    const failed = awaitWhile(() => writeFileSync(path.join(dir, 'build.failed'), ''));
    expect(await failed).toBe(1);
  });
});
