import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client.ts';
import { emailOutbox, type OutboxCalendar } from '../db/schema.ts';
import { domainOf } from './outbox.ts';
import { isPermanentSmtpFailure, type MailTransport } from './transport.ts';

type Log = {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
};

export type MailWorkerOptions = {
  db: Database;
  transport: MailTransport;
  /** The From address (MAIL_FROM). */
  from: string;
  log: Log;
  /** How often start() looks for due messages. */
  pollIntervalMs?: number;
  /** After this many failed attempts a message is marked 'failed' and left for a person. */
  maxAttempts?: number;
  /**
   * How long a claimed message is reserved for the worker that claimed it. Longer than the
   * transport's worst case (10 s connect + 10 s greeting + 30 s socket), with room left to retry
   * the "sent" update through a brief database outage; if the process dies mid-send, another
   * worker takes the message over when the lease runs out.
   */
  leaseMs?: number;
  /** Largest number of messages one runOnce() handles. */
  batchLimit?: number;
  /**
   * First wait before retrying the "sent" update after SMTP accepted a message (then doubling, at
   * most 5 s, for as long as the lease allows).
   */
  markSentRetryMs?: number;
  /** Told the outcome of each delivery attempt (the metrics' counter, ADR 048). */
  onDelivery?: (outcome: keyof RunResult) => void;
};

export type RunResult = { sent: number; retrying: number; failed: number };

type ClaimedRow = {
  id: number | string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  attempts: number;
  message_id: string;
  calendar: OutboxCalendar | null;
  headers: Record<string, string> | null;
};

/** Wait before attempt n+1 after n failures: 30 s, 1 min, 2 min, ... at most an hour. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, failures - 1), 3_600_000);
}

/**
 * How long before a lease runs out its worker gives up retrying the "sent" update: past that point
 * another worker may already have taken the message over.
 */
export function leaseMarginMs(leaseMs: number): number {
  return Math.min(10_000, leaseMs / 4);
}

/** Rejects after ms. The work itself goes on: a late "sent" update is still welcome. */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  work.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the database did not answer within ${Math.round(ms)} ms`)),
      ms,
    );
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Delivers the e-mail outbox. Each message is claimed with one atomic statement
 * (`FOR UPDATE SKIP LOCKED`, then its next attempt pushed out by the lease), so workers on any number
 * of server processes never pick the same message twice; no transaction stays open while SMTP
 * talks (the embedded database has a single connection that the site needs meanwhile).
 */
export function createMailWorker(options: MailWorkerOptions) {
  const { db, transport, from, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const leaseMs = options.leaseMs ?? 120_000;
  const leaseSeconds = Math.ceil(leaseMs / 1000);
  const batchLimit = options.batchLimit ?? 50;
  const markSentRetryMs = options.markSentRetryMs ?? 200;
  // Rows queued before Message-IDs were stored have none: they get one derived from the row (id and
  // creation time, so another installation's row 42 is not the same message), kept for later attempts.
  const derivedMessageIdDomain = domainOf(from);

  async function claimOne(): Promise<ClaimedRow | undefined> {
    const rows = await queryRows<ClaimedRow>(
      db,
      sql`update email_outbox
          set attempts = attempts + 1,
              next_attempt_at = now() + make_interval(secs => ${leaseSeconds}),
              message_id = coalesce(
                message_id,
                '<outbox-' || id::text || '.'
                  || floor(extract(epoch from created_at) * 1000000)::bigint::text
                  || '@' || ${derivedMessageIdDomain}::text || '>'
              )
          where id = (
            select id from email_outbox
            where status = 'pending' and next_attempt_at <= now()
            order by next_attempt_at, id
            limit 1
            for update skip locked
          )
          returning id, to_address, reply_to, subject, text_body, html_body, attempts, message_id,
                    calendar, headers`,
    );
    return rows[0];
  }

  /**
   * Marks a message sent once SMTP has accepted it. If this update is lost, the row is still pending
   * and another worker sends it again when the lease runs out; so a failing database (a restart, a
   * dropped connection) is retried with short backoff for as long as the lease leaves time.
   * Returns whether the row is marked.
   */
  async function markSent(id: number, leaseEndsAt: number): Promise<boolean> {
    const deadline = leaseEndsAt - leaseMarginMs(leaseMs);
    for (let retry = 0; ; retry++) {
      try {
        await within(
          (async () => {
            await db
              .update(emailOutbox)
              .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
              .where(eq(emailOutbox.id, id));
          })(),
          Math.max(deadline - performance.now(), 1_000),
        );
        return true;
      } catch (error) {
        const wait = Math.min(markSentRetryMs * 2 ** retry, 5_000);
        if (performance.now() + wait >= deadline) {
          log.error(
            { outboxId: id, err: error },
            'e-mail sent but not marked sent: it will be sent again when its lease runs out',
          );
          return false;
        }
        log.warn({ outboxId: id, err: error }, 'e-mail sent; marking it sent failed, retrying');
        await sleep(wait);
      }
    }
  }

  async function deliver(row: ClaimedRow, leaseEndsAt: number): Promise<keyof RunResult> {
    const id = Number(row.id);
    try {
      await transport.send({
        from,
        to: row.to_address,
        replyTo: row.reply_to ?? undefined,
        subject: row.subject,
        text: row.text_body,
        html: row.html_body ?? undefined,
        messageId: row.message_id,
        calendar: row.calendar ?? undefined,
        headers: row.headers ?? undefined,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const isFinal = isPermanentSmtpFailure(error) || row.attempts >= maxAttempts;
      await db
        .update(emailOutbox)
        .set(
          isFinal
            ? { status: 'failed', lastError: message.slice(0, 1000) }
            : {
                lastError: message.slice(0, 1000),
                nextAttemptAt: sql`now() + make_interval(secs => ${retryDelayMs(row.attempts) / 1000})`,
              },
        )
        .where(eq(emailOutbox.id, id));
      log.warn(
        { outboxId: id, attempts: row.attempts, err: error },
        isFinal ? 'e-mail delivery failed for good' : 'e-mail delivery failed; will retry',
      );
      return isFinal ? 'failed' : 'retrying';
    }
    if (await markSent(id, leaseEndsAt)) log.info({ outboxId: id, messageId: row.message_id }, 'e-mail sent');
    return 'sent';
  }

  /** Delivers every message that is due now, one at a time. Tests call this directly. */
  async function runOnce(): Promise<RunResult> {
    const result: RunResult = { sent: 0, retrying: 0, failed: 0 };
    for (let i = 0; i < batchLimit; i++) {
      // Taken before the claim, so this end comes no later than the one the database sets.
      const leaseEndsAt = performance.now() + leaseMs;
      const row = await claimOne();
      if (!row) break;
      const outcome = await deliver(row, leaseEndsAt);
      result[outcome] += 1;
      options.onDelivery?.(outcome);
    }
    return result;
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<unknown> | undefined;
  let isStopped = true;

  function schedule() {
    if (isStopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => log.error({ err: error }, 'mail worker run failed'))
        .finally(() => {
          running = undefined;
          schedule();
        });
    }, pollIntervalMs);
    timer.unref();
  }

  return {
    runOnce,
    /** Polls every pollIntervalMs until stop(). */
    start() {
      if (!isStopped) return;
      isStopped = false;
      schedule();
    },
    /** Stops polling and waits for the message in flight, so shutdown never cuts a delivery short. */
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

export type MailWorker = ReturnType<typeof createMailWorker>;
