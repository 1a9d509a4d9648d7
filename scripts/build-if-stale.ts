// `npm start`'s first step: runs `npm run build` only when the sources of the build changed since the
// last one, so later starts are immediate. `npm run build` itself always builds.
//
// The build (React Router + Vite) reads app/, shared/, content/ and public/, the installed packages
// (package-lock.json) and its configuration files. server/ is not among them: the server runs from
// source, and app/ takes only types from it (ESLint forbids value imports).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

export const SOURCE_DIRECTORIES = ['app', 'shared', 'content', 'public'] as const;
export const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'scripts/precompress.ts',
] as const;

/**
 * Written after a successful build. `react-router build` empties build/, so a build made by
 * `npm run build` has none (checkBuild then compares modification times).
 */
export const STAMP_FILE = 'build/.sources-stamp.json';
/** What a start needs from a build; missing, it builds whatever the stamp says. */
const BUILD_OUTPUTS = ['build/server/index.js', 'build/client'] as const;

type Stamp = { sources: string; output: string };

async function* filesUnder(root: string, dir: string): AsyncGenerator<string> {
  const full = path.join(root, dir);
  if (!existsSync(full)) return;
  for (const entry of await readdir(full, { withFileTypes: true })) {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(root, relative);
    else if (entry.isFile()) yield relative;
  }
}

/** Every input file, relative to root, sorted. */
export async function sourceFiles(root: string): Promise<string[]> {
  const files: string[] = SOURCE_FILES.filter((file) => existsSync(path.join(root, file)));
  for (const dir of SOURCE_DIRECTORIES) for await (const file of filesUnder(root, dir)) files.push(file);
  return files.sort();
}

/** A hash of the inputs' names and contents: touching a file without changing it changes nothing. */
export async function hashSources(root: string, files: string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(await readFile(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Identifies one build's output: another `npm run build` since the stamp makes the stamp stale. */
async function outputFingerprint(root: string): Promise<string> {
  const info = await stat(path.join(root, BUILD_OUTPUTS[0]));
  return `${info.size}:${info.mtimeMs}`;
}

async function readStamp(root: string): Promise<Stamp | null> {
  try {
    const stamp = JSON.parse(await readFile(path.join(root, STAMP_FILE), 'utf8')) as Partial<Stamp>;
    return typeof stamp.sources === 'string' && typeof stamp.output === 'string'
      ? { sources: stamp.sources, output: stamp.output }
      : null;
  } catch {
    return null;
  }
}

async function writeStamp(root: string, sources: string): Promise<void> {
  const stamp: Stamp = { sources, output: await outputFingerprint(root) };
  await writeFile(path.join(root, STAMP_FILE), `${JSON.stringify(stamp)}\n`);
}

/** The oldest file of the build, about when it started writing. */
async function buildTime(root: string): Promise<number> {
  let oldest = Infinity;
  for (const dir of ['build/server', 'build/client']) {
    for await (const file of filesUnder(root, dir)) {
      oldest = Math.min(oldest, (await stat(path.join(root, file))).mtimeMs);
    }
  }
  return oldest;
}

export type BuildDecision =
  | { isStale: false; reason: 'unchanged' | 'built elsewhere, older sources' }
  | { isStale: true; reason: 'no build' | 'sources changed' | 'built elsewhere, newer sources' };

/** Whether the build in root/build is older than its sources. */
export async function checkBuild(root: string, files: string[], sources: string): Promise<BuildDecision> {
  if (!BUILD_OUTPUTS.every((output) => existsSync(path.join(root, output)))) {
    return { isStale: true, reason: 'no build' };
  }
  const stamp = await readStamp(root);
  if (stamp && stamp.output === (await outputFingerprint(root))) {
    return stamp.sources === sources
      ? { isStale: false, reason: 'unchanged' }
      : { isStale: true, reason: 'sources changed' };
  }
  // Built by `npm run build` (no stamp of its own): fresh when no source changed after it started.
  const built = await buildTime(root);
  for (const file of files) {
    if ((await stat(path.join(root, file))).mtimeMs >= built) {
      return { isStale: true, reason: 'built elsewhere, newer sources' };
    }
  }
  return { isStale: false, reason: 'built elsewhere, older sources' };
}

/**
 * Builds when the build is missing or older than its sources, then records the sources' hash. The
 * hash is taken before building: a file edited during the build makes the next start build again.
 */
export async function buildIfStale(options: {
  root: string;
  build: () => Promise<void> | void;
  log?: (message: string) => void;
}): Promise<{ hasBuilt: boolean; reason: BuildDecision['reason'] }> {
  const { root, build, log = () => {} } = options;
  const files = await sourceFiles(root);
  const sources = await hashSources(root, files);
  const decision = await checkBuild(root, files, sources);
  if (!decision.isStale) {
    if (decision.reason !== 'unchanged') await writeStamp(root, sources);
    log(
      'The build is up to date (app/, shared/, content/, public/ and the build configuration are ' +
        'unchanged since it was made): starting without building. `npm run build` rebuilds anyway.',
    );
    return { hasBuilt: false, reason: decision.reason };
  }
  log(
    decision.reason === 'no build'
      ? 'No production build yet: building it (about 10 to 30 s)...'
      : 'The sources changed since the last build: building again (about 10 to 30 s)...',
  );
  await build();
  await writeStamp(root, sources);
  return { hasBuilt: true, reason: decision.reason };
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, '..');
  await buildIfStale({
    root,
    log: (message) => console.log(message),
    build: () => {
      const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
      if (result.status !== 0) {
        console.error('The build failed: the server was not started.');
        process.exit(result.status ?? 1);
      }
    },
  });
}
