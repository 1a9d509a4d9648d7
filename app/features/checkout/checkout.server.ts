// Loader/action-only helpers of /checkout and /payment (zod and the services stay out of the
// browser bundle): who is ordering, and the checks every order form's post passes.
import { redirect } from 'react-router';
import type { RequestEnv } from '../../context.ts';
import { loginHref } from './login-href.ts';

/** The signed-in person of a page request (the session cookie; bearer tokens do not sign in pages). */
export async function pageAccount(env: RequestEnv, request: Request) {
  const current = await env.services.auth.authenticate(request);
  return current?.via === 'cookie' ? current : null;
}

/**
 * An order form's post: signed in (else to the login page and back to the checkout), passing the
 * CSRF rule of every signed-in write (the session's token, from this origin; issue 27). Returns the
 * account and the form, read through the form guard.
 */
export async function readAccountForm(env: RequestEnv, request: Request) {
  const account = await pageAccount(env, request);
  if (!account) throw redirect(loginHref('/checkout'), 303);
  await env.services.auth.checkPageWrite(account, request);
  const form = await env.readForm(request, { maxParts: 40, maxFiles: 0 });
  return { account, form };
}

/** Pages with a person's billing details or a per-visit order key: never kept by any cache. */
export function privateHeaders() {
  return { 'Cache-Control': 'private, no-store' };
}
