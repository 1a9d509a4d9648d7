import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIfStale } from '../../scripts/build-if-stale.ts';

const roots: string[] = [];
afterEach(async () => {
  for (const root of roots.splice(0)) await rm(root, { recursive: true, force: true });
});

async function put(root: string, file: string, text: string) {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
}

/** A project with sources, and a "build" that writes what `react-router build` would and counts runs. */
async function project() {
  const root = await mkdtemp(path.join(os.tmpdir(), 'build-if-stale-'));
  roots.push(root);
  await put(root, 'app/root.tsx', 'export default 1;');
  await put(root, 'shared/format.ts', 'export const a = 1;');
  await put(root, 'content/site.ts', 'export const site = {};');
  await put(root, 'public/favicon.svg', '<svg/>');
  await put(root, 'server/main.ts', 'console.log(1);');
  await put(root, 'package-lock.json', '{}');
  await put(root, 'vite.config.ts', 'export default {};');
  let builds = 0;
  const build = async () => {
    builds += 1;
    // As `react-router build`: the whole folder goes, the stamp with it.
    await rm(path.join(root, 'build'), { recursive: true, force: true });
    await put(root, 'build/server/index.js', `// build ${builds}`);
    await put(root, 'build/client/assets/entry.js', `// build ${builds}`);
  };
  const start = () => buildIfStale({ root, build });
  return { root, start, builds: () => builds, build };
}

/** Files written in the same millisecond as the build would look "not newer": age them first. */
async function age(root: string, file: string, secondsAgo: number) {
  const when = new Date(Date.now() - secondsAgo * 1000);
  await utimes(path.join(root, file), when, when);
}

describe('npm start builds only when the sources changed (scripts/build-if-stale.ts)', () => {
  it('builds on the first start, and skips the build on the next ones', async () => {
    const { start, builds } = await project();
    expect(await start()).toEqual({ hasBuilt: true, reason: 'no build' });
    expect(await start()).toEqual({ hasBuilt: false, reason: 'unchanged' });
    expect(await start()).toEqual({ hasBuilt: false, reason: 'unchanged' });
    expect(builds()).toBe(1);
  });

  it('builds again after a source, a public file or the lock file changed', async () => {
    const { root, start, builds } = await project();
    await start();
    await put(root, 'app/root.tsx', 'export default 2;');
    expect(await start()).toEqual({ hasBuilt: true, reason: 'sources changed' });
    expect(await start()).toMatchObject({ hasBuilt: false });
    await put(root, 'app/routes/new-page.tsx', 'export default 3;');
    expect(await start()).toMatchObject({ hasBuilt: true });
    await put(root, 'public/robots.txt', 'User-agent: *');
    expect(await start()).toMatchObject({ hasBuilt: true });
    await put(root, 'package-lock.json', '{"lockfileVersion":3}');
    expect(await start()).toMatchObject({ hasBuilt: true });
    expect(builds()).toBe(5);
  });

  it('does not build for a touched but unchanged file, nor for server code, which runs from source', async () => {
    const { root, start, builds } = await project();
    await start();
    await put(root, 'shared/format.ts', 'export const a = 1;');
    await put(root, 'server/main.ts', 'console.log(2);');
    expect(await start()).toEqual({ hasBuilt: false, reason: 'unchanged' });
    expect(builds()).toBe(1);
  });

  it('builds when the build folder is gone, and builds again after a failed build', async () => {
    const { root, start, builds } = await project();
    await start();
    await rm(path.join(root, 'build/server'), { recursive: true });
    expect(await start()).toEqual({ hasBuilt: true, reason: 'no build' });

    await put(root, 'app/root.tsx', 'export default "broken";');
    const failing = buildIfStale({
      root,
      build: () => {
        throw new Error('build failed');
      },
    });
    await expect(failing).rejects.toThrow('build failed');
    expect(await start()).toMatchObject({ hasBuilt: true, reason: 'sources changed' });
    expect(builds()).toBe(3);
  });

  it('trusts a build made by `npm run build` (no stamp) unless a source is newer than it', async () => {
    const { root, start, build, builds } = await project();
    for (const file of ['app/root.tsx', 'shared/format.ts', 'content/site.ts', 'public/favicon.svg']) {
      await age(root, file, 60);
    }
    for (const file of ['package-lock.json', 'vite.config.ts']) await age(root, file, 60);
    await build(); // `npm run build`, which writes no stamp
    expect(await start()).toEqual({ hasBuilt: false, reason: 'built elsewhere, older sources' });
    expect(await start()).toEqual({ hasBuilt: false, reason: 'unchanged' });

    // `npm run build` again (which drops the stamp), then an edit newer than that build.
    await build();
    await put(root, 'content/site.ts', 'export const site = { name: "x" };');
    expect(await start()).toEqual({ hasBuilt: true, reason: 'built elsewhere, newer sources' });
    expect(builds()).toBe(3);
  });
});
