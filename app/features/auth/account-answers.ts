import type { SubmissionResult } from '@conform-to/react';
import { accounts } from '../../../shared/i18n/en/accounts.ts';
import { formError } from '../../responses.ts';

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

/** A route module's `headers`: the Retry-After of a refused (429) form post reaches the browser. */
export function forwardRetryAfter({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get('Retry-After');
  return retryAfter ? { 'Retry-After': retryAfter } : new Headers();
}

/**
 * A route module's `headers` for the pages with one person's data or an e-mailed link's token (the
 * account area, the admin console, the account links; issue 27): never kept by any cache, the
 * browser's back-forward cache included. A refused post's Retry-After still reaches the browser.
 */
export function privatePageHeaders({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const retryAfter = actionHeaders.get('Retry-After');
  return {
    'Cache-Control': 'private, no-store',
    ...(retryAfter ? { 'Retry-After': retryAfter } : {}),
  };
}

type Reply = (options?: { fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>;

/**
 * The refusals the account forms share: a new password the policy refused (400, under the
 * password field) and too many requests (429, with when to try again).
 */
export function refusalAnswer(
  result:
    | { status: 'password'; problem: 'tooShort' | 'tooLong' | 'common' }
    | { status: 'rate-limited'; retryAfterSeconds: number },
  reply: Reply,
) {
  if (result.status === 'password') {
    return formError(400, {
      result: reply({ fieldErrors: { password: [passwordMessage(result.problem)] } }),
    });
  }
  return formError(
    429,
    { result: reply(), formError: 'rateLimited' as const, retryAfterSeconds: result.retryAfterSeconds },
    retryAfterHeaders(result.retryAfterSeconds),
  );
}

/** A failure of ours (logged by the caller): the form stays, with the whole-form message. */
export function unexpectedAnswer(reply: Reply) {
  return formError(500, { result: reply(), formError: 'unexpected' as const });
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
