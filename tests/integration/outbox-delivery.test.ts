import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asc, count, eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { emailOutbox, enquiries } from '../../server/db/schema.ts';
import { enqueueEmail, InvalidOutboxMessageError } from '../../server/mail/outbox.ts';
import { createSmtpTransport } from '../../server/mail/transport.ts';
import { createMailWorker, leaseMarginMs, retryDelayMs } from '../../server/mail/worker.ts';
import { startMailWorker } from '../../server/mail/start.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
let sink: SmtpSink;
let propertyId: string;

const quietLog = { info() {}, warn() {}, error() {} };

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  propertyId = await createProperty(
    { db: database.db, storage: storage.storage },
    { name: 'Riverside Loft', address: '7 River Road, Riverview, NB E1B 1A1' },
  );
  sink = await startSmtpSink();
  app = await buildApp({
    config: testConfig({
      ENQUIRY_RATE_LIMIT: '1000',
      MAIL_TO: 'office@company.example',
      MAIL_FROM: 'no-reply@company.example',
      SITE_NAME: 'Moncton Homes',
      PUBLIC_URL: 'https://homes.example',
      SMTP_URL: sink.url,
    }),
    database,
    storage: storage.storage,
    logger: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await sink?.stop();
  await database?.destroy();
  await storage?.cleanup();
});

afterEach(async () => {
  // Each test starts with an empty outbox and an empty mailbox.
  await database.db.delete(emailOutbox);
  sink.received.length = 0;
  await sink.start();
});

function worker(overrides: Partial<Parameters<typeof createMailWorker>[0]> = {}) {
  return createMailWorker({
    db: database.db,
    transport: createSmtpTransport(sink.url),
    from: 'no-reply@company.example',
    log: quietLog,
    ...overrides,
  });
}

async function submit(payload: Record<string, unknown>) {
  const response = await app.inject({ method: 'POST', url: '/api/send-email', payload });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string };
}

const jane = {
  name: 'Jane "JT" Tenant',
  email: 'jane@example.com',
  phone: '506-555-0123',
  propertyId: '',
  description: 'Can I see it on <b>Saturday</b>?\nThanks & regards',
  pets: 'Yes',
  isWorking: true,
  employerDetails: 'Atlantic Bakery',
};

async function outboxRows() {
  return database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
}

/** Time passes: every waiting message becomes due now. */
async function makeEverythingDue() {
  await database.db
    .update(emailOutbox)
    .set({ nextAttemptAt: sql`now()` })
    .where(eq(emailOutbox.status, 'pending'));
}

describe('the mail worker delivers the outbox by SMTP', () => {
  it('sends the company an HTML and text message with Reply-To, the property and its link; the enquirer an acknowledgement', async () => {
    const { id } = await submit({ ...jane, propertyId });
    expect(sink.received).toHaveLength(0);

    const result = await worker().runOnce();
    expect(result).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(sink.received).toHaveLength(2);

    const toCompany = sink.received.find((m) => m.envelopeTo.includes('office@company.example'));
    const link = `https://homes.example/single-property-1/${propertyId}`;
    expect(toCompany).toBeDefined();
    expect(toCompany!.envelopeTo).toEqual(['office@company.example']);
    expect(toCompany!.envelopeFrom).toBe('no-reply@company.example');
    expect(toCompany!.headers['reply-to']).toBe('jane@example.com');
    expect(toCompany!.subject).toBe('Enquiry: Riverside Loft');
    for (const expected of [
      'Name: Jane "JT" Tenant',
      'Phone: 5065550123',
      'Property: Riverside Loft',
      'Address: 7 River Road, Riverview, NB E1B 1A1',
      `Link: ${link}`,
      'Pets: Yes',
      'Employed: Yes',
      'Employer: Atlantic Bakery',
      'Can I see it on <b>Saturday</b>?\nThanks & regards',
    ]) {
      expect(toCompany!.text).toContain(expected);
    }
    // The visitor's text is escaped in the HTML part: no markup of theirs survives.
    expect(toCompany!.html).toContain(`<a href="${link}">${link}</a>`);
    expect(toCompany!.html).toContain('Can I see it on &lt;b&gt;Saturday&lt;/b&gt;?<br>');
    expect(toCompany!.html).toContain('Jane &quot;JT&quot; Tenant');
    expect(toCompany!.html).not.toContain('<b>Saturday</b>');

    const toJane = sink.received.find((m) => m.envelopeTo.includes('jane@example.com'));
    expect(toJane!.headers['reply-to']).toBe('office@company.example');
    expect(toJane!.subject).toBe('We received your message — Moncton Homes');
    expect(toJane!.text).toContain('Hello Jane "JT" Tenant,');
    expect(toJane!.text).toContain('It was about Riverside Loft, 7 River Road, Riverview, NB E1B 1A1:');
    expect(toJane!.text).toContain(link);
    expect(toJane!.html).toContain(`<a href="${link}">`);

    const rows = await outboxRows();
    expect(rows.every((r) => r.status === 'sent' && r.sentAt !== null && r.enquiryId === id)).toBe(true);
    // Nothing is sent twice.
    expect(await worker().runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sink.received).toHaveLength(2);
  });

  it('stores and answers success while SMTP is down, then delivers exactly once when it is back', async () => {
    await sink.stop();
    const { id } = await submit({ ...jane, propertyId });
    const [stored] = await database.db.select({ n: count() }).from(enquiries).where(eq(enquiries.id, id));
    expect(stored?.n).toBe(1);

    const w = worker();
    expect(await w.runOnce()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    let rows = await outboxRows();
    for (const row of rows) {
      expect(row.status).toBe('pending');
      expect(row.attempts).toBe(1);
      expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
      // Backoff: the next attempt waits.
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + retryDelayMs(1) / 2);
    }
    // Not due yet: nothing is attempted.
    expect(await w.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    await sink.start();
    await makeEverythingDue();
    expect(await w.runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(await w.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sink.received.map((m) => m.envelopeTo[0]).sort()).toEqual([
      'jane@example.com',
      'office@company.example',
    ]);
    rows = await outboxRows();
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
    ]);
  });

  it('lets two workers race over the same outbox: every message is delivered once', async () => {
    for (let i = 1; i <= 8; i++) {
      await enqueueEmail(database.db, {
        to: `person${i}@example.com`,
        subject: `Message ${i}`,
        text: `Body ${i}`,
      });
    }
    const [a, b] = await Promise.all([worker().runOnce(), worker().runOnce()]);
    expect(a.sent + b.sent).toBe(8);
    const subjects = sink.received.map((m) => m.subject).sort();
    expect(subjects).toEqual(Array.from({ length: 8 }, (_, i) => `Message ${i + 1}`).sort());
  });

  it('marks a message failed at once when the server refuses it for good (5xx), and after too many attempts', async () => {
    const refusing = await startSmtpSink({ rejectRecipient: (address) => address === 'gone@example.com' });
    try {
      await enqueueEmail(database.db, { to: 'gone@example.com', subject: 'Refused', text: 'x' });
      const result = await worker({ transport: createSmtpTransport(refusing.url) }).runOnce();
      expect(result).toEqual({ sent: 0, retrying: 0, failed: 1 });
      const [row] = await outboxRows();
      expect(row).toMatchObject({ status: 'failed', attempts: 1 });
      expect(row?.lastError).toMatch(/550|Mailbox unavailable/);
    } finally {
      await refusing.stop();
    }

    await database.db.delete(emailOutbox);
    await sink.stop();
    await enqueueEmail(database.db, { to: 'later@example.com', subject: 'Retried', text: 'x' });
    const w = worker({ maxAttempts: 2 });
    expect(await w.runOnce()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    await makeEverythingDue();
    expect(await w.runOnce()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'failed', attempts: 2 });
  });

  it('takes over a message whose worker died mid-send once its lease has run out', async () => {
    await enqueueEmail(database.db, { to: 'lease@example.com', subject: 'Leased', text: 'x' });
    // A worker claimed it (attempts + 1, next attempt pushed out by the lease) and then vanished.
    await database.db
      .update(emailOutbox)
      .set({ attempts: 1, nextAttemptAt: sql`now() + interval '2 minutes'` });
    expect(await worker().runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    await makeEverythingDue();
    expect(await worker().runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sink.received.map((m) => m.subject)).toEqual(['Leased']);
  });

  it('polls on its own once started and stops gracefully', async () => {
    await enqueueEmail(database.db, { to: 'polled@example.com', subject: 'Polled', text: 'x' });
    const w = worker({ pollIntervalMs: 20 });
    w.start();
    await expect.poll(() => sink.received.length, { timeout: 10_000 }).toBe(1);
    await w.stop();
    expect((await outboxRows())[0]?.status).toBe('sent');
  });
});

/** How the outbox's Message-IDs look: minted at enqueue (MAIL_FROM's domain), or derived from an older row. */
const UUID_MESSAGE_ID =
  /^<[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@company\.example>$/;
const DERIVED_MESSAGE_ID = /^<outbox-(\d+)\.\d{16}@company\.example>$/;

/** The worker lost the "sent" update (the crash ADR 016 describes): its row is pending and due again. */
async function forgetThatItWasSent() {
  await database.db.update(emailOutbox).set({ status: 'pending', sentAt: null, nextAttemptAt: sql`now()` });
}

/**
 * The test database, except that its next `failures` UPDATE statements fail the way they do while
 * PostgreSQL restarts (`failures` Infinity: it stays down for updates). Reads and the claim go through.
 */
function databaseFailingUpdates(failures: number) {
  let left = failures;
  return new Proxy(database.db, {
    get(target, property, receiver) {
      if (property === 'update' && left > 0) {
        left -= 1;
        return () => {
          throw new Error('terminating connection due to administrator command');
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

function recordingLog() {
  const lines: { level: 'info' | 'warn' | 'error'; message: string }[] = [];
  const at = (level: 'info' | 'warn' | 'error') => (_: object, message?: string) =>
    void lines.push({ level, message: message ?? '' });
  return { lines, log: { info: at('info'), warn: at('warn'), error: at('error') } };
}

describe('Message-ID: the same message is recognisable when it is sent twice', () => {
  it('gives every message a Message-ID when it is queued and sends it as the Message-ID header', async () => {
    await submit({ ...jane, propertyId });
    const queued = await outboxRows();
    expect(queued).toHaveLength(2);
    for (const row of queued) expect(row.messageId).toMatch(UUID_MESSAGE_ID);
    expect(queued[0]?.messageId).not.toBe(queued[1]?.messageId);

    expect(await worker().runOnce()).toEqual({ sent: 2, retrying: 0, failed: 0 });
    for (const row of queued) {
      const mail = sink.received.find((m) => m.envelopeTo[0] === row.toAddress);
      expect(mail?.headers['message-id']).toBe(row.messageId);
    }
    // Sending does not change it.
    expect((await outboxRows()).map((r) => r.messageId)).toEqual(queued.map((r) => r.messageId));
  });

  it('takes the domain of the Message-ID from the caller when it names one', async () => {
    await enqueueEmail(
      database.db,
      { to: 'a@example.com', subject: 'Hi', text: 'x' },
      { messageIdDomain: 'Company.Example' },
    );
    const [row] = await outboxRows();
    expect(row?.messageId).toMatch(/^<[0-9a-f-]{36}@company\.example>$/);
    await expect(
      enqueueEmail(
        database.db,
        { to: 'a@example.com', subject: 'Hi', text: 'x' },
        { messageIdDomain: 'a>b' },
      ),
    ).rejects.toThrow(InvalidOutboxMessageError);
  });

  it('sends a copy with the same Message-ID when "sent" was lost after SMTP accepted it', async () => {
    await enqueueEmail(database.db, { to: 'twice@example.com', subject: 'Twice', text: 'x' });
    const [row] = await outboxRows();
    expect(await worker().runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    await forgetThatItWasSent();
    expect(await worker().runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });

    expect(sink.received.map((m) => m.headers['message-id'])).toEqual([row?.messageId, row?.messageId]);
    expect(await outboxRows()).toMatchObject([{ status: 'sent', attempts: 2, messageId: row?.messageId }]);
  });

  it('derives a stable Message-ID from the row for messages queued before Message-IDs were stored', async () => {
    const id = await enqueueEmail(database.db, { to: 'old@example.com', subject: 'Old', text: 'x' });
    await database.db.update(emailOutbox).set({ messageId: null });

    await worker().runOnce();
    const first = sink.received[0]?.headers['message-id'];
    expect(first).toMatch(DERIVED_MESSAGE_ID);
    expect(DERIVED_MESSAGE_ID.exec(first ?? '')?.[1]).toBe(String(id));
    // Kept on the row, so the admin console shows it and a later MAIL_FROM cannot change it.
    expect((await outboxRows())[0]?.messageId).toBe(first);

    await forgetThatItWasSent();
    await worker({ from: 'other@elsewhere.example' }).runOnce();
    expect(sink.received.map((m) => m.headers['message-id'])).toEqual([first, first]);
  });
});

describe('the "sent" update after SMTP accepted a message', () => {
  it('is retried through a brief database outage, so the message is sent once and ends sent', async () => {
    await enqueueEmail(database.db, { to: 'restart@example.com', subject: 'Restart', text: 'x' });
    const { lines, log } = recordingLog();
    const flaky = worker({ db: databaseFailingUpdates(2), log, markSentRetryMs: 20 });

    expect(await flaky.runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(lines.filter((l) => l.level === 'warn')).toHaveLength(2);
    expect(lines.filter((l) => l.level === 'error')).toEqual([]);
    expect(await outboxRows()).toMatchObject([{ status: 'sent', attempts: 1, lastError: null }]);

    // Nothing is left for another worker, even once every lease has run out.
    await makeEverythingDue();
    expect(await worker().runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(sink.received.map((m) => m.envelopeTo)).toEqual([['restart@example.com']]);
  });

  it('gives up before the lease runs out when the database stays down; the copy sent later has the same Message-ID', async () => {
    await enqueueEmail(database.db, { to: 'down@example.com', subject: 'Down', text: 'x' });
    const [queued] = await outboxRows();
    const { lines, log } = recordingLog();
    const leaseMs = 2_000;
    const started = performance.now();
    const result = await worker({
      db: databaseFailingUpdates(Infinity),
      log,
      leaseMs,
      markSentRetryMs: 50,
    }).runOnce();
    const elapsed = performance.now() - started;

    expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });
    // Retried for a while, and stopped before another worker could take the message over.
    expect(lines.filter((l) => l.level === 'warn').length).toBeGreaterThanOrEqual(3);
    expect(elapsed).toBeLessThan(leaseMs - leaseMarginMs(leaseMs) + 100);
    expect(lines.filter((l) => l.level === 'error').map((l) => l.message)).toEqual([
      'e-mail sent but not marked sent: it will be sent again when its lease runs out',
    ]);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    // Still leased: no other worker takes it yet.
    expect(await worker().runOnce()).toEqual({ sent: 0, retrying: 0, failed: 0 });

    // At-least-once: after the lease the message goes again, recognisably the same one.
    await makeEverythingDue();
    expect(await worker().runOnce()).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sink.received.map((m) => m.headers['message-id'])).toEqual([queued?.messageId, queued?.messageId]);
  });
});

describe('enqueueEmail', () => {
  it('is part of the caller’s transaction: a refused message rolls the enquiry back too', async () => {
    const before = await database.db.select({ n: count() }).from(enquiries);
    await expect(
      database.db.transaction(async (tx) => {
        await tx
          .insert(enquiries)
          .values({ kind: 'general', name: 'X', email: 'x@example.com', phone: '5065550100' });
        await enqueueEmail(tx, { to: 'x@example.com\r\nBcc: victim@example.com', subject: 'Hi', text: 'x' });
      }),
    ).rejects.toThrow(InvalidOutboxMessageError);
    expect(await database.db.select({ n: count() }).from(enquiries)).toEqual(before);
    expect(await outboxRows()).toEqual([]);
  });

  it('keeps subjects on one line', async () => {
    await enqueueEmail(database.db, {
      to: 'a@example.com',
      subject: 'Hello\r\nBcc: victim@example.com',
      text: 'x',
    });
    const [row] = await outboxRows();
    expect(row?.subject).toBe('Hello Bcc: victim@example.com');
    await worker().runOnce();
    expect(sink.received[0]?.envelopeTo).toEqual(['a@example.com']);
    expect(sink.received[0]?.headers.bcc).toBeUndefined();
  });

  it('refuses headers outside its list, and header values of more than one line; queues nothing', async () => {
    const message = { to: 'a@example.com', subject: 'Alerts', text: 'x' };
    const refused: Record<string, string>[] = [
      { Bcc: 'victim@example.com' },
      { From: 'someone-else@example.com' },
      { 'List-Unsubscribe': '<https://homes.example/u>\r\nBcc: victim@example.com' },
      { 'List-Unsubscribe': `<https://homes.example/${'u'.repeat(2001)}>` },
    ];
    for (const headers of refused) {
      await expect(enqueueEmail(database.db, { ...message, headers })).rejects.toThrow(
        InvalidOutboxMessageError,
      );
    }
    expect(await outboxRows()).toEqual([]);

    // The headers it allows go out as given, and the transport's own stay its own.
    await enqueueEmail(database.db, {
      ...message,
      headers: {
        'List-Unsubscribe': '<https://homes.example/u>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    await worker().runOnce();
    expect(sink.received[0]?.headers['list-unsubscribe']).toBe('<https://homes.example/u>');
    expect(sink.received[0]?.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(sink.received[0]?.headers.bcc).toBeUndefined();
  });
});

describe('without SMTP configured', () => {
  it('keeps messages in the outbox and logs that mail is not configured', async () => {
    const warnings: string[] = [];
    const log = {
      info() {},
      error() {},
      warn: (_: object, message?: string) => void warnings.push(message ?? ''),
    };
    const mailWorker = startMailWorker({ config: testConfig(), db: database.db, log });
    await submit({ ...jane, propertyId });
    await mailWorker.stop();
    expect(warnings).toEqual([
      'Mail is not configured (SMTP_URL is not set): e-mails stay in the outbox, undelivered.',
    ]);
    const rows = await outboxRows();
    expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(sink.received).toHaveLength(0);
  });
});
