// `npm test`'s build, which only the end-to-end lanes wait for (issue 28): the unit and integration
// files start beside it, and the second lane's browser files, which run after them, wait here until
// the build has ended. The state lives in .test-results/ (emptied at the start of every `npm test`):
// build.pending (the process that will end it), then build.ok or build.failed.
//
//   node scripts/test-build.ts --expect  a build is coming (test:suite, before its lanes start)
//   node scripts/test-build.ts           run `npm run build` and record how it ended
//   node scripts/test-build.ts --await   wait for the build: exit 0 when it succeeded or none is
//                                        coming (a lane run alone: its global setup checks build/),
//                                        1 when it failed or its process is gone
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';

/** TEST_RESULTS_DIR: another folder, for this script's own test (tests/unit/test-build.test.ts). */
const REPORTS = process.env.TEST_RESULTS_DIR ?? path.resolve(import.meta.dirname, '../.test-results');
const PENDING = path.join(REPORTS, 'build.pending');
const OK = path.join(REPORTS, 'build.ok');
const FAILED = path.join(REPORTS, 'build.failed');

const markPending = (pid: number) => {
  mkdirSync(REPORTS, { recursive: true });
  rmSync(OK, { force: true });
  rmSync(FAILED, { force: true });
  writeFileSync(PENDING, String(pid));
};

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** 'ok', 'failed', 'gone' (pending, but its process ended without a word) or 'pending'. */
const state = () => {
  if (existsSync(OK)) return 'ok';
  if (existsSync(FAILED)) return 'failed';
  if (!existsSync(PENDING)) return 'none';
  const pid = Number(readFileSync(PENDING, 'utf8'));
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? 'pending' : 'gone';
};

async function awaitBuild(): Promise<number> {
  mkdirSync(REPORTS, { recursive: true });
  const outcome = await new Promise<string>((resolve) => {
    const check = () => {
      const now = state();
      if (now === 'pending') return false;
      watcher.close();
      clearInterval(liveness);
      resolve(now);
      return true;
    };
    // The files appear in this folder: a change there is the moment to look again.
    const watcher = watch(REPORTS, () => check());
    // A build process killed outright writes nothing: look whether it still lives now and then.
    const liveness = setInterval(check, 1_000);
    if (!check()) console.error('Waiting for the production build before the browser tests…');
  });
  if (outcome === 'failed')
    console.error('The production build failed (its output is above): no browser tests.');
  if (outcome === 'gone') console.error('The production build ended without a result: no browser tests.');
  return outcome === 'ok' || outcome === 'none' ? 0 : 1;
}

async function build(): Promise<number> {
  markPending(process.pid);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const code = await new Promise<number>((resolve) => {
    const child = spawn(npm, ['run', 'build'], { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('exit', (status) => resolve(status ?? 1));
  });
  renameSync(PENDING, code === 0 ? OK : FAILED);
  return code;
}

if (process.argv.includes('--expect')) markPending(process.ppid);
else process.exitCode = process.argv.includes('--await') ? await awaitBuild() : await build();
