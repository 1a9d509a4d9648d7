import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountTokens } from '../db/schema.ts';
import type { DbOrTransaction } from '../mail/outbox.ts';
import type { AccountTokenPurpose } from '../../shared/domain/account.ts';
import { randomToken, sha256 } from './tokens.ts';

/** How long each kind of link works. */
export const TOKEN_LIFETIME_SECONDS = {
  verify_email: 24 * 3600,
  reset_password: 3600,
  change_email: 24 * 3600,
} as const satisfies Record<AccountTokenPurpose, number>;

/**
 * Issues a single-use link token for a user: 256 random bits, returned this once for the e-mail;
 * the database keeps only its SHA-256. Earlier unused tokens of the same purpose stop working, so
 * only the newest e-mail's link does.
 */
export async function issueAccountToken(
  tx: DbOrTransaction,
  input: { userId: string; purpose: AccountTokenPurpose; newEmail?: string },
): Promise<string> {
  const token = randomToken();
  await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountTokens.userId, input.userId),
        eq(accountTokens.purpose, input.purpose),
        isNull(accountTokens.usedAt),
      ),
    );
  await tx.insert(accountTokens).values({
    userId: input.userId,
    purpose: input.purpose,
    tokenHash: sha256(token),
    newEmail: input.newEmail ?? null,
    expiresAt: sql`now() + make_interval(secs => ${TOKEN_LIFETIME_SECONDS[input.purpose]}::int)`,
  });
  return token;
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
): Promise<{ userId: string; newEmail: string | null } | null> {
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
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
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
