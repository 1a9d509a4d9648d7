import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import type {
  EmbeddedRequest,
  EmbeddedWorkerData,
  SerializedError,
  WorkerReply,
  WorkerRequest,
} from './embedded-protocol.ts';

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

/**
 * The embedded database, on a thread of its own (ADR 044): the PGlite calls Drizzle and our code make
 * (query, exec, transaction, listen, dumpDataDir, close), answered by embedded-worker.ts. Queries
 * queue there exactly as on an in-process PGlite: one at a time, and a transaction's own queries go
 * first while every other waits for it to end.
 */
export class EmbeddedClient {
  #worker: Worker;
  #pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  #listeners = new Map<number, (payload: string) => void>();
  #nextId = 1;
  #closed = false;
  #failure: Error | undefined;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (reply: WorkerReply) => {
      if (reply.type === 'notification') {
        this.#listeners.get(reply.listenerId)?.(reply.payload);
      } else if (reply.type === 'result' || reply.type === 'error') {
        const call = this.#pending.get(reply.id);
        this.#pending.delete(reply.id);
        if (reply.type === 'result') call?.resolve(reply.value);
        else call?.reject(revive(reply.error));
      }
    });
    // The thread ending on its own (an abort inside PostgreSQL): every waiting and later call fails.
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`The embedded database stopped (exit code ${code}).`)));
  }

  static async open(options: { dataDir?: string; loadDataDir?: Blob; startParams: string[] }) {
    const { pglite, initdb } = await compiledModules();
    const loadDataDir = options.loadDataDir ? await options.loadDataDir.arrayBuffer() : undefined;
    const workerData: EmbeddedWorkerData = {
      dataDir: options.dataDir,
      loadDataDir,
      startParams: options.startParams,
      pgliteWasmModule: pglite,
      initdbWasmModule: initdb,
    };
    const worker = new Worker(new URL('./embedded-worker.ts', import.meta.url), {
      workerData,
      transferList: loadDataDir ? [loadDataDir] : [],
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
    return new EmbeddedClient(worker);
  }

  get closed(): boolean {
    return this.#closed;
  }

  #fail(error: Error) {
    this.#failure ??= error;
    this.#closed = true;
    for (const call of this.#pending.values()) call.reject(error);
    this.#pending.clear();
  }

  #call<T>(request: EmbeddedRequest): Promise<T> {
    if (this.#failure) return Promise.reject(this.#failure);
    if (this.#closed) return Promise.reject(new Error('The embedded database is closed.'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.#worker.postMessage({ ...request, id } satisfies WorkerRequest);
    });
  }

  #query<T>(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, txId?: number) {
    return this.#call<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      // The types Drizzle keeps as text (its parsers are `(value) => value`); functions stay here.
      textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
      txId,
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.#query<T>(sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.#call({ op: 'exec', sql });
  }

  /** Commits when `callback` resolves, rolls back when it throws. */
  async transaction<T>(callback: (tx: EmbeddedTransaction) => Promise<T>): Promise<T> {
    const txId = await this.#call<number>({ op: 'begin' });
    let isOpen = true;
    const tx: EmbeddedTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.#query<R>(sql, params, options, txId),
      exec: (sql) => this.#call({ op: 'exec', sql, txId }),
      get closed() {
        return !isOpen;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      isOpen = false;
      await this.#call({ op: 'end', txId, commit: false }).catch(() => {});
      throw error;
    }
    isOpen = false;
    await this.#call({ op: 'end', txId, commit: true });
    return result;
  }

  /** Calls `callback` with each notification on `channel`; returns the function that stops it. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    const listenerId = this.#nextId++;
    this.#listeners.set(listenerId, callback);
    await this.#call({ op: 'listen', channel, listenerId });
    return async () => {
      this.#listeners.delete(listenerId);
      if (!this.#closed) await this.#call({ op: 'unlisten', listenerId });
    };
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#call<ArrayBuffer>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    try {
      await this.#call({ op: 'close' });
    } finally {
      this.#closed = true;
      await this.#worker.terminate();
    }
  }
}
