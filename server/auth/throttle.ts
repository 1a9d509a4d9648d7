import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
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

/**
 * The counts one sign-in attempt holds: each key with the start of the window its count was taken
 * in (exact epoch seconds, so a count is never given back to a window that started since).
 */
export type ThrottleReservation = {
  account: { key: string; window: string };
  ip: { key: string; window: string };
};

export type ReserveResult =
  { isAllowed: true; reservation: ThrottleReservation } | { isAllowed: false; retryAfterSeconds: number };

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Sign-in throttling in the database, so every app server sees the same counters. Counted per
 * account and per address. An attempt first reserves one count on both keys in one atomic statement,
 * before the password is compared, so parallel attempts can never evaluate more than the limit. An
 * attempt whose reservation goes over a limit is refused and blocks that key until its block ends;
 * a refused attempt gives its counts back. A failure keeps its counts (they are the failure count);
 * a success clears the account's counter and gives back its count on the address.
 */
export function createLoginThrottle(db: Database, policy: ThrottlePolicy = DEFAULT_THROTTLE) {
  const windowInterval = sql`make_interval(secs => ${policy.windowSeconds}::int)`;
  const blockInterval = sql`make_interval(secs => ${policy.blockSeconds}::int)`;

  /** Gives one count back, unless the key's window has restarted since it was taken. */
  async function release({ key, window }: { key: string; window: string }) {
    await db
      .update(loginThrottle)
      .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
      .where(
        and(
          eq(loginThrottle.key, key),
          sql`extract(epoch from ${loginThrottle.windowStartedAt}) = ${window}::numeric`,
        ),
      );
  }

  return {
    /**
     * Counts this attempt on the account and the address before the password is checked. Refused
     * (with the seconds until the later block ends) when either key is blocked or this count takes
     * it over its limit; nothing stays counted then.
     */
    async reserve(email: string, ip: string): Promise<ReserveResult> {
      const account = accountKey(email);
      const address = ipKey(ip);
      const limitOf = sql`(case when t.key = ${address} then ${policy.ipLimit}::int else ${policy.accountLimit}::int end)`;
      // A key starts afresh once its window has passed or its block has ended; not while blocked.
      const restarts = sql`(case when t.blocked_until is not null then t.blocked_until <= now()
        else t.window_started_at <= now() - ${windowInterval} end)`;
      const next = sql`(case when ${restarts} then 1 else t.failures + 1 end)`;
      const firstBlock = (limit: number) =>
        limit < 1 ? sql`now() + ${blockInterval}` : sql`null::timestamptz`;
      // One statement for both keys: each row is locked while it is counted, so parallel attempts on
      // any number of servers get consecutive counts. The account row always comes first, so two
      // statements never wait for each other's rows in opposite orders.
      const rows = await queryRows<{ key: string; window: string; retry_after: number }>(
        db,
        sql`insert into login_throttle as t (key, failures, window_started_at, blocked_until)
          values (${account}, 1, now(), ${firstBlock(policy.accountLimit)}),
                 (${address}, 1, now(), ${firstBlock(policy.ipLimit)})
          on conflict (key) do update set
            failures = ${next},
            window_started_at = case when ${restarts} then now() else t.window_started_at end,
            blocked_until = case
              when t.blocked_until > now() then t.blocked_until
              when ${next} > ${limitOf} then now() + ${blockInterval}
              else null
            end
          returning key, extract(epoch from window_started_at)::text as window,
            case when blocked_until > now()
              then ceil(extract(epoch from (blocked_until - now())))::int else 0 end as retry_after`,
      );
      const windowOf = (key: string) => rows.find((row) => row.key === key)?.window ?? '';
      const reservation = {
        account: { key: account, window: windowOf(account) },
        ip: { key: address, window: windowOf(address) },
      };
      const retryAfterSeconds = Math.max(0, ...rows.map((row) => Number(row.retry_after)));
      if (retryAfterSeconds === 0) return { isAllowed: true, reservation };
      // Not checked, so not a failure: a blocked address does not use up an account's attempts.
      await release(reservation.account);
      await release(reservation.ip);
      return { isAllowed: false, retryAfterSeconds };
    },

    /**
     * The password was right: the account's failures are forgotten and the address gets its count
     * back, so many people signing in from one office do not block it.
     */
    async recordSuccess(reservation: ThrottleReservation): Promise<void> {
      await db.delete(loginThrottle).where(eq(loginThrottle.key, reservation.account.key));
      await release(reservation.ip);
      // Housekeeping: counters whose window has passed and that are not blocked mean nothing.
      await db.delete(loginThrottle).where(
        sql`${loginThrottle.windowStartedAt} < now() - ${windowInterval}
            and (${loginThrottle.blockedUntil} is null or ${loginThrottle.blockedUntil} <= now())`,
      );
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
