import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { queryRows } from '../../server/db/client.ts';
import { sessions, users } from '../../server/db/schema.ts';
import { createAuthService } from '../../server/auth/auth-service.ts';
import { sha256 } from '../../server/auth/tokens.ts';
import { createDemoAdmin, DEMO_ADMIN_EMAIL } from '../../server/auth/demo-admin.ts';
import { loadConfig } from '../../server/config.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createTestStorage } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';
import { createSignedInUser, createTestUser } from '../support/auth.ts';
import { signUpSchema } from '../../shared/domain/account-schemas.ts';

import type * as Argon2 from '@node-rs/argon2';

// Counts argon2 hashes and verifications (the real ones and the dummy one), passing each through.
const argon2 = vi.hoisted(() => ({ verifications: 0, hashes: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const actual = await importOriginal<typeof Argon2>();
  return {
    ...actual,
    verify: (...args: Parameters<typeof actual.verify>) => {
      argon2.verifications++;
      return actual.verify(...args);
    },
    hash: (...args: Parameters<typeof actual.hash>) => {
      argon2.hashes++;
      return actual.hash(...args);
    },
  };
});

let database: TestDatabase;
let app: App;
let storage: Awaited<ReturnType<typeof createTestStorage>>;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

let ipCounter = 0;
/** Each test signs in from its own address, so the per-address throttle of one test does not leak. */
const freshIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function login(body: object, remoteAddress = '10.9.9.9') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });
}

describe('passwords', () => {
  it('are stored as argon2id hashes, never in clear', async () => {
    const { user, password } = await createTestUser(app.services);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain(password);
  });
});

describe('POST /api/auth/login', () => {
  it('answers a session token that works as a bearer token, and logout ends it', async () => {
    const { user, password } = await createTestUser(app.services, { email: 'Mixed.Case@Example.com' });
    const response = await login({ email: '  mixed.case@example.com ', password }, freshIp());
    expect(response.statusCode).toBe(200);
    const { token, user: returned } = response.json() as {
      token: string;
      user: { id: string; role: string };
    };
    expect(returned).toMatchObject({ id: user.id, role: 'admin' });
    // Only a hash of the token is stored.
    const stored = await database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored.map((s) => s.id)).toContain(sha256(token));
    expect(stored.map((s) => s.id)).not.toContain(token);

    const me = await app.inject({ url: '/api/auth/session', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ user: { email: 'mixed.case@example.com' }, via: 'bearer-session' });
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    const after = await app.inject({
      url: '/api/auth/session',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.statusCode).toBe(401);
  });

  it("says 'Invalid email or password.' for an unknown user and a wrong password alike, at the same cost", async () => {
    const { user } = await createTestUser(app.services);
    const ip = freshIp();
    // The same work, not the same wall time (a shared machine stretches that unevenly): one argon2
    // verification each. Without the dummy check an unknown e-mail would cost none, and its quick
    // answer would tell which addresses have accounts.
    const verificationsOf = async (body: object) => {
      const before = argon2.verifications;
      const response = await login(body, ip);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: 'Invalid email or password.' });
      return argon2.verifications - before;
    };
    for (let i = 0; i < 3; i++) {
      expect(await verificationsOf({ email: user.email, password: `wrong-${i}` })).toBe(1);
      expect(await verificationsOf({ email: `nobody-${i}@example.com`, password: 'whatever-password' })).toBe(
        1,
      );
    }
  });

  it('refuses a malformed body with field errors', async () => {
    const response = await login({ email: 'not-an-email', password: '' }, freshIp());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      fieldErrors: { email: ['Please enter a valid email address.'], password: ['Password is required.'] },
    });
  });
});

describe('brute-force throttling', () => {
  it('blocks an account after 5 failures, even with the right password, from any address', async () => {
    const { user, password } = await createTestUser(app.services);
    for (let i = 0; i < 5; i++) {
      expect((await login({ email: user.email, password: 'guess' }, freshIp())).statusCode).toBe(401);
    }
    const blocked = await login({ email: user.email, password }, freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('blocks an address after 20 failures across accounts; other addresses still sign in', async () => {
    const { user, password } = await createTestUser(app.services);
    const ip = freshIp();
    for (let i = 0; i < 20; i++) {
      expect((await login({ email: `guess-${i}@example.com`, password: 'guess' }, ip)).statusCode).toBe(401);
    }
    expect((await login({ email: user.email, password }, ip)).statusCode).toBe(429);
    expect((await login({ email: user.email, password }, freshIp())).statusCode).toBe(200);
  });

  it('forgets an account failures after a success', async () => {
    const { user, password } = await createTestUser(app.services);
    for (let i = 0; i < 4; i++) await login({ email: user.email, password: 'guess' }, freshIp());
    expect((await login({ email: user.email, password }, freshIp())).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) await login({ email: user.email, password: 'guess' }, freshIp());
    expect((await login({ email: user.email, password }, freshIp())).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('get a new id at login and the previous session is deleted (no session fixation)', async () => {
    const { user, password } = await createTestUser(app.services);
    const planted = await app.services.auth.createSessionFor(user.id);
    const result = await app.services.auth.login({
      email: user.email,
      password,
      ip: freshIp(),
      previousCookie: planted.cookie,
    });
    if (!result.ok) throw new Error('login failed');
    expect(result.token).not.toBe(planted.token);
    const byCookie = (cookie: string) =>
      app.services.auth.authenticate({ method: 'GET', url: '/', headers: { cookie } });
    expect(await byCookie(planted.cookie)).toBeNull();
    expect((await byCookie(`session=${result.token}`))?.user.id).toBe(user.id);
  });

  it("last 30 days with a persistent cookie after 'Save Password', 12 hours with a browser-session cookie without", async () => {
    const { user, password } = await createTestUser(app.services);
    const expiryOf = async (token: string) =>
      (
        await database.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, sha256(token)))
      )[0]!.expiresAt.getTime();
    const hours = (ms: number) => ms / 3_600_000;

    const remembered = await app.services.auth.login({
      email: user.email,
      password,
      ip: freshIp(),
      remember: true,
    });
    if (!remembered.ok) throw new Error('login failed');
    expect(remembered.setCookie).toMatch(
      /^session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/,
    );
    expect(hours((await expiryOf(remembered.token)) - Date.now())).toBeCloseTo(30 * 24, 0);

    for (const remember of [false, undefined]) {
      const browserSession = await app.services.auth.login({
        email: user.email,
        password,
        ip: freshIp(),
        remember,
      });
      if (!browserSession.ok) throw new Error('login failed');
      // No Max-Age and no Expires: the browser drops it when it closes.
      expect(browserSession.setCookie).toMatch(/^session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax$/);
      expect(hours((await expiryOf(browserSession.token)) - Date.now())).toBeCloseTo(12, 0);
    }

    // The API's tokens follow the same choice, and say when they end.
    const apiExpiry = async (body: object) => {
      const response = await login({ email: user.email, password, ...body }, freshIp());
      expect(response.statusCode).toBe(200);
      return hours(Date.parse((response.json() as { expiresAt: string }).expiresAt) - Date.now());
    };
    expect(await apiExpiry({ remember: true })).toBeCloseTo(30 * 24, 0);
    expect(await apiExpiry({})).toBeCloseTo(12, 0);
    const refused = await login({ email: user.email, password, remember: 'yes' }, freshIp());
    expect(refused.statusCode).toBe(400);
  });

  it('set an HttpOnly, SameSite=Lax cookie; Secure with the __Host- name when configured', async () => {
    const { user } = await createTestUser(app.services);
    const plain = await app.services.auth.createSessionFor(user.id);
    expect(plain.setCookie).toMatch(/^session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    const secure = await createAuthService(database.db, { isSecureCookie: true }).createSessionFor(user.id);
    expect(secure.setCookie).toMatch(
      /^__Host-session=[\w-]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/,
    );
  });

  it('are Secure by default in production only, and COOKIE_SECURE overrides it', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).cookieSecure).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', COOKIE_SECURE: 'false' }).cookieSecure).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).cookieSecure).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', COOKIE_SECURE: 'yes' }).cookieSecure).toBe(true);
  });

  it('stop working once expired', async () => {
    const signedIn = await createSignedInUser(app.services);
    // Two requests, one before and one after the expiry (one request keeps what it found).
    const request = () => ({ method: 'GET', url: '/', headers: { cookie: signedIn.cookie } });
    expect(await app.services.auth.authenticate(request())).not.toBeNull();
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.id, sha256(signedIn.token)));
    expect(await app.services.auth.authenticate(request())).toBeNull();
  });

  it('are looked up once per GET (its loaders share the answer), afresh for every write', async () => {
    const signedIn = await createSignedInUser(app.services);
    const get = { method: 'GET', url: '/dashboard', headers: { cookie: signedIn.cookie } };
    const post = { method: 'POST', url: '/logout', headers: { cookie: signedIn.cookie } };
    expect(await app.services.auth.authenticate(get)).not.toBeNull();
    expect(await app.services.auth.authenticate(post)).not.toBeNull();
    await database.db.delete(sessions).where(eq(sessions.id, sha256(signedIn.token)));
    // The page being answered keeps who asked for it; a write sees the session is gone.
    expect(await app.services.auth.authenticate(get)).not.toBeNull();
    expect(await app.services.auth.authenticate(post)).toBeNull();
  });
});

describe('the demo admin', () => {
  it('is created once, with a random password kept out of the log, only when there is no admin', async () => {
    const fresh = await createTestDatabase();
    try {
      const auth = createAuthService(fresh.db, { isSecureCookie: false });
      const logged: string[] = [];
      const log = { warn: (message: string) => logged.push(message) };
      const created = await createDemoAdmin(auth, log);
      expect(created?.email).toBe(DEMO_ADMIN_EMAIL);
      const password = created?.password;
      expect(password).toMatch(/^[\w-]{20}$/);
      expect(logged.join('\n')).not.toContain(password);
      const result = await auth.login({ email: DEMO_ADMIN_EMAIL, password: password!, ip: '10.1.1.1' });
      expect(result.ok).toBe(true);
      // A second run (or an existing admin) creates nothing and prints nothing.
      expect(await createDemoAdmin(auth, log)).toBeNull();
      expect(logged).toHaveLength(1);
      const rows = await queryRows<{ n: number }>(fresh.db, sql`select count(*)::int as n from users`);
      expect(rows[0]?.n).toBe(1);
    } finally {
      await fresh.destroy();
    }
  });
});

describe('sign-up of an address that has an account', () => {
  // The answer is the same as for a new address (tests/integration/accounts.test.ts); so is the work:
  // both hash the password, or the time of the answer would tell which addresses have accounts. Counted
  // here, where a CPU-time ratio failed under load (the new address's database work in the embedded
  // database, counted in the same process, outweighing the hash eightfold).
  const account = (n: number, email: string) =>
    signUpSchema.parse({
      name: `Timing ${n}`,
      email,
      username: `timing_${n}`,
      password: `a long passphrase number ${n}`,
      phone: '(506) 555-0123',
      role: 'agent',
      terms: true,
    });
  const from = (n: number) => ({ ip: `10.44.0.${n}`, origin: 'http://localhost' });

  it('hashes the password once, pending or verified, as a sign-up with a new address does', async () => {
    const { accounts } = app.services;
    expect(await accounts.signUp(account(1, 'taken@example.com'), from(1))).toEqual({ status: 'sent' });
    const { user: verified } = await createTestUser(app.services, { email: 'verified.timing@example.com' });
    const hashesOf = async (input: ReturnType<typeof account>, n: number) => {
      const before = argon2.hashes;
      expect(await accounts.signUp(input, from(n))).toEqual({ status: 'sent' });
      return argon2.hashes - before;
    };
    expect(await hashesOf(account(2, 'TAKEN@example.com'), 2)).toBe(1);
    expect(await hashesOf(account(4, verified.email), 4)).toBe(1);
    expect(await hashesOf(account(3, 'new-address@example.com'), 3)).toBe(1);
  });
});
