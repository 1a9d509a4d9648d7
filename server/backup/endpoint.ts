import { randomBytes, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, open, readFile, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { packArchive } from './archive.ts';
import { PhotosMissingError } from './create-backup.ts';

/**
 * How `npm run backup` reaches the embedded database while the server holds it (ADR 049). PGlite
 * is one process's: the CLI cannot open the folder the server has locked. So the server listens on
 * a loopback port of its own (never the site's port, never another interface) and writes the port
 * and a random token, made at each start, into $DATA_DIR/backup-endpoint.json, readable by its own
 * user only (0600): whoever can read the file may ask for a backup, as with a Unix socket's
 * permissions. A request without the token gets 401; anything but POST /backup, 404.
 */
export const ENDPOINT_FILE = 'backup-endpoint.json';

export type EndpointInfo = { pid: number; port: number; token: string };

type Log = {
  info(details: object, message?: string): void;
  error(details: object, message?: string): void;
};

function answer(
  response: http.ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
) {
  response
    .writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    })
    .end(JSON.stringify({ error: message }));
}

function isToken(header: string | undefined, token: string): boolean {
  const match = /^Bearer (\S+)$/.exec(header ?? '');
  if (!match) return false;
  const given = Buffer.from(match[1]!);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Writes the endpoint file whole (a temporary name, then a rename), mode 0600 from its creation. */
async function writeEndpointFile(file: string, info: EndpointInfo) {
  const temp = `${file}.${process.pid}.tmp`;
  await rm(temp, { force: true });
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(JSON.stringify(info));
  } finally {
    await handle.close();
  }
  await rename(temp, file);
}

/**
 * Starts the loopback endpoint. `stage(dir)` stages one backup in `dir` (create-backup.ts), which is
 * then packed and streamed; a failure while staging answers 500 with the reason, before any byte of
 * archive. One backup at a time (409 meanwhile). close() stops listening and removes the file.
 */
export async function startBackupEndpoint(options: {
  dataDir: string;
  log: Log;
  stage: (stageDir: string) => Promise<unknown>;
}): Promise<{ port: number; close(): Promise<void> }> {
  const token = randomBytes(32).toString('base64url');
  const file = path.join(path.resolve(options.dataDir), ENDPOINT_FILE);
  let isBusy = false;

  async function backup(response: http.ServerResponse) {
    const stageDir = await mkdtemp(path.join(os.tmpdir(), 'backup-stage-'));
    try {
      try {
        await options.stage(stageDir);
      } catch (error) {
        options.log.error({ err: error }, 'backup failed');
        // Our own explanations reach the operator; anything else is in this log.
        const reason =
          error instanceof PhotosMissingError ? error.message : "The backup failed: see the server's log.";
        return answer(response, 500, reason);
      }
      response.writeHead(200, { 'content-type': 'application/gzip', 'cache-control': 'no-store' });
      try {
        await pipeline(packArchive(stageDir), response);
      } catch (error) {
        // Cut short: the client sees a broken archive and says so; the reason is in this log.
        options.log.error({ err: error }, 'backup failed while streaming');
        response.destroy();
      }
    } finally {
      // The next backup may start while this one's staging folder is removed.
      isBusy = false;
      await rm(stageDir, { recursive: true, force: true });
    }
  }

  const server = http.createServer((request, response) => {
    // The body is never read: a POST carries nothing.
    request.resume();
    if (request.url !== '/backup' || request.method !== 'POST') {
      return answer(response, 404, 'Not found: the only request here is POST /backup.');
    }
    if (!isToken(request.headers.authorization, token)) {
      return answer(response, 401, `A valid token is required: read it from ${ENDPOINT_FILE} in DATA_DIR.`, {
        'www-authenticate': 'Bearer',
      });
    }
    if (isBusy) return answer(response, 409, 'A backup is already being made; try again when it ends.');
    isBusy = true;
    options.log.info({}, 'backup requested by npm run backup');
    void backup(response).catch((error: unknown) => {
      isBusy = false;
      options.log.error({ err: error }, 'backup failed');
      response.destroy();
    });
  });
  // An archive may take minutes to stream: no socket time-outs.
  server.requestTimeout = 0;
  server.timeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  try {
    await writeEndpointFile(file, { pid: process.pid, port, token });
  } catch (error) {
    server.close();
    throw error;
  }
  return {
    port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      // Only our own file: a later server on this folder may have written its own.
      const current = await readEndpointFile(options.dataDir).catch(() => null);
      if (current?.token === token) await rm(file, { force: true });
    },
  };
}

/** The running server's endpoint, from its file; null when there is none. */
export async function readEndpointFile(dataDir: string): Promise<EndpointInfo | null> {
  let text: string;
  try {
    text = await readFile(path.join(path.resolve(dataDir), ENDPOINT_FILE), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const info = JSON.parse(text) as Partial<EndpointInfo>;
  if (typeof info.pid !== 'number' || typeof info.port !== 'number' || typeof info.token !== 'string') {
    return null;
  }
  return info as EndpointInfo;
}

/** Asks the running server for an archive; answers its bytes as a stream. */
export async function requestBackup(endpoint: EndpointInfo): Promise<Readable> {
  const response = await fetch(`http://127.0.0.1:${endpoint.port}/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${endpoint.token}` },
  });
  if (response.status !== 200 || !response.body) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new Error(
      `The server did not make the backup (${response.status}): ${body.error ?? response.statusText}`,
    );
  }
  return Readable.fromWeb(response.body as ReadableStream);
}
