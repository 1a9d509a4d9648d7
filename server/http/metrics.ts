import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ServerBuild } from 'react-router';
import type { DatabaseHandle } from '../db/client.ts';
import { outboxBacklog, type OutboxBacklog } from '../mail/outbox.ts';
import type { RunResult } from '../mail/worker.ts';
import type { SweepOutcome } from '../storage/orphan-sweep.ts';
import type { ResponseCache } from './response-cache.ts';
import type { RenderGate } from './render-gate.ts';
import { sendApiError } from './errors.ts';
import { apiMessages } from '../../shared/i18n/en/api-messages.ts';
import { within } from './health.ts';
import { pageRouteLabeler, UNMATCHED_ROUTE } from './page-route-label.ts';

export { UNMATCHED_ROUTE };

/** The label of every file of the client build (each is a route of its own in @fastify/static). */
export const STATIC_ROUTE = 'static';

/** A route's own `route` label, set in its config when its URL pattern would not do. */
export type MetricsRouteConfig = { metricsRoute?: string };

export const METRICS_PATH = '/metrics';

const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** How long a scrape waits for its database query: Prometheus gives up on a scrape after 10 s. */
const SCRAPE_QUERY_TIMEOUT_MS = 3_000;
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** What the rest of the server tells the metrics: the workers main.ts starts beside the app. */
export type AppMetrics = {
  /** Labels page requests with the patterns of this build's routes (once the build is loaded). */
  labelPagesWith(build: ServerBuild | (() => Promise<ServerBuild>)): void;
  /** The mail worker's outcome of one delivery attempt. */
  mailDelivered(outcome: keyof RunResult): void;
  /** How a run of the orphan upload sweep ended. */
  orphanSweepRan(outcome: SweepOutcome): void;
};

let processRegistry: Registry | undefined;

/**
 * prom-client's default metrics (CPU, memory, heap, event-loop delay, GC, handles): the process's,
 * so registered once per process and shared by its apps (tests build several), since their
 * event-loop and GC monitors cannot be stopped once started.
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Compares hashes, not the strings: the time taken tells nothing of the token, not even its length. */
function tokenChecker(token: string): (request: FastifyRequest) => boolean {
  const expected = sha256(token);
  return (request) => {
    const match = /^Bearer +(\S+) *$/i.exec(request.headers.authorization ?? '');
    return Boolean(match?.[1]) && timingSafeEqual(sha256(match![1]!), expected);
  };
}

/**
 * Values read when Prometheus scrapes, shared by the gauges that show them: `read` runs once per
 * scrape, however many gauges ask (prom-client asks every metric of a scrape in the same tick).
 */
function oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let current: Promise<T> | undefined;
  return () => {
    if (!current) {
      const reading = read();
      current = reading;
      const forget = () => {
        if (current === reading) current = undefined;
      };
      reading.then(forget, forget);
    }
    return current;
  };
}

/**
 * The app's Prometheus metrics (ADR 048) in a registry of its own, and GET /metrics behind
 * METRICS_TOKEN. Counters move as things happen (an onResponse hook, the database's events, the
 * workers); gauges are read when Prometheus scrapes, each failure to read dropping only that gauge's
 * value, never the scrape.
 */
export function registerMetrics(
  app: FastifyInstance,
  deps: {
    token: string;
    database: DatabaseHandle;
    responseCache: ResponseCache;
    renderGate: RenderGate | null;
  },
): AppMetrics {
  const { database, responseCache, renderGate } = deps;
  const registry = new Registry();
  const registers = [registry];

  // HTTP: every answer, by the route that answered it (a pattern, never the raw URL).
  const httpLabels = ['method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'moncton_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: httpLabels,
    registers,
  });
  const requestDuration = new Histogram({
    name: 'moncton_http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status.',
    labelNames: httpLabels,
    buckets: HTTP_BUCKETS,
    registers,
  });
  let pageLabel: ((url: string) => string | Promise<string>) | undefined;
  const routeOf = (request: FastifyRequest): string | Promise<string> => {
    const { url, config } = request.routeOptions;
    const own = (config as MetricsRouteConfig | undefined)?.metricsRoute;
    if (own) return own;
    if (url === undefined) return UNMATCHED_ROUTE;
    // The page host's catch-all: the page's own route.
    if (url === '/*') return pageLabel ? pageLabel(request.url) : UNMATCHED_ROUTE;
    return url;
  };
  const record = (request: FastifyRequest, reply: FastifyReply, route: string) => {
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    requestDuration.observe(labels, reply.elapsedTime / 1000);
  };
  app.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    if (typeof route === 'string') {
      record(request, reply, route);
      return done();
    }
    route.then(
      (label) => record(request, reply, label),
      () => record(request, reply, UNMATCHED_ROUTE),
    );
    done();
  });

  // The rendered-response cache (ADR 030) and the render gate, read from their own counts.
  const cacheStats = () => responseCache.stats();
  const cumulative = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers,
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  cumulative(
    'moncton_page_cache_hits_total',
    'Answers served from the rendered-response cache.',
    () => cacheStats().hits,
  );
  cumulative(
    'moncton_page_cache_misses_total',
    'Cacheable requests rendered because the cache did not hold them.',
    () => cacheStats().misses,
  );
  cumulative(
    'moncton_page_cache_evictions_total',
    'Cache entries dropped to stay within its size.',
    () => cacheStats().evictions,
  );
  new Gauge({
    name: 'moncton_page_cache_entries',
    help: 'Responses the rendered-response cache holds now.',
    registers,
    collect() {
      this.set(cacheStats().entries);
    },
  });
  new Gauge({
    name: 'moncton_page_cache_bytes',
    help: 'Bytes the rendered-response cache holds now (each body with its brotli and gzip copies).',
    registers,
    collect() {
      this.set(cacheStats().bytes);
    },
  });
  if (renderGate) {
    new Gauge({
      name: 'moncton_render_gate_in_flight',
      help: 'Pages being rendered now (the render gate lets two per core at once).',
      registers,
      collect() {
        this.set(renderGate.stats.running);
      },
    });
    new Gauge({
      name: 'moncton_render_gate_queued',
      help: 'Page renders waiting in line for the render gate.',
      registers,
      collect() {
        this.set(renderGate.stats.waiting);
      },
    });
    cumulative(
      'moncton_render_gate_rejected_total',
      'Page requests refused with 503 because the render gate line was full.',
      () => renderGate.stats.refused,
    );
  }

  // The database: its pool (a PostgreSQL server), its queries, its outages.
  const stats = database.poolStats();
  if (stats) {
    const poolGauge = (name: string, help: string, read: (pool: NonNullable<typeof stats>) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const now = database.poolStats();
          if (now) this.set(read(now));
        },
      });
    poolGauge(
      'moncton_database_pool_connections',
      'Connections the pool holds (idle and in use).',
      (p) => p.total,
    );
    poolGauge(
      'moncton_database_pool_idle_connections',
      'Connections of the pool waiting for a query.',
      (p) => p.idle,
    );
    poolGauge(
      'moncton_database_pool_waiting_requests',
      'Queries waiting for a connection of the pool (all are in use).',
      (p) => p.waiting,
    );
  }
  const queryDuration = new Histogram({
    name: 'moncton_database_query_duration_seconds',
    help: 'Time from sending a query to its answer (for the embedded database, the round trip to its thread).',
    buckets: QUERY_BUCKETS,
    registers,
  });
  const connectionsLost = new Counter({
    name: 'moncton_database_connections_lost_total',
    help: 'Database connections lost (a restart, a dropped socket, the embedded thread stopping).',
    registers,
  });
  database.watch({
    queryFinished: (seconds) => queryDuration.observe(seconds),
    connectionLost: () => connectionsLost.inc(),
  });

  // The outbox, read in one query per scrape; the database is "up" when that query answered.
  const backlog = oncePerScrape<OutboxBacklog | null>(() =>
    within(outboxBacklog(database.db), SCRAPE_QUERY_TIMEOUT_MS).catch(() => null),
  );
  const outboxGauge = (name: string, help: string, read: (b: OutboxBacklog) => number) =>
    new Gauge({
      name,
      help,
      registers,
      async collect() {
        const now = await backlog();
        // Not known this scrape: no value rather than a stale or made-up one.
        if (now) this.set(read(now));
        else this.remove();
      },
    });
  outboxGauge('moncton_outbox_pending', 'E-mails waiting in the outbox to be sent.', (b) => b.pending);
  outboxGauge(
    'moncton_outbox_failed',
    'E-mails the outbox gave up on (they wait for a person).',
    (b) => b.failed,
  );
  outboxGauge(
    'moncton_outbox_oldest_pending_seconds',
    'Seconds since the oldest pending e-mail was queued (0 when none is pending).',
    (b) => b.oldestPendingSeconds,
  );
  new Gauge({
    name: 'moncton_database_up',
    help: '1 when the database answered this scrape, 0 when it did not.',
    registers,
    async collect() {
      this.set((await backlog()) ? 1 : 0);
    },
  });
  const deliveries = new Counter({
    name: 'moncton_outbox_deliveries_total',
    help: "The mail worker's delivery attempts, by outcome (sent, retrying later, failed for good).",
    labelNames: ['outcome'] as const,
    registers,
  });
  for (const outcome of ['sent', 'retrying', 'failed'] as const) deliveries.inc({ outcome }, 0);

  // The orphan upload sweep (ADR 021).
  const sweptFiles = new Counter({
    name: 'moncton_orphan_sweep_removed_files_total',
    help: 'Files the orphan sweep removed: uploads no row references, and stale temporary files.',
    labelNames: ['kind'] as const,
    registers,
  });
  for (const kind of ['upload', 'temporary'] as const) sweptFiles.inc({ kind }, 0);
  const sweepFailures = new Counter({
    name: 'moncton_orphan_sweep_failures_total',
    help: 'Runs of the orphan sweep that failed (they are tried again at the next run).',
    registers,
  });
  const lastSweep = new Gauge({
    name: 'moncton_orphan_sweep_last_run_timestamp_seconds',
    help: 'When the last successful run of the orphan sweep ended (Unix time); absent before the first.',
    registers,
  });
  lastSweep.remove();

  const isAuthorized = tokenChecker(deps.token);
  app.get(METRICS_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isAuthorized(request)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return sendApiError(reply, 401, apiMessages.access.metricsToken);
    }
    const body = await Registry.merge([processMetrics(), registry]).metrics();
    return reply.type(Registry.PROMETHEUS_CONTENT_TYPE).send(body);
  });

  const labelers = new WeakMap<ServerBuild, (url: string) => string>();
  const labelerOf = (build: ServerBuild) => {
    let labeler = labelers.get(build);
    if (!labeler) {
      labeler = pageRouteLabeler(build);
      labelers.set(build, labeler);
    }
    return labeler;
  };
  return {
    labelPagesWith(build) {
      // The development server reloads its build on change: the labels follow the current one.
      pageLabel =
        typeof build === 'function'
          ? async (url) => labelerOf(await build())(url)
          : (url) => labelerOf(build)(url);
    },
    mailDelivered(outcome) {
      deliveries.inc({ outcome });
    },
    orphanSweepRan(outcome) {
      if ('error' in outcome) {
        sweepFailures.inc();
        return;
      }
      sweptFiles.inc({ kind: 'upload' }, outcome.result.removedFiles);
      sweptFiles.inc({ kind: 'temporary' }, outcome.result.removedTemporaryFiles);
      lastSweep.setToCurrentTime();
    },
  };
}
