import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import {
  alertMatches,
  emailOutbox,
  properties,
  savedSearches,
  visitorTokens,
} from '../../server/db/schema.ts';
import { sha256 } from '../../server/auth/tokens.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import { createTestUser } from '../support/auth.ts';
import { testConfig } from '../support/test-config.ts';
import type { NewAlert } from '../../server/alerts/alert-service.ts';

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
const ORIGIN = 'https://homes.example';

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({
    config: testConfig({
      MAIL_FROM: 'no-reply@company.example',
      MAIL_TO: 'office@company.example',
      SITE_NAME: 'Moncton Homes',
      SITE_STREET_ADDRESS: '500 Main Street, Moncton, NB E1C 1B9',
      PUBLIC_URL: ORIGIN,
    }),
    database,
    storage: storage.storage,
    logger: false,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

const alerts = () => app.services.alerts;

function alert(email: string, overrides: Partial<NewAlert> = {}): NewAlert {
  return {
    filters: { listingType: 'rent', city: 'Dieppe', minBeds: 2 },
    email,
    frequency: 'instant',
    language: 'en',
    ip: '203.0.113.9',
    ...overrides,
  };
}

async function mailTo(address: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(asc(emailOutbox.id));
}

function tokenIn(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

/** A property in Dieppe with three bedrooms, submitted (not yet public). */
const dieppeFlat = (overrides = {}) =>
  createProperty(
    { db: database.db, storage: storage.storage },
    { city: 'Dieppe', beds: 3, isVerified: false, name: 'Dieppe Flat', ...overrides },
  );

const verify = (id: string) =>
  database.db.update(properties).set({ isVerified: true }).where(eq(properties.id, id));

/** What the job does each minute on each server. */
const runJobs = async () => (await alerts().processEvents()) + (await alerts().sendDue());

async function confirmedAlert(email: string, overrides: Partial<NewAlert> = {}) {
  expect(await alerts().create(alert(email, overrides), { origin: ORIGIN })).toBe('pending');
  const [confirmation] = await mailTo(email);
  expect(await alerts().confirm(tokenIn(confirmation!.textBody, '/alerts/confirm'))).toBe('confirmed');
}

describe('an alert', () => {
  it('records the consent, sends only its confirmation until confirmed, then exactly one e-mail per new match', async () => {
    const email = 'casl@example.com';
    expect(await alerts().create(alert(email), { origin: ORIGIN })).toBe('pending');
    const [row] = await database.db.select().from(savedSearches).where(eq(savedSearches.email, email));
    expect(row).toMatchObject({
      status: 'pending',
      query: 'for=rent&city=Dieppe&beds=2',
      consentIp: '203.0.113.9',
      consentText:
        'Yes, send me e-mails from Moncton Homes about new listings and price drops matching this search. I can unsubscribe at any time.',
    });
    const [confirmation, ...others] = await mailTo(email);
    expect(others).toEqual([]);
    expect(confirmation?.subject).toBe('Confirm your listing alert from Moncton Homes');
    expect(confirmation?.textBody).toContain('For rent · in Dieppe · 2+ beds');

    // A matching property goes public before the confirmation: nothing is sent, nothing is kept for later.
    const early = await dieppeFlat();
    await verify(early);
    await runJobs();
    expect(await mailTo(email)).toHaveLength(1);

    const token = tokenIn(confirmation!.textBody, '/alerts/confirm');
    expect((await alerts().confirmView(token)).status).toBe('ok'); // opening the link changes nothing
    expect(
      (await database.db.select().from(savedSearches).where(eq(savedSearches.email, email)))[0]?.status,
    ).toBe('pending');
    expect(await alerts().confirm(token)).toBe('confirmed');
    expect(await alerts().confirm(token)).toBe('gone');

    // Newly verified and matching: one e-mail, with the sender, the address and the unsubscribe headers.
    const id = await dieppeFlat({ name: 'Harbour Lofts' });
    const elsewhere = await dieppeFlat({ city: 'Moncton' });
    const tooSmall = await dieppeFlat({ beds: 1 });
    for (const p of [id, elsewhere, tooSmall]) await verify(p);
    // Two servers run the job at once: still one e-mail.
    await Promise.all([runJobs(), runJobs()]);
    const sent = (await mailTo(email)).slice(1);
    expect(sent).toHaveLength(1);
    const message = sent[0]!;
    expect(message.subject).toBe('1 new listing for your search on Moncton Homes');
    expect(message.textBody).toContain('New: Harbour Lofts');
    expect(message.textBody).not.toContain(early);
    expect(message.textBody).toContain('Moncton Homes, 500 Main Street, Moncton, NB E1C 1B9');
    expect(message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(message.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/homes\.example\/api\/alerts\/unsubscribe\?token=[A-Za-z0-9_-]{43}>$/,
    );

    // The same property again (its price drops): never a second time for this alert.
    await database.db.update(savedSearches).set({ lastSentAt: sql`now() - interval '1 hour'` });
    await database.db.update(properties).set({ price: 900 }).where(eq(properties.id, id));
    await runJobs();
    expect((await mailTo(email)).slice(1)).toHaveLength(1);
    const matches = await database.db.select().from(alertMatches).where(eq(alertMatches.propertyId, id));
    expect(matches).toHaveLength(1);
  });

  it('stops at once after a cookie-less one-click POST; a GET changes nothing; a password reset still arrives', async () => {
    const email = 'oneclick@example.com';
    const { user } = await createTestUser(app.services, { email, role: 'customer' });
    await confirmedAlert(email, { userId: user.id });
    await verify(await dieppeFlat());
    await runJobs();
    const [, first] = await mailTo(email);
    const header = first!.headers!['List-Unsubscribe']!;
    const url = new URL(header.slice(1, -1));

    const opened = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(opened.statusCode).toBe(404);
    expect(
      (await database.db.select().from(savedSearches).where(eq(savedSearches.email, email)))[0]?.status,
    ).toBe('active');
    // As a mail provider sends it (RFC 8058): no cookie, another origin, a form body.
    const posted = await app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(again.statusCode).toBe(200);
    expect(
      (await database.db.select().from(savedSearches).where(eq(savedSearches.email, email)))[0]?.status,
    ).toBe('unsubscribed');
    await database.db.update(savedSearches).set({ lastSentAt: null });
    await verify(await dieppeFlat());
    await runJobs();
    expect(await mailTo(email)).toHaveLength(2);

    // An account e-mail is not an alert: it still comes.
    await app.services.accounts.requestPasswordReset(email, {
      ip: '203.0.113.20',
      origin: ORIGIN,
      language: 'en',
    });
    const last = (await mailTo(email)).at(-1);
    expect(last?.subject).toMatch(/password/i);
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/alerts/unsubscribe?token=${'A'.repeat(43)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('waits its frequency between e-mails and groups what came meanwhile (a daily digest)', async () => {
    const email = 'daily@example.com';
    await confirmedAlert(email, { frequency: 'daily', filters: { city: 'Shediac' } });
    await verify(await dieppeFlat({ city: 'Shediac', name: 'First' }));
    await runJobs();
    expect(await mailTo(email)).toHaveLength(2);
    await verify(await dieppeFlat({ city: 'Shediac', name: 'Second' }));
    await verify(await dieppeFlat({ city: 'Shediac', name: 'Third' }));
    await runJobs();
    expect(await mailTo(email)).toHaveLength(2); // not a day yet
    await database.db
      .update(savedSearches)
      .set({ lastSentAt: sql`now() - interval '25 hours'` })
      .where(eq(savedSearches.email, email));
    await runJobs();
    const digest = (await mailTo(email))[2];
    expect(digest?.subject).toBe('2 new listings for your search on Moncton Homes');
    expect(digest?.textBody).toMatch(/Second[\s\S]*Third/);
  });

  it('is in its language, and refuses an eleventh alert for one address, even asked for at once', async () => {
    const email = 'limite@example.com';
    await confirmedAlert(email, { language: 'fr', filters: { city: 'Riverview' } });
    const [confirmation] = await mailTo(email);
    expect(confirmation?.subject).toBe('Confirmez votre alerte d’annonces de Moncton Homes');
    await verify(await dieppeFlat({ city: 'Riverview', name: 'Maison' }));
    await runJobs();
    expect((await mailTo(email))[1]?.subject).toBe(
      '1 nouvelle annonce pour votre recherche sur Moncton Homes',
    );
    expect((await mailTo(email))[1]?.textBody).toContain(`${ORIGIN}/fr/alerts/unsubscribe?token=`);

    const results = await Promise.all(
      Array.from({ length: 12 }, () => alerts().create(alert(email), { origin: ORIGIN })),
    );
    expect(results.filter((r) => r === 'pending')).toHaveLength(9);
    expect(results.filter((r) => r === 'limit')).toHaveLength(3);
  });

  it('the unsubscribe link: reading it changes nothing, using it stops the alert, and again is no error', async () => {
    const email = 'page@example.com';
    await confirmedAlert(email, { filters: { city: 'Moncton', listingType: 'sale' } });
    await verify(await dieppeFlat({ city: 'Moncton', listingType: 'sale' }));
    await runJobs();
    const token = tokenIn((await mailTo(email))[1]!.textBody, '/alerts/unsubscribe');
    // Opened (the page's loader): it names the alert, and changes nothing.
    expect(await alerts().unsubscribeView(token)).toMatchObject({ status: 'ok', search: { email } });
    const [stored] = await database.db
      .select()
      .from(visitorTokens)
      .where(and(eq(visitorTokens.tokenHash, sha256(token))));
    expect(stored?.purpose).toBe('unsubscribe_alert');
    expect(
      (await database.db.select().from(savedSearches).where(eq(savedSearches.email, email)))[0]?.status,
    ).toBe('active');
    expect(await alerts().unsubscribe(token)).toBe('unsubscribed');
    expect(await alerts().unsubscribe(token)).toBe('unsubscribed');
  });
});
