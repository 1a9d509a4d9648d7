import type { EmbeddedClient } from '../db/embedded-client.ts';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client.ts';
import type { PropertyService } from '../properties/property-service.ts';

/** The channel the database trigger of migration 0002 notifies on every property or image write. */
export const PROPERTIES_CHANGED_CHANNEL = 'properties_changed';

type Entry = { value: unknown; expiresAt: number; bytes: number };

/**
 * Server-side cache of the public property reads (the spec's 120-second cache, section 4, moved to
 * the server), and of the admin console's lists and review queue (issue 32). Any write drops
 * everything: a trigger notifies 'properties_changed' and every app server listening on that
 * PostgreSQL clears its cache; the writer also clears its own at once. The time limit is only a
 * safety net for a lost notification.
 */
export function createPropertyCache(options: { ttlMs?: number; maxBytes?: number } = {}) {
  const ttlMs = options.ttlMs ?? 120_000;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const entries = new Map<string, Entry>();
  let totalBytes = 0;
  // Bumped by every invalidation: a read that started before it must not store its (stale) answer.
  let generation = 0;
  // False while the change listener is down: nothing is cached then, so nothing can go stale.
  let isEnabled = true;
  // Caches built on the same signal (the rendered pages): told of every change.
  const followers: { invalidate(): void; setEnabled(enabled: boolean): void }[] = [];

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  return {
    async wrap<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) {
        // Most recently used last: the limit takes from the front.
        entries.delete(key);
        entries.set(key, hit);
        return hit.value as T;
      }
      const started = generation;
      const value = await load();
      if (isEnabled && started === generation) {
        // Its size as JSON stands for its size in memory (objects take a small multiple of it).
        const bytes = key.length + (JSON.stringify(value)?.length ?? 0);
        drop(key);
        entries.set(key, { value, expiresAt: Date.now() + ttlMs, bytes });
        totalBytes += bytes;
        while (totalBytes > maxBytes) drop(entries.keys().next().value as string);
      }
      return value;
    },
    invalidate(): void {
      generation++;
      entries.clear();
      totalBytes = 0;
      for (const follower of followers) follower.invalidate();
    },
    /** Turns caching off (listener lost) or back on (listener restored); both clear the cache. */
    setEnabled(enabled: boolean): void {
      isEnabled = enabled;
      generation++;
      entries.clear();
      totalBytes = 0;
      for (const follower of followers) follower.setEnabled(enabled);
    },
    /** Another cache of what property data decides (rendered pages), cleared with this one. */
    follow(cache: { invalidate(): void; setEnabled(enabled: boolean): void }): void {
      followers.push(cache);
    },
    get size(): number {
      return entries.size;
    },
    /** What the entries take, measured as JSON. */
    get bytes(): number {
      return totalBytes;
    },
  };
}

export type PropertyCache = ReturnType<typeof createPropertyCache>;

/** A stable key for a query object, whatever the order its fields were set in. */
function keyOf(kind: string, value: unknown): string {
  const sorted =
    value && typeof value === 'object'
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value;
  return `${kind}:${JSON.stringify(sorted ?? null)}`;
}

/**
 * The property service with its public reads (list, listForHome, get) served from the cache, and
 * the admin console's lists too (issue 32): property data only, cleared by the same writes on every
 * server. Kept apart by audience: an admin's list (owners' contact details) is never a public answer.
 */
export function withPublicCache<S extends Pick<PropertyService, 'list' | 'get' | 'listForHome'>>(
  service: S,
  cache: PropertyCache,
): S {
  const list = ((query, audience, options) =>
    cache.wrap(keyOf(audience === 'public' ? 'list' : 'admin-list', { ...query, ...options }), () =>
      service.list(query, audience, options),
    )) as S['list'];
  const get = ((id, audience) =>
    audience === 'public'
      ? cache.wrap(keyOf('get', id), () => service.get(id, audience))
      : service.get(id, audience)) as S['get'];
  const listForHome = ((filters) =>
    cache.wrap(keyOf('home', filters ?? {}), () => service.listForHome(filters))) as S['listForHome'];
  return { ...service, list, get, listForHome };
}

type Logger = { warn(details: object, message?: string): void; info(message: string): void };

/** Pauses before reconnecting the change listener: short, since caching is off until it is back. */
export function listenerRetryDelayMs(failures: number): number {
  return Math.min(100 * 2 ** failures, 1_000);
}

/**
 * Clears the cache whenever the database says properties changed. Embedded: PGlite delivers the
 * trigger's notification from its thread, in this process (a restarted thread listens again, and
 * app.ts clears the caches when it does). PostgreSQL: a dedicated connection LISTENs, so writes made
 * by any app server reach every other. If that connection drops (a restart, a failover), caching
 * stops at once, and the connection is made again with backoff (at most a second apart); when it is
 * back, every cache is cleared, since the notifications sent meanwhile are lost (issue 26).
 * Returns the function that stops listening.
 */
export async function listenForPropertyChanges(
  database: DatabaseHandle,
  cache: PropertyCache,
  log: Logger,
): Promise<() => Promise<void>> {
  const client = (database.db as unknown as { $client: unknown }).$client;
  if (database.kind === 'embedded') {
    // Its stop function does nothing once the database is closed.
    return (client as EmbeddedClient).listen(PROPERTIES_CHANGED_CHANNEL, () => cache.invalidate());
  }

  const pool = client as pg.Pool;
  let listener: pg.Client | undefined;
  let isStopped = false;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;

  const scheduleReconnect = () => {
    if (isStopped) return;
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), listenerRetryDelayMs(failures++));
  };
  // Once per connection, whichever of 'error' and 'end' comes first.
  const lose = (lost: pg.Client, err: Error | undefined) => {
    if (listener !== lost) return;
    listener = undefined;
    log.warn({ err }, 'property change listener lost; caching paused until it reconnects');
    cache.setEnabled(false);
    void lost.end().catch(() => {});
    scheduleReconnect();
  };
  // Never throws: without a listener the cache is simply off, and a reconnect is scheduled.
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ ...pool.options, keepAlive: true });
    next.on('notification', () => cache.invalidate());
    next.on('error', (err) => lose(next, err));
    next.on('end', () => lose(next, undefined));
    try {
      await next.connect();
      await next.query(`LISTEN ${PROPERTIES_CHANGED_CHANNEL}`);
    } catch (err) {
      if (failures === 0) log.warn({ err }, 'property change listener could not connect; caching paused');
      cache.setEnabled(false);
      next.removeAllListeners('end');
      await next.end().catch(() => {});
      scheduleReconnect();
      return;
    }
    if (isStopped) {
      await next.end().catch(() => {});
      return;
    }
    listener = next;
    if (failures > 0) log.info('property change listener reconnected; caches cleared');
    failures = 0;
    // Clears everything cached before the gap, then caches again.
    cache.setEnabled(true);
  };

  await connect();
  return async () => {
    isStopped = true;
    clearTimeout(retry);
    const last = listener;
    listener = undefined;
    await last?.end().catch(() => {});
  };
}
