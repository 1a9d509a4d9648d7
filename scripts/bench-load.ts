// The machinery of `npm run bench` (scripts/bench.ts): the production server as a child process of
// its own, its memory and CPU read from /proc, wrk as the load generator, and single probing requests.
// Linux only (/proc).

import { spawn, type ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliDecompressSync, gunzipSync, zstdDecompressSync } from 'node:zlib';
import { ROOT_DIR } from '../server/app.ts';

export class BenchError extends Error {}

/** What a browser sends (Chrome's, word for word): every probe and every load-test request carries it. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

// ───────────────────────────── child processes ─────────────────────────────

const liveChildren = new Set<ChildProcess>();

function track(child: ChildProcess): void {
  liveChildren.add(child);
  child.once('exit', () => liveChildren.delete(child));
}

/** Last resort on the way out (Ctrl-C, the watchdog, a crash): no server or wrk outlives the bench. */
export function killChildren(): void {
  for (const child of liveChildren) child.kill('SIGKILL');
}

// ───────────────────────────── wrk's share of the CPUs ─────────────────────────────

/**
 * How many threads wrk runs. wrk and the server share this machine's CPUs, and a wrk thread waiting
 * for a CPU leaves its connections' answers unread, which wrk counts as the server's latency.
 * 'half' (the default): wrk gets half the CPUs' worth of threads (at least one), the server the rest
 * (its main thread needs a whole CPU). 'all': a thread per CPU, wrk's usual setting on a machine of
 * its own, here taking turns with the server; the bench also runs the pages and the floor this way.
 * (Pinning the server and wrk to CPUs of their own with taskset was tried: the server lost a third
 * of its throughput, its GC and thread-pool threads then waiting on its one CPU.)
 */
export type CpuPlan = { mode: 'half' | 'all'; loadThreads: number };

export const ALL_CPUS: CpuPlan = { mode: 'all', loadThreads: Math.max(2, availableParallelism()) };

/** The plan of BENCH_WRK_THREADS (half | all). */
export function cpuPlan(requested: string | undefined): CpuPlan {
  const mode = requested?.trim() || 'half';
  if (mode === 'all') return ALL_CPUS;
  if (mode !== 'half') throw new BenchError(`BENCH_WRK_THREADS is half or all, got "${requested}".`);
  return { mode, loadThreads: Math.max(1, Math.floor(availableParallelism() / 2)) };
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

// ───────────────────────────── single requests ─────────────────────────────

export type Probe = {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Body bytes as sent (compressed when the server compressed). */
  wireBytes: number;
  /** Body bytes once decompressed. */
  body: Buffer;
};

/** One GET with a browser's Accept-Encoding; the raw body is kept to measure it. */
export function probe(
  origin: string,
  requestPath: string,
  timeoutMs = 30_000,
  extraHeaders: Record<string, string> = {},
): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': ACCEPT_ENCODING, ...extraHeaders };
    const request = http.get(`${origin}${requestPath}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        const encoding = response.headers['content-encoding'];
        try {
          const decode =
            encoding === 'br'
              ? brotliDecompressSync
              : encoding === 'zstd'
                ? zstdDecompressSync
                : encoding === 'gzip'
                  ? gunzipSync
                  : (bytes: Buffer) => bytes;
          const body = decode(raw);
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
    request.setTimeout(timeoutMs, () => request.destroy(new Error(`GET ${requestPath} timed out`)));
    request.on('error', reject);
  });
}

/** One GET that must answer 200 (`headers`: a signed-in visitor's Cookie, say). */
export async function probeOk(
  origin: string,
  requestPath: string,
  headers: Record<string, string> = {},
): Promise<Probe> {
  const result = await probe(origin, requestPath, 30_000, headers);
  if (result.status !== 200) {
    const excerpt = result.body.toString('utf8').slice(0, 300);
    throw new BenchError(`GET ${requestPath} answered ${result.status}, not 200:\n${excerpt}`);
  }
  return result;
}

// ───────────────────────────── memory and CPU from /proc ─────────────────────────────

const KIB_PER_MIB = 1024;
/** USER_HZ: the unit of utime/stime in /proc/<pid>/stat; 100 on every common Linux build. */
const CLOCK_TICKS_PER_SECOND = 100;

export type MemoryReading = {
  /** VmRSS: resident set size now. */
  rssMiB: number;
  /** VmHWM: the largest RSS since the process started or since resetPeak(). */
  hwmMiB: number;
};

export function readMemory(pid: number): MemoryReading {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match?.[1]) throw new BenchError(`No ${name} in /proc/${pid}/status.`);
    return Number(match[1]) / KIB_PER_MIB;
  };
  return { rssMiB: field('VmRSS'), hwmMiB: field('VmHWM') };
}

/** Resets VmHWM to the current RSS (Linux 4.0+); false when the kernel refuses. */
function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** User plus system CPU time the process has used so far, in seconds. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name, which may itself hold spaces and parentheses: state is field 3,
  // utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
}

export type MemoryWindow = {
  /** Largest RSS seen between open() and close(): the 250 ms samples and VmHWM, when it could be reset. */
  peakMiB: number;
  /** Whether VmHWM was reset at the start, so it counts (otherwise the samples alone). */
  hwmReset: boolean;
};

/**
 * Samples a process's RSS every `everyMs` for as long as it runs; windows give the peak of one
 * stretch of time (a scenario), the samples the whole curve.
 */
export function watchMemory(pid: number, everyMs = 250) {
  const startedAt = performance.now();
  /** [milliseconds since the watch started, RSS in MiB] */
  const samples: [number, number][] = [];
  let lifetimePeakMiB = 0;
  const sample = (): number | undefined => {
    try {
      const { rssMiB, hwmMiB } = readMemory(pid);
      samples.push([Math.round(performance.now() - startedAt), Math.round(rssMiB * 10) / 10]);
      lifetimePeakMiB = Math.max(lifetimePeakMiB, rssMiB, hwmMiB);
      return rssMiB;
    } catch {
      return undefined; // The process is gone; stop() follows.
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    samples,
    /** The largest RSS seen over the process's life (samples and every VmHWM read). */
    get lifetimePeakMiB() {
      return lifetimePeakMiB;
    },
    open() {
      const hwmReset = resetPeak(pid);
      const from = samples.length;
      sample();
      return {
        close(): MemoryWindow {
          sample();
          const sampled = samples.slice(from).map(([, rss]) => rss);
          let hwm = 0;
          try {
            hwm = hwmReset ? readMemory(pid).hwmMiB : 0;
          } catch {
            // Gone: the samples are all there is.
          }
          return { peakMiB: Math.max(hwm, ...sampled), hwmReset };
        },
      };
    },
    stop() {
      clearInterval(timer);
    },
  };
}

// ───────────────────────────── the server process ─────────────────────────────

export type LogLine = { level: number; message: string };

export type ServerProcess = {
  pid: number;
  origin: string;
  /** Milliseconds from spawn until /readyz answered 200. */
  startMs: number;
  isRunning(): boolean;
  /** Log lines at warn level or above (and any line that is not JSON) since the last call. */
  takeLogProblems(): LogLine[];
  /** The end of its stdout and stderr, for error messages. */
  outputTail(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<{ code: number | null; signal: string | null; stopMs: number }>;
};

const OUTPUT_TAIL_CHARS = 16_384;
/** Problems kept between two takeLogProblems() calls; the rest are counted, not stored. */
const MAX_KEPT_PROBLEMS = 200;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * The node flags and environment `npm run serve` starts the production server with (package.json is
 * the one place they are written), so the bench measures the process production runs: the V8 heap
 * bounds and MALLOC_ARENA_MAX of docs/memory.md.
 */
export function serveSettings(): { nodeFlags: string[]; env: Record<string, string> } {
  const manifest = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const serve = manifest.scripts.serve ?? '';
  const nodeFlags = serve
    .split(/\s+/)
    .filter((token) => token.startsWith('--') && !token.startsWith('--env-file'));
  const env: Record<string, string> = {};
  for (const match of serve.matchAll(/\b([A-Z_]+)=\$\{\1:-([^}]*)\}/g)) env[match[1]!] = match[2]!;
  return { nodeFlags, env };
}

/**
 * `node server/main.ts` (the production entry) on a free port of 127.0.0.1 with exactly `env` (and
 * PATH, HOST, PORT); resolves once /readyz answers 200 (ready to serve). The port is found here rather than read
 * from the log, so the log level stays free (request logging is at info).
 */
export async function startServer(
  env: Record<string, string>,
  startTimeoutMs: number,
): Promise<ServerProcess> {
  const port = await freePort();
  const started = performance.now();
  const serve = serveSettings();
  const child = spawn(process.execPath, [...serve.nodeFlags, 'server/main.ts'], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH ?? '', ...serve.env, ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  track(child);
  const { pid } = child;
  if (pid === undefined) throw new BenchError('Could not start `node server/main.ts`.');

  let tail = '';
  let problems: LogLine[] = [];
  let dropped = 0;
  const partial = { stdout: '', stderr: '' };
  const onLine = (line: string) => {
    if (line.trim() === '') return;
    let entry: LogLine;
    try {
      const parsed = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } };
      entry = {
        level: parsed.level ?? 0,
        message: [parsed.msg, parsed.err?.message].filter(Boolean).join(': '),
      };
    } catch {
      entry = { level: 0, message: line.slice(0, 500) };
    }
    if (entry.level !== 0 && entry.level < 40) return;
    if (problems.length < MAX_KEPT_PROBLEMS) problems.push(entry);
    else dropped++;
  };
  for (const stream of ['stdout', 'stderr'] as const) {
    child[stream].on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      tail = (tail + text).slice(-OUTPUT_TAIL_CHARS);
      const lines = (partial[stream] + text).split('\n');
      partial[stream] = lines.pop() ?? '';
      lines.forEach(onLine);
    });
  }
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );

  const origin = `http://127.0.0.1:${port}`;
  const deadline = started + startTimeoutMs;
  for (;;) {
    if (hasExited(child)) {
      throw new BenchError(`The server exited during start-up (code ${child.exitCode}):\n${tail}`);
    }
    const answer = await probe(origin, '/readyz', 2000).catch(() => undefined);
    if (answer?.status === 200) break;
    if (performance.now() > deadline) {
      child.kill('SIGKILL');
      throw new BenchError(`The server did not answer /readyz within ${startTimeoutMs / 1000} s:\n${tail}`);
    }
    await sleep(100);
  }
  const startMs = Math.round(performance.now() - started);

  return {
    pid,
    origin,
    startMs,
    isRunning: () => !hasExited(child),
    takeLogProblems() {
      const taken = problems;
      if (dropped > 0) taken.push({ level: 0, message: `(${dropped} more lines not kept)` });
      problems = [];
      dropped = 0;
      return taken;
    },
    outputTail: () => tail,
    async stop(graceMs = 20_000) {
      const stopping = performance.now();
      if (!hasExited(child)) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
        await exited;
        clearTimeout(timer);
      }
      return { ...(await exited), stopMs: Math.round(performance.now() - stopping) };
    },
  };
}

// ───────────────────────────── the floor ─────────────────────────────

export type FloorServer = { pid: number; origin: string; stop(): Promise<void> };

/**
 * A bare Node HTTP server (no framework, no application, no headers but the needed ones) answering
 * every request with the same `bytes` bytes held in memory, as a cached page is answered: what this
 * machine, this Node and wrk give at best, so the server's latencies can be read against it.
 */
export async function startFloorServer(bytes: number): Promise<FloorServer> {
  const code = `
const http = require('node:http');
const body = require('node:crypto').randomBytes(${Math.max(1, Math.round(bytes))});
const server = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': body.length });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
process.on('SIGTERM', () => process.exit(0));
`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const line = output.split('\n')[0];
      if (output.includes('\n') && line) resolve(Number(line));
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) =>
      reject(new BenchError(`The floor server exited (code ${code}):\n${output}`)),
    );
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.pid === undefined) throw new BenchError('Could not start the floor server.');
  return {
    pid: child.pid,
    origin: `http://127.0.0.1:${port}`,
    async stop() {
      if (!hasExited(child)) child.kill('SIGTERM');
      await exited;
    },
  };
}

// ───────────────────────────── wrk ─────────────────────────────

export type WrkResult = {
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  /** Bytes read, headers included. */
  bytes: number;
  latencyMs: {
    mean: number;
    stdev: number;
    p50: number;
    p75: number;
    p90: number;
    p99: number;
    p999: number;
    max: number;
  };
  /** wrk's counts: socket errors by kind, and `status`: responses with a status of 400 or more. */
  errors: { connect: number; read: number; write: number; timeout: number; status: number };
  /** wrk's own output (with the --latency distribution), kept for the JSON file. */
  output: string;
};

const RESULT_MARK = 'BENCH_WRK_RESULT ';

/**
 * A wrk script that rotates over `paths` (each thread from its own starting point), sends a
 * browser's Accept-Encoding, and prints every figure as one JSON line when done.
 */
/** Plain printable ASCII without quotes or backslashes: safe inside a Lua string. */
const isLuaSafe = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) && !text.includes('"') && !text.includes('\\');

function wrkScript(paths: string[], headers: Record<string, string> = {}): string {
  for (const p of paths) {
    // Quoted as Lua strings below: plain printable ASCII only (URLs are).
    if (!p.startsWith('/') || p.includes(' ') || !isLuaSafe(p)) {
      throw new BenchError(`Not a plain URL path: ${p}`);
    }
  }
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[A-Za-z-]+$/.test(name) || !isLuaSafe(value)) throw new BenchError(`Not a plain header: ${name}`);
  }
  const extra = Object.entries(headers)
    .map(([name, value]) => `wrk.headers["${name}"] = "${value}"\n`)
    .join('');
  return `-- Generated by scripts/bench-load.ts
wrk.headers["Accept-Encoding"] = "${ACCEPT_ENCODING}"
${extra}local paths = { ${paths.map((p) => `"${p}"`).join(', ')} }
local threads = 0
local requests = {}
local counter = 0

function setup(thread)
  thread:set("first", threads * 7)
  threads = threads + 1
end

function init(args)
  for i, p in ipairs(paths) do
    requests[i] = wrk.format(nil, p)
  end
  counter = first or 0
end

function request()
  counter = counter + 1
  return requests[(counter % #requests) + 1]
end

function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '${RESULT_MARK}{"duration_us":%.0f,"requests":%.0f,"bytes":%.0f,"connect":%.0f,"read":%.0f,"write":%.0f,' ..
    '"status":%.0f,"timeout":%.0f,"mean_us":%.1f,"stdev_us":%.1f,"max_us":%.0f,"p50_us":%.0f,' ..
    '"p75_us":%.0f,"p90_us":%.0f,"p99_us":%.0f,"p999_us":%.0f}\\n',
    summary.duration, summary.requests, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency.mean, latency.stdev, latency.max, latency:percentile(50), latency:percentile(75),
    latency:percentile(90), latency:percentile(99), latency:percentile(99.9)))
end
`;
}

type WrkSummary = Record<
  | 'duration_us'
  | 'requests'
  | 'bytes'
  | 'connect'
  | 'read'
  | 'write'
  | 'status'
  | 'timeout'
  | 'mean_us'
  | 'stdev_us'
  | 'max_us'
  | 'p50_us'
  | 'p75_us'
  | 'p90_us'
  | 'p99_us'
  | 'p999_us',
  number
>;

/** Fails early, in words, when wrk is not installed. */
export async function checkWrk(): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const child = spawn('wrk', ['--version'], { stdio: 'ignore' });
    child.once('error', () =>
      reject(
        new BenchError('wrk is not installed (Debian/Ubuntu: `apt-get install wrk`); the bench needs it.'),
      ),
    );
    child.once('exit', () => resolve());
  });
}

/**
 * `wrk -t<threads> -c<connections> -d<seconds>s --latency` over the URL mix. Requests that take
 * longer than 30 s count as timeouts (wrk's default of 2 s would drop slow answers from the latencies).
 */
export async function runWrk(options: {
  origin: string;
  paths: string[];
  connections: number;
  seconds: number;
  scriptFile: string;
  threads: number;
  /** Sent with every request (a signed-in visitor's Cookie). */
  headers?: Record<string, string>;
}): Promise<WrkResult> {
  const threads = Math.min(options.threads, options.connections);
  await writeFile(options.scriptFile, wrkScript(options.paths, options.headers));
  const args = [
    `-t${threads}`,
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    '--timeout',
    '30s',
    '--latency',
    '-s',
    options.scriptFile,
    options.origin,
  ];
  const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
  track(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  const line = output.split('\n').find((l) => l.startsWith(RESULT_MARK));
  if (code !== 0 || !line) {
    throw new BenchError(`wrk ${args.join(' ')} failed (exit code ${code}):\n${output}`);
  }
  const s = JSON.parse(line.slice(RESULT_MARK.length)) as WrkSummary;
  const ms = (us: number) => Math.round(us / 10) / 100;
  const seconds = s.duration_us / 1e6;
  return {
    seconds,
    requests: s.requests,
    requestsPerSecond: seconds > 0 ? s.requests / seconds : 0,
    bytes: s.bytes,
    latencyMs: {
      mean: ms(s.mean_us),
      stdev: ms(s.stdev_us),
      p50: ms(s.p50_us),
      p75: ms(s.p75_us),
      p90: ms(s.p90_us),
      p99: ms(s.p99_us),
      p999: ms(s.p999_us),
      max: ms(s.max_us),
    },
    errors: { connect: s.connect, read: s.read, write: s.write, timeout: s.timeout, status: s.status },
    output: output
      .split('\n')
      .filter((l) => !l.startsWith(RESULT_MARK))
      .join('\n'),
  };
}

/** Every failed request of a run: socket errors, timeouts and answers of 400 or more. */
export function errorCount(result: WrkResult): number {
  const { connect, read, write, timeout, status } = result.errors;
  return connect + read + write + timeout + status;
}
