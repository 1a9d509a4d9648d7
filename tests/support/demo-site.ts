import { cp, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { spawnServer } from './server-process.ts';

/** What the first `npm start` on an empty embedded database left: its folder, and what it printed. */
export type DemoFirstStart = {
  /** The DATA_DIR, demo set loaded, the server stopped: copy it, never start on it. */
  dataDir: string;
  /** The first server's URL (in its sign-in block). */
  url: string;
  output: string;
  /** The demo admin's one-time password. */
  password: string;
};

let firstStart: Promise<DemoFirstStart> | undefined;

/**
 * The real `node server/main.ts` started once on an empty embedded database: it loads the demo set
 * (48 properties, their photos rendered: half a minute of two busy cores) and prints the demo
 * admin's password. Made once per worker and shared by the files that need such a site
 * (tests/e2e/server-process.test.ts reads its output, tests/e2e/backup-move.test.ts moves a copy);
 * both run in the e2e-full project's one worker (`npm run test:full`), whose files share modules
 * (isolate: false).
 */
export function demoFirstStart(): Promise<DemoFirstStart> {
  firstStart ??= (async () => {
    // In the lane's folder, removed after the run (e2e-global-setup.ts).
    const dataDir = await mkdtemp(path.join(inject('e2eRunDir'), 'demo-site-'));
    // Creating and migrating the embedded database is half of a start without the photos: done
    // through the server's own openDatabase, so the start below is still a first start for the demo set.
    const handle = await openDatabase({ kind: 'embedded', dataDir: path.join(dataDir, 'pglite') });
    await handle.migrate();
    await handle.close();
    const server = spawnServer({ DATA_DIR: dataDir });
    try {
      // The demo photos take a while on a busy machine: longer than `listening` waits.
      await expect
        .poll(() => server.output(), { timeout: 540_000, interval: 500 })
        .toContain('Your own admin:');
    } catch (error) {
      server.child.kill('SIGTERM');
      throw error;
    }
    const output = server.output();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    if (code !== 0) throw new Error(`The demo site's first server ended with ${code}:\n${server.output()}`);
    return {
      dataDir,
      url: /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)![1]!,
      output,
      password: /^ {4}Password: +(\S+)$/m.exec(output)![1]!,
    };
  })();
  return firstStart;
}

/** A copy of the demo site's DATA_DIR in `target` (which the caller removes), to start a server on. */
export async function copyOfDemoSite(target: string): Promise<DemoFirstStart> {
  const site = await demoFirstStart();
  await cp(site.dataDir, target, { recursive: true });
  return { ...site, dataDir: target };
}
