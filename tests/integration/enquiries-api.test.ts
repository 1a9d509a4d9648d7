import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, like, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { emailOutbox, enquiries, rateLimitCounters } from '../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';
import { createRateLimiter } from '../../server/enquiries/rate-limiter.ts';

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
let propertyId: string;
let hiddenId: string;

const config = {
  ENQUIRY_RATE_LIMIT: '1000',
  MAIL_TO: 'office@company.example',
  PUBLIC_URL: 'https://homes.example',
};

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  const deps = { db: database.db, storage: storage.storage };
  propertyId = await createProperty(deps, {
    name: 'Maple Court Apartment',
    address: '25 Maple Court, Moncton, NB E1C 2B2',
  });
  hiddenId = await createProperty(deps, { name: 'Not Yet Verified', isVerified: false });
  app = await buildApp({ config: testConfig(config), database, storage: storage.storage, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

const send = (payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/send-email', payload: payload as object });

const valid = {
  name: 'Jane Tenant',
  email: 'jane@example.com',
  phone: '(506) 555-0123',
  description: '',
  address: '25 Maple Court, Moncton, NB E1C 2B2',
};

async function counts() {
  const [e] = await database.db.select({ n: count() }).from(enquiries);
  const [o] = await database.db.select({ n: count() }).from(emailOutbox);
  return { enquiries: e?.n ?? 0, outbox: o?.n ?? 0 };
}

async function outboxOf(enquiryId: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.enquiryId, enquiryId))
    .orderBy(emailOutbox.id);
}

describe('POST /api/send-email stores the enquiry and its e-mails together', () => {
  it("takes the Book Showing modal's payload, links the property by its address and sends the default text", async () => {
    const response = await send(valid);
    expect(response.statusCode).toBe(200);
    const body = response.json() as { status: string; id: string };
    expect(body.status).toBe('sent');
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, body.id));
    expect(row).toMatchObject({
      kind: 'showing',
      propertyId,
      name: 'Jane Tenant',
      email: 'jane@example.com',
      phone: '5065550123',
      message:
        'Hello, I am interested in Maple Court Apartment at 25 Maple Court, Moncton, NB E1C 2B2 and would like to book a showing.',
    });
    const mails = await outboxOf(body.id);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({
      toAddress: 'office@company.example',
      replyTo: 'jane@example.com',
      status: 'pending',
      subject: 'Showing request: Maple Court Apartment',
    });
    expect(mails[0]?.textBody).toContain(`https://homes.example/single-property-1/${propertyId}`);
    expect(mails[1]).toMatchObject({ toAddress: 'jane@example.com', replyTo: 'office@company.example' });
  });

  it("takes the sidebar's payload with pets, isWorking and employerDetails", async () => {
    const response = await send({
      ...valid,
      propertyId,
      description: 'Is parking included?',
      pets: 'Yes',
      isWorking: 'no',
      employerDetails: 'N/A',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, response.json().id));
    expect(row).toMatchObject({
      kind: 'property',
      propertyId,
      message: 'Is parking included?',
      details: { pets: 'Yes', isWorking: 'No', employerDetails: 'N/A' },
    });
  });

  it("takes the contact page's payload: the typed subject is kept, the kind is General Inquiry", async () => {
    const response = await send({
      name: 'Sam Owner',
      email: 'sam@example.com',
      phone: '5065550199',
      subject: 'Management plans',
      description: 'What does the Standard plan cost for a duplex?',
      address: 'General Inquiry',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await database.db.select().from(enquiries).where(eq(enquiries.id, response.json().id));
    expect(row).toMatchObject({
      kind: 'general',
      propertyId: null,
      subject: 'Management plans',
      details: {},
    });
    const mails = await outboxOf(response.json().id);
    expect(mails[0]?.subject).toBe('Contact form: Management plans');
  });
});

describe('POST /api/send-email refuses bad payloads with field errors and stores nothing', () => {
  const cases: [string, unknown, Record<string, string[]>][] = [
    [
      'missing fields',
      {},
      {
        name: ['Name is required.'],
        email: ['Email is required.'],
        phone: ['Phone number is required.'],
      },
    ],
    [
      'empty fields',
      { name: ' ', email: '', phone: '' },
      {
        name: ['Name is required.'],
        email: ['Email is required.'],
        phone: ['Phone number is required.'],
      },
    ],
    [
      'bad e-mail and short phone',
      { ...valid, email: 'jane@', phone: '555-0123' },
      {
        email: ['Please enter a valid email address.'],
        phone: ['Please enter a valid phone number (at least 10 digits).'],
      },
    ],
    [
      'wrong types',
      { ...valid, name: 42, phone: ['5065550123'], isWorking: 'maybe', pets: { cats: 2 } },
      {
        name: ['This value has the wrong type.'],
        phone: ['This value has the wrong type.'],
        isWorking: ['This value has the wrong type.'],
        pets: ['This value has the wrong type.'],
      },
    ],
    [
      'huge strings',
      { ...valid, name: 'x'.repeat(10_000), description: 'y'.repeat(200_000) },
      { name: ['Please use at most 100 characters.'], description: ['Please use at most 5000 characters.'] },
    ],
    [
      'extra fields',
      { ...valid, isAdmin: true, bcc: 'everyone@example.com' },
      { isAdmin: ['This field is not allowed.'], bcc: ['This field is not allowed.'] },
    ],
    [
      'header injection through the name and the subject',
      {
        ...valid,
        name: 'Eve\r\nBcc: victim@example.com',
        subject: 'Hello\nBcc: victim@example.com',
        description: 'x',
      },
      {
        name: ['Please remove line breaks and control characters.'],
        subject: ['Please remove line breaks and control characters.'],
      },
    ],
    [
      'header injection through the e-mail address',
      { ...valid, email: 'eve@example.com\r\nBcc: victim@example.com' },
      { email: ['Please enter a valid email address.'] },
    ],
    [
      'a contact message without its message',
      { ...valid, subject: 'Question', description: '' },
      { description: ['A message is required.'] },
    ],
    [
      'an unknown property',
      { ...valid, propertyId: 'not-a-uuid' },
      { propertyId: ['This property is no longer available.'] },
    ],
    [
      'a hidden property',
      () => ({ ...valid, propertyId: hiddenId }),
      { propertyId: ['This property is no longer available.'] },
    ],
  ];

  it.each(cases)('%s', async (_label, payload, fieldErrors) => {
    const before = await counts();
    // Ids are only known after beforeAll: such payloads are functions.
    const response = await send(typeof payload === 'function' ? payload() : payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'Some fields are not valid.' });
    expect(response.json().fieldErrors).toEqual(fieldErrors);
    expect(await counts()).toEqual(before);
  });

  it('refuses a body that is not an object', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/send-email',
      headers: { 'content-type': 'application/json' },
      payload: '["not", "an", "object"]',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toHaveProperty('(body)');
  });
});

/** Another app server over the same database, with its own enquiry limit. */
const buildLimited = (limit: number) =>
  buildApp({
    config: testConfig({ ...config, ENQUIRY_RATE_LIMIT: String(limit) }),
    database,
    storage: storage.storage,
    logger: false,
  });

let addressCounter = 0;
/** The limit is shared through the database: each test posts from an address of its own. */
const freshAddress = () => `10.3.0.${++addressCounter}`;

describe('rate limit', () => {
  it('answers 429 with a clear message and Retry-After once an address has sent too many', async () => {
    const limited = await buildLimited(2);
    const address = freshAddress();
    try {
      const post = () =>
        limited.inject({ method: 'POST', url: '/api/send-email', payload: valid, remoteAddress: address });
      expect((await post()).statusCode).toBe(200);
      expect((await post()).statusCode).toBe(200);
      const before = await counts();
      const refused = await post();
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toBe(
        'You have sent too many messages in a short time. Please wait a few minutes and try again.',
      );
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await counts()).toEqual(before);
      // Another address is not affected.
      const other = await limited.inject({
        method: 'POST',
        url: '/api/send-email',
        payload: valid,
        remoteAddress: freshAddress(),
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('takes Retry-After from the window the database holds, so every server gives the same answer', async () => {
    const [first, second] = await Promise.all([buildLimited(1), buildLimited(1)]);
    const address = freshAddress();
    const post = (server: App) =>
      server.inject({ method: 'POST', url: '/api/send-email', payload: valid, remoteAddress: address });
    try {
      expect((await post(first)).statusCode).toBe(200);
      // The window has 7 minutes left (as if it had started 3 minutes ago).
      await database.db
        .update(rateLimitCounters)
        .set({ windowEndsAt: sql`now() + interval '420 seconds'` })
        .where(eq(rateLimitCounters.key, `enquiry:${address}`));
      for (const server of [first, second]) {
        const refused = await post(server);
        expect(refused.statusCode).toBe(429);
        const retryAfter = Number(refused.headers['retry-after']);
        expect(retryAfter).toBeGreaterThanOrEqual(418);
        expect(retryAfter).toBeLessThanOrEqual(420);
      }
      // Nearly over: still at least a second, never 0 (which would mean "now").
      await database.db
        .update(rateLimitCounters)
        .set({ windowEndsAt: sql`now() + interval '200 milliseconds'` })
        .where(eq(rateLimitCounters.key, `enquiry:${address}`));
      expect((await post(first)).headers['retry-after']).toBe('1');
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });

  it('lets exactly the limit through when one address sends many at once', async () => {
    const limited = await buildLimited(10);
    const address = freshAddress();
    try {
      const before = await counts();
      const responses = await Promise.all(
        Array.from({ length: 25 }, () =>
          limited.inject({ method: 'POST', url: '/api/send-email', payload: valid, remoteAddress: address }),
        ),
      );
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(10);
      expect(codes.filter((c) => c === 429)).toHaveLength(15);
      expect((await counts()).enquiries).toBe(before.enquiries + 10);
    } finally {
      await limited.close();
    }
  });

  it('is one limit for every app server over the database, and survives a restart', async () => {
    const [first, second] = await Promise.all([buildLimited(10), buildLimited(10)]);
    const address = freshAddress();
    const post = (server: App) =>
      server.inject({ method: 'POST', url: '/api/send-email', payload: valid, remoteAddress: address });
    try {
      const responses = await Promise.all(Array.from({ length: 24 }, (_, i) => post(i % 2 ? first : second)));
      const codes = responses.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 200)).toHaveLength(10);
      expect(codes.filter((c) => c === 429)).toHaveLength(14);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
    // A server started afterwards still counts the same window.
    const restarted = await buildLimited(10);
    try {
      const refused = await post(restarted);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    } finally {
      await restarted.close();
    }
  });
});

describe('the rate limiter and the mail configuration', () => {
  it('opens a new window once the old one has passed, per key, and clears ended windows', async () => {
    const limiter = createRateLimiter(database.db, { name: 'window-test', max: 2, windowSeconds: 60 });
    expect((await limiter.hit('a')).isAllowed).toBe(true);
    expect((await limiter.hit('a')).isAllowed).toBe(true);
    const refused = await limiter.hit('a');
    expect(refused).toMatchObject({ isAllowed: false });
    const retryAfter = 'retryAfterSeconds' in refused ? refused.retryAfterSeconds : 0;
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await limiter.hit('b')).isAllowed).toBe(true);
    // The window of 'a' ends (as if ten minutes had passed): it starts again at 1.
    await database.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, 'window-test:a'));
    expect((await limiter.hit('a')).isAllowed).toBe(true);
    const rowsOf = () =>
      database.db.select().from(rateLimitCounters).where(like(rateLimitCounters.key, 'window-test:%'));
    expect((await rowsOf()).find((r) => r.key === 'window-test:a')?.count).toBe(1);

    // Ended windows are deleted by the next sweep (a fresh limiter sweeps on its first hit).
    await database.db
      .update(rateLimitCounters)
      .set({ windowEndsAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, 'window-test:b'));
    const fresh = createRateLimiter(database.db, { name: 'window-test', max: 2, windowSeconds: 60 });
    expect((await fresh.hit('c')).isAllowed).toBe(true);
    expect((await rowsOf()).map((r) => r.key).sort()).toEqual(['window-test:a', 'window-test:c']);
  });

  it('reads SMTP_URL, MAIL_FROM and MAIL_TO, defaulting the addresses to SITE_EMAIL, and names a bad one', () => {
    expect(testConfig({ SITE_EMAIL: 'desk@example.com' }).mail).toEqual({
      smtpUrl: undefined,
      from: 'desk@example.com',
      to: 'desk@example.com',
    });
    expect(
      testConfig({
        SMTP_URL: 'smtps://u:p@mail.example.com:465',
        MAIL_FROM: 'a@example.com',
        MAIL_TO: 'b@example.com',
      }).mail,
    ).toEqual({ smtpUrl: 'smtps://u:p@mail.example.com:465', from: 'a@example.com', to: 'b@example.com' });
    expect(() => testConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/,
    );
    expect(() => testConfig({ ENQUIRY_RATE_LIMIT: '0' })).toThrow(/ENQUIRY_RATE_LIMIT must be at least 1/);
  });
});
