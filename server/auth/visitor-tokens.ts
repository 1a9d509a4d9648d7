import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { visitorTokens } from '../db/schema.ts';
import type { VisitorTokenPurpose } from '../../shared/domain/showings.ts';
import type { DbOrTransaction } from '../mail/outbox.ts';
import { randomToken, sha256 } from './tokens.ts';

/**
 * The links e-mailed to visitors without an account (issue 30): a showing's manage link, an
 * alert's confirmation and unsubscribe links. Like account_tokens (ADR 038): only the SHA-256 of a
 * token is stored, each names what it acts on (`subjectId`) and when it expires; a single-use one
 * is used by one UPDATE … WHERE used_at IS NULL, in the transaction of what it does.
 */

/** Whether a value can be a token at all: anything else is answered as a link that has expired. */
export function isTokenShaped(token: unknown): token is string {
  return typeof token === 'string' && token.length >= 20 && token.length <= 100;
}

/** A new link for `subjectId`; the token itself is returned, to put in the e-mail, and never stored. */
export async function issueVisitorToken(
  tx: DbOrTransaction,
  link: { purpose: VisitorTokenPurpose; subjectId: string; expiresAt: Date },
): Promise<string> {
  const token = randomToken();
  await tx.insert(visitorTokens).values({ ...link, tokenHash: sha256(token) });
  return token;
}

/** Every link of the subject not used yet stops working (a newer e-mail's, or none, will). */
export async function retireVisitorTokens(tx: DbOrTransaction, subjectId: string): Promise<void> {
  await tx
    .update(visitorTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(visitorTokens.subjectId, subjectId), isNull(visitorTokens.usedAt)));
}

/** The condition of a token of this purpose that has not expired at `now` (used or not). */
export function visitorTokenOf(token: string, purpose: VisitorTokenPurpose, now: Date) {
  return and(
    eq(visitorTokens.tokenHash, sha256(token)),
    eq(visitorTokens.purpose, purpose),
    gt(visitorTokens.expiresAt, now),
  );
}

/** What a live (unused, unexpired) link acts on, without using it: the page a GET shows. */
export async function peekVisitorToken(
  tx: DbOrTransaction,
  token: string,
  purpose: VisitorTokenPurpose,
  now: Date,
): Promise<string | null> {
  if (!isTokenShaped(token)) return null;
  const [found] = await tx
    .select({ subjectId: visitorTokens.subjectId })
    .from(visitorTokens)
    .where(and(visitorTokenOf(token, purpose, now), isNull(visitorTokens.usedAt)));
  return found?.subjectId ?? null;
}

/** Uses a single-use link, once (a parallel second use finds it used): what it acts on, or null. */
export async function consumeVisitorToken(
  tx: DbOrTransaction,
  token: string,
  purpose: VisitorTokenPurpose,
  now: Date,
): Promise<string | null> {
  if (!isTokenShaped(token)) return null;
  const [used] = await tx
    .update(visitorTokens)
    .set({ usedAt: sql`now()` })
    .where(and(visitorTokenOf(token, purpose, now), isNull(visitorTokens.usedAt)))
    .returning({ subjectId: visitorTokens.subjectId });
  return used?.subjectId ?? null;
}

/** What a link acted on, whatever its state (a used or expired link's page offers a way forward). */
export async function subjectOfVisitorToken(tx: DbOrTransaction, token: string): Promise<string | null> {
  if (!isTokenShaped(token)) return null;
  const [found] = await tx
    .select({ subjectId: visitorTokens.subjectId })
    .from(visitorTokens)
    .where(eq(visitorTokens.tokenHash, sha256(token)));
  return found?.subjectId ?? null;
}
