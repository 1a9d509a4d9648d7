import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { queryRows } from '../../server/db/client.ts';
import {
  accountTokens,
  bookmarks,
  emailOutbox,
  packageGrants,
  properties,
  propertyViews,
  sessions,
  users,
} from '../../server/db/schema.ts';
import { createAccounts, type Accounts } from '../../server/account/index.ts';
import { passwordProblem } from '../../server/auth/password-policy.ts';
import { sha256 } from '../../server/auth/tokens.ts';
import { signUpSchema } from '../../shared/domain/account-schemas.ts';
import { taxCents } from '../../shared/domain/account.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';
import { createSignedInUser } from '../support/auth.ts';
import { adminApiEndpoints } from '../support/admin-endpoints.ts';

// Issue 17: sign-up, verification, reset and change of password through the account service,
// the rules the database keeps for the whole issue, and every admin endpoint refusing an account
// holder.

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
let accounts: Accounts;

const ORIGIN = 'https://homes.example';
let ipCounter = 0;
/** Each call from its own address, so the per-address limits of one test do not leak into another. */
const from = () => ({ ip: `10.17.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`, origin: ORIGIN });

let counter = 0;
function newAccount(overrides: Partial<Record<string, string>> = {}) {
  counter += 1;
  return signUpSchema.parse({
    name: `Renter ${counter}`,
    email: `renter${counter}@example.com`,
    username: `renter_${counter}`,
    password: `a long passphrase number ${counter}`,
    phone: '(506) 555-0123',
    role: 'agent',
    terms: true,
    ...overrides,
  });
}

async function mailTo(address: string) {
  return database.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, address))
    .orderBy(asc(emailOutbox.id));
}

/** The token of the last link of a kind e-mailed to an address. */
async function lastLink(address: string, path: '/verify-email' | '/reset-password') {
  const mails = await mailTo(address);
  const pattern = new RegExp(`${ORIGIN}${path}\\?token=([A-Za-z0-9_-]{43})`);
  const token = mails
    .map((mail) => pattern.exec(mail.textBody)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!token) throw new Error(`no ${path} link was e-mailed to ${address}`);
  return token;
}

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({
    config: testConfig({ MAIL_TO: 'office@company.example', SITE_NAME: 'Moncton Homes' }),
    database,
    storage: storage.storage,
    logger: false,
  });
  await app.ready();
  accounts = app.services.accounts;
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

describe('sign-up', () => {
  it('creates an unverified account with its Signup As role and e-mails a single-use link stored only hashed', async () => {
    const input = newAccount({ username: 'Maple.Tenant' });
    expect(await accounts.signUp(input, from())).toEqual({ status: 'sent' });

    const [user] = await database.db.select().from(users).where(eq(users.email, input.email));
    expect(user).toMatchObject({
      name: input.name,
      username: 'Maple.Tenant',
      phone: '5065550123',
      role: 'agent',
      emailVerifiedAt: null,
    });
    const [mail] = await mailTo(input.email);
    expect(mail?.subject).toBe('Verify your e-mail address for Moncton Homes');
    expect(mail?.replyTo).toBe('office@company.example');
    const token = await lastLink(input.email, '/verify-email');
    const stored = await database.db.select().from(accountTokens).where(eq(accountTokens.userId, user!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(stored)).not.toContain(token);
    // 24 hours.
    const hours = (stored[0]!.expiresAt.getTime() - stored[0]!.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeCloseTo(24, 1);
  });

  it('refuses to sign in until the address is verified; the link works once, and the account then signs in', async () => {
    const input = newAccount();
    await accounts.signUp(input, from());
    const attempt = () =>
      app.services.auth.login({ email: input.email, password: input.password, ip: from().ip });
    expect(await attempt()).toEqual({ ok: false, reason: 'unverified' });
    const api = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password: input.password },
    });
    expect(api.statusCode).toBe(403);
    expect(api.json().message).toMatch(/verify your e-mail address/);
    // A wrong password still reads as any wrong password.
    expect(
      await app.services.auth.login({ email: input.email, password: 'not the password!!', ip: from().ip }),
    ).toEqual({ ok: false, reason: 'invalid' });

    const token = await lastLink(input.email, '/verify-email');
    // Two clicks at once: exactly one uses the link.
    const results = await Promise.all([accounts.verifyEmail(token), accounts.verifyEmail(token)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(await accounts.verifyEmail(token)).toEqual({ ok: false });
    expect((await attempt()).ok).toBe(true);
  });

  it('refuses an expired verification link', async () => {
    const input = newAccount();
    await accounts.signUp(input, from());
    const token = await lastLink(input.email, '/verify-email');
    await database.db
      .update(accountTokens)
      .set({ createdAt: sql`now() - interval '25 hours'`, expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(accountTokens.tokenHash, sha256(token)));
    expect(await accounts.verifyEmail(token)).toEqual({ ok: false });
  });

  it('claims the unowned properties submitted with the address when it is verified', async () => {
    const input = newAccount();
    const deps = { db: database.db, storage: storage.storage };
    const before = await createProperty(deps, { customerEmail: input.email.toUpperCase() });
    const other = await createProperty(deps, { customerEmail: 'someone-else@example.com' });
    await accounts.signUp(input, from());
    await accounts.verifyEmail(await lastLink(input.email, '/verify-email'));
    const [user] = await database.db.select().from(users).where(eq(users.email, input.email));
    const owners = await database.db
      .select({ id: properties.id, owner: properties.ownerUserId })
      .from(properties)
      .where(sql`${properties.id} in (${before}, ${other})`);
    expect(owners.find((row) => row.id === before)?.owner).toBe(user?.id);
    expect(owners.find((row) => row.id === other)?.owner).toBeNull();
  });

  it('answers an address that has an account exactly as a new one, and e-mails that address instead', async () => {
    const existing = newAccount();
    await accounts.signUp(existing, from());
    await accounts.verifyEmail(await lastLink(existing.email, '/verify-email'));
    const usersBefore = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);

    const again = { ...newAccount(), email: existing.email.toUpperCase() };
    const fresh = newAccount();
    const sameAddress = await accounts.signUp(again, from());
    const newAddress = await accounts.signUp(fresh, from());
    expect(sameAddress).toEqual(newAddress);
    expect(sameAddress).toEqual({ status: 'sent' });
    // Both paths hash the password (counted in tests/integration/auth.test.ts).

    const usersAfter = await database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(usersAfter[0]!.n).toBe(usersBefore[0]!.n + 1);
    const mails = await mailTo(existing.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Verify your e-mail address for Moncton Homes',
      'Your Moncton Homes account',
    ]);
    // No verification link (issue 27): the reader set no password in that sign-up. Login and reset.
    expect(mails[1]?.textBody).not.toContain('/verify-email');
    expect(mails[1]?.textBody).toContain(`${ORIGIN}/login`);
    expect(mails[1]?.textBody).toContain(`${ORIGIN}/forgot-password`);
    // The account keeps its own password.
    const login = await app.services.auth.login({
      email: existing.email,
      password: existing.password,
      ip: from().ip,
    });
    expect(login.ok).toBe(true);
  });

  it('keeps usernames unique regardless of case, in the database too, whatever the e-mail address', async () => {
    const first = newAccount({ username: 'RiverView' });
    await accounts.signUp(first, from());
    expect(await accounts.signUp(newAccount({ username: 'riverview' }), from())).toEqual({
      status: 'username-taken',
    });
    // With an address that has an account, "taken" still comes first: it says nothing about the address.
    expect(
      await accounts.signUp({ ...newAccount({ username: 'RIVERVIEW' }), email: first.email }, from()),
    ).toEqual({ status: 'username-taken' });
    await expect(
      database.db.execute(
        sql`insert into users (email, password_hash, username) values ('x-dup@example.com', 'x', 'RIVERVIEW')`,
      ),
    ).rejects.toThrow();
  });

  it('refuses a common password (the maintained list), and passwords under 12 or over 128 characters', async () => {
    expect(await accounts.signUp(newAccount({ password: 'Qwerty123456' }), from())).toEqual({
      status: 'password',
      problem: 'common',
    });
    expect(passwordProblem('1q2w3e4r5t6y')).toBe('common');
    expect(passwordProblem('eleven char')).toBe('tooShort');
    expect(passwordProblem('x'.repeat(129))).toBe('tooLong');
    // Any characters: spaces, accents and emoji count as one character each.
    expect(passwordProblem('crème brûlée 🏡🏡')).toBeNull();
    const parsed = signUpSchema.safeParse({ ...newAccount(), password: 'short pass' });
    expect(parsed.success).toBe(false);
    expect(JSON.stringify(parsed.error?.issues)).toContain('Use at least 12 characters.');
    expect(signUpSchema.safeParse({ ...newAccount(), password: '🏡'.repeat(12) }).success).toBe(true);
  });
});

describe('rate limits in the database', () => {
  let limited: Accounts;
  beforeAll(() => {
    limited = createAccounts({
      db: database.db,
      auth: app.services.auth,
      properties: app.services.properties,
      mail: { siteName: 'Moncton Homes', replyTo: 'office@company.example' },
      limits: { perAddress: 3, perEmail: 2, windowSeconds: 600 },
    });
  });

  it('limits sign-up, resend and reset per e-mail address, with the seconds to wait', async () => {
    const email = newAccount().email;
    const attempt = () => limited.signUp({ ...newAccount(), email }, from());
    expect((await attempt()).status).toBe('sent');
    expect((await attempt()).status).toBe('sent');
    const third = await attempt();
    expect(third.status).toBe('rate-limited');
    expect(third.status === 'rate-limited' && third.retryAfterSeconds).toBeGreaterThan(500);

    const other = 'reset-limit@example.com';
    await limited.requestPasswordReset(other, from());
    await limited.requestPasswordReset(other.toUpperCase(), from());
    expect((await limited.requestPasswordReset(other, from())).status).toBe('rate-limited');
    await limited.resendVerification(other, from());
    await limited.resendVerification(other, from());
    expect((await limited.resendVerification(other, from())).status).toBe('rate-limited');
  });

  it('limits them per client address too, and keeps no e-mail address in the counters', async () => {
    const same = { ip: '10.99.0.1', origin: ORIGIN };
    for (let i = 0; i < 3; i++)
      expect((await limited.requestPasswordReset(`a${i}@example.com`, same)).status).toBe('sent');
    expect((await limited.requestPasswordReset('a9@example.com', same)).status).toBe('rate-limited');
    const keys = await queryRows<{ key: string }>(database.db, sql`select key from rate_limit_counters`);
    expect(keys.some((row) => row.key.includes('@'))).toBe(false);
  });
});

describe('password reset', () => {
  it('sends nothing for an unknown address, and answers the same', async () => {
    expect(await accounts.requestPasswordReset('nobody-here@example.com', from())).toEqual({
      status: 'sent',
    });
    expect(await mailTo('nobody-here@example.com')).toEqual([]);
  });

  it('sets a new password that obeys the rule, ends every session, and the link works once within 1 hour', async () => {
    const holder = await createSignedInUser(app.services, { role: 'customer' });
    const elsewhere = await app.services.auth.createSessionFor(holder.user.id);
    expect(await accounts.requestPasswordReset(holder.user.email, from())).toEqual({ status: 'sent' });
    const token = await lastLink(holder.user.email, '/reset-password');
    const [stored] = await database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, sha256(token)));
    expect((stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 60_000).toBeCloseTo(60, 0);

    // A refused password leaves the link usable.
    expect(await accounts.resetPassword(token, 'password1234', ORIGIN)).toMatchObject({ status: 'password' });
    expect(await accounts.isResetTokenUsable(token)).toBe(true);

    expect(await accounts.resetPassword(token, 'a brand new passphrase', ORIGIN)).toEqual({
      status: 'reset',
    });
    const left = await database.db.select().from(sessions).where(eq(sessions.userId, holder.user.id));
    expect(left).toEqual([]);
    expect(elsewhere.token).toBeTruthy();
    expect(await accounts.resetPassword(token, 'another new passphrase', ORIGIN)).toEqual({
      status: 'invalid-token',
    });
    const login = await app.services.auth.login({
      email: holder.user.email,
      password: 'a brand new passphrase',
      ip: from().ip,
    });
    expect(login.ok).toBe(true);
    const mails = await mailTo(holder.user.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Reset your Moncton Homes password',
      'Your Moncton Homes password was changed',
    ]);
  });

  it('refuses a reset link older than 1 hour, and an older link once a newer one was sent', async () => {
    const holder = await createSignedInUser(app.services, { role: 'customer' });
    await accounts.requestPasswordReset(holder.user.email, from());
    const first = await lastLink(holder.user.email, '/reset-password');
    await accounts.requestPasswordReset(holder.user.email, from());
    const second = await lastLink(holder.user.email, '/reset-password');
    expect(await accounts.isResetTokenUsable(first)).toBe(false);
    await database.db
      .update(accountTokens)
      .set({ createdAt: sql`now() - interval '2 hours'`, expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(accountTokens.tokenHash, sha256(second)));
    expect(await accounts.resetPassword(second, 'a brand new passphrase', ORIGIN)).toEqual({
      status: 'invalid-token',
    });
  });
});

describe('change password', () => {
  it('needs the current password, and ends every other session of the account but this one', async () => {
    const holder = await createSignedInUser(app.services, { role: 'customer' });
    const other = await app.services.auth.createSessionFor(holder.user.id);
    const sessionId = sha256(holder.token);
    const change = (current: string, password: string) =>
      accounts.changePassword({ userId: holder.user.id, sessionId, current, password, origin: ORIGIN });

    expect(await change('not my password', 'a brand new passphrase')).toEqual({ status: 'wrong-current' });
    expect(await change(holder.password, 'qwerty123456')).toEqual({ status: 'password', problem: 'common' });
    expect(await change(holder.password, 'a brand new passphrase')).toEqual({ status: 'changed' });

    const left = await database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, holder.user.id));
    expect(left).toEqual([{ id: sessionId }]);
    expect(left).not.toContainEqual({ id: sha256(other.token) });
  });
});

describe('roles: an account holder is refused by every admin endpoint', () => {
  let propertyId: string;
  const endpoints = () => adminApiEndpoints(propertyId);
  let customer: Awaited<ReturnType<typeof createSignedInUser>>;
  let admin: Awaited<ReturnType<typeof createSignedInUser>>;

  beforeAll(async () => {
    propertyId = await createProperty({ db: database.db, storage: storage.storage }, { isVerified: false });
    customer = await createSignedInUser(app.services, { role: 'customer' });
    admin = await createSignedInUser(app.services, { role: 'admin' });
  });

  for (const role of ['customer', 'agent', 'agency'] as const) {
    it(`answers 403 JSON to a ${role}'s session cookie and bearer token on every one`, async () => {
      const holder = role === 'customer' ? customer : await createSignedInUser(app.services, { role });
      for (const endpoint of endpoints()) {
        for (const headers of [
          { cookie: holder.cookie, 'x-csrf-token': holder.csrfToken },
          { authorization: `Bearer ${holder.token}` },
        ]) {
          const response = await app.inject({
            method: endpoint.method,
            url: endpoint.url,
            headers,
            ...(endpoint.payload ? { payload: endpoint.payload } : {}),
          });
          const label = `${endpoint.method} ${endpoint.url} (${Object.keys(headers)[0]})`;
          expect(response.statusCode, label).toBe(403);
          expect(response.json(), label).toMatchObject({ reason: 'forbidden' });
        }
      }
    });
  }

  it('lets the admin through the same endpoints (the table is not refusing everyone)', async () => {
    for (const endpoint of endpoints().filter((e) => e.method === 'GET')) {
      const response = await app.inject({
        method: 'GET',
        url: endpoint.url,
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(response.statusCode, endpoint.url).toBe(200);
    }
  });

  it('gives an account holder the public property list, without owners or unverified properties', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/properties',
      headers: { authorization: `Bearer ${customer.token}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as unknown[];
    expect(JSON.stringify(body)).not.toContain(propertyId);
    expect(JSON.stringify(body)).not.toContain('customerEmail');
  });
});

describe('the database keeps the rules of the whole issue', () => {
  let userId: string;
  let propertyId: string;
  beforeEach(async () => {
    const holder = await createSignedInUser(app.services, { role: 'customer' });
    userId = holder.user.id;
    propertyId = await createProperty({ db: database.db, storage: storage.storage });
  });

  const order = (overrides: Record<string, unknown> = {}) => {
    const subtotal = 4900;
    return {
      userId,
      package: 'basic' as const,
      billingName: 'Jane Tenant',
      billingEmail: 'jane@example.com',
      country: 'CA',
      street: '1 Main St',
      city: 'Moncton',
      province: 'NB',
      postalCode: 'E1C 1A1',
      phone: '5065550123',
      subtotalCents: subtotal,
      taxRateBp: 1500,
      taxCents: taxCents(subtotal),
      totalCents: subtotal + taxCents(subtotal),
      ...overrides,
    };
  };

  it('numbers orders itself and refuses amounts that do not add up', async () => {
    const { orders } = await import('../../server/db/schema.ts');
    const [first] = await database.db.insert(orders).values(order()).returning({ number: orders.number });
    expect(first?.number).toMatch(/^MP-\d{6}$/);
    await expect(database.db.insert(orders).values(order({ taxCents: 700 }))).rejects.toThrow();
    await expect(database.db.insert(orders).values(order({ totalCents: 1 }))).rejects.toThrow();
    // A discount needs its coupon; HST is on the discounted amount.
    await expect(database.db.insert(orders).values(order({ discountCents: 900 }))).rejects.toThrow();
    const net = 4000;
    await database.db.insert(orders).values(
      order({
        couponCode: 'WELCOME',
        discountCents: 900,
        taxCents: taxCents(net),
        totalCents: net + taxCents(net),
      }),
    );
    await expect(database.db.insert(orders).values(order({ status: 'paid' }))).rejects.toThrow();
  });

  it('never lets a package grant use more listings than it includes, even under parallel submissions', async () => {
    const { orders } = await import('../../server/db/schema.ts');
    const [placed] = await database.db.insert(orders).values(order()).returning({ id: orders.id });
    const [grant] = await database.db
      .insert(packageGrants)
      .values({
        userId,
        orderId: placed!.id,
        package: 'basic',
        listingsIncluded: 2,
        imagesPerListing: 8,
        startsAt: sql`now()`,
        endsAt: sql`now() + interval '3 months'`,
      })
      .returning({ id: packageGrants.id });
    const use = () =>
      database.db
        .update(packageGrants)
        .set({ listingsUsed: sql`${packageGrants.listingsUsed} + 1` })
        .where(
          and(
            eq(packageGrants.id, grant!.id),
            sql`${packageGrants.listingsUsed} < ${packageGrants.listingsIncluded}`,
            sql`now() < ${packageGrants.endsAt}`,
          ),
        )
        .returning({ used: packageGrants.listingsUsed });
    const results = await Promise.all([use(), use(), use()]);
    expect(results.flat()).toHaveLength(2);
    await expect(
      database.db.update(packageGrants).set({ listingsUsed: 3 }).where(eq(packageGrants.id, grant!.id)),
    ).rejects.toThrow();
  });

  it('keeps one bookmark per account and property, and counts views per property and day', async () => {
    await database.db.insert(bookmarks).values({ userId, propertyId });
    await expect(database.db.insert(bookmarks).values({ userId, propertyId })).rejects.toThrow();
    const view = () =>
      database.db
        .execute(sql`insert into property_views (property_id, day) values (${propertyId}, current_date)
        on conflict (property_id, day) do update set count = property_views.count + 1`);
    await Promise.all([view(), view(), view()]);
    const [row] = await database.db
      .select()
      .from(propertyViews)
      .where(eq(propertyViews.propertyId, propertyId));
    expect(row?.count).toBe(3);
  });
});
