// Load test of the listing API and the listing page against 10,000 properties in PostgreSQL,
// with a static file of similar size served by the same server as the ceiling.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_properties npm run bench
//
// BENCH_DURATION (seconds per scenario, default 10) and BENCH_CONNECTIONS (default 20) tune the
// run. The database is created when missing, and its properties are REPLACED by the bench set
// unless it already holds exactly that set. Requires `npm run build` (run here when missing).

import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
// @ts-expect-error -- autocannon ships no type declarations; the part used here is typed below.
import autocannonUntyped from 'autocannon';
import type { App } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, type DatabaseHandle } from '../server/db/client.ts';
import { createLocalDiskStorage } from '../server/storage/local-disk.ts';
import {
  BENCH_IMAGES_PER_PROPERTY,
  BENCH_PROPERTY_COUNT,
  benchSetStatus,
  seedBenchData,
  storeBenchImage,
} from './bench-seed.ts';

type Percentiles = { average: number; p50: number; p99: number; total: number };
type AutocannonResult = {
  duration: number;
  requests: Percentiles & { sent: number };
  latency: Percentiles;
  throughput: Percentiles;
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
};
type AutocannonOptions = {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  workers?: number;
  warmup?: { connections: number; duration: number };
};
const autocannon = autocannonUntyped as (options: AutocannonOptions) => Promise<AutocannonResult>;

// React chooses its development or production build from process.env.NODE_ENV when it is first
// loaded, not from loadConfig(): set it before anything imports React (the app, through React
// Router), or the pages are measured with React's development build. Nothing imported above does.
const inheritedNodeEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
const { buildApp, CLIENT_BUILD_DIR, ROOT_DIR, SERVER_BUILD_FILE } = await import('../server/app.ts');

/** Browsers always ask for compression; all three scenarios send this, so sizes are comparable. */
const REQUEST_HEADERS = { 'accept-encoding': 'gzip' };
const WARMUP_SECONDS = 1;
const EXAMPLE = 'BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench_properties npm run bench';

class BenchError extends Error {}

function positiveNumber(name: string, fallback: number, integer: boolean): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new BenchError(`${name} must be a positive ${integer ? 'whole number' : 'number'}, got "${raw}".`);
  }
  return value;
}

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
      `Cannot connect to PostgreSQL at ${url.hostname}:${url.port || '5432'}: ${(error as Error).message}`,
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

function ensureBuild(): void {
  if (existsSync(SERVER_BUILD_FILE)) return;
  console.log('build/server/index.js is missing: running `npx react-router build` first...');
  const result = spawnSync('npx', ['react-router', 'build'], {
    cwd: ROOT_DIR,
    stdio: 'inherit',
    timeout: 300_000,
  });
  if (result.status !== 0 || !existsSync(SERVER_BUILD_FILE)) {
    throw new BenchError('`npx react-router build` failed; run `npm run build` and look at its output.');
  }
}

type Probe = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Body bytes as sent (compressed when the server compressed). */
  wireBytes: number;
  /** Body bytes once decompressed. */
  body: Buffer;
};

/** One request with the same headers as the load test; the raw body is kept to measure it. */
function probe(origin: string, requestPath: string): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${requestPath}`, { headers: REQUEST_HEADERS }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        try {
          const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            wireBytes: raw.length,
            body,
          });
        } catch (error) {
          reject(error as Error);
        }
      });
    });
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${requestPath} timed out`)));
    request.on('error', reject);
  });
}

async function probeOk(origin: string, requestPath: string): Promise<Probe> {
  const result = await probe(origin, requestPath);
  if (result.status !== 200) {
    const excerpt = result.body.toString('utf8').slice(0, 300);
    throw new BenchError(`GET ${requestPath} answered ${result.status}, not 200:\n${excerpt}`);
  }
  return result;
}

/** The built JS or CSS file whose size is closest to `bytes`. */
async function closestAsset(bytes: number): Promise<{ name: string; size: number }> {
  const dir = path.join(CLIENT_BUILD_DIR, 'assets');
  const names = (await readdir(dir)).filter((name) => /\.(js|css)$/.test(name));
  const files = await Promise.all(
    names.map(async (name) => ({ name, size: (await stat(path.join(dir, name))).size })),
  );
  const candidates = files.filter((f) => f.size > 0);
  const [best] = candidates.sort((a, b) => Math.abs(a.size - bytes) - Math.abs(b.size - bytes));
  if (!best) throw new BenchError(`No JS or CSS file in ${dir}; run \`npm run build\`.`);
  return best;
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
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = totals();
  const all = after.all - before.all;
  return all > 0 ? (after.busy - before.busy) / all : 0;
}

type Scenario = { label: string; path: string; probe: Probe };
type Row = { scenario: Scenario; result: AutocannonResult };

function pad(text: string, width: number, right: boolean): string {
  return right ? text.padStart(width) : text.padEnd(width);
}

function printTable(rows: Row[]): void {
  const header = [
    'scenario',
    'req/s',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'bytes/resp gzip',
    'bytes/resp raw',
  ];
  const body = rows.map(({ scenario, result }) => [
    scenario.label,
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    String(result.non2xx),
    String(result.errors + result.timeouts),
    String(scenario.probe.wireBytes),
    String(scenario.probe.body.length),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => cells[i]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, i) => pad(cell, widths[i] ?? 0, i > 0)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const cells of body) console.log(line(cells));
}

async function main(): Promise<void> {
  const rawUrl = process.env.BENCH_DATABASE_URL;
  if (!rawUrl) {
    throw new BenchError(
      `Set BENCH_DATABASE_URL to a PostgreSQL database the benchmark may fill (its properties are replaced), e.g.\n  ${EXAMPLE}`,
    );
  }
  let dbUrl: URL;
  try {
    dbUrl = new URL(rawUrl);
  } catch {
    throw new BenchError(`BENCH_DATABASE_URL is not a URL. Example:\n  ${EXAMPLE}`);
  }
  if (!/^postgres(ql)?:$/.test(dbUrl.protocol) || dbUrl.pathname.length <= 1) {
    throw new BenchError(`BENCH_DATABASE_URL must be postgres://host:port/dbname. Example:\n  ${EXAMPLE}`);
  }
  const duration = positiveNumber('BENCH_DURATION', 10, false);
  const connections = positiveNumber('BENCH_CONNECTIONS', 20, true);
  const dbLabel = describeDatabase(dbUrl);

  // Whatever happens, the process ends: seeding, the build and three runs have generous bounds.
  const budgetMs = (300 + 300 + 3 * (duration + WARMUP_SECONDS + 30)) * 1000;
  setTimeout(() => {
    console.error(`bench: still running after ${Math.round(budgetMs / 1000)} s; giving up.`);
    process.exit(2);
  }, budgetMs).unref();

  if (inheritedNodeEnv !== undefined && inheritedNodeEnv !== 'production') {
    console.log(`NODE_ENV=${inheritedNodeEnv} ignored: the benchmark measures the production build.`);
  }
  if (await ensureDatabase(dbUrl)) console.log(`Created database ${dbLabel}.`);

  let database: DatabaseHandle | undefined;
  let app: App | undefined;
  const storageRoot = await mkdtemp(path.join(os.tmpdir(), 'bench-storage-'));
  const removeStorage = () => rm(storageRoot, { recursive: true, force: true });
  // Backstop for the ways out that skip `finally`: Ctrl-C, the watchdog, a crash (say, EPIPE
  // when the output is piped to `head`).
  process.once('exit', () => rmSync(storageRoot, { recursive: true, force: true }));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => process.exit(signal === 'SIGINT' ? 130 : 143));
  }

  try {
    database = await openDatabase({ kind: 'postgres', url: rawUrl });
    await database.migrate();
    const storage = createLocalDiskStorage(storageRoot);
    // Always stored: the files live in a temporary folder; the rows keep pointing at the same keys.
    const image = await storeBenchImage(storage);

    const status = await benchSetStatus(database.db);
    if (status.ready) {
      console.log(`Reusing the bench set already in ${dbLabel} (${BENCH_PROPERTY_COUNT} properties).`);
    } else {
      if (status.foreign > 0 && process.env.BENCH_ALLOW_RESET !== '1') {
        throw new BenchError(
          `${dbLabel} holds ${status.foreign} ${status.foreign === 1 ? 'property' : 'properties'} that are not bench data. The benchmark would delete ` +
            `them: point BENCH_DATABASE_URL at a dedicated database, or set BENCH_ALLOW_RESET=1 to replace them.`,
        );
      }
      console.log(
        `Seeding ${dbLabel}: replacing ${status.properties} properties with ${BENCH_PROPERTY_COUNT} ` +
          `(${BENCH_IMAGES_PER_PROPERTY} image rows each)...`,
      );
      const started = performance.now();
      await seedBenchData(database.db, image);
      console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
    }

    ensureBuild();
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      DATABASE_URL: rawUrl,
    });
    app = await buildApp({ config, database, storage, pages: { mode: 'production' }, logger: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;

    const apiPath = '/api/properties?for=rent&city=monc&beds=2&price=0-2000&page=2';
    const pagePath = '/list-layout-new-3?for=rent&city=monc&beds=2&page=2';
    const api = await probeOk(origin, apiPath);
    const items = JSON.parse(api.body.toString('utf8')) as unknown[];
    const page = await probeOk(origin, pagePath);
    const pictures = page.body.toString('utf8').split('<picture').length - 1;
    const asset = await closestAsset(page.body.length);
    const assetPath = `/assets/${asset.name}`;
    const assetProbe = await probeOk(origin, assetPath);
    console.log(
      `API page 2: ${items.length} items of ${String(api.headers['x-total-count'])} matches; ` +
        `listing page: ${page.body.length} bytes of HTML, ${pictures} <picture> elements; ` +
        `static ceiling: ${asset.name} (${asset.size} bytes).`,
    );
    if (items.length === 0 || pictures === 0) {
      throw new BenchError(
        'Page 2 of the filtered listing is empty: the bench data does not match the filters.',
      );
    }

    const scenarios: Scenario[] = [
      { label: 'a. JSON API (filters, page 2)', path: apiPath, probe: api },
      { label: 'b. listing page SSR (page 2)', path: pagePath, probe: page },
      { label: `c. static asset (ceiling)`, path: assetPath, probe: assetProbe },
    ];

    const cpus = os.cpus();
    // Other processes compete for the same CPUs: measure them while this one is idle.
    const busy = await cpuBusyFraction(1000);
    if (busy > 0.2) {
      console.log(
        `\nNote: other processes kept the CPUs ${Math.round(busy * 100)}% busy just before the runs; ` +
          `the numbers include that contention.`,
      );
    }
    console.log(
      `\nnode ${process.version} (NODE_ENV=production) | ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}) | ` +
        `database ${dbLabel}\n${connections} connections | ${duration} s per scenario after ${WARMUP_SECONDS} s warm-up | ` +
        `accept-encoding: gzip on every request | server and autocannon in one process (autocannon in a worker thread)\n`,
    );

    const rows: Row[] = [];
    for (const scenario of scenarios) {
      // Each scenario starts from a server that answers; a broken URL must not be "benchmarked".
      await probeOk(origin, scenario.path);
      const result = await autocannon({
        url: `${origin}${scenario.path}`,
        connections,
        duration,
        headers: REQUEST_HEADERS,
        workers: 1,
        warmup: { connections, duration: WARMUP_SECONDS },
      });
      rows.push({ scenario, result });
    }
    printTable(rows);
    for (const { scenario, result } of rows) {
      if (result.non2xx > 0 || result.errors + result.timeouts > 0) {
        const codes = Object.entries(result.statusCodeStats)
          .map(([code, { count }]) => `${code}: ${count}`)
          .join(', ');
        console.log(
          `\n${scenario.label}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts (${codes}).`,
        );
      }
    }
    console.log(
      `\nreq/s: average of per-second samples; bytes/resp: response body as sent (gzip) and decompressed. ` +
        `Asset chosen as the JS/CSS file closest in decompressed size to the listing page.`,
    );
  } finally {
    await app?.close();
    await database?.close();
    await removeStorage();
  }
}

try {
  await main();
} catch (error) {
  console.error(error instanceof BenchError ? `bench: ${error.message}` : error);
  process.exitCode = 1;
}
