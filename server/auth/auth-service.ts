import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { apiTokens, sessions, users, type UserRole } from '../db/schema.ts';
import { readCookie, serializeCookie } from './cookies.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { headerOf, type RequestLike } from './request-like.ts';
import type { Authentication, CurrentUser } from './authentication.ts';
import {
  checkCsrf,
  checkPageWrite,
  requireAdminPage,
  signedInWriterOf,
  type CsrfOptions,
  type RequireOptions,
} from './guards.ts';
import { RETIRED_BY_PASSWORD_CHANGE, retireAccountTokens } from './account-tokens.ts';
import { createLoginThrottle, DEFAULT_THROTTLE, type ThrottlePolicy } from './throttle.ts';
import { API_TOKEN_PREFIX, newApiToken, randomToken, safeEqual, sha256 } from './tokens.ts';
import type { Language } from '../../shared/i18n/languages.ts';

export type { Authentication, CurrentUser } from './authentication.ts';

export type LoginResult =
  | { ok: true; user: CurrentUser; token: string; csrfToken: string; setCookie: string; expiresAt: Date }
  | { ok: false; reason: 'invalid' }
  /** The password is right, but the account has not verified its e-mail address yet (ADR 038). */
  | { ok: false; reason: 'unverified' }
  | { ok: false; reason: 'throttled'; retryAfterSeconds: number };

export type ApiTokenSummary = {
  id: string;
  name: string;
  prefix: string;
  ownerEmail: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

export type AuthOptions = {
  /** Secure cookies (and the __Host- name): production behind HTTPS. */
  isSecureCookie: boolean;
  /** A session signed in with 'Save Password' ticked: its row and its persistent cookie. */
  rememberedSessionSeconds?: number;
  /** A session without it: the cookie ends with the browser session, the row after this long. */
  browserSessionSeconds?: number;
  throttle?: ThrottlePolicy;
};

/** 'Save Password' (spec 2.2) keeps a visitor signed in on that device for 30 days. */
export const REMEMBERED_SESSION_SECONDS = 30 * 24 * 3600;
/**
 * Unticked, the cookie has no Max-Age (the browser drops it when it closes), and the server ends the
 * session after a working day in any case: a browser that restores its session keeps the cookie.
 */
export const BROWSER_SESSION_SECONDS = 12 * 3600;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class PasswordTooShortError extends Error {}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const userColumns = { id: users.id, email: users.email, name: users.name, role: users.role };

export function createAuthService(db: Database, options: AuthOptions) {
  const rememberedTtl = options.rememberedSessionSeconds ?? REMEMBERED_SESSION_SECONDS;
  const browserSessionTtl = options.browserSessionSeconds ?? BROWSER_SESSION_SECONDS;
  // The __Host- prefix makes the browser refuse the cookie unless it is Secure, host-only and Path=/.
  const cookieName = options.isSecureCookie ? '__Host-session' : 'session';
  const throttle = createLoginThrottle(db, options.throttle ?? DEFAULT_THROTTLE);

  /** Remembered: a persistent cookie as long as the row; otherwise a browser-session cookie. */
  const sessionCookie = (token: string, isRemembered: boolean) =>
    serializeCookie(cookieName, token, {
      isSecure: options.isSecureCookie,
      maxAgeSeconds: isRemembered ? rememberedTtl : undefined,
    });
  const clearedCookie = () =>
    serializeCookie(cookieName, '', { isSecure: options.isSecureCookie, maxAgeSeconds: 0 });

  // Every signed-in request asks this: built once, and a named statement that PostgreSQL parses and
  // plans once per connection (issue 32).
  const sessionQuery = db
    .select({ ...userColumns, csrfToken: sessions.csrfToken })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('session_by_token');

  async function sessionByToken(token: string) {
    const [row] = await sessionQuery.execute({ id: sha256(token) });
    if (!row) return null;
    const { csrfToken, ...user } = row;
    return { user, csrfToken };
  }

  async function userByApiToken(token: string): Promise<CurrentUser | null> {
    const [row] = await db
      .select({ ...userColumns, tokenId: apiTokens.id, lastUsedAt: apiTokens.lastUsedAt })
      .from(apiTokens)
      .innerJoin(users, eq(users.id, apiTokens.userId))
      .where(and(eq(apiTokens.tokenHash, sha256(token)), isNull(apiTokens.revokedAt)))
      .limit(1);
    if (!row) return null;
    const { tokenId, lastUsedAt, ...user } = row;
    // Remember roughly when a token was last used (at most one write a minute per token).
    if (!lastUsedAt || Date.now() - lastUsedAt.getTime() > 60_000) {
      await db
        .update(apiTokens)
        .set({ lastUsedAt: sql`now()` })
        .where(eq(apiTokens.id, tokenId));
    }
    return user;
  }

  function bearerOf(request: RequestLike): string | undefined {
    const header = headerOf(request, 'authorization');
    const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    return match?.[1];
  }

  async function createSession(userId: string, isRemembered: boolean) {
    const token = randomToken();
    const csrfToken = randomToken();
    const ttl = isRemembered ? rememberedTtl : browserSessionTtl;
    const expiresAt = new Date(Date.now() + ttl * 1000);
    await db.insert(sessions).values({ id: sha256(token), userId, csrfToken, expiresAt });
    return { token, csrfToken, expiresAt };
  }

  const service = {
    cookieName,

    /** True when the request carries an Authorization: Bearer header (valid or not). */
    hasBearer(request: RequestLike): boolean {
      return bearerOf(request) !== undefined;
    },

    /** True when the request carries the session cookie (valid or not): a browser signed in here. */
    hasSessionCookie(request: RequestLike): boolean {
      return readCookie(headerOf(request, 'cookie'), cookieName) !== undefined;
    },

    /**
     * Who is making this request: a bearer token (personal API token or session token) when the
     * Authorization header has one, otherwise the session cookie. null when neither is valid.
     */
    authenticate(request: RequestLike): Promise<Authentication | null> {
      // A page's GET asks from the root loader, the layout and the page's own loader: one lookup per
      // request (a GET changes no session; a POST's action may sign in or out, so it asks afresh).
      if (request.method !== 'GET' && request.method !== 'HEAD') return lookUp(request);
      let found = answered.get(request);
      if (!found) {
        found = lookUp(request);
        answered.set(request, found);
      }
      return found;
    },

    /**
     * Whether a write proves it came from our own pages: with the session cookie (which browsers
     * attach on their own) it must carry the session's CSRF token (compared in constant time); an
     * Authorization header no browser adds by itself, so a bearer write needs none.
     */
    isCsrfSatisfied(auth: Authentication, submitted: unknown): boolean {
      if (auth.via !== 'cookie') return true;
      return Boolean(
        auth.csrfToken && typeof submitted === 'string' && submitted && safeEqual(auth.csrfToken, submitted),
      );
    },

    /**
     * Checks an e-mail and password. The same answer, and about the same time, for an unknown
     * e-mail and a wrong password. A success starts a new session with a new id (the old cookie's
     * session, if any, is deleted: no session fixation). `remember` ('Save Password', spec 2.2):
     * a 30-day session with a persistent cookie; otherwise a browser-session cookie and a 12-hour row.
     */
    async login(input: {
      email: string;
      password: string;
      ip: string;
      remember?: boolean;
      previousCookie?: string | null;
      /** The language of the page signed in on: the account's e-mails are in it from now on (issue 29). */
      language?: Language;
    }): Promise<LoginResult> {
      const email = normaliseEmail(input.email);
      // The attempt is counted before the hash is compared, so parallel guesses cannot outrun the limit.
      const attempt = await throttle.reserve(email, input.ip);
      if (!attempt.isAllowed) {
        return { ok: false, reason: 'throttled', retryAfterSeconds: attempt.retryAfterSeconds };
      }

      const [account] = await db
        .select({
          ...userColumns,
          passwordHash: users.passwordHash,
          emailVerifiedAt: users.emailVerifiedAt,
          language: users.language,
        })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1);
      const isValid = account
        ? await verifyPassword(account.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      // A failure keeps the attempt's counts: they are its failure count.
      if (!account || !isValid) return { ok: false, reason: 'invalid' };
      await throttle.recordSuccess(attempt.reservation);
      // An account holder signs in once the address is proven; admins are made by admin:create.
      if (account.role !== 'admin' && !account.emailVerifiedAt) return { ok: false, reason: 'unverified' };

      const previous = readCookie(input.previousCookie, cookieName);
      if (previous) await db.delete(sessions).where(eq(sessions.id, sha256(previous)));
      // Housekeeping: expired sessions go when someone signs in.
      await db.delete(sessions).where(lt(sessions.expiresAt, sql`now()`));

      if (input.language && input.language !== account.language) {
        await db.update(users).set({ language: input.language }).where(eq(users.id, account.id));
      }
      const { passwordHash: _hash, emailVerifiedAt: _verifiedAt, language: _language, ...user } = account;
      const isRemembered = input.remember === true;
      const session = await createSession(user.id, isRemembered);
      return { ok: true, user, ...session, setCookie: sessionCookie(session.token, isRemembered) };
    },

    /** Ends the request's session (cookie or bearer session token); returns the cookie that clears it. */
    async logout(request: RequestLike): Promise<{ setCookie: string }> {
      const bearer = bearerOf(request);
      const token =
        bearer && !bearer.startsWith(API_TOKEN_PREFIX)
          ? bearer
          : readCookie(headerOf(request, 'cookie'), cookieName);
      if (token) await db.delete(sessions).where(eq(sessions.id, sha256(token)));
      return { setCookie: clearedCookie() };
    },

    /** The id of the request's own session (cookie or bearer session token), or null. */
    sessionIdOf(request: RequestLike): string | null {
      const bearer = bearerOf(request);
      const token =
        bearer && !bearer.startsWith(API_TOKEN_PREFIX)
          ? bearer
          : readCookie(headerOf(request, 'cookie'), cookieName);
      return token ? sha256(token) : null;
    },

    /** A session for a user without a password check (remembered unless told): tests and tools only. */
    async createSessionFor(userId: string, { remember = true }: { remember?: boolean } = {}) {
      const session = await createSession(userId, remember);
      return {
        ...session,
        setCookie: sessionCookie(session.token, remember),
        cookie: `${cookieName}=${session.token}`,
      };
    },

    /**
     * An account made by a tool (admin:create, the demo admin, tests): its e-mail address counts as
     * verified unless told otherwise. Visitors sign up through the account service instead.
     */
    async createUser(input: {
      email: string;
      password: string;
      role: UserRole;
      name?: string;
      username?: string;
      isEmailVerified?: boolean;
    }) {
      const [row] = await db
        .insert(users)
        .values({
          email: normaliseEmail(input.email),
          name: input.name ?? '',
          role: input.role,
          username: input.username ?? null,
          emailVerifiedAt: input.isEmailVerified === false ? null : sql`now()`,
          passwordHash: await hashPassword(input.password),
        })
        .returning(userColumns);
      if (!row) throw new Error('Insert returned no row.');
      return row;
    },

    async findUserByEmail(email: string): Promise<CurrentUser | null> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(sql`lower(${users.email}) = ${normaliseEmail(email)}`)
        .limit(1);
      return row ?? null;
    },

    /** Sets a new password and signs the user out everywhere; links sent before stop working. */
    async setPassword(userId: string, password: string, role?: UserRole): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword(password), ...(role ? { role } : {}) })
          .where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await retireAccountTokens(tx, userId, RETIRED_BY_PASSWORD_CHANGE);
      });
    },

    async countAdmins(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.role, 'admin'));
      return row?.n ?? 0;
    },

    apiTokens: {
      /** Creates a personal API token; the token is returned this once and stored only as a hash. */
      async create(userId: string, name: string): Promise<{ id: string; token: string }> {
        const token = newApiToken();
        const [row] = await db
          .insert(apiTokens)
          .values({ userId, name, tokenHash: sha256(token), tokenPrefix: token.slice(0, 10) })
          .returning({ id: apiTokens.id });
        if (!row) throw new Error('Insert returned no row.');
        return { id: row.id, token };
      },

      async list(): Promise<ApiTokenSummary[]> {
        return db
          .select({
            id: apiTokens.id,
            name: apiTokens.name,
            prefix: apiTokens.tokenPrefix,
            ownerEmail: users.email,
            createdAt: apiTokens.createdAt,
            lastUsedAt: apiTokens.lastUsedAt,
            revokedAt: apiTokens.revokedAt,
          })
          .from(apiTokens)
          .innerJoin(users, eq(users.id, apiTokens.userId))
          .orderBy(sql`${apiTokens.revokedAt} is not null`, desc(apiTokens.createdAt));
      },

      /** Revokes a token at once; false when it does not exist or was already revoked. */
      async revoke(id: string): Promise<boolean> {
        if (!UUID.test(id)) return false;
        const rows = await db
          .update(apiTokens)
          .set({ revokedAt: sql`now()` })
          .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
          .returning({ id: apiTokens.id });
        return rows.length > 0;
      },
    },
  };

  /** Who is making a request, looked up in the database (authenticate() keeps it for a GET). */
  async function lookUp(request: RequestLike): Promise<Authentication | null> {
    const bearer = bearerOf(request);
    if (bearer !== undefined) {
      if (bearer.startsWith(API_TOKEN_PREFIX)) {
        const user = await userByApiToken(bearer);
        return user ? { user, via: 'api-token', csrfToken: null } : null;
      }
      const session = await sessionByToken(bearer);
      return session ? { ...session, via: 'bearer-session' } : null;
    }
    const cookie = readCookie(headerOf(request, 'cookie'), cookieName);
    if (!cookie) return null;
    const session = await sessionByToken(cookie);
    return session ? { ...session, via: 'cookie' } : null;
  }
  /** What authenticate() found for each GET request still being answered. */
  const answered = new WeakMap<RequestLike, Promise<Authentication | null>>();

  return {
    ...service,
    /**
     * For React Router loaders and actions: the admin, or a thrown Response (redirect to /login
     * and back when signed out; 403 for another role or a bad CSRF token on a cookie write).
     */
    requireAdminPage: (request: Request, options?: RequireOptions) =>
      requireAdminPage(service, request, options),
    /**
     * The one CSRF rule of every cookie-authenticated write (guards.ts checkCsrf): throws
     * AuthFailure('csrf'). The API's guards answer it as 403 JSON.
     */
    checkCsrf: (current: Authentication, request: RequestLike, options?: CsrfOptions) =>
      checkCsrf(service, current, request, options),
    /** The same rule for a page action: a refusal is thrown as the 403 error page. */
    checkPageWrite: (current: Authentication, request: Request, options?: CsrfOptions) =>
      checkPageWrite(service, current, request, options),
    /**
     * For an action anyone may call (a submission): null signed out, else the account once the CSRF
     * rule passes (the 403 error page is thrown otherwise).
     */
    signedInWriterOf: (request: Request, options?: CsrfOptions) =>
      signedInWriterOf(service, request, options),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
