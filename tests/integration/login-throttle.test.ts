import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { loginThrottle } from '../../server/db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { createTestStorage } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';
import { createTestUser } from '../support/auth.ts';
import type * as Passwords from '../../server/auth/passwords.ts';

// Every password comparison the sign-in makes, real or against the dummy hash, is counted: the
// throttle must refuse before comparing, not after.
const hashChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../server/auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: (hash: string, password: string) => {
      hashChecks.count += 1;
      return original.verifyPassword(hash, password);
    },
    verifyAgainstDummy: (password: string) => {
      hashChecks.count += 1;
      return original.verifyAgainstDummy(password);
    },
  };
});

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
/** A second app server over the same database. */
let other: App;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  const build = () => buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
  app = await build();
  other = await build();
  await Promise.all([app.ready(), other.ready()]);
});

afterAll(async () => {
  await other?.close();
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

beforeEach(() => {
  hashChecks.count = 0;
});

let ipCounter = 0;
/** Each attempt or test from its own address unless the address is the point. */
const freshIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

function login(body: { email: string; password: string }, remoteAddress: string, server: App = app) {
  return server.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });
}

const statuses = (responses: { statusCode: number }[]) => {
  const count = (code: number) => responses.filter((r) => r.statusCode === code).length;
  return { invalid: count(401), throttled: count(429), other: responses.length - count(401) - count(429) };
};

describe('parallel sign-in attempts are counted before the password is compared', () => {
  it('30 wrong passwords at once against one account: 5 are checked, the rest refused, then the account is blocked', async () => {
    const { user, password } = await createTestUser(app.services);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => login({ email: user.email, password: `guess-${i}` }, freshIp())),
    );
    expect(statuses(responses)).toEqual({ invalid: 5, throttled: 25, other: 0 });
    expect(hashChecks.count).toBe(5);
    for (const response of responses.filter((r) => r.statusCode === 401)) {
      expect(response.json()).toMatchObject({ message: 'Invalid email or password.' });
    }
    for (const response of responses.filter((r) => r.statusCode === 429)) {
      expect(response.json()).toMatchObject({
        message: 'Too many failed sign-in attempts. Please wait a few minutes and try again.',
      });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }

    // The right password is refused too, without being checked, with the block's retry time.
    const blocked = await login({ email: user.email, password }, freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(hashChecks.count).toBe(5);
  });

  it('40 attempts at once from one address across accounts: 20 are checked, then the address is blocked', async () => {
    const { user, password } = await createTestUser(app.services);
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        login({ email: `spray-${i}-${Date.now()}@example.com`, password: 'guess' }, ip),
      ),
    );
    expect(statuses(responses)).toEqual({ invalid: 20, throttled: 20, other: 0 });
    expect(hashChecks.count).toBe(20);

    // Refused from this address even with the right password, more often than the account allows…
    for (let i = 0; i < 6; i++) {
      expect((await login({ email: user.email, password }, ip)).statusCode).toBe(429);
    }
    expect(hashChecks.count).toBe(20);
    // …and those refusals were not charged to the account: it signs in from elsewhere.
    expect((await login({ email: user.email, password }, freshIp())).statusCode).toBe(200);
  });

  it('two app servers over one database share the limit', async () => {
    const { user } = await createTestUser(app.services);
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        login({ email: user.email, password: `guess-${i}` }, freshIp(), i % 2 === 0 ? app : other),
      ),
    );
    expect(statuses(responses)).toEqual({ invalid: 5, throttled: 25, other: 0 });
    expect(hashChecks.count).toBe(5);
  });
});

describe('when a blocked sign-in may try again', () => {
  it('answers Retry-After from the block the database holds, the same on every server', async () => {
    const { user, password } = await createTestUser(app.services);
    for (let i = 0; i < 6; i++) await login({ email: user.email, password: 'wrong' }, freshIp());
    // 7 minutes of the block left (as if it had started 8 minutes ago).
    await database.db
      .update(loginThrottle)
      .set({ blockedUntil: sql`now() + interval '420 seconds'` })
      .where(eq(loginThrottle.key, `account:${user.email}`));
    for (const server of [app, other]) {
      const refused = await login({ email: user.email, password }, freshIp(), server);
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(418);
      expect(retryAfter).toBeLessThanOrEqual(420);
    }
    expect(hashChecks.count).toBe(5);
  });
});

describe('what each outcome leaves counted', () => {
  it('an ended block starts the account afresh', async () => {
    const { user, password } = await createTestUser(app.services);
    for (let i = 0; i < 6; i++) await login({ email: user.email, password: 'wrong' }, freshIp());
    expect((await login({ email: user.email, password }, freshIp())).statusCode).toBe(429);
    // As if the 15 minutes had passed.
    await database.db
      .update(loginThrottle)
      .set({ blockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginThrottle.key, `account:${user.email}`));
    hashChecks.count = 0;
    expect((await login({ email: user.email, password: 'wrong' }, freshIp())).statusCode).toBe(401);
    expect((await login({ email: user.email, password }, freshIp())).statusCode).toBe(200);
    expect(hashChecks.count).toBe(2);
  });

  it('a success gives its count back on the address, so many sign-ins from one office never block it', async () => {
    const { user, password } = await createTestUser(app.services);
    const ip = freshIp();
    for (let i = 0; i < 25; i++) {
      expect((await login({ email: user.email, password }, ip)).statusCode).toBe(200);
    }
    const [row] = await database.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, `ip:${ip}`));
    expect(row?.failures).toBe(0);
    // The address still has all its attempts: a wrong password is checked, not refused.
    expect((await login({ email: user.email, password: 'wrong' }, ip)).statusCode).toBe(401);
    expect(hashChecks.count).toBe(26);
  });

  it('a failure keeps its count on the account and the address; a success clears the account', async () => {
    const { user, password } = await createTestUser(app.services);
    const ip = freshIp();
    const failuresOf = async (key: string) =>
      (await database.db.select().from(loginThrottle).where(eq(loginThrottle.key, key)))[0]?.failures;
    for (let i = 0; i < 3; i++) {
      expect((await login({ email: user.email, password: 'wrong' }, ip)).statusCode).toBe(401);
    }
    expect(await failuresOf(`account:${user.email}`)).toBe(3);
    expect(await failuresOf(`ip:${ip}`)).toBe(3);
    expect((await login({ email: user.email, password }, ip)).statusCode).toBe(200);
    expect(await failuresOf(`account:${user.email}`)).toBeUndefined();
    expect(await failuresOf(`ip:${ip}`)).toBe(3);
  });
});
