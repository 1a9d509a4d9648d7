/**
 * The embedded database's own thread (ADR 044). PGlite runs PostgreSQL as WebAssembly, synchronously
 * on the thread that calls it: on the main thread every query held every other request (a listing
 * page rendered after a write or a cache expiry stalled the whole server for 100-300 ms). Here it
 * answers the main thread's `EmbeddedClient` (embedded-client.ts) over the worker's message port.
 * Nothing here is reachable from a request: the messages come from our own code only.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { WorkerReply, WorkerRequest, EmbeddedWorkerData, SerializedError } from './embedded-protocol.ts';

const port = parentPort!;
const data = workerData as EmbeddedWorkerData;

/** Drizzle's parsers keep these types as the database's text; functions cannot cross threads. */
function textParsers(oids: number[] | undefined) {
  if (!oids) return undefined;
  return Object.fromEntries(oids.map((oid) => [oid, (value: string) => value]));
}

function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(error)) {
    if (['string', 'number', 'boolean'].includes(typeof value))
      fields[key] = value as string | number | boolean;
  }
  return { name: error.name, message: error.message, fields };
}

const send = (reply: WorkerReply, transfer: ArrayBuffer[] = []) => port.postMessage(reply, transfer);

let db: PGlite;
try {
  db = new PGlite({
    dataDir: data.dataDir,
    loadDataDir: data.loadDataDir ? new Blob([data.loadDataDir]) : undefined,
    startParams: data.startParams,
    pgliteWasmModule: data.pgliteWasmModule,
    initdbWasmModule: data.initdbWasmModule,
  });
  await db.waitReady;
} catch (error) {
  send({ type: 'failed', error: serializeError(error) });
  process.exit(1);
}

/** Open transactions by id, each waiting for the main thread's decision to commit or roll back. */
const transactions = new Map<
  number,
  { tx: Transaction; decide: (commit: boolean) => void; done: Promise<void> }
>();
const listeners = new Map<number, () => Promise<void>>();
let nextTransaction = 1;
const ROLLBACK = Symbol('rollback');

function runner(txId: number | undefined): Pick<Transaction, 'query' | 'exec'> {
  if (txId === undefined) return db;
  const open = transactions.get(txId);
  if (!open) throw new Error(`No open transaction ${txId}`);
  return open.tx;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      return runner(request.txId).query(request.sql, request.params, {
        rowMode: request.rowMode,
        parsers: textParsers(request.textTypes),
      });
    case 'exec':
      return runner(request.txId).exec(request.sql);
    case 'begin': {
      // Resolves once PGlite has opened the transaction (it queues behind any other one).
      return new Promise<number>((resolve, reject) => {
        const txId = nextTransaction++;
        let decide!: (commit: boolean) => void;
        const decision = new Promise<boolean>((r) => (decide = r));
        const done = db
          .transaction(async (tx) => {
            transactions.set(txId, { tx, decide, done });
            resolve(txId);
            if (!(await decision)) throw ROLLBACK;
          })
          .catch((error: unknown) => {
            if (error !== ROLLBACK) throw error;
          })
          .finally(() => transactions.delete(txId));
        // A failure before the callback ran (BEGIN itself) is the begin's answer.
        done.catch(reject);
      });
    }
    case 'end': {
      const open = transactions.get(request.txId);
      if (!open) throw new Error(`No open transaction ${request.txId}`);
      open.decide(request.commit);
      await open.done;
      return undefined;
    }
    case 'listen': {
      const unlisten = await db.listen(request.channel, (payload) =>
        send({ type: 'notification', listenerId: request.listenerId, payload }),
      );
      listeners.set(request.listenerId, unlisten);
      return undefined;
    }
    case 'unlisten': {
      await listeners.get(request.listenerId)?.();
      listeners.delete(request.listenerId);
      return undefined;
    }
    case 'dump': {
      const dump = await db.dumpDataDir('gzip');
      return dump.arrayBuffer();
    }
    case 'close':
      await db.close();
      return undefined;
  }
}

async function answer(request: WorkerRequest): Promise<void> {
  try {
    const value = await handle(request);
    send({ type: 'result', id: request.id, value }, value instanceof ArrayBuffer ? [value] : []);
  } catch (error) {
    // The call's own failure, or its answer that could not be copied (never the thread's end).
    send({ type: 'error', id: request.id, error: serializeError(error) });
  }
  if (request.op === 'close') port.close();
}

port.on('message', (request: WorkerRequest) => void answer(request));

send({ type: 'ready' });
