/** The messages between the embedded database's thread (embedded-worker.ts) and its client. */

export type EmbeddedWorkerData = {
  dataDir?: string;
  loadDataDir?: ArrayBuffer;
  startParams: string[];
  pgliteWasmModule: WebAssembly.Module;
  initdbWasmModule: WebAssembly.Module;
};

export type EmbeddedRequest =
  | {
      op: 'query';
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      textTypes?: number[];
      txId?: number;
    }
  | { op: 'exec'; sql: string; txId?: number }
  | { op: 'begin' }
  | { op: 'end'; txId: number; commit: boolean }
  | { op: 'listen'; channel: string; listenerId: number }
  | { op: 'unlisten'; listenerId: number }
  | { op: 'dump' }
  | { op: 'close' };

export type WorkerRequest = EmbeddedRequest & { id: number };

/** An error as it crosses the thread: its own fields (PostgreSQL's `code`, `detail`...) kept. */
export type SerializedError = {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
};

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'failed'; error: SerializedError }
  | { type: 'result'; id: number; value: unknown }
  | { type: 'error'; id: number; error: SerializedError }
  | { type: 'notification'; listenerId: number; payload: string };
