import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { properties, sessions, users } from '../db/schema.ts';
import { createRateLimiter, type RateLimiter } from '../enquiries/rate-limiter.ts';
import type { SignUpInput } from '../../shared/domain/account-schemas.ts';
import { accountMailer, type AccountMailOptions } from './account-mail.ts';
import {
  consumeAccountToken,
  isAccountTokenUsable,
  issueAccountToken,
  RETIRED_BY_PASSWORD_CHANGE,
  retireAccountTokens,
} from '../auth/account-tokens.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { passwordProblem, type PasswordProblem } from '../auth/password-policy.ts';
import { sha256 } from '../auth/tokens.ts';
import { pathInLanguage, type Language } from '../../shared/i18n/languages.ts';

/** How many requests of one kind an address, or one e-mail address, may make per window. */
export type AccountLimits = { perAddress: number; perEmail: number; windowSeconds: number };

export const DEFAULT_ACCOUNT_LIMITS: AccountLimits = { perAddress: 10, perEmail: 3, windowSeconds: 3600 };

/**
 * Where a request came from: the client's address (rate limits), the site's origin (links) and the
 * page's language (issue 29: what the e-mail answering this request is written in; English if absent).
 */
export type RequestOrigin = { ip: string; origin: string; language?: Language };

export type RateLimited = { status: 'rate-limited'; retryAfterSeconds: number };

export type SignUpResult =
  | { status: 'sent' }
  | { status: 'username-taken' }
  | { status: 'password'; problem: PasswordProblem }
  | RateLimited;

export type ChangePasswordResult =
  | { status: 'changed' }
  | { status: 'wrong-current' }
  | { status: 'password'; problem: PasswordProblem }
  | RateLimited;

export type ResetPasswordResult =
  { status: 'reset' } | { status: 'invalid-token' } | { status: 'password'; problem: PasswordProblem };

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * Accounts for owners and renters (issue 17, ADR 038): sign-up with a verified e-mail address,
 * password reset and change. No answer tells a visitor whether an address has an account: sign-up,
 * resend and reset say the same thing, and spend about the same time, for every address; what
 * differs goes into the e-mail that only the address's owner reads.
 */
export function createAccountLifecycle(deps: {
  db: Database;
  mail: AccountMailOptions;
  limits?: AccountLimits | undefined;
}) {
  const { db } = deps;
  const mailer = accountMailer(deps.mail);
  const limits = deps.limits ?? DEFAULT_ACCOUNT_LIMITS;
  const limiter = (name: string, max: number) =>
    createRateLimiter(db, { name, max, windowSeconds: limits.windowSeconds });
  const pairs = {
    signUp: [limiter('signup-ip', limits.perAddress), limiter('signup-email', limits.perEmail)],
    resend: [limiter('verify-ip', limits.perAddress), limiter('verify-email', limits.perEmail)],
    reset: [limiter('reset-ip', limits.perAddress), limiter('reset-email', limits.perEmail)],
  } as const satisfies Record<string, [RateLimiter, RateLimiter]>;
  // Guessing the current password on a stolen session: a few tries per account per window.
  const changeLimiter = limiter('change-password', 5);

  /**
   * Counts the request on the address and on the e-mail address (stored hashed: the counters hold
   * no personal data). Both are counted, so the wait is the longer of the two refusals.
   */
  async function hit(
    [byAddress, byEmail]: readonly [RateLimiter, RateLimiter],
    ip: string,
    email: string,
  ): Promise<RateLimited | null> {
    const results = [await byAddress.hit(ip), await byEmail.hit(sha256(normalise(email)))];
    const waits = results.flatMap((r) => (r.isAllowed ? [] : [r.retryAfterSeconds]));
    return waits.length > 0 ? { status: 'rate-limited', retryAfterSeconds: Math.max(...waits) } : null;
  }

  async function accountByEmail(email: string) {
    const [row] = await db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        passwordHash: users.passwordHash,
        emailVerifiedAt: users.emailVerifiedAt,
        language: users.language,
      })
      .from(users)
      .where(sql`lower(${users.email}) = ${normalise(email)}`)
      .limit(1);
    return row ?? null;
  }

  async function isUsernameTaken(username: string): Promise<boolean> {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
      .limit(1);
    return Boolean(row);
  }

  /** The pages an e-mail links to, in the language it is written in. */
  const links = (origin: string, language: Language) => {
    const at = (path: string) => origin + pathInLanguage(path, language);
    return {
      verify: (token: string) => at(`/verify-email?token=${token}`),
      reset: (token: string) => at(`/reset-password?token=${token}`),
      login: at('/login'),
      forgot: at('/forgot-password'),
    };
  };

  type Account = NonNullable<Awaited<ReturnType<typeof accountByEmail>>>;

  /**
   * A sign-up nobody has proven yet: an account holder's, address never verified. Admins count as
   * verified (made by admin:create), so no sign-up ever touches one.
   */
  const isPending = (account: Account) => !account.emailVerifiedAt && account.role !== 'admin';

  /**
   * The "you already have an account" e-mail, for a verified address: the login and forgot-password
   * links only. It carries no verification link: that would confirm a password the reader never set.
   */
  async function tellExisting(account: Account, origin: string) {
    // To the account holder, who may not be who signed up: in the account's language.
    const to = links(origin, account.language);
    await db.transaction(async (tx) => {
      await mailer.existing(tx, account, { login: to.login, forgot: to.forgot });
    });
  }

  /**
   * A new sign-up on an address whose earlier sign-up was never verified replaces it (issue 27,
   * account pre-hijacking): the pending account takes this sign-up's details and password, any
   * session it has ends, and the one link that now works (the newest) carries this password.
   * Whoever proves the address by that link gets the account with the password they chose.
   * false: the account was verified meanwhile, and is left alone.
   */
  async function replacePending(
    account: Account,
    input: SignUpInput,
    passwordHash: string,
    origin: string,
    language: Language,
  ): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          name: input.name,
          username: input.username,
          phone: input.phone,
          role: input.role,
          passwordHash,
          language,
          updatedAt: sql`now()`,
        })
        .where(and(eq(users.id, account.id), isNull(users.emailVerifiedAt), ne(users.role, 'admin')))
        .returning({ id: users.id, email: users.email, name: users.name, language: users.language });
      if (!row) return false;
      await tx.delete(sessions).where(eq(sessions.userId, row.id));
      const token = await issueAccountToken(tx, { userId: row.id, purpose: 'verify_email', passwordHash });
      await mailer.verify(tx, row, links(origin, language).verify(token), { replaces: true });
      return true;
    });
  }

  return {
    /**
     * Creates an account that must verify its e-mail address before signing in. The username is
     * checked first, whatever the e-mail address, so "taken" says nothing about the address. An
     * address with a verified account gets an e-mail saying so; one whose sign-up was never verified
     * gets this sign-up in its place (replacePending). The visitor gets the same 'sent' on every
     * path; the password is hashed on each, so the time taken does not tell them apart.
     */
    async signUp(input: SignUpInput, from: RequestOrigin): Promise<SignUpResult> {
      const language = from.language ?? 'en';
      const limited = await hit(pairs.signUp, from.ip, input.email);
      if (limited) return limited;
      const problem = passwordProblem(input.password);
      if (problem) return { status: 'password', problem };
      if (await isUsernameTaken(input.username)) return { status: 'username-taken' };

      const passwordHash = await hashPassword(input.password);
      /**
       * An address with an account: a pending sign-up is replaced by this one; a verified account
       * (or a pending one that became verified meanwhile) hears of it. False: no account.
       */
      const answerKnownAddress = async () => {
        const known = await accountByEmail(input.email);
        if (!known) return false;
        if (isPending(known) && (await replacePending(known, input, passwordHash, from.origin, language)))
          return true;
        await tellExisting(known, from.origin);
        return true;
      };
      if (await answerKnownAddress()) return { status: 'sent' };
      const created = await db.transaction(async (tx) => {
        // Both unique indexes (lower(email), lower(username)) decide a race between two sign-ups.
        const [row] = await tx
          .insert(users)
          .values({
            email: normalise(input.email),
            name: input.name,
            username: input.username,
            phone: input.phone,
            role: input.role,
            passwordHash,
            language,
          })
          .onConflictDoNothing()
          .returning({ id: users.id, email: users.email, name: users.name, language: users.language });
        if (!row) return null;
        const token = await issueAccountToken(tx, { userId: row.id, purpose: 'verify_email', passwordHash });
        await mailer.verify(tx, row, links(from.origin, language).verify(token));
        return row;
      });
      if (created) return { status: 'sent' };
      // Lost a race: the same username, or the same address, was taken a moment ago.
      if (await isUsernameTaken(input.username)) return { status: 'username-taken' };
      await answerKnownAddress();
      return { status: 'sent' };
    },

    /**
     * The link of a verification e-mail (once): the address is verified with the password of the
     * sign-up the link was sent for (issue 27: never one the reader did not choose), every session
     * of the account ends, its other links stop working, and the account claims the properties
     * submitted with that address that nobody owns yet. false: the link is spent, or the account
     * was verified meanwhile (a reset, say): then an older sign-up's link changes nothing.
     */
    async verifyEmail(token: string): Promise<{ ok: true; email: string } | { ok: false }> {
      return db.transaction(async (tx) => {
        const used = await consumeAccountToken(tx, token, 'verify_email');
        if (!used) return { ok: false } as const;
        const [user] = await tx
          .update(users)
          .set({
            emailVerifiedAt: sql`now()`,
            // Links sent before issue 27 carry no password: the account's own stays.
            ...(used.passwordHash ? { passwordHash: used.passwordHash } : {}),
            updatedAt: sql`now()`,
          })
          .where(and(eq(users.id, used.userId), isNull(users.emailVerifiedAt)))
          .returning({ id: users.id, email: users.email });
        if (!user) return { ok: false } as const;
        await tx.delete(sessions).where(eq(sessions.userId, user.id));
        await retireAccountTokens(tx, user.id, RETIRED_BY_PASSWORD_CHANGE);
        await tx
          .update(properties)
          .set({ ownerUserId: user.id })
          .where(
            and(
              isNull(properties.ownerUserId),
              sql`lower(${properties.customerEmail}) = ${normalise(user.email)}`,
            ),
          );
        return { ok: true, email: user.email } as const;
      });
    },

    /**
     * A new verification link, for a pending sign-up only; the same answer for any address. The link
     * carries the password of the newest sign-up, as its own e-mail's did.
     */
    async resendVerification(email: string, from: RequestOrigin): Promise<{ status: 'sent' } | RateLimited> {
      const limited = await hit(pairs.resend, from.ip, email);
      if (limited) return limited;
      const account = await accountByEmail(email);
      if (account && isPending(account)) {
        await db.transaction(async (tx) => {
          const token = await issueAccountToken(tx, {
            userId: account.id,
            purpose: 'verify_email',
            passwordHash: account.passwordHash,
          });
          // An answer to the request just made: in its page's language.
          const language = from.language ?? 'en';
          await mailer.verify(tx, { ...account, language }, links(from.origin, language).verify(token));
        });
      }
      return { status: 'sent' };
    },

    /** A reset link (1 hour) to the address, when it has an account; the same answer for any address. */
    async requestPasswordReset(
      email: string,
      from: RequestOrigin,
    ): Promise<{ status: 'sent' } | RateLimited> {
      const limited = await hit(pairs.reset, from.ip, email);
      if (limited) return limited;
      const account = await accountByEmail(email);
      if (account) {
        await db.transaction(async (tx) => {
          const token = await issueAccountToken(tx, { userId: account.id, purpose: 'reset_password' });
          const language = from.language ?? 'en';
          await mailer.reset(tx, { ...account, language }, links(from.origin, language).reset(token));
        });
      }
      return { status: 'sent' };
    },

    /** Whether a reset link still works (the page shows the form, or says the link is spent). */
    isResetTokenUsable(token: string): Promise<boolean> {
      return isAccountTokenUsable(db, token, 'reset_password');
    },

    /**
     * Sets the new password of a reset link's account, uses the link up, and ends every session of
     * the account; every other reset, verification and change-of-address link stops working. The
     * link proves the mailbox, so an unverified address counts as verified now.
     */
    async resetPassword(token: string, password: string, origin: string): Promise<ResetPasswordResult> {
      const problem = passwordProblem(password);
      if (problem) return { status: 'password', problem };
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const used = await consumeAccountToken(tx, token, 'reset_password');
        if (!used) return { status: 'invalid-token' } as const;
        const [user] = await tx
          .update(users)
          .set({
            passwordHash,
            emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, used.userId))
          .returning({ email: users.email, name: users.name, language: users.language });
        if (!user) return { status: 'invalid-token' } as const;
        await tx.delete(sessions).where(eq(sessions.userId, used.userId));
        await retireAccountTokens(tx, used.userId, RETIRED_BY_PASSWORD_CHANGE);
        await mailer.changed(tx, user, links(origin, user.language).forgot);
        return { status: 'reset' } as const;
      });
    },

    /**
     * /change-password: the current password, then the new one. Every other session of the account
     * ends; `sessionId` (the request's own) stays. Reset, verification and change-of-address links
     * sent before stop working.
     */
    async changePassword(input: {
      userId: string;
      sessionId: string | null;
      current: string;
      password: string;
      origin: string;
    }): Promise<ChangePasswordResult> {
      const allowed = await changeLimiter.hit(input.userId);
      if (!allowed.isAllowed) return { status: 'rate-limited', retryAfterSeconds: allowed.retryAfterSeconds };
      const [account] = await db
        .select({
          passwordHash: users.passwordHash,
          email: users.email,
          name: users.name,
          language: users.language,
        })
        .from(users)
        .where(eq(users.id, input.userId))
        .limit(1);
      if (!account || !(await verifyPassword(account.passwordHash, input.current))) {
        return { status: 'wrong-current' };
      }
      const problem = passwordProblem(input.password);
      if (problem) return { status: 'password', problem };
      const passwordHash = await hashPassword(input.password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, input.userId));
        await tx
          .delete(sessions)
          .where(
            input.sessionId
              ? and(eq(sessions.userId, input.userId), ne(sessions.id, input.sessionId))
              : eq(sessions.userId, input.userId),
          );
        await retireAccountTokens(tx, input.userId, RETIRED_BY_PASSWORD_CHANGE);
        await mailer.changed(tx, account, links(input.origin, account.language).forgot);
      });
      return { status: 'changed' };
    },
  };
}

export type AccountLifecycle = ReturnType<typeof createAccountLifecycle>;
