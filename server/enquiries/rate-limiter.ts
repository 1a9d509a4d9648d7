import { lt, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';

export type RateLimitResult = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/**
 * A per-key fixed-window counter in the database (`rate_limit_counters`), so every app server counts
 * against the same limit and a restart forgets nothing. Each hit is one atomic upsert: parallel
 * requests on any number of servers get consecutive counts, and exactly `max` are allowed per window.
 */
export function createRateLimiter(
  db: Database,
  {
    name,
    max,
    windowSeconds,
  }: {
    /** Keeps this limiter's keys apart from other limiters' in the shared table. */
    name: string;
    max: number;
    windowSeconds: number;
  },
) {
  const windowInterval = sql`make_interval(secs => ${windowSeconds}::int)`;
  let nextSweepAt = 0;

  /** Ended windows count for nothing (the next hit restarts them), so they go now and then. */
  async function sweep() {
    if (Date.now() < nextSweepAt) return;
    nextSweepAt = Date.now() + windowSeconds * 1000;
    await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
  }

  return {
    /** Counts one request for `key`; allowed while the window's count stays within `max`. */
    async hit(key: string): Promise<RateLimitResult> {
      const ended = sql`c.window_ends_at <= now()`;
      const [row] = await queryRows<{ count: number; retry_after: number }>(
        db,
        sql`insert into rate_limit_counters as c (key, count, window_started_at, window_ends_at)
          values (${`${name}:${key}`}, 1, now(), now() + ${windowInterval})
          on conflict (key) do update set
            count = case when ${ended} then 1 else c.count + 1 end,
            window_started_at = case when ${ended} then now() else c.window_started_at end,
            window_ends_at = case when ${ended} then now() + ${windowInterval} else c.window_ends_at end
          returning count, ceil(extract(epoch from (window_ends_at - now())))::int as retry_after`,
      );
      await sweep();
      if (!row) throw new Error('The rate limit counter was not written.');
      if (Number(row.count) <= max) return { isAllowed: true };
      return { isAllowed: false, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
