// Issue 27: accounts that cannot be taken over. No pre-hijacking (a pending sign-up is replaced by
// the newest one, whose link carries its own password; verifying ends every session and retires
// the account's other links); a password change or reset retires every outstanding link; the old
// address hears of a change of address first, with a week to undo it; sign-up stays
// enumeration-safe; and the CSRF rule refuses every forged signed-in API write with nothing written.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, ROOT_DIR, type App } from '../../server/app.ts';
import { accountTokens, emailOutbox, properties, sessions, users } from '../../server/db/schema.ts';
import { issueAccountToken } from '../../server/auth/account-tokens.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { sha256 } from '../../server/auth/tokens.ts';
import { signUpSchema } from '../../shared/domain/account-schemas.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';
import { createSignedInUser, type SignedInUser } from '../support/auth.ts';
import {
  ANONYMOUS_API_WRITES,
  databaseDigest,
  FORGERIES,
  requestOf,
  signedInApiWrites,
  type SignedInWrite,
} from '../support/signed-in-writes.ts';

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;

const ORIGIN = 'https://homes.example';
let ipCounter = 0;
const from = () => ({ ip: `10.27.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`, origin: ORIGIN });

let counter = 0;
function signUpOf(email: string, overrides: Record<string, string> = {}) {
  counter += 1;
  return signUpSchema.parse({
    name: `Person ${counter}`,
    email,
    username: `person_${counter}_${Date.now() % 100000}`,
    password: `a long passphrase number ${counter}`,
    phone: '(506) 555-0123',
    role: 'customer',
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

/** The tokens of every link of a kind e-mailed to an address, oldest first. */
async function linksTo(address: string, linkPath: string) {
  const pattern = new RegExp(`${linkPath}\\?token=([A-Za-z0-9_-]{43})`);
  return (await mailTo(address)).flatMap((mail) => pattern.exec(mail.textBody)?.[1] ?? []);
}

async function lastLink(address: string, linkPath: string) {
  const token = (await linksTo(address, linkPath)).at(-1);
  if (!token) throw new Error(`no ${linkPath} link was e-mailed to ${address}`);
  return token;
}

const login = (email: string, password: string) =>
  app.services.auth.login({ email, password, ip: from().ip });

async function accountOf(email: string) {
  const [row] = await database.db.select().from(users).where(eq(users.email, email));
  return row!;
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
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

describe('no pre-hijacking', () => {
  it('lets the owner’s sign-up replace an attacker’s pending one: only the owner’s password works, the submission is the owner’s, every session ends', async () => {
    const accounts = app.services.accounts;
    const email = 'owner.one@example.com';
    const attacker = signUpOf(email, { name: 'Mallory', role: 'agency' });
    expect(await accounts.signUp(attacker, from())).toEqual({ status: 'sent' });
    const attackersLink = await lastLink(email, '/verify-email');
    const pending = await accountOf(email);
    // A session the pending account holds (made by a tool, or left from before): it must not survive.
    const lingering = await app.services.auth.createSessionFor(pending.id);

    // The owner submits while signed out, then signs up with their own password.
    const submitted = await createProperty(
      { db: database.db, storage: storage.storage },
      { name: 'Owner’s flat', customerEmail: 'Owner.One@Example.com', isVerified: false },
    );
    const owner = signUpOf(email, { name: 'Olive Owner' });
    expect(await accounts.signUp(owner, from())).toEqual({ status: 'sent' });

    // The owner's e-mail is a verification e-mail for their own sign-up, saying it replaced one.
    const mails = await mailTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Verify your e-mail address for Moncton Homes',
      'Verify your e-mail address for Moncton Homes',
    ]);
    expect(mails[1]?.textBody).toContain('Hello Olive Owner,');
    expect(mails[1]?.textBody).toContain('This address already had a sign-up waiting for verification.');
    // One account, with the newest sign-up's details; its earlier link no longer works.
    const replaced = await accountOf(email);
    expect(replaced).toMatchObject({ id: pending.id, name: 'Olive Owner', username: owner.username });
    expect(replaced.role).toBe('customer');
    expect(replaced.emailVerifiedAt).toBeNull();
    expect(await accounts.verifyEmail(attackersLink)).toEqual({ ok: false });

    // A reset link someone asked for meanwhile (anyone can) stops working too.
    await accounts.requestPasswordReset(email, from());
    const resetLink = await lastLink(email, '/reset-password');

    expect(await accounts.verifyEmail(await lastLink(email, '/verify-email'))).toEqual({ ok: true, email });
    expect((await login(email, owner.password)).ok).toBe(true);
    expect(await login(email, attacker.password)).toEqual({ ok: false, reason: 'invalid' });
    const [property] = await database.db.select().from(properties).where(eq(properties.id, submitted));
    expect(property?.ownerUserId).toBe(pending.id);
    const left = await database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sha256(lingering.token)));
    expect(left).toEqual([]);
    expect(await accounts.isResetTokenUsable(resetLink)).toBe(false);
  });

  it('keeps a link to the password of its own sign-up: the newest sign-up, proved by its link, wins', async () => {
    const accounts = app.services.accounts;
    const email = 'owner.two@example.com';
    const first = signUpOf(email);
    const second = signUpOf(email);
    await accounts.signUp(first, from());
    await accounts.signUp(second, from());
    const [firstLink, secondLink] = await linksTo(email, '/verify-email');
    const stored = await database.db
      .select({ tokenHash: accountTokens.tokenHash, passwordHash: accountTokens.passwordHash })
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, sha256(secondLink!)));
    expect(stored[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await accounts.verifyEmail(firstLink!)).toEqual({ ok: false });
    // The account's row holds the newest sign-up's password; the link sets its own whatever the row
    // says by then.
    await database.db
      .update(users)
      .set({ passwordHash: await hashPassword('somebody else entirely') })
      .where(eq(users.email, email));
    expect((await accounts.verifyEmail(secondLink!)).ok).toBe(true);
    expect((await login(email, second.password)).ok).toBe(true);
    expect((await login(email, first.password)).ok).toBe(false);
    expect((await login(email, 'somebody else entirely')).ok).toBe(false);
  });

  it('sends a resent link with the newest sign-up’s password, and a link changes nothing once the account is verified', async () => {
    const accounts = app.services.accounts;
    const email = 'owner.three@example.com';
    const signUp = signUpOf(email);
    await accounts.signUp(signUp, from());
    await accounts.resendVerification(email, from());
    const resent = await lastLink(email, '/verify-email');
    expect((await linksTo(email, '/verify-email')).length).toBe(2);

    // Verified another way (a reset proves the mailbox): a sign-up link still valid by some path
    // must not set its password over the owner's.
    const account = await accountOf(email);
    const stray = await issueAccountToken(database.db, {
      userId: account.id,
      purpose: 'verify_email',
      passwordHash: await hashPassword('an attacker chose this'),
    });
    await accounts.requestPasswordReset(email, from());
    expect(
      await accounts.resetPassword(await lastLink(email, '/reset-password'), 'the owner chose this', ORIGIN),
    ).toEqual({ status: 'reset' });
    expect(await accounts.verifyEmail(resent)).toEqual({ ok: false });
    // The reset retired the stray link; even issued again afterwards, it would change nothing.
    expect(await accounts.verifyEmail(stray)).toEqual({ ok: false });
    const again = await issueAccountToken(database.db, {
      userId: account.id,
      purpose: 'verify_email',
      passwordHash: await hashPassword('an attacker chose this'),
    });
    expect(await accounts.verifyEmail(again)).toEqual({ ok: false });
    expect((await login(email, 'the owner chose this')).ok).toBe(true);
    expect((await login(email, 'an attacker chose this')).ok).toBe(false);
  });

  it('mails a verified address "you already have an account" without a verification link, and changes nothing', async () => {
    const holder = await createSignedInUser(app.services, { role: 'customer' });
    const before = await accountOf(holder.user.email);
    expect(await app.services.accounts.signUp(signUpOf(holder.user.email), from())).toEqual({
      status: 'sent',
    });
    const [mail] = await mailTo(holder.user.email);
    expect(mail?.subject).toBe('Your Moncton Homes account');
    expect(mail?.textBody).not.toContain('verify-email');
    expect(mail?.textBody).toContain(`${ORIGIN}/forgot-password`);
    expect(await accountOf(holder.user.email)).toEqual(before);
    const left = await database.db.select().from(sessions).where(eq(sessions.userId, holder.user.id));
    expect(left).toHaveLength(1);
  });

  it('answers sign-up alike for a new, a pending and a verified address', async () => {
    const verified = await createSignedInUser(app.services, { role: 'customer' });
    const pendingEmail = 'pending.timing@example.com';
    await app.services.accounts.signUp(signUpOf(pendingEmail), from());
    const signUp = (email: string) => app.services.accounts.signUp(signUpOf(email), from());
    const answers = [
      await signUp('brand.new.timing@example.com'),
      await signUp(pendingEmail),
      await signUp(verified.user.email),
    ];
    for (const answer of answers) expect(answer).toEqual({ status: 'sent' });
    // Every path hashes the password once, so none answers in a fraction of another's time: counted
    // in tests/integration/auth.test.ts (a CPU-time ratio here failed under load).
  });
});

describe('links after a password change', () => {
  it('retires every reset and change-of-address link when the password changes; the old address’s undo link stays', async () => {
    const holder = await createSignedInUser(app.services, { role: 'customer' });
    const area = app.services.accounts;
    await app.services.accounts.requestPasswordReset(holder.user.email, from());
    const reset = await lastLink(holder.user.email, '/reset-password');
    await area.updateProfile(
      holder.user.id,
      { ...profileOf(holder.user.email), email: 'moved.away@example.com' },
      ORIGIN,
    );
    const confirm = await lastLink('moved.away@example.com', '/confirm-email');
    const undo = await lastLink(holder.user.email, '/undo-email-change');

    expect(
      await app.services.accounts.changePassword({
        userId: holder.user.id,
        sessionId: sha256(holder.token),
        current: holder.password,
        password: 'a brand new passphrase',
        origin: ORIGIN,
      }),
    ).toEqual({ status: 'changed' });
    expect(await app.services.accounts.isResetTokenUsable(reset)).toBe(false);
    expect(await app.services.accounts.resetPassword(reset, 'yet another passphrase', ORIGIN)).toEqual({
      status: 'invalid-token',
    });
    expect(await area.confirmEmailChange(confirm)).toEqual({ ok: false, reason: 'invalid' });
    expect((await area.profile(holder.user.id))?.pendingEmail).toBeNull();
    // The old address can still say "not me".
    expect(await area.undoEmailChange(undo)).toEqual({ ok: true, email: holder.user.email });
  });

  it('retires them on a reset too', async () => {
    const holder = await createSignedInUser(app.services, { role: 'customer' });
    const accounts = app.services.accounts;
    await app.services.accounts.updateProfile(
      holder.user.id,
      { ...profileOf(holder.user.email), email: 'reset.moved@example.com' },
      ORIGIN,
    );
    const confirm = await lastLink('reset.moved@example.com', '/confirm-email');
    await accounts.requestPasswordReset(holder.user.email, from());
    const used = await lastLink(holder.user.email, '/reset-password');
    expect(await accounts.resetPassword(used, 'a brand new passphrase', ORIGIN)).toEqual({ status: 'reset' });
    expect(await app.services.accounts.confirmEmailChange(confirm)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });
});

/** The profile form's values for an account with this address. */
function profileOf(email: string) {
  return {
    name: 'Una Owner',
    email,
    title: '',
    phone: '5065550123',
    address: '',
    city: '',
    province: '',
    postalCode: '',
    about: '',
    facebook: '',
    x: '',
    linkedin: '',
    instagram: '',
    youtube: '',
  };
}

describe('a change of e-mail address', () => {
  it('tells the old address first, with a link valid for a week that cancels the change and signs every device out', async () => {
    const holder = await createSignedInUser(app.services, { role: 'customer' });
    const area = app.services.accounts;
    const oldEmail = holder.user.email;
    await area.updateProfile(holder.user.id, { ...profileOf(oldEmail), email: 'thief@example.com' }, ORIGIN);

    const [notice] = await mailTo(oldEmail);
    const [confirmMail] = await mailTo('thief@example.com');
    expect(notice?.subject).toBe('The e-mail address of your Moncton Homes account is changing');
    expect(notice?.textBody).toContain('asked to use thief@example.com as its e-mail address');
    // Queued before the new address's link: it is on its way before the change can take effect.
    expect(notice!.id).toBeLessThan(confirmMail!.id);
    const undo = await lastLink(oldEmail, '/undo-email-change');
    const [stored] = await database.db
      .select()
      .from(accountTokens)
      .where(eq(accountTokens.tokenHash, sha256(undo)));
    expect((stored!.expiresAt.getTime() - stored!.createdAt.getTime()) / 86_400_000).toBeCloseTo(7, 2);

    expect(await area.undoEmailChange(undo)).toEqual({ ok: true, email: oldEmail });
    expect(await area.confirmEmailChange(await lastLink('thief@example.com', '/confirm-email'))).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect((await accountOf(oldEmail)).id).toBe(holder.user.id);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, holder.user.id))).toEqual([]);
    expect(await area.undoEmailChange(undo)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('undoes a change already confirmed, and later changes of the thief’s cannot take the owner’s way back', async () => {
    const holder = await createSignedInUser(app.services, { role: 'customer' });
    const area = app.services.accounts;
    const oldEmail = holder.user.email;
    await area.updateProfile(
      holder.user.id,
      { ...profileOf(oldEmail), email: 'thief.a@example.com' },
      ORIGIN,
    );
    const ownersUndo = await lastLink(oldEmail, '/undo-email-change');
    await area.confirmEmailChange(await lastLink('thief.a@example.com', '/confirm-email'));
    // The thief moves on from the address they took; its own undo link goes to that address.
    await area.updateProfile(
      holder.user.id,
      { ...profileOf('thief.a@example.com'), email: 'thief.b@example.com' },
      ORIGIN,
    );
    await area.confirmEmailChange(await lastLink('thief.b@example.com', '/confirm-email'));
    const thiefsUndo = await lastLink('thief.a@example.com', '/undo-email-change');
    expect(await area.undoEmailChange(thiefsUndo)).toEqual({ ok: true, email: 'thief.a@example.com' });
    // The owner's earlier link still works, and puts their address back, proven.
    expect(await area.undoEmailChange(ownersUndo)).toEqual({ ok: true, email: oldEmail });
    const account = await accountOf(oldEmail);
    expect(account.id).toBe(holder.user.id);
    expect(account.emailVerifiedAt).not.toBeNull();
    expect((await login(oldEmail, holder.password)).ok).toBe(true);
  });

  it('refuses an undo link older than 7 days', async () => {
    const holder = await createSignedInUser(app.services, { role: 'customer' });
    const area = app.services.accounts;
    await area.updateProfile(
      holder.user.id,
      { ...profileOf(holder.user.email), email: 'late@example.com' },
      ORIGIN,
    );
    const undo = await lastLink(holder.user.email, '/undo-email-change');
    await database.db
      .update(accountTokens)
      .set({ createdAt: sql`now() - interval '8 days'`, expiresAt: sql`now() - interval '1 day'` })
      .where(eq(accountTokens.tokenHash, sha256(undo)));
    expect(await area.undoEmailChange(undo)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('the CSRF rule on every signed-in API write', () => {
  let account: SignedInUser;
  let admin: SignedInUser;
  let writes: SignedInWrite[];
  const SITE = 'http://127.0.0.1';

  beforeAll(async () => {
    account = await createSignedInUser(app.services, { role: 'customer' });
    admin = await createSignedInUser(app.services, { role: 'admin' });
    const deps = { db: database.db, storage: storage.storage };
    const propertyId = await createProperty(deps, { name: 'Public flat' });
    const ownPendingId = await createProperty(deps, { name: 'Own pending flat', isVerified: false });
    await database.db
      .update(properties)
      .set({ ownerUserId: account.user.id })
      .where(eq(properties.id, ownPendingId));
    await app.services.accounts.bookmarks.add(account.user.id, propertyId);
    writes = signedInApiWrites({ propertyId, ownPendingId, awaitingReviewId: ownPendingId });
  });

  const send = (write: SignedInWrite, session: SignedInUser, forgery: (typeof FORGERIES)[number] | null) => {
    const { headers, body } = requestOf(write, session, SITE, forgery);
    return app.inject({
      method: write.method,
      url: write.url,
      // app.inject's requests are sent to this host.
      headers: { ...headers, host: new URL(SITE).host },
      ...(typeof body === 'string' ? { payload: body } : {}),
    });
  };

  for (const forgery of FORGERIES) {
    it(`answers 403 to ${forgery.name}, with nothing written`, async () => {
      for (const write of writes) {
        const session = write.who === 'admin' ? admin : account;
        const before = await databaseDigest(database.db);
        const response = await send(write, session, forgery);
        const label = `${write.method} ${write.url}`;
        expect(response.statusCode, `${label}: ${response.body}`).toBe(403);
        expect(response.json(), label).toMatchObject({ reason: 'csrf' });
        expect(await databaseDigest(database.db), label).toEqual(before);
      }
    });
  }

  it('lets the same writes through with the token from this origin (the table refuses forgeries, not writes)', async () => {
    for (const write of writes) {
      const user = write.who === 'admin' ? admin : account;
      const fresh = await app.services.auth.createSessionFor(user.user.id);
      const response = await send(write, { ...user, ...fresh }, null);
      expect(response.statusCode, `${write.method} ${write.url}: ${response.body}`).not.toBe(403);
      expect(response.statusCode, `${write.method} ${write.url}: ${response.body}`).toBeLessThan(500);
    }
    // The submission is the account's (and would use its package): a write of the account.
    const [submitted] = await database.db
      .select({ owner: properties.ownerUserId })
      .from(properties)
      .where(and(eq(properties.name, 'Forged submission')));
    expect(submitted?.owner).toBe(account.user.id);
  });

  it('lists every API write of the server (whatever is added later)', async () => {
    const sources: string[] = [];
    const walk = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) await walk(full);
        else if (entry.name.endsWith('.ts')) sources.push(await readFile(full, 'utf8'));
      }
    };
    await walk(path.join(ROOT_DIR, 'server'));
    const declared = sources.flatMap((source) =>
      [...source.matchAll(/app\.(post|put|delete|patch)(?:<[^>]*>)?\(\s*'([^']+)'/g)].map(
        (m) => `/api${m[2]!.replace(/:\w+/g, ':id')}`,
      ),
    );
    const listed = new Set([
      ...writes.map((w) => w.url.replace(/\/[0-9a-f-]{36}|\/\d+(?=\/|$)/g, '/:id')),
      ...ANONYMOUS_API_WRITES,
    ]);
    expect(declared.length).toBeGreaterThan(10);
    expect(declared.filter((route) => !listed.has(route))).toEqual([]);
  });
});
