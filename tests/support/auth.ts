import type { BrowserContext } from 'playwright-core';
import type { Services } from '../../server/services.ts';
import type { UserRole } from '../../server/db/schema.ts';

let counter = 0;

export type SignedInUser = {
  user: { id: string; email: string; role: UserRole };
  password: string;
  /** The Cookie header value of a fresh session, e.g. 'session=abc'. */
  cookie: string;
  /** The raw session token (also usable as a bearer token). */
  token: string;
  csrfToken: string;
};

/** A user with a known password (an admin unless told otherwise). */
export async function createTestUser(
  services: Pick<Services, 'auth'>,
  options: { role?: UserRole; email?: string; password?: string } = {},
) {
  counter += 1;
  const password = options.password ?? `test-password-${counter}-long-enough`;
  const user = await services.auth.createUser({
    email: options.email ?? `user${counter}-${Date.now()}@example.com`,
    password,
    role: options.role ?? 'admin',
  });
  return { user, password };
}

/**
 * A user and a session created directly in the database, the way epic-stack's fixtures do it:
 * tests that are not about the login form skip typing into it.
 */
export async function createSignedInUser(
  services: Pick<Services, 'auth'>,
  options: { role?: UserRole; email?: string } = {},
): Promise<SignedInUser> {
  const { user, password } = await createTestUser(services, options);
  const session = await services.auth.createSessionFor(user.id);
  return { user, password, cookie: session.cookie, token: session.token, csrfToken: session.csrfToken };
}

/** Puts a fresh session cookie for a new user into a browser context: it opens pages signed in. */
export async function signInBrowser(
  context: BrowserContext,
  server: { url: string; app: { services: Services } },
  options: { role?: UserRole } = {},
): Promise<SignedInUser> {
  const signedIn = await createSignedInUser(server.app.services, options);
  const [name, value] = signedIn.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: server.url, httpOnly: true, sameSite: 'Lax' }]);
  return signedIn;
}

/**
 * A call's result and the CPU time the process spent on it, in ms: what a test compares when it
 * asks whether two paths do the same work (a password hash each). Not the wall clock: on a busy
 * machine the wall time of any call stretches at random (issue 28), the cost of a hash does not.
 */
export async function withCpuTime<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(started);
  return { result, ms: (used.user + used.system) / 1000 };
}
