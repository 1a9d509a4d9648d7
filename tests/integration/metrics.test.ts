import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { emailOutbox, pendingUploads } from '../../server/db/schema.ts';
import { enqueueEmail } from '../../server/mail/outbox.ts';
import { createSmtpTransport } from '../../server/mail/transport.ts';
import { createMailWorker } from '../../server/mail/worker.ts';
import { startOrphanSweep } from '../../server/storage/orphan-sweep.ts';
import { createTestStorage } from '../support/factories.ts';
import { parseMetrics } from '../support/prometheus.ts';
import { startSmtpSink } from '../support/smtp-sink.ts';
import { testConfig } from '../support/test-config.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

// A fresh token per run, as an operator makes one (openssl rand -hex 32): none is kept in the repository.
const token = randomBytes(32).toString('hex');
const quietLog = { info() {}, warn() {}, error() {} };

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
let port: number;
let url: string;
const cleanups: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({
    config: testConfig({ METRICS_TOKEN: token }),
    database,
    storage: storage.storage,
    logger: false,
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
  url = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  app?.server.closeAllConnections();
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** What Prometheus gets from a scrape with the token, parsed as it parses it. */
async function scrape() {
  const response = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  return parseMetrics(await response.text());
}

/**
 * One request written as raw bytes on a socket (fetch refuses to send what a hostile client can):
 * the status code of the answer, or 0 when the connection closed without one.
 */
function rawStatus(request: string | Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer to a raw request; got: ${received.slice(0, 200)}`));
    }, 10_000);
    const settle = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0));
    };
    socket.on('data', (chunk) => {
      received += chunk.toString('latin1');
      if (/^HTTP\/1\.1 \d{3}/.test(received)) settle();
    });
    socket.on('close', settle);
    // The server may answer and close before it has read everything (a header too large).
    socket.on('error', () => {});
    socket.write(request);
  });
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist: the same 404 as any unknown path, with or without a token', async () => {
    const other = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
    cleanups.push(() => other.close());
    const unknown = await other.inject({ method: 'GET', url: '/no-such-endpoint' });
    for (const authorization of [undefined, `Bearer ${token}`]) {
      const response = await other.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(response.json()).toEqual(unknown.json());
    }
    expect(other.metrics).toBeNull();
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('answers 401 without the right bearer token, and nothing of the metrics', async () => {
    const wrong = [
      undefined,
      '',
      'Bearer',
      `Bearer ${randomBytes(32).toString('hex')}`,
      `Bearer ${token.slice(0, -1)}`,
      `Bearer ${token}0`,
      `Bearer ${token} ${token}`,
      token,
      `Basic ${Buffer.from(`prometheus:${token}`).toString('base64')}`,
      `Token ${token}`,
    ];
    for (const authorization of wrong) {
      const response = await fetch(`${url}/metrics`, {
        headers: authorization === undefined ? {} : { authorization },
      });
      const body = await response.text();
      expect(response.status, String(authorization)).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer\b/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(JSON.parse(body)).toMatchObject({
        statusCode: 401,
        message: expect.stringMatching(/bearer token/i),
      });
      expect(body).not.toContain('moncton_');
    }
  });

  it('answers Prometheus text with the token (the scheme in any case), never to be cached', async () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER']) {
      const response = await fetch(`${url}/metrics`, { headers: { authorization: `${scheme} ${token}` } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4\b/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const metrics = parseMetrics(await response.text());
      // Node's own: memory, event-loop delay, start time.
      expect(metrics.value('process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(metrics.family('nodejs_eventloop_lag_p99_seconds')?.type).toBe('GAUGE');
      expect(metrics.value('process_start_time_seconds')).toBeGreaterThan(0);
      // The site's.
      expect(metrics.value('moncton_database_up')).toBe(1);
      expect(metrics.family('moncton_http_requests_total')?.type).toBe('COUNTER');
      expect(metrics.family('moncton_page_cache_hits_total')?.type).toBe('COUNTER');
      expect(metrics.value('moncton_page_cache_entries')).toBeGreaterThanOrEqual(0);
      expect(metrics.family('moncton_database_query_duration_seconds')?.type).toBe('HISTOGRAM');
      // A PostgreSQL server's pool; the embedded database has a single connection and no pool.
      if (database.kind === 'postgres') {
        // Connections come and go (the pool closes idle ones): counts, never more idle than open.
        const total = metrics.value('moncton_database_pool_connections') ?? -1;
        expect(total).toBeGreaterThanOrEqual(0);
        expect(metrics.value('moncton_database_pool_idle_connections')).toBeLessThanOrEqual(total);
        expect(metrics.value('moncton_database_pool_waiting_requests')).toBe(0);
      } else {
        expect(metrics.family('moncton_database_pool_connections')).toBeUndefined();
      }
    }
  });

  it('counts requests by route pattern and status, with their durations, and moves with each request', async () => {
    const before = await scrape();
    const list = { method: 'GET', route: '/api/properties', status: '200' };
    const missing = { method: 'GET', route: '/api/properties/:id', status: '404' };
    const id = randomUUID();
    for (let i = 0; i < 3; i++) expect((await fetch(`${url}/api/properties?city=monc`)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await fetch(`${url}/api/properties/${id}`)).status).toBe(404);
    const after = await scrape();

    const rose = (name: string, labels: Record<string, string>) =>
      (after.value(name, labels) ?? 0) - (before.value(name, labels) ?? 0);
    const histogramRose = (labels: Record<string, string>) =>
      (after.histogram('moncton_http_request_duration_seconds', 'count', labels) ?? 0) -
      (before.histogram('moncton_http_request_duration_seconds', 'count', labels) ?? 0);
    expect(rose('moncton_http_requests_total', list)).toBe(3);
    expect(histogramRose(list)).toBe(3);
    expect(rose('moncton_http_requests_total', missing)).toBe(2);
    expect(histogramRose(missing)).toBe(2);
    expect(after.histogram('moncton_http_request_duration_seconds', 'sum', list)).toBeGreaterThan(0);
    // Their queries, timed.
    const queries = (m: typeof after) => m.histogram('moncton_database_query_duration_seconds', 'count') ?? 0;
    expect(queries(after)).toBeGreaterThan(queries(before));
    // The route is the pattern, never the address asked for.
    expect(after.labelValues('moncton_http_requests_total', 'route').join(' ')).not.toContain(id);
  });

  it('labels every unknown path "unmatched", so no request adds a label of its own', async () => {
    const before = await scrape();
    const unknown = [`/api/${randomUUID()}`, `/${randomUUID()}`, `/wp-admin/${randomUUID()}.php`];
    for (const path of unknown) expect((await fetch(`${url}${path}`)).status).toBe(404);
    const after = await scrape();
    const labels = { method: 'GET', route: 'unmatched', status: '404' };
    expect(
      (after.value('moncton_http_requests_total', labels) ?? 0) -
        (before.value('moncton_http_requests_total', labels) ?? 0),
    ).toBe(3);
    const routes = after.labelValues('moncton_http_requests_total', 'route');
    for (const path of unknown) expect(routes.join(' ')).not.toContain(path.split('/').pop());
  });

  it("reads the outbox when scraped: pending, failed, and the oldest pending message's age", async () => {
    const row = (status: 'pending' | 'sent' | 'failed', ageSeconds: number) => ({
      toAddress: 'office@company.example',
      subject: `A ${status} message`,
      textBody: 'Hello',
      status,
      createdAt: sql`now() - make_interval(secs => ${ageSeconds})`,
    });
    await database.db
      .insert(emailOutbox)
      .values([row('pending', 7200), row('pending', 60), row('failed', 30), row('sent', 99_999)] as never);
    try {
      const metrics = await scrape();
      expect(metrics.value('moncton_outbox_pending')).toBe(2);
      expect(metrics.value('moncton_outbox_failed')).toBe(1);
      const oldest = metrics.value('moncton_outbox_oldest_pending_seconds') ?? 0;
      expect(oldest).toBeGreaterThanOrEqual(7200);
      expect(oldest).toBeLessThan(7200 + 600);
    } finally {
      await database.db.delete(emailOutbox);
    }
    const empty = await scrape();
    expect(empty.value('moncton_outbox_pending')).toBe(0);
    expect(empty.value('moncton_outbox_failed')).toBe(0);
    expect(empty.value('moncton_outbox_oldest_pending_seconds')).toBe(0);
  });

  it("counts the mail worker's deliveries and the orphan sweep's removals", async () => {
    const sink = await startSmtpSink();
    cleanups.push(() => sink.stop());
    const before = await scrape();

    await database.db.transaction((tx) =>
      enqueueEmail(tx, { to: 'office@company.example', subject: 'Counted', text: 'Hello' }),
    );
    const worker = createMailWorker({
      db: database.db,
      transport: createSmtpTransport(sink.url),
      from: 'no-reply@company.example',
      log: quietLog,
      onDelivery: app.metrics!.mailDelivered,
    });
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    await worker.stop();

    // A file a crash left behind: written, pending, never claimed by a row.
    await storage.storage.put('orphans/left-behind.jpg', Buffer.from('not a photo'), 'image/jpeg');
    await database.db.insert(pendingUploads).values({ key: 'orphans/left-behind.jpg' });
    const sweep = startOrphanSweep({
      db: database.db,
      storage: storage.storage,
      log: quietLog,
      startedAt: new Date(Date.now() + 1000),
      intervalMs: 3_600_000,
      onRun: app.metrics!.orphanSweepRan,
    });
    await sweep.firstRun;
    await sweep.stop();

    const after = await scrape();
    const rose = (name: string, labels: Record<string, string> = {}) =>
      (after.value(name, labels) ?? 0) - (before.value(name, labels) ?? 0);
    expect(rose('moncton_outbox_deliveries_total', { outcome: 'sent' })).toBe(1);
    expect(rose('moncton_outbox_deliveries_total', { outcome: 'failed' })).toBe(0);
    expect(rose('moncton_orphan_sweep_removed_files_total', { kind: 'upload' })).toBe(1);
    expect(before.value('moncton_orphan_sweep_last_run_timestamp_seconds')).toBeUndefined();
    const lastRun = after.value('moncton_orphan_sweep_last_run_timestamp_seconds') ?? 0;
    expect(Math.abs(lastRun - Date.now() / 1000)).toBeLessThan(60);
    expect(after.value('moncton_orphan_sweep_failures_total')).toBe(0);
  });

  it('still answers when the database does not: what it can, and moncton_database_up 0', async () => {
    const gone = await createTestDatabase();
    const other = await buildApp({
      config: testConfig({ METRICS_TOKEN: token }),
      database: gone,
      storage: storage.storage,
      logger: false,
    });
    cleanups.push(() => other.close());
    await other.inject({ method: 'GET', url: '/healthz' });
    await gone.destroy();

    const response = await other.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    const metrics = parseMetrics(response.body);
    expect(metrics.value('moncton_database_up')).toBe(0);
    // Not known this scrape: no value, rather than a stale or made-up one.
    expect(metrics.family('moncton_outbox_pending')?.metrics).toEqual([]);
    expect(metrics.value('moncton_http_requests_total', { route: '/healthz', status: '200' })).toBe(1);
    expect(metrics.value('process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('answers hostile requests with a 4xx', async () => {
    const request = (authorization: string | Buffer) =>
      Buffer.concat([
        Buffer.from('GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: '),
        Buffer.isBuffer(authorization) ? authorization : Buffer.from(authorization, 'latin1'),
        Buffer.from('\r\nConnection: close\r\n\r\n'),
      ]);
    // The right token with a NUL byte, or another control character, in it: refused by the HTTP parser.
    expect(await rawStatus(request(`Bearer ${token}\0`))).toBe(400);
    expect(await rawStatus(request(`Bearer ${token.slice(0, 10)}\0${token.slice(10)}`))).toBe(400);
    expect(await rawStatus(request(`Bearer ${token}\x01`))).toBe(400);
    // A header larger than Node takes (16 KiB).
    expect(await rawStatus(request(`Bearer ${'a'.repeat(64 * 1024)}`))).toBe(431);
    // Bytes that are not ASCII, a long token that fits, the right token after a wrong one.
    expect(
      await rawStatus(request(Buffer.from([0x42, 0x65, 0x61, 0x72, 0x65, 0x72, 0x20, 0xe9, 0xff]))),
    ).toBe(401);
    expect(await rawStatus(request(`Bearer ${'b'.repeat(8000)}`))).toBe(401);
    expect(
      await rawStatus(
        `GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer wrong\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\n`,
      ),
    ).toBe(401);
    // A control character in the query: refused before any handler (ADR 026).
    expect(
      (await fetch(`${url}/metrics?x=%00`, { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(400);
    // None of it stopped the server.
    expect((await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      200,
    );
  });
});
