import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { accountTokens } from '../db/schema.ts';
import type { DbOrTransaction } from '../mail/outbox.ts';
import type { AccountTokenPurpose } from '../../shared/domain/account.ts';
import { randomToken, sha256 } from './tokens.ts';

/** How long each kind of link works. */
export const TOKEN_LIFETIME_SECONDS = {
  verify_email: 24 * 3600,
  reset_password: 3600,
  change_email: 24 * 3600,
  // The old address's way back after a change of address (issue 27): a week, so an owner who reads
  // their mail only now and then still can.
  undo_email_change: 7 * 24 * 3600,
} as const satisfies Record<AccountTokenPurpose, number>;

/**
 * The links a change of password (or a reset) leaves unusable: whoever changed it may have been
 * someone else holding them. The old address's undo links stay: they are its owner's way back.
 */
export const RETIRED_BY_PASSWORD_CHANGE = [
  'verify_email',
  'reset_password',
  'change_email',
] as const satisfies readonly AccountTokenPurpose[];

/**
 * Issues a single-use link token for a user: 256 random bits, returned this once for the e-mail;
 * the database keeps only its SHA-256. Earlier unused tokens of the same purpose stop working, so
 * only the newest e-mail's link does; undo links excepted: each puts back the address it was sent
 * to, and a later change of address must not take the earlier owner's way back away.
 */
export async function issueAccountToken(
  tx: DbOrTransaction,
  input: { userId: string; purpose: AccountTokenPurpose; newEmail?: string; passwordHash?: string },
): Promise<string> {
  const token = randomToken();
  if (input.purpose !== 'undo_email_change') {
    await retireAccountTokens(tx, input.userId, [input.purpose]);
  }
  await tx.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: sha256(token),
    newEmail: input.newEmail ?? null,
    passwordHash: input.passwordHash ?? null,
    expiresAt: sql`now() + make_interval(secs => ${TOKEN_LIFETIME_SECONDS[input.purpose]}::int)`,
  });
  return token;
}

/** Makes the account's unused links of these purposes unusable (all but `except`, if given). */
export async function retireAccountTokens(
  tx: DbOrTransaction,
  userId: string,
  purposes: readonly AccountTokenPurpose[],
  except?: string,
): Promise<void> {
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, userId),
        inArray(accountTokens.purpose, [...purposes]),
        isNull(accountTokens.usedAt),
        ...(except ? [ne(accountTokens.id, except)] : []),
      ),
    );
}

/**
 * Uses a token: one atomic UPDATE marks it used only if it is unused and unexpired, so of two
 * clicks at once exactly one gets the row. null: unknown, used, expired or of another purpose.
 * Call it inside the transaction that does what the link is for, so a failure un-uses it.
 */
export async function consumeAccountToken(
  tx: DbOrTransaction,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<{
  id: string;
  userId: string;
  newEmail: string | null;
  passwordHash: string | null;
} | null> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({
      id: accountTokens.id,
      userId: accountTokens.userId,
      newEmail: accountTokens.newEmail,
      passwordHash: accountTokens.passwordHash,
    });
  return row ?? null;
}

/** Whether a token would still work (shows the reset form, or says the link is spent), without using it. */
export async function isAccountTokenUsable(
  tx: DbOrTransaction,
  token: string,
  purpose: AccountTokenPurpose,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .limit(1);
  return Boolean(row);
}
