// Load test of the production server (`node server/main.ts`, run as a process of its own) by a crowd
// of anonymous and signed-in visitors, on the embedded database and on PostgreSQL, each seeded with the 10,000
// properties of bench-seed.ts:
//
//   npm run build && npm run bench
//
// Per database: a static file (the ceiling) and a 19-URL mix (3 listing pages, 3 API queries, 12
// detail pages, a company page) at 20 and 100 connections with wrk, the mix at 100 a second time
// (round 2), then pages only and the API only at 100, and pages only again with one wrk thread; the
// pages for a signed-in customer at 20 and 100 and the account and admin pages at 20 (issue 32); a bare
// Node server answering the mean page's bytes from memory (the floor: what this machine and wrk give
// at best) with two wrk threads and with one; the server's RSS before, at the peak of and 10 s after
// each round. Prints tables and a verdict per goal; writes every figure to a JSON file.
//
// BENCH_DURATION      seconds per scenario (default 10)
// BENCH_DATABASES     embedded,postgres (default both, in that order)
// BENCH_DATABASE_URL  PostgreSQL database the bench may fill (default below); its properties are
//                     REPLACED by the bench set unless it already holds exactly that set
// BENCH_ALLOW_RESET   1: replace properties that are not bench data
// BENCH_OUT           the JSON file (default <tmp>/bench-results.json)
// BENCH_WRK_THREADS   half (default): wrk runs a thread per two CPUs (at least one), leaving the
//                     rest to the server; all: a thread per CPU. With half, the pages and the floor
//                     are also measured with all, to show what a load generator on the server's CPUs costs
// BENCH_HEAP_SNAPSHOTS a folder: the server writes a V8 heap snapshot there once idle after its
//                     start and again 10 s after round 2 (--heapsnapshot-signal; docs/memory.md)
// BENCH_LOG_LEVEL     the server's LOG_LEVEL (default warn; production's default, info, logs every request)
// BENCH_SERVER_<NAME> passed to the server as <NAME>, e.g. BENCH_SERVER_NODE_OPTIONS=--cpu-prof;
//                     the server gets no variable but these, PATH, and the ones the bench sets
//
// The server runs with the node flags and environment of `npm run serve` (package.json): the heap
// bounds and MALLOC_ARENA_MAX that production runs with.

import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { CLIENT_BUILD_DIR, ROOT_DIR, SERVER_BUILD_FILE } from '../server/app.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';
import { createAuthService } from '../server/auth/auth-service.ts';
import type { UserRole } from '../server/db/schema.ts';
import { createLocalDiskStorage } from '../server/storage/local-disk.ts';
import {
  BENCH_IMAGES_PER_PROPERTY,
  BENCH_PROPERTY_COUNT,
  benchSetStatus,
  seedBenchData,
  storeBenchImage,
} from './bench-seed.ts';
import {
  ACCEPT_ENCODING,
  BenchError,
  checkWrk,
  cpuPlan,
  cpuSeconds,
  errorCount,
  killChildren,
  probe,
  probeOk,
  readMemory,
  runWrk,
  serveSettings,
  ALL_CPUS,
  startFloorServer,
  startServer,
  watchMemory,
  type CpuPlan,
  type LogLine,
  type Probe,
  type ServerProcess,
  type WrkResult,
} from './bench-load.ts';

const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/bench_properties';
const LOW = 20;
const HIGH = 100;
const WARMUP_SECONDS = 3;
/** The label of the runs with wrk on the server's CPUs too. */
const sharedLabel = `wrk -t${ALL_CPUS.loadThreads}`;

function describePlan(plan: CpuPlan): string {
  return plan.mode === 'half'
    ? `wrk -t${plan.loadThreads} (half the CPUs, the rest the server's)`
    : `wrk -t${plan.loadThreads} (a thread per CPU)`;
}

/** Little's law's tolerance (wrk's latencies are rounded, its rate includes start and end). */
const MAX_BUSY_RATIO = 1.15;
const MAX_ATTEMPTS = 3;
/** Idle time before the "10 s after" reading of a round. */
const SETTLE_SECONDS = 10;
/** Idle time between the first 200 of /readyz and the "idle after start" reading. */
const IDLE_AFTER_START_SECONDS = 2;
const SERVER_START_TIMEOUT_MS = 180_000;
const SERVER_ENV_PREFIX = 'BENCH_SERVER_';

/** The issue's goals; reported as met or not met, never enforced. */
const GOALS = {
  minRatioToStatic: 0.5,
  maxP99Ms: 50,
  embeddedMaxGrowthMiB: 150,
  embeddedMaxRound2GrowthMiB: 20,
  postgresMaxRssMiB: 400,
  /** Issue 32: signed-in visitors' public pages, against the static ceiling and at p99 (100 connections). */
  signedInMinRatioToStatic: 0.5,
  signedInMaxP99Ms: 50,
  /** Issue 32: the account area and the admin console (rendered per request) at 20 connections. */
  perRequestMinRps: 300,
  perRequestMaxP99Ms: 200,
};

/** The account area's pages (a customer's) and the admin console's (an admin's): rendered per request. */
const ACCOUNT_PATHS = ['/dashboard', '/my-profile', '/bookmark-list', '/my-property'];
const ADMIN_PATHS = ['/propertyadmin', '/propertyadmin/review', '/propertyadmin/enquiries'];

const LISTING_PATHS = [
  '/list-layout-new-3',
  '/list-layout-new-3?for=rent&city=monc&beds=2&page=2',
  '/list-layout-new-3?for=sale&type=Detached&price=200000-400000',
];
const API_PATHS = [
  '/api/properties',
  '/api/properties?for=rent&city=monc&beds=2&price=0-2000&page=2',
  '/api/properties?for=sale&city=dieppe&pageSize=20',
];
const COMPANY_PATH = '/about-us';
const DETAIL_COUNT = 12;

type DatabaseKind = 'embedded' | 'postgres';
type UrlKind = 'listing' | 'api' | 'detail' | 'company';
type Load = 'static' | 'mix' | 'pages' | 'api' | 'signed-in pages' | 'account' | 'admin';

type Settings = {
  duration: number;
  databases: DatabaseKind[];
  databaseUrl: URL;
  allowReset: boolean;
  out: string;
  logLevel: string;
  cpus: CpuPlan;
  /** BENCH_HEAP_SNAPSHOTS: where the server's heap snapshots go, or null: none taken. */
  heapSnapshotDir: string | null;
  /** BENCH_SERVER_<NAME> variables, passed to the server as <NAME>. */
  serverEnv: Record<string, string>;
};

type Answer = { path: string; encoding: string; wireBytes: number; rawBytes: number };
type MixUrl = Answer & { kind: UrlKind };

type ScenarioResult = {
  label: string;
  load: Load;
  connections: number;
  /** half: wrk leaves the server half the CPUs; all: a wrk thread per CPU (BENCH_WRK_THREADS). */
  cpus: CpuPlan['mode'];
  wrkThreads: number;
  round?: 1 | 2;
  requestsPerSecond: number;
  /** requests/s over the static ceiling's at the same number of connections. */
  ratioToStatic: number | null;
  latencyMs: WrkResult['latencyMs'];
  /** Little's law: mean latency × requests/s, which is the connection count in a sound run. */
  busyConnections: number;
  /** Runs whose figures contradicted themselves, repeated (consistentWrk). */
  discardedRuns: DiscardedRun[];
  failedRequests: number;
  wrk: WrkResult;
  /** The server's CPU time over the run's wall time, in % of one core. */
  serverCpuPercent: number;
  memory: { beforeMiB: number; peakMiB: number; hwmReset: boolean; endMiB: number; after10sMiB?: number };
  /** Warnings and errors the server logged during the run. */
  serverLog: LogLine[];
};

type DiscardedRun = { requestsPerSecond: number; latencyMs: WrkResult['latencyMs']; busyConnections: number };

/** The bare Node server's run (bench-load.ts startFloorServer): the machine's own floor. */
type FloorResult = {
  label: string;
  connections: number;
  cpus: CpuPlan['mode'];
  wrkThreads: number;
  /** Body bytes of every answer: the mean cached page as sent. */
  bytes: number;
  requestsPerSecond: number;
  latencyMs: WrkResult['latencyMs'];
  busyConnections: number;
  discardedRuns: DiscardedRun[];
  failedRequests: number;
  /** The floor server's CPU time over the run's wall time, in % of one core. */
  serverCpuPercent: number;
  wrk: WrkResult;
};

type Preparation = {
  database: string;
  reused: boolean;
  openAndMigrateSeconds: number;
  seedSeconds: number | null;
};

type DatabaseReport = {
  kind: DatabaseKind;
  database: string;
  properties: number;
  preparation: Preparation;
  server: {
    pid: number;
    startSeconds: number;
    stop?: { code: number | null; signal: string | null; stopMs: number };
  };
  urls: MixUrl[];
  staticAsset: Answer;
  /** The bare Node server as the app server is measured, then on shared CPUs (split runs only). */
  floors: FloorResult[];
  memory: {
    idleAfterStartMiB: number;
    afterWarmupMiB: number;
    after10sRound1MiB: number;
    after10sRound2MiB: number;
    lifetimePeakMiB: number;
    /** [ms since the server answered, RSS MiB] every 250 ms. */
    samples: [number, number][];
  };
  scenarios: ScenarioResult[];
  /** BENCH_HEAP_SNAPSHOTS: the files written, and when. */
  heapSnapshots: { moment: string; file: string }[];
  serverLog: LogLine[];
};

type Verdict = { database: DatabaseKind; goal: string; met: boolean; detail: string };

// ───────────────────────────── settings ─────────────────────────────

function readSettings(): Settings {
  const rawDuration = process.env.BENCH_DURATION?.trim() || '10';
  const duration = Number(rawDuration);
  if (!Number.isInteger(duration) || duration < 1) {
    throw new BenchError(`BENCH_DURATION must be a whole number of seconds, got "${rawDuration}".`);
  }
  const databases = (process.env.BENCH_DATABASES?.trim() || 'embedded,postgres')
    .split(',')
    .map((d) => d.trim());
  for (const d of databases) {
    if (d !== 'embedded' && d !== 'postgres') {
      throw new BenchError(`BENCH_DATABASES lists embedded and/or postgres, got "${d}".`);
    }
  }
  const rawUrl = process.env.BENCH_DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
  let databaseUrl: URL;
  try {
    databaseUrl = new URL(rawUrl);
  } catch {
    throw new BenchError(`BENCH_DATABASE_URL is not a URL, e.g. ${DEFAULT_DATABASE_URL}`);
  }
  if (!/^postgres(ql)?:$/.test(databaseUrl.protocol) || databaseUrl.pathname.length <= 1) {
    throw new BenchError(
      `BENCH_DATABASE_URL must be postgres://host:port/dbname, e.g. ${DEFAULT_DATABASE_URL}`,
    );
  }
  return {
    duration,
    databases: [...new Set(databases)] as DatabaseKind[],
    databaseUrl,
    allowReset: process.env.BENCH_ALLOW_RESET === '1',
    out: path.resolve(process.env.BENCH_OUT?.trim() || path.join(os.tmpdir(), 'bench-results.json')),
    logLevel: process.env.BENCH_LOG_LEVEL?.trim() || 'warn',
    cpus: cpuPlan(process.env.BENCH_WRK_THREADS),
    heapSnapshotDir: process.env.BENCH_HEAP_SNAPSHOTS?.trim()
      ? path.resolve(process.env.BENCH_HEAP_SNAPSHOTS.trim())
      : null,
    serverEnv: Object.fromEntries(
      Object.entries(process.env)
        .filter(([name, value]) => name.startsWith(SERVER_ENV_PREFIX) && value !== undefined)
        .map(([name, value]) => [name.slice(SERVER_ENV_PREFIX.length), value ?? '']),
    ),
  };
}

// ───────────────────────────── the databases ─────────────────────────────

/** host:port/dbname, never the user name or password. */
function describeDatabase(url: URL): string {
  return `${url.hostname}:${url.port || '5432'}/${decodeURIComponent(url.pathname.slice(1))}`;
}

/** Connects to the `postgres` database of the same server and creates the bench database if missing. */
async function ensureDatabase(url: URL): Promise<boolean> {
  const name = decodeURIComponent(url.pathname.slice(1));
  const adminUrl = new URL(url);
  adminUrl.pathname = '/postgres';
  const client = new pg.Client({ connectionString: adminUrl.toString(), connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BenchError(
      `Cannot connect to PostgreSQL at ${url.hostname}:${url.port || '5432'}: ${(error as Error).message}\n` +
        'Set BENCH_DATABASE_URL, or BENCH_DATABASES=embedded to skip PostgreSQL.',
    );
  }
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    try {
      await client.query(`create database ${client.escapeIdentifier(name)}`);
    } catch (error) {
      // Created by someone else in the meantime: fine.
      if ((error as { code?: string }).code !== '42P04') throw error;
    }
    return true;
  } finally {
    await client.end();
  }
}

const seconds = (fromMs: number) => Math.round((performance.now() - fromMs) / 100) / 10;

/**
 * Brings `database` to the bench set (unless it already holds it) and stores the shared image under
 * `dataDir`/uploads, where the server looks for it. Closes the database: the embedded one must be
 * free for the server to lock its folder.
 */
async function seedDatabase(
  open: () => Promise<DatabaseHandle>,
  dataDir: string,
  label: string,
  allowReset: boolean,
): Promise<{ preparation: Preparation; visitors: Visitors }> {
  const opening = performance.now();
  const database = await open();
  try {
    await database.migrate();
    const openAndMigrateSeconds = seconds(opening);
    const visitors = await signInVisitors(database);
    const prepared = (preparation: Preparation) => ({ preparation, visitors });
    // Always stored: the files live in a temporary folder; the rows keep pointing at the same keys.
    const image = await storeBenchImage(createLocalDiskStorage(path.join(dataDir, 'uploads')));
    const status = await benchSetStatus(database.db);
    if (status.ready) {
      console.log(`Reusing the bench set already in ${label} (${BENCH_PROPERTY_COUNT} properties).`);
      return prepared({ database: label, reused: true, openAndMigrateSeconds, seedSeconds: null });
    }
    if (status.foreign > 0 && !allowReset) {
      throw new BenchError(
        `${label} holds ${status.foreign} ${status.foreign === 1 ? 'property' : 'properties'} that are not bench data. The benchmark would delete ` +
          `them: point BENCH_DATABASE_URL at a dedicated database, or set BENCH_ALLOW_RESET=1 to replace them.`,
      );
    }
    console.log(
      `Seeding ${label}: ${status.properties} properties replaced by ${BENCH_PROPERTY_COUNT} ` +
        `(${BENCH_IMAGES_PER_PROPERTY} image rows each)...`,
    );
    const seeding = performance.now();
    await seedBenchData(database.db, image);
    const seedSeconds = seconds(seeding);
    console.log(`Seeded in ${seedSeconds} s (opening and migrating took ${openAndMigrateSeconds} s).`);
    return prepared({ database: label, reused: false, openAndMigrateSeconds, seedSeconds });
  } finally {
    await database.close();
  }
}

/** The Cookie header of a signed-in customer and of an admin (issue 32), by role. */
type Visitors = Record<Extract<UserRole, 'customer' | 'admin'>, Record<string, string>>;

/**
 * A customer and an admin with a session each, made in the database the server will open (new ones
 * every run, random passwords: nobody signs in with them). The cookie goes under both the plain and
 * the `__Host-` name: the server reads the one its settings use.
 */
async function signInVisitors(database: DatabaseHandle): Promise<Visitors> {
  const auth = createAuthService(database.db, { isSecureCookie: false });
  const cookieOf = async (role: 'customer' | 'admin') => {
    const user = await auth.createUser({
      email: `bench-${role}-${randomUUID()}@example.invalid`,
      password: randomUUID() + randomUUID(),
      role,
      isEmailVerified: true,
    });
    const { token } = await auth.createSessionFor(user.id);
    return { Cookie: `session=${token}; __Host-session=${token}` };
  };
  return { customer: await cookieOf('customer'), admin: await cookieOf('admin') };
}

async function prepare(
  kind: DatabaseKind,
  settings: Settings,
  dataDir: string,
): Promise<{ preparation: Preparation; visitors: Visitors; env: Record<string, string> }> {
  const common: Record<string, string> = {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'false',
    LOG_LEVEL: settings.logLevel,
    ...settings.serverEnv,
  };
  if (settings.heapSnapshotDir) {
    common.NODE_OPTIONS = [
      common.NODE_OPTIONS,
      '--heapsnapshot-signal=SIGUSR2',
      `--diagnostic-dir=${settings.heapSnapshotDir}`,
    ]
      .filter(Boolean)
      .join(' ');
  }
  if (kind === 'embedded') {
    // The folder the server opens (config.ts: DATA_DIR/pglite), seeded here first, through the same code.
    const pgliteDir = path.join(dataDir, 'pglite');
    const { preparation, visitors } = await seedDatabase(
      () => openDatabase({ kind: 'embedded', dataDir: pgliteDir }),
      dataDir,
      'PGlite (fresh, on a thread of the server process)',
      false,
    );
    return { preparation, visitors, env: common };
  }
  const url = settings.databaseUrl;
  const label = describeDatabase(url);
  const { preparation, visitors } = await seedDatabase(
    () => openDatabase({ kind: 'postgres', url: url.toString() }),
    dataDir,
    label,
    settings.allowReset,
  );
  return { preparation, visitors, env: { ...common, DATABASE_URL: url.toString() } };
}

// ───────────────────────────── the URL mix ─────────────────────────────

/** A URL as answered: how it was encoded and its size as sent and once decompressed. */
function describeAnswer(requestPath: string, result: Probe): Answer {
  return {
    path: requestPath,
    encoding: String(result.headers['content-encoding'] ?? 'identity'),
    wireBytes: result.wireBytes,
    rawBytes: result.body.length,
  };
}

function urlOf(kind: UrlKind, requestPath: string, result: Probe): MixUrl {
  return { kind, ...describeAnswer(requestPath, result) };
}

/** Detail pages of public properties spread over the whole set, found through the API. */
async function detailPaths(origin: string): Promise<string[]> {
  const first = await probeOk(origin, '/api/properties?pageSize=1');
  const total = Number(first.headers['x-total-count']);
  if (!Number.isInteger(total) || total < DETAIL_COUNT) {
    throw new BenchError(
      `The API lists ${String(total)} public properties; the bench needs ${DETAIL_COUNT}.`,
    );
  }
  const paths: string[] = [];
  for (let i = 0; i < DETAIL_COUNT; i++) {
    const page = 1 + Math.floor((i * total) / DETAIL_COUNT);
    const answer = await probeOk(origin, `/api/properties?pageSize=1&page=${page}`);
    const [item] = JSON.parse(answer.body.toString('utf8')) as { id: string }[];
    if (!item) throw new BenchError(`Page ${page} of /api/properties?pageSize=1 is empty.`);
    paths.push(`/single-property-1/${encodeURIComponent(item.id)}`);
  }
  return paths;
}

/** Every URL of the mix, each checked once: 200, and not an empty result. */
async function buildMix(origin: string): Promise<MixUrl[]> {
  const urls: MixUrl[] = [];
  for (const p of LISTING_PATHS) {
    const answer = await probeOk(origin, p);
    if (!answer.body.toString('utf8').includes('<picture')) {
      throw new BenchError(`${p} lists no property: the bench data does not match its filters.`);
    }
    urls.push(urlOf('listing', p, answer));
  }
  for (const p of API_PATHS) {
    const answer = await probeOk(origin, p);
    if ((JSON.parse(answer.body.toString('utf8')) as unknown[]).length === 0) {
      throw new BenchError(`${p} answers an empty list: the bench data does not match its filters.`);
    }
    urls.push(urlOf('api', p, answer));
  }
  for (const p of await detailPaths(origin)) urls.push(urlOf('detail', p, await probeOk(origin, p)));
  urls.push(urlOf('company', COMPANY_PATH, await probeOk(origin, COMPANY_PATH)));
  return urls;
}

/** The built JS or CSS file (with a precompressed .br beside it) closest in size to `bytes`. */
async function closestAsset(bytes: number): Promise<string> {
  const dir = path.join(CLIENT_BUILD_DIR, 'assets');
  const names = await readdir(dir);
  const candidates = names.filter((name) => /\.(js|css)$/.test(name) && names.includes(`${name}.br`));
  const files = await Promise.all(
    candidates.map(async (name) => ({ name, size: (await stat(path.join(dir, name))).size })),
  );
  const [best] = files.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  if (!best) throw new BenchError(`No precompressed JS or CSS file in ${dir}; run \`npm run build\`.`);
  return `/assets/${best.name}`;
}

// ───────────────────────────── one database ─────────────────────────────

type Run = {
  server: ServerProcess;
  memory: ReturnType<typeof watchMemory>;
  scriptFile: string;
  duration: number;
  tag: string;
  plan: CpuPlan;
  heapSnapshotDir: string | null;
  /** What the server logged (warn and above) outside the runs. */
  serverLog: LogLine[];
};

function rssNow(run: Run): number {
  if (!run.server.isRunning()) {
    throw new BenchError(`The server (pid ${run.server.pid}) has exited:\n${run.server.outputTail()}`);
  }
  return readMemory(run.server.pid).rssMiB;
}

const mib = (value: number) => Math.round(value * 10) / 10;

async function scenario(
  run: Run,
  spec: {
    label: string;
    load: Load;
    connections: number;
    paths: string[];
    round?: 1 | 2;
    /** Where wrk runs (default the run's plan). */
    plan?: CpuPlan;
    /** A signed-in visitor's Cookie header (issue 32). */
    headers?: Record<string, string>;
  },
  ceiling?: ScenarioResult,
): Promise<ScenarioResult> {
  const { pid } = run.server;
  // Logged between runs (a settle, the warm-up): the database's log, not this run's.
  run.serverLog.push(...run.server.takeLogProblems());
  const beforeMiB = rssNow(run);
  const window = run.memory.open();
  const cpuBefore = cpuSeconds(pid);
  const plan = spec.plan ?? run.plan;
  const started = performance.now();
  const { wrk, discarded } = await consistentWrk(`${run.tag}] [${spec.label}`, {
    origin: run.server.origin,
    paths: spec.paths,
    connections: spec.connections,
    seconds: run.duration,
    scriptFile: run.scriptFile,
    threads: plan.loadThreads,
    headers: spec.headers,
  });
  const wallSeconds = (performance.now() - started) / 1000;
  const endMiB = rssNow(run);
  const cpuPercent = ((cpuSeconds(pid) - cpuBefore) / wallSeconds) * 100;
  const { peakMiB, hwmReset } = window.close();
  const result: ScenarioResult = {
    label: spec.label,
    load: spec.load,
    connections: spec.connections,
    cpus: plan.mode,
    wrkThreads: plan.loadThreads,
    ...(spec.round ? { round: spec.round } : {}),
    requestsPerSecond: Math.round(wrk.requestsPerSecond),
    ratioToStatic: ceiling
      ? Math.round((wrk.requestsPerSecond / ceiling.requestsPerSecond) * 100) / 100
      : null,
    latencyMs: wrk.latencyMs,
    busyConnections: busyConnections(wrk),
    discardedRuns: discarded,
    failedRequests: errorCount(wrk),
    wrk,
    serverCpuPercent: Math.round(cpuPercent),
    memory: { beforeMiB: mib(beforeMiB), peakMiB: mib(peakMiB), hwmReset, endMiB: mib(endMiB) },
    serverLog: run.server.takeLogProblems(),
  };
  const failures = result.failedRequests > 0 ? `, ${result.failedRequests} FAILED REQUESTS` : '';
  console.log(
    `  [${run.tag}] ${spec.label} @${spec.connections}: ${result.requestsPerSecond} req/s, ` +
      `p99 ${result.latencyMs.p99.toFixed(1)} ms, RSS peak ${Math.round(peakMiB)} MiB${failures}`,
  );
  return result;
}

/**
 * wrk at 100 connections against a bare Node server answering `bytes` bytes from memory, on the
 * same machine at the same moment: the latency no application code can beat here (wrk and the
 * server share the CPUs), so the app server's p99 can be read against it.
 */
async function floorScenario(run: Run, bytes: number, plan = run.plan): Promise<FloorResult> {
  const floorServer = await startFloorServer(bytes);
  const threads = plan.loadThreads;
  try {
    // Warmed up like the app server (its code compiled, its connections accepted) before it counts.
    await runWrk({
      origin: floorServer.origin,
      paths: ['/'],
      connections: HIGH,
      seconds: Math.min(WARMUP_SECONDS, run.duration),
      scriptFile: run.scriptFile,
      threads,
    });
    const cpuBefore = cpuSeconds(floorServer.pid);
    const started = performance.now();
    const { wrk, discarded } = await consistentWrk(`${run.tag}] [floor`, {
      origin: floorServer.origin,
      paths: ['/'],
      connections: HIGH,
      seconds: run.duration,
      scriptFile: run.scriptFile,
      threads,
    });
    const wallSeconds = (performance.now() - started) / 1000;
    const result: FloorResult = {
      label: plan === run.plan ? 'bare Node floor' : `bare Node floor, ${sharedLabel}`,
      connections: HIGH,
      cpus: plan.mode,
      wrkThreads: threads,
      bytes: Math.round(bytes),
      requestsPerSecond: Math.round(wrk.requestsPerSecond),
      latencyMs: wrk.latencyMs,
      busyConnections: busyConnections(wrk),
      discardedRuns: discarded,
      failedRequests: errorCount(wrk),
      serverCpuPercent: Math.round(((cpuSeconds(floorServer.pid) - cpuBefore) / wallSeconds) * 100),
      wrk,
    };
    console.log(
      `  [${run.tag}] ${result.label} @${HIGH} (${kb(bytes)} from memory): ${result.requestsPerSecond} req/s, ` +
        `p99 ${result.latencyMs.p99.toFixed(1)} ms`,
    );
    return result;
  } finally {
    await floorServer.stop();
  }
}

/**
 * Asks the server for a heap snapshot (SIGUSR2, with --heapsnapshot-signal) and waits until the
 * file is complete. The server stops answering while V8 writes it: taken only between runs.
 */
async function heapSnapshot(run: Run, moment: string): Promise<{ moment: string; file: string } | null> {
  const dir = run.heapSnapshotDir;
  if (!dir) return null;
  const existing = new Set(await readdir(dir).catch(() => []));
  process.kill(run.server.pid, 'SIGUSR2');
  const deadline = performance.now() + 300_000;
  for (;;) {
    await sleep(500);
    const written = (await readdir(dir)).find((f) => f.endsWith('.heapsnapshot') && !existing.has(f));
    // V8 writes the file while the server waits: it answers again once the file is whole.
    if (written && (await probe(run.server.origin, '/healthz', 60_000).catch(() => null))?.status === 200) {
      const file = path.join(dir, written);
      console.log(
        `  [${run.tag}] heap snapshot (${moment}): ${file} (${mib((await stat(file)).size / 2 ** 20)} MiB)`,
      );
      return { moment, file };
    }
    if (performance.now() > deadline) throw new BenchError(`No heap snapshot appeared in ${dir}.`);
  }
}

/** Little's law over a wrk run: connections busy on average, by its own latencies and rate. */
function busyConnections(wrk: WrkResult): number {
  return Math.round((wrk.latencyMs.mean / 1000) * wrk.requestsPerSecond * 10) / 10;
}

/**
 * A wrk run whose latencies agree with its rate. Each of wrk's connections always has one request
 * out, so mean latency × requests/s must equal the connection count (Little's law). On this
 * machine's virtual CPUs some runs break it: wrk's figures then say, e.g., 180 connections busy of
 * 100, and their p99 is a second; the bare Node server shows the same runs, so they come from the
 * measurement, not from the server (docs/memory.md). Such a run is kept in the results as discarded
 * and repeated, at most MAX_ATTEMPTS times in all; the last one counts whatever it says.
 */
async function consistentWrk(
  tag: string,
  options: Parameters<typeof runWrk>[0],
): Promise<{ wrk: WrkResult; discarded: DiscardedRun[] }> {
  const discarded: DiscardedRun[] = [];
  for (let attempt = 1; ; attempt++) {
    const wrk = await runWrk(options);
    const busy = busyConnections(wrk);
    if (busy <= options.connections * MAX_BUSY_RATIO || attempt === MAX_ATTEMPTS) {
      return { wrk, discarded };
    }
    console.log(
      `  [${tag}] wrk's figures contradict each other (${busy} of ${options.connections} connections busy, ` +
        `p99 ${wrk.latencyMs.p99.toFixed(1)} ms): run again`,
    );
    discarded.push({
      requestsPerSecond: Math.round(wrk.requestsPerSecond),
      latencyMs: wrk.latencyMs,
      busyConnections: busy,
    });
  }
}

async function settle(run: Run): Promise<number> {
  await sleep(SETTLE_SECONDS * 1000);
  return mib(rssNow(run));
}

/** Everything measured on one running server, from its idle start to the per-kind runs. */
async function measure(
  run: Run,
  kind: DatabaseKind,
  preparation: Preparation,
  visitors: Visitors,
): Promise<DatabaseReport> {
  const { server } = run;
  await sleep(IDLE_AFTER_START_SECONDS * 1000);
  const idleAfterStartMiB = mib(rssNow(run));
  const snapshots = [await heapSnapshot(run, 'idle after start')].filter((s) => s !== null);

  const urls = await buildMix(server.origin);
  const pages = urls.filter((u) => u.kind !== 'api');
  const meanPageBytes = pages.reduce((sum, u) => sum + u.rawBytes, 0) / pages.length;
  const assetPath = await closestAsset(meanPageBytes);
  const { kind: _unused, ...staticAsset } = urlOf(
    'company',
    assetPath,
    await probeOk(server.origin, assetPath),
  );
  printMix(urls, staticAsset);

  const mix = urls.map((u) => u.path);
  const pagePaths = pages.map((u) => u.path);
  const apiPaths = urls.filter((u) => u.kind === 'api').map((u) => u.path);
  await runWrk({
    origin: server.origin,
    paths: mix,
    connections: LOW,
    seconds: Math.min(WARMUP_SECONDS, run.duration),
    scriptFile: run.scriptFile,
    threads: run.plan.loadThreads,
  });
  await sleep(IDLE_AFTER_START_SECONDS * 1000);
  const afterWarmupMiB = mib(rssNow(run));

  const ceiling = [assetPath];
  const staticLow = await scenario(run, {
    label: 'static ceiling',
    load: 'static',
    connections: LOW,
    paths: ceiling,
  });
  const staticHigh = await scenario(run, {
    label: 'static ceiling',
    load: 'static',
    connections: HIGH,
    paths: ceiling,
  });
  const meanPageWireBytes = pages.reduce((sum, u) => sum + u.wireBytes, 0) / pages.length;
  const floor = await floorScenario(run, meanPageWireBytes);
  const mixLow = await scenario(run, { label: 'mix', load: 'mix', connections: LOW, paths: mix }, staticLow);
  const round1 = await scenario(
    run,
    { label: 'mix round 1', load: 'mix', connections: HIGH, paths: mix, round: 1 },
    staticHigh,
  );
  round1.memory.after10sMiB = await settle(run);
  const round2 = await scenario(
    run,
    { label: 'mix round 2', load: 'mix', connections: HIGH, paths: mix, round: 2 },
    staticHigh,
  );
  round2.memory.after10sMiB = await settle(run);
  snapshots.push(...[await heapSnapshot(run, '10 s after round 2')].filter((s) => s !== null));
  const pagesOnly = await scenario(
    run,
    { label: 'pages only', load: 'pages', connections: HIGH, paths: pagePaths },
    staticHigh,
  );
  const apiOnly = await scenario(
    run,
    { label: 'API only', load: 'api', connections: HIGH, paths: apiPaths },
    staticHigh,
  );
  // Issue 32: the same pages for a signed-in customer (the shared cache, ADR 054), and the pages
  // rendered for each request: the account area and the admin console. Each answers 200 signed in
  // (a refused session would be measured as its redirect to /login).
  for (const [paths, headers] of [
    [ACCOUNT_PATHS, visitors.customer],
    [ADMIN_PATHS, visitors.admin],
  ] as const) {
    for (const p of paths) await probeOk(server.origin, p, headers);
  }
  // Each signed-in page once (warmed up like the anonymous ones), and shown signed in.
  for (const p of pagePaths) {
    const signedInPage = await probeOk(server.origin, p, visitors.customer);
    if (!signedInPage.body.toString('utf8').includes('class="nav-logout"')) {
      throw new BenchError(`GET ${p} with the customer's session does not show a signed-in header.`);
    }
  }
  const signedIn = (connections: number, ceiling: ScenarioResult) =>
    scenario(
      run,
      {
        label: 'pages signed in',
        load: 'signed-in pages',
        connections,
        paths: pagePaths,
        headers: visitors.customer,
      },
      ceiling,
    );
  const signedInLow = await signedIn(LOW, staticLow);
  const signedInHigh = await signedIn(HIGH, staticHigh);
  const accountLow = await scenario(run, {
    label: 'account area',
    load: 'account',
    connections: LOW,
    paths: ACCOUNT_PATHS,
    headers: visitors.customer,
  });
  const adminLow = await scenario(run, {
    label: 'admin console',
    load: 'admin',
    connections: LOW,
    paths: ADMIN_PATHS,
    headers: visitors.admin,
  });
  // The same pages and the same floor with wrk on the server's CPUs too: what its turns cost.
  const shared =
    run.plan.mode === 'half'
      ? {
          pages: await scenario(
            run,
            {
              label: `pages only, ${sharedLabel}`,
              load: 'pages',
              connections: HIGH,
              paths: pagePaths,
              plan: ALL_CPUS,
            },
            staticHigh,
          ),
          floor: await floorScenario(run, meanPageWireBytes, ALL_CPUS),
        }
      : null;
  run.serverLog.push(...server.takeLogProblems());

  return {
    kind,
    database: preparation.database,
    properties: BENCH_PROPERTY_COUNT,
    preparation,
    server: { pid: server.pid, startSeconds: server.startMs / 1000 },
    urls,
    staticAsset,
    floors: shared ? [floor, shared.floor] : [floor],
    heapSnapshots: snapshots,
    memory: {
      idleAfterStartMiB,
      afterWarmupMiB,
      after10sRound1MiB: round1.memory.after10sMiB,
      after10sRound2MiB: round2.memory.after10sMiB,
      lifetimePeakMiB: 0, // Known once the server has stopped.
      samples: run.memory.samples,
    },
    scenarios: [
      staticLow,
      staticHigh,
      mixLow,
      round1,
      round2,
      pagesOnly,
      apiOnly,
      signedInLow,
      signedInHigh,
      accountLow,
      adminLow,
      ...(shared ? [shared.pages] : []),
    ],
    serverLog: run.serverLog,
  };
}

async function benchDatabase(
  kind: DatabaseKind,
  settings: Settings,
  workDir: string,
): Promise<DatabaseReport> {
  const dataDir = path.join(workDir, kind);
  await mkdir(dataDir, { recursive: true });
  const { preparation, visitors, env } = await prepare(kind, settings, dataDir);

  console.log(`Starting the server on the ${kind} database...`);
  const server = await startServer(env, SERVER_START_TIMEOUT_MS);
  const memory = watchMemory(server.pid);
  const run: Run = {
    server,
    memory,
    scriptFile: path.join(workDir, `${kind}.lua`),
    duration: settings.duration,
    tag: kind,
    plan: settings.cpus,
    heapSnapshotDir: settings.heapSnapshotDir,
    serverLog: [],
  };
  let report: DatabaseReport;
  let stop: Awaited<ReturnType<ServerProcess['stop']>>;
  try {
    report = await measure(run, kind, preparation, visitors);
  } finally {
    memory.stop();
    stop = await server.stop();
    if (stop.code !== 0) {
      console.log(`  [${kind}] the server exited with ${stop.signal ?? `code ${stop.code}`} when stopped.`);
    }
  }
  report.server.stop = stop;
  report.memory.lifetimePeakMiB = mib(memory.lifetimePeakMiB);
  return report;
}

// ───────────────────────────── output ─────────────────────────────

function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((cells) => cells[i]?.length ?? 0)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
      .join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printMix(urls: MixUrl[], staticAsset: DatabaseReport['staticAsset']): void {
  const parts = (['listing', 'api', 'detail', 'company'] as const).map((kind) => {
    const group = urls.filter((u) => u.kind === kind);
    const raw = group.reduce((sum, u) => sum + u.rawBytes, 0) / group.length;
    const wire = group.reduce((sum, u) => sum + u.wireBytes, 0) / group.length;
    const encodings = [...new Set(group.map((u) => u.encoding))].join('/');
    return `${group.length} ${kind} (${kb(raw)} → ${kb(wire)} ${encodings})`;
  });
  console.log(`  URL mix, mean body per kind: ${parts.join(', ')}`);
  console.log(
    `  static ceiling: ${staticAsset.path} (${kb(staticAsset.rawBytes)} → ${kb(staticAsset.wireBytes)} ${staticAsset.encoding})`,
  );
}

function printDatabase(report: DatabaseReport): void {
  const m = report.memory;
  const prep = report.preparation;
  const seeding = prep.reused ? 'bench set reused' : `seeded in ${prep.seedSeconds} s`;
  console.log(
    `\n${report.kind}: ${report.database}, ${report.properties.toLocaleString('en')} properties (${seeding}); ` +
      `server pid ${report.server.pid}, answering ${report.server.startSeconds.toFixed(1)} s after spawn`,
  );
  console.log(
    `RSS MiB: ${m.idleAfterStartMiB} idle after start, ${m.afterWarmupMiB} after warm-up, ` +
      `${m.after10sRound1MiB} 10 s after round 1, ${m.after10sRound2MiB} 10 s after round 2; peak ${m.lifetimePeakMiB}`,
  );
  const dash = '—';
  /** The cells every run has: latencies, Little's busy connections, reruns, failures, CPU. */
  const runCells = (r: FloorResult | ScenarioResult) => [
    r.latencyMs.p50.toFixed(1),
    r.latencyMs.p90.toFixed(1),
    r.latencyMs.p99.toFixed(1),
    r.latencyMs.max.toFixed(0),
    r.busyConnections.toFixed(0),
    String(r.discardedRuns.length),
    r.failedRequests === 0 ? '0' : `${r.failedRequests} !!`,
    `${r.serverCpuPercent}%`,
  ];
  const floorRow = (f: FloorResult) => [
    f.label,
    String(f.connections),
    String(f.requestsPerSecond),
    dash,
    ...runCells(f),
    dash,
    dash,
    dash,
    dash,
  ];
  const rows = report.scenarios.map((s) => [
    s.label,
    String(s.connections),
    String(s.requestsPerSecond),
    s.ratioToStatic === null ? dash : `${s.ratioToStatic.toFixed(2)}×`,
    ...runCells(s),
    s.memory.beforeMiB.toFixed(0),
    s.memory.peakMiB.toFixed(0),
    s.memory.endMiB.toFixed(0),
    s.memory.after10sMiB === undefined ? dash : s.memory.after10sMiB.toFixed(0),
  ]);
  console.log(
    table(
      [
        'scenario',
        'conns',
        'req/s',
        'vs static',
        'p50 ms',
        'p90 ms',
        'p99 ms',
        'max ms',
        'busy',
        'reruns',
        'failed',
        'srv CPU',
        'RSS before',
        'peak',
        'end',
        '+10 s',
      ],
      [
        ...rows.slice(0, 2),
        floorRow(report.floors[0]!),
        ...rows.slice(2),
        ...report.floors.slice(1).map(floorRow),
      ],
    ),
  );
  const logged = report.serverLog.concat(report.scenarios.flatMap((s) => s.serverLog));
  if (logged.length > 0) {
    const distinct = [...new Set(logged.map((l) => l.message))];
    console.log(
      `The server logged ${logged.length} warnings/errors, e.g.:\n  ${distinct.slice(0, 5).join('\n  ')}`,
    );
  }
}

function verdictsFor(report: DatabaseReport): Verdict[] {
  const primary = report.scenarios[0]?.cpus;
  const find = (load: Load, connections: number, round?: 1 | 2): ScenarioResult => {
    const found = report.scenarios.find(
      (s) => s.load === load && s.connections === connections && s.round === round && s.cpus === primary,
    );
    if (!found) throw new BenchError(`No ${load} run at ${connections} connections.`);
    return found;
  };
  const verdicts: Verdict[] = [];
  const add = (goal: string, met: boolean, detail: string) =>
    verdicts.push({ database: report.kind, goal, met, detail });

  const compared = [find('mix', LOW), find('mix', HIGH, 2), find('pages', HIGH), find('api', HIGH)];
  add(
    `page and API throughput ≥ ${GOALS.minRatioToStatic}× the static ceiling`,
    compared.every((s) => (s.ratioToStatic ?? 0) >= GOALS.minRatioToStatic),
    compared.map((s) => `${s.label} @${s.connections} ${s.ratioToStatic?.toFixed(2)}×`).join(', '),
  );
  const cached = [find('pages', HIGH), find('mix', HIGH, 2), find('api', HIGH)];
  const floors = report.floors.filter((f) => f.cpus === primary);
  add(
    `p99 at ${HIGH} connections < ${GOALS.maxP99Ms} ms (cached pages and API answers)` +
      `, ${primary === 'half' ? 'wrk with half the CPUs' : 'a wrk thread per CPU'}`,
    cached.every((s) => s.latencyMs.p99 < GOALS.maxP99Ms),
    [...cached, find('static', HIGH), ...floors]
      .map((s) => `${s.label} ${s.latencyMs.p99.toFixed(1)} ms`)
      .join(', '),
  );
  const signedIn = [find('signed-in pages', LOW), find('signed-in pages', HIGH)];
  add(
    `signed-in public pages ≥ ${GOALS.signedInMinRatioToStatic}× the static ceiling`,
    signedIn.every((s) => (s.ratioToStatic ?? 0) >= GOALS.signedInMinRatioToStatic),
    signedIn.map((s) => `@${s.connections} ${s.ratioToStatic?.toFixed(2)}×`).join(', '),
  );
  add(
    `signed-in public pages: p99 at ${HIGH} connections < ${GOALS.signedInMaxP99Ms} ms`,
    signedIn[1]!.latencyMs.p99 < GOALS.signedInMaxP99Ms,
    `${signedIn[1]!.latencyMs.p99.toFixed(1)} ms`,
  );
  const perRequest = [find('account', LOW), find('admin', LOW)];
  add(
    `account and admin pages ≥ ${GOALS.perRequestMinRps} req/s at ${LOW} connections, p99 < ${GOALS.perRequestMaxP99Ms} ms`,
    perRequest.every(
      (s) => s.requestsPerSecond >= GOALS.perRequestMinRps && s.latencyMs.p99 < GOALS.perRequestMaxP99Ms,
    ),
    perRequest
      .map((s) => `${s.label} ${s.requestsPerSecond} req/s, p99 ${s.latencyMs.p99.toFixed(1)} ms`)
      .join(', '),
  );
  const m = report.memory;
  if (report.heapSnapshots.length > 0) {
    // Writing a snapshot takes V8 a few hundred MiB that the process keeps (seen: +250 MiB).
    console.log(
      `  (${report.kind}: RSS goals not judged: heap snapshots were taken, and writing one grows the RSS)`,
    );
  } else if (report.kind === 'embedded') {
    const growth = m.after10sRound2MiB - m.idleAfterStartMiB;
    add(
      `RSS 10 s after round 2 within +${GOALS.embeddedMaxGrowthMiB} MiB of the start`,
      growth <= GOALS.embeddedMaxGrowthMiB,
      `${m.idleAfterStartMiB} → ${m.after10sRound2MiB} MiB (${growth >= 0 ? '+' : ''}${growth.toFixed(1)})`,
    );
    const round2 = m.after10sRound2MiB - m.after10sRound1MiB;
    add(
      `round 2 adds < ${GOALS.embeddedMaxRound2GrowthMiB} MiB`,
      round2 < GOALS.embeddedMaxRound2GrowthMiB,
      `${m.after10sRound1MiB} → ${m.after10sRound2MiB} MiB (${round2 >= 0 ? '+' : ''}${round2.toFixed(1)})`,
    );
  } else {
    add(
      `RSS < ${GOALS.postgresMaxRssMiB} MiB throughout`,
      m.lifetimePeakMiB < GOALS.postgresMaxRssMiB,
      `peak ${m.lifetimePeakMiB} MiB (the app server; PostgreSQL's own processes not included)`,
    );
  }
  const failed = report.scenarios.filter((s) => s.failedRequests > 0);
  add(
    'no failed requests',
    failed.length === 0,
    failed.length === 0
      ? 'none'
      : failed.map((s) => `${s.label} @${s.connections}: ${describeFailures(s.wrk)}`).join('; '),
  );
  return verdicts;
}

function describeFailures(wrk: WrkResult): string {
  return Object.entries(wrk.errors)
    .filter(([, count]) => count > 0)
    .map(([kind, count]) => `${count} ${kind === 'status' ? 'answers ≥ 400' : kind}`)
    .join(', ');
}

/** Share of all CPUs' time spent not idle during the next `ms` milliseconds, whoever used it. */
async function cpuBusyFraction(ms: number): Promise<number> {
  const totals = () =>
    os.cpus().reduce(
      (acc, cpu) => {
        const { user, nice, sys, idle, irq } = cpu.times;
        return { busy: acc.busy + user + nice + sys + irq, all: acc.all + user + nice + sys + idle + irq };
      },
      { busy: 0, all: 0 },
    );
  const before = totals();
  await sleep(ms);
  const after = totals();
  const all = after.all - before.all;
  return all > 0 ? (after.busy - before.busy) / all : 0;
}

function ensureBuild(): void {
  if (existsSync(SERVER_BUILD_FILE)) return;
  console.log('build/server/index.js is missing: running `npm run build` first...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: 'inherit', timeout: 600_000 });
  if (result.status !== 0 || !existsSync(SERVER_BUILD_FILE)) {
    throw new BenchError('`npm run build` failed; look at its output.');
  }
}

// ───────────────────────────── main ─────────────────────────────

async function main(): Promise<void> {
  const settings = readSettings();
  // Whatever happens, the process ends: seeding, start-up and every run have generous bounds.
  const perDatabaseSeconds =
    600 + SERVER_START_TIMEOUT_MS / 1000 + 8 * (settings.duration + 60) + 2 * SETTLE_SECONDS;
  const budgetSeconds = 600 + settings.databases.length * perDatabaseSeconds;
  setTimeout(() => {
    console.error(`bench: still running after ${budgetSeconds} s; giving up.`);
    process.exit(2);
  }, budgetSeconds * 1000).unref();

  const workDir = await mkdtemp(path.join(os.tmpdir(), 'bench-'));
  // Backstop for the ways out that skip `finally`: Ctrl-C, the watchdog, a crash.
  process.once('exit', () => {
    killChildren();
    rmSync(workDir, { recursive: true, force: true });
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
  }

  await checkWrk();
  ensureBuild();
  if (settings.heapSnapshotDir) await mkdir(settings.heapSnapshotDir, { recursive: true });
  // Before the embedded run: a PostgreSQL server that is not there fails the bench in seconds.
  if (settings.databases.includes('postgres') && (await ensureDatabase(settings.databaseUrl))) {
    console.log(`Created database ${describeDatabase(settings.databaseUrl)}.`);
  }
  const busy = await cpuBusyFraction(1000);
  const cpus = os.cpus();
  console.log(
    `node ${process.version} | ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}) | ` +
      `${describePlan(settings.cpus)}, ${settings.duration} s per scenario after a ${Math.min(WARMUP_SECONDS, settings.duration)} s warm-up | ` +
      `Accept-Encoding: ${ACCEPT_ENCODING} | server LOG_LEVEL=${settings.logLevel} | databases: ${settings.databases.join(', ')}`,
  );
  const extraEnv = Object.entries(settings.serverEnv).map(([name, value]) => `${name}=${value}`);
  const serve = serveSettings();
  console.log(
    `Server started as npm run serve does: node ${serve.nodeFlags.join(' ')} server/main.ts ` +
      Object.entries(serve.env)
        .map(([name, value]) => `${name}=${value}`)
        .join(' '),
  );
  if (extraEnv.length > 0) console.log(`Server environment from BENCH_SERVER_*: ${extraEnv.join(' ')}`);
  if (busy > 0.2) {
    console.log(
      `Note: other processes kept the CPUs ${Math.round(busy * 100)}% busy just before the runs; ` +
        'the figures include that contention.',
    );
  }

  const reports: DatabaseReport[] = [];
  for (const kind of settings.databases) {
    console.log(`\n── ${kind} ──`);
    reports.push(await benchDatabase(kind, settings, workDir));
  }

  console.log(`\n════ results (${settings.duration} s per scenario) ════`);
  reports.forEach(printDatabase);
  console.log(
    `\nreq/s and latencies from wrk (${describePlan(settings.cpus)} unless the label says -t${ALL_CPUS.loadThreads}, keep-alive, --timeout 30s); ` +
      '"vs static": over the static ceiling at ' +
      'the same connections; busy: mean latency × req/s, the connections busy on average by Little’s law ' +
      '(a run whose busy exceeds its connections by 15 % contradicts itself: it is run again, at most ' +
      `${MAX_ATTEMPTS} times, reruns counts them; docs/memory.md); ` +
      'failed: socket errors, timeouts and answers ≥ 400; srv CPU: the server ' +
      'process, % of one core; RSS (MiB) of the server process from /proc: before the run, peak ' +
      '(VmHWM reset per run, and 250 ms samples), at its end, and after 10 s idle.',
  );

  const verdicts = reports.flatMap(verdictsFor);
  console.log('\nGoals:');
  for (const v of verdicts) {
    console.log(`  ${v.met ? '[met]    ' : '[NOT MET]'} ${v.database}: ${v.goal} — ${v.detail}`);
  }
  const failedRuns = reports.flatMap((r) =>
    r.scenarios.filter((s) => s.failedRequests > 0).map((s) => ({ r, s })),
  );
  if (failedRuns.length > 0) {
    console.log(
      '\n!!!!!!!! REQUESTS FAILED: the figures of these runs do not measure working pages !!!!!!!!',
    );
    for (const { r, s } of failedRuns) {
      console.log(`  ${r.kind} ${s.label} @${s.connections}: ${describeFailures(s.wrk)}`);
    }
    process.exitCode = 1;
  }

  const results = {
    startedAt: new Date(Date.now() - performance.now()).toISOString(),
    node: process.version,
    cpus: { count: cpus.length, model: cpus[0]?.model.trim() },
    cpuBusyBeforeRuns: Math.round(busy * 100) / 100,
    settings: {
      durationSeconds: settings.duration,
      warmupSeconds: Math.min(WARMUP_SECONDS, settings.duration),
      settleSeconds: SETTLE_SECONDS,
      connections: [LOW, HIGH],
      cpus: settings.cpus,
      acceptEncoding: ACCEPT_ENCODING,
      serverLogLevel: settings.logLevel,
      serverEnv: settings.serverEnv,
    },
    goals: GOALS,
    databases: reports,
    verdicts,
  };
  await writeFile(settings.out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nEvery figure: ${settings.out}`);
}

try {
  await main();
} catch (error) {
  console.error(error instanceof BenchError ? `bench: ${error.message}` : error);
  process.exitCode = 1;
}
