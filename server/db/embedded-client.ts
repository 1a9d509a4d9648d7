import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type {
  EmbeddedRequest,
  EmbeddedWorkerData,
  SerializedError,
  WorkerReply,
  WorkerRequest,
} from './embedded-protocol.ts';
import { DatabaseUnavailableError } from './unavailable.ts';

/** What Drizzle's PGlite driver calls on a transaction: the queries, on the transaction's connection. */
export type EmbeddedTransaction = {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  readonly closed: boolean;
};

/**
 * V8 compiles PGlite's WebAssembly with its baseline compiler, then recompiles hot functions with its
 * optimizing one in the background; PostgreSQL's large functions made that take 400-500 MiB for a few
 * seconds at start-up and on the first queries (the peak RSS went from 1 GiB to under 400 MiB without
 * it; queries were not measurably slower; docs/memory.md). Set before the module is compiled, which
 * fixes its tiering; it applies to WebAssembly only, and this process runs no other that matters.
 */
function keepWasmOnBaselineCompiler() {
  setFlagsFromString('--no-wasm-tier-up');
  setFlagsFromString('--no-wasm-dynamic-tiering');
}

/** PGlite's two WebAssembly modules, compiled once per process; every database's thread shares them. */
let modules: Promise<{ pglite: WebAssembly.Module; initdb: WebAssembly.Module }> | undefined;
function compiledModules() {
  modules ??= (async () => {
    keepWasmOnBaselineCompiler();
    // Beside the package's entry point (require's: Vite's module runner has no import.meta.resolve).
    const entry = pathToFileURL(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const compile = async (file: string) => WebAssembly.compile(await readFile(new URL(file, entry)));
    const [pglite, initdb] = await Promise.all([compile('./pglite.wasm'), compile('./initdb.wasm')]);
    return { pglite, initdb };
  })();
  return modules;
}

/** PostgreSQL's error as the worker saw it: the same message and fields (`code` for errors.ts). */
function revive(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  return Object.assign(error, serialized.fields);
}

/** What the client reports of its thread (server/db/client.ts passes these on to the handle's watchers). */
export type EmbeddedClientEvents = {
  stopped?: (error: Error) => void;
  restarted?: () => void;
  restartFailed?: (error: Error) => void;
  /** A query or exec ended (answered or failed) after `seconds`, the round trip to the thread. */
  queryFinished?: (seconds: number) => void;
};

type OpenOptions = {
  dataDir?: string;
  loadDataDir?: Blob;
  startParams: string[];
  events?: EmbeddedClientEvents;
};

/** Pauses between attempts to start a stopped thread again: at once, then longer, at most 5 s. */
function restartDelayMs(failures: number): number {
  return failures === 0 ? 0 : Math.min(250 * 2 ** (failures - 1), 5_000);
}

/** Starts a database thread and resolves once PGlite in it is ready. */
async function startThread(workerData: EmbeddedWorkerData, transfer: ArrayBuffer[]): Promise<Worker> {
  const worker = new Worker(new URL('./embedded-worker.ts', import.meta.url), {
    workerData,
    transferList: transfer,
  });
  const onMessage = (reply: WorkerReply) => {
    if (reply.type === 'ready') started.resolve();
    if (reply.type === 'failed') started.reject(revive(reply.error));
  };
  const onError = (error: Error) => started.reject(error);
  const onExit = (code: number) =>
    started.reject(new Error(`The embedded database did not start (exit code ${code}).`));
  const started = Promise.withResolvers<void>();
  worker.on('message', onMessage).on('error', onError).on('exit', onExit);
  try {
    await started.promise;
  } catch (error) {
    await worker.terminate();
    throw error;
  } finally {
    // Only our own: removeAllListeners() would also drop the Worker's own, which keep its port going.
    worker.off('message', onMessage).off('error', onError).off('exit', onExit);
  }
  return worker;
}

/**
 * The embedded database, on a thread of its own (ADR 044): the PGlite calls Drizzle and our code make
 * (query, exec, transaction, listen, dumpDataDir, close), answered by embedded-worker.ts. Queries
 * queue there exactly as on an in-process PGlite: one at a time, and a transaction's own queries go
 * first while every other waits for it to end.
 *
 * If the thread stops on its own (an abort inside PostgreSQL), the calls waiting on it and those
 * made meanwhile fail with DatabaseUnavailableError (503), and a database kept in a folder is
 * started again on that folder, its notifications listened to again (issue 26). PostgreSQL recovers
 * the folder as after a crash: what was committed stays. An in-memory database has nothing to
 * start again from; it stays failed.
 */
export class EmbeddedClient {
  #worker: Worker;
  #options: OpenOptions;
  #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #listeners = new Map<number, { channel: string; callback: (payload: string) => void }>();
  #nextId = 1;
  /** Which thread is running: a transaction opened on an earlier one is gone with it. */
  #generation = 0;
  #isClosing = false;
  #closed = false;
  /** Why calls fail now: the thread stopped (and, for a folder, is being started again). */
  #failure: Error | undefined;

  private constructor(worker: Worker, options: OpenOptions) {
    this.#worker = worker;
    this.#options = options;
    this.#attach(worker);
  }

  static async open(options: OpenOptions) {
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const workerData = await EmbeddedClient.#workerData(options, loadDataDir);
    const worker = await startThread(workerData, loadDataDir ? [loadDataDir] : []);
    return new EmbeddedClient(worker, options);
  }

  static async #workerData(options: OpenOptions, loadDataDir?: ArrayBuffer): Promise<EmbeddedWorkerData> {
    const { pglite, initdb } = await compiledModules();
    return {
      dataDir: options.dataDir,
      loadDataDir,
      startParams: options.startParams,
      pgliteWasmModule: pglite,
      initdbWasmModule: initdb,
    };
  }

  #attach(worker: Worker) {
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'notification') {
        this.#listeners.get(reply.listenerId)?.callback(reply.payload);
      } else if (reply.type === 'result' || reply.type === 'error') {
        const call = this.#pending.get(reply.id);
        this.#pending.delete(reply.id);
        if (reply.type === 'result') call?.resolve(reply.value);
        else call?.reject(revive(reply.error));
      }
    });
    // The thread ending on its own (an abort inside PostgreSQL): fail what waits, start it again.
    const stopped = (error: Error) => {
      if (worker !== this.#worker || this.#isClosing || this.#failure) return;
      this.#stopped(new DatabaseUnavailableError('The embedded database stopped.', { cause: error }));
    };
    worker.on('error', stopped);
    worker.on('exit', (code) => stopped(new Error(`The embedded database's thread exited (code ${code}).`)));
  }

  #stopped(error: DatabaseUnavailableError) {
    this.#failure = error;
    for (const call of this.#pending.values()) call.reject(error);
    this.#pending.clear();
    this.#options.events?.stopped?.(error);
    void this.#worker.terminate().catch(() => {});
    if (this.#options.dataDir) void this.#restart();
  }

  /** Starts the thread again on the same folder, with backoff, until it is up or the client closes. */
  async #restart() {
    for (let failures = 0; !this.#isClosing; failures++) {
      await sleep(restartDelayMs(failures));
      if (this.#isClosing) return;
      let worker: Worker;
      try {
        worker = await startThread(await EmbeddedClient.#workerData(this.#options), []);
      } catch (error) {
        this.#options.events?.restartFailed?.(error as Error);
        continue;
      }
      if (this.#isClosing) {
        await worker.terminate();
        return;
      }
      this.#worker = worker;
      this.#generation++;
      this.#attach(worker);
      this.#failure = undefined;
      // Notifications sent while the thread was down are lost: whoever listens is told it restarted.
      try {
        for (const [listenerId, { channel }] of this.#listeners) {
          await this.#call({ op: 'listen', channel, listenerId });
        }
      } catch (error) {
        // The new thread stopped too: its own 'exit' starts the next attempt.
        this.#options.events?.restartFailed?.(error as Error);
        return;
      }
      this.#options.events?.restarted?.();
      return;
    }
  }

  /** Ends the thread as if it had died (tests of the restart; an operator's last resort). */
  async killThread(): Promise<void> {
    await this.#worker.terminate();
  }

  get closed(): boolean {
    return this.#closed;
  }

  #call<T>(request: EmbeddedRequest, generation = this.#generation): Promise<T> {
    if (this.#closed || this.#isClosing) return Promise.reject(new Error('The embedded database is closed.'));
    if (this.#failure) return Promise.reject(this.#failure);
    // A transaction's query after its thread was replaced: the transaction went with it.
    if (generation !== this.#generation) {
      return Promise.reject(new DatabaseUnavailableError('The embedded database restarted.'));
    }
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id } satisfies WorkerRequest);
    });
  }

  /** A query's or exec's call, its round trip reported to `queryFinished`. */
  #timed<T>(call: Promise<T>): Promise<T> {
    const finished = this.#options.events?.queryFinished;
    if (!finished) return call;
    const started = performance.now();
    const done = () => finished((performance.now() - started) / 1000);
    // Observed on a branch of its own: the caller still gets (and handles) the rejection itself.
    call.then(done, done);
    return call;
  }

  #query<T>(
    sql: string,
    params: unknown[] | undefined,
    options: QueryOptions | undefined,
    tx?: { id: number; generation: number },
  ) {
    return this.#timed(
      this.#call<Results<T>>(
        {
          op: 'query',
          sql,
          params,
          rowMode: options?.rowMode,
          // The types Drizzle keeps as text (its parsers are `(value) => value`); functions stay here.
          textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
          txId: tx?.id,
        },
        tx?.generation,
      ),
    );
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#timed(this.#call({ op: 'exec', sql }));
  }

  /** Commits when `callback` resolves, rolls back when it throws. */
  async transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const generation = this.#generation;
    const txId = await this.#call<number>({ op: 'begin' }, generation);
    const self = { id: txId, generation };
    let isOpen = true;
    const tx: EmbeddedTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#query<R>(sql, params, options, self),
      exec: (sql) => this.#timed(this.#call({ op: 'exec', sql, txId }, generation)),
      get closed() {
        return !isOpen;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      isOpen = false;
      await this.#call({ op: 'end', txId, commit: false }, generation).catch(() => {});
      throw error;
    }
    isOpen = false;
    await this.#call({ op: 'end', txId, commit: true }, generation);
    return result;
  }

  /** Calls `callback` with each notification on `channel`; returns the function that stops it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listenerId = this.#nextId++;
    this.#listeners.set(listenerId, { channel, callback });
    await this.#call({ op: 'listen', channel, listenerId });
    return async () => {
      this.#listeners.delete(listenerId);
      if (!this.#closed && !this.#failure) await this.#call({ op: 'unlisten', listenerId });
    };
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.#closed || this.#isClosing) return;
    // A stopped thread has nothing to close; a running one closes PostgreSQL, then its thread ends.
    const closing = this.#failure ? Promise.resolve() : this.#call({ op: 'close' });
    // From here the thread's end is expected: no restart, and no later call is sent.
    this.#isClosing = true;
    try {
      await closing;
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}
