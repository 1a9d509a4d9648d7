import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Prefix of personal API tokens, so they are recognisable (and findable by secret scanners). */
export const API_TOKEN_PREFIX = 'mpt_';

/** 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomToken()}`;
}

/** Tokens are stored only as their SHA-256: a database leak does not hand out live sessions. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Constant-time string comparison (for CSRF tokens). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
