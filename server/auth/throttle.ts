import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { loginThrottle } from '../db/schema.ts';

export type ThrottlePolicy = {
  /** Failures allowed per account within the window before it is blocked. */
  accountLimit: number;
  /** Failures allowed per client address within the window (several accounts guessed from one place). */
  ipLimit: number;
  windowSeconds: number;
  blockSeconds: number;
};

export const DEFAULT_THROTTLE: ThrottlePolicy = {
  accountLimit: 5,
  ipLimit: 20,
  windowSeconds: 15 * 60,
  blockSeconds: 15 * 60,
};

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Sign-in throttling in the database, so every app server sees the same counters. Counted per
 * account and per address; a blocked key refuses attempts (even with the right password) until its
 * block ends. A success clears the account's counter, not the address's.
 */
export function createLoginThrottle(db: Database, policy: ThrottlePolicy = DEFAULT_THROTTLE) {
  async function bump(key: string, limit: number) {
    const expired = sql`${loginThrottle.windowStartedAt} < now() - make_interval(secs => ${policy.windowSeconds})`;
    const next = sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`;
    await db
      .insert(loginThrottle)
      .values({
        key,
        failures: 1,
        windowStartedAt: sql`now()`,
        blockedUntil: limit <= 1 ? sql`now() + make_interval(secs => ${policy.blockSeconds})` : null,
      })
      .onConflictDoUpdate({
        target: loginThrottle.key,
        set: {
          failures: next,
          windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
          blockedUntil: sql`case when ${next} >= ${limit} then now() + make_interval(secs => ${policy.blockSeconds}) else ${loginThrottle.blockedUntil} end`,
        },
      });
  }

  return {
    /** Seconds until the account or address may try again; 0 when not blocked. */
    async blockedFor(email: string, ip: string): Promise<number> {
      const rows = await db
        .select({
          seconds: sql<number>`ceil(extract(epoch from (${loginThrottle.blockedUntil} - now())))::int`,
        })
        .from(loginThrottle)
        .where(
          sql`${inArray(loginThrottle.key, [accountKey(email), ipKey(ip)])} and ${loginThrottle.blockedUntil} > now()`,
        );
      return Math.max(0, ...rows.map((r) => Number(r.seconds)));
    },

    async recordFailure(email: string, ip: string): Promise<void> {
      await bump(accountKey(email), policy.accountLimit);
      await bump(ipKey(ip), policy.ipLimit);
    },

    async recordSuccess(email: string): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, accountKey(email)));
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
