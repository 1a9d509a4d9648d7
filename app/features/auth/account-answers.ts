import { accounts } from '../../../shared/i18n/en/accounts.ts';

// Small pieces the account pages' actions share (server side; no server import, so safe anywhere).

const m = accounts.accounts.validation;

/** The message under the password field for what the server's policy refused. */
export function passwordMessage(problem: 'tooShort' | 'tooLong' | 'common'): string {
  return { tooShort: m.passwordTooShort, tooLong: m.passwordTooLong, common: m.passwordCommon }[problem];
}

/** The Retry-After header of a refused (429) form post. */
export function retryAfterHeaders(seconds: number): HeadersInit {
  return { 'Retry-After': String(seconds) };
}

/** The whole-form refusal an account page's action answered, if any (for AccountFormAlert). */
export function failureOf(data: unknown): {
  formError: 'rateLimited' | 'unexpected' | null;
  retryAfterSeconds?: number;
} {
  if (!data || typeof data !== 'object') return { formError: null };
  const answer = data as { formError?: 'rateLimited' | 'unexpected'; retryAfterSeconds?: number };
  return { formError: answer.formError ?? null, retryAfterSeconds: answer.retryAfterSeconds };
}
