import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { emailOutbox, type OutboxCalendar } from '../db/schema.ts';
import { queryRows, type Database } from '../db/client.ts';

/** The database, or a transaction on it: an e-mail is queued in the same transaction as its cause. */
export type DbOrTransaction = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/** One e-mail to queue. The sender (MAIL_FROM) is added by the worker at delivery time. */
export type OutboxMessage = {
  /** One recipient address, e.g. 'office@example.com'. */
  to: string;
  /** Where answers go, e.g. the enquirer's address on a message to the company. */
  replyTo?: string;
  subject: string;
  /** The plain-text part; always present. */
  text: string;
  /** The HTML part; every interpolated value must already be escaped (see ./html.ts). */
  html?: string;
  /** The enquiry this message belongs to, when there is one (the admin console links them). */
  enquiryId?: string;
  /** A calendar invite (RFC 5545 text and its METHOD), sent as the message's text/calendar part. */
  calendar?: OutboxCalendar;
  /** Extra headers, e.g. List-Unsubscribe; names from ALLOWED_HEADERS only, values on one line. */
  headers?: Record<string, string>;
};

/** The extra headers a queued message may carry; the rest are the transport's to set. */
export const ALLOWED_HEADERS = [
  'List-Unsubscribe',
  'List-Unsubscribe-Post',
  'List-Id',
  'Auto-Submitted',
] as const;

export class InvalidOutboxMessageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidOutboxMessageError';
  }
}

// A bare address: no display name, no spaces, no line breaks, one @. What goes into a header
// cannot carry a second header or a second recipient.
const BARE_ADDRESS = /^[^\s@<>()",;:\\[\]]+@[^\s@<>()",;:\\[\]]+\.[^\s@<>()",;:\\[\]]+$/;

function checkAddress(field: string, value: string) {
  if (value.length > 254 || !BARE_ADDRESS.test(value)) {
    throw new InvalidOutboxMessageError(`${field} must be one bare e-mail address`);
  }
}

// eslint-disable-next-line no-control-regex
const CONTROL_RUNS = /[\u0000-\u001f\u007f]+/g;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/** Subjects are one line: collapse any line break or control character into a space. */
function oneLine(value: string): string {
  return value.replace(CONTROL_RUNS, ' ').trim().slice(0, 300);
}

/**
 * The domain of Message-IDs minted at enqueue time when the caller names none. Callers do not know
 * MAIL_FROM today (the worker adds the sender at delivery), and a Message-ID must be fixed before the
 * first attempt. Only uniqueness matters (the left side is a random UUID); `.invalid` (RFC 2606) can
 * never be a domain someone else owns, yet it has a dot, so the usual "right-hand side is not a
 * domain" checks of spam filters do not fire.
 */
export const DEFAULT_MESSAGE_ID_DOMAIN = 'moncton-properties.invalid';

/** The domain part of an address ('no-reply@company.example' → 'company.example'). */
export function domainOf(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1).toLowerCase();
}

const DOMAIN = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/;

/** The sender's domain for Message-IDs, when it is a usable domain name ('localhost' is not). */
export function messageIdDomainOf(address: string): string | undefined {
  const domain = domainOf(address);
  return DOMAIN.test(domain) ? domain : undefined;
}

/** A fresh RFC 5322 Message-ID, angle brackets included: `<uuid@domain>`. */
export function newMessageId(domain: string = DEFAULT_MESSAGE_ID_DOMAIN): string {
  const rhs = domain.toLowerCase();
  if (!DOMAIN.test(rhs)) throw new InvalidOutboxMessageError('messageIdDomain must be a domain name');
  return `<${randomUUID()}@${rhs}>`;
}

/**
 * Queues an e-mail for the mail worker (server/mail/worker.ts). Call it inside the transaction
 * that stores what the message is about, so the record and its e-mail are committed together or
 * not at all; the worker delivers it later, retrying while SMTP is down. Returns the outbox id.
 * The row gets its Message-ID here, so a copy sent twice (ADR 016: at-least-once) is recognisable.
 *
 *   await db.transaction(async (tx) => {
 *     const [row] = await tx.insert(things).values(...).returning();
 *     await enqueueEmail(tx, { to: site.email, subject: 'New thing', text: '...', html: '...' });
 *   });
 */
export async function enqueueEmail(
  tx: DbOrTransaction,
  message: OutboxMessage,
  options: {
    /**
     * Right-hand side of the message's Message-ID, e.g. the domain of MAIL_FROM
     * (`domainOf(config.mail.from)`); DEFAULT_MESSAGE_ID_DOMAIN otherwise.
     */
    messageIdDomain?: string;
  } = {},
): Promise<number> {
  checkAddress('to', message.to);
  if (message.replyTo !== undefined) checkAddress('replyTo', message.replyTo);
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!(ALLOWED_HEADERS as readonly string[]).includes(name)) {
      throw new InvalidOutboxMessageError(`header ${name} is not one a message may set`);
    }
    if (CONTROL_CHARACTER.test(value) || value.length > 2000) {
      throw new InvalidOutboxMessageError(`header ${name} must be one line`);
    }
  }
  const subject = oneLine(message.subject);
  if (!subject) throw new InvalidOutboxMessageError('subject must not be empty');
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      toAddress: message.to,
      replyTo: message.replyTo ?? null,
      subject,
      textBody: message.text,
      htmlBody: message.html ?? null,
      enquiryId: message.enquiryId ?? null,
      calendar: message.calendar ?? null,
      headers: message.headers ?? null,
      // Fixed now, so every delivery attempt (a re-send after a crash included) carries the same one.
      messageId: newMessageId(options.messageIdDomain),
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('The outbox row was not written.');
  return row.id;
}

/** What waits in the outbox: the metrics' gauges (ADR 048). */
export type OutboxBacklog = {
  pending: number;
  failed: number;
  /** Seconds since the oldest pending message was queued; 0 when none is pending. */
  oldestPendingSeconds: number;
};

/**
 * The outbox's backlog in one statement, read at each metrics scrape: one pass over the outbox
 * (two messages per enquiry, a few thousand rows a year here), nothing locked.
 */
export async function outboxBacklog(db: Database): Promise<OutboxBacklog> {
  const [row] = await queryRows<{
    pending: number | string;
    failed: number | string;
    oldest: number | string;
  }>(
    db,
    sql`select count(*) filter (where status = 'pending') as pending,
               count(*) filter (where status = 'failed') as failed,
               coalesce(extract(epoch from now() - min(created_at) filter (where status = 'pending')), 0) as oldest
        from email_outbox
        where status <> 'sent'`,
  );
  return {
    pending: Number(row?.pending ?? 0),
    failed: Number(row?.failed ?? 0),
    oldestPendingSeconds: Math.max(0, Number(row?.oldest ?? 0)),
  };
}
