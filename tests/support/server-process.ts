import { spawn } from 'node:child_process';
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
