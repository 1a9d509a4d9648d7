import { createAccountArea, type AccountAreaOptions } from './area.ts';
import { createAccountLifecycle, type AccountLimits } from './lifecycle.ts';

export { DASHBOARD_WINDOW_DAYS, MERGE_LIMIT } from './area.ts';
export type {
  EmailChangeResult,
  EmailUndoResult,
  ListedFigures,
  OwnedProperty,
  ProfileResult,
} from './area.ts';
export { DEFAULT_ACCOUNT_LIMITS } from './lifecycle.ts';
export type {
  AccountLimits,
  ChangePasswordResult,
  RateLimited,
  RequestOrigin,
  ResetPasswordResult,
  SignUpResult,
} from './lifecycle.ts';
export { signedInOnly } from './page-guard.ts';

export type AccountsOptions = AccountAreaOptions & { limits?: AccountLimits | undefined };

/**
 * The account module (issues 17, 27, 30): one service for all an account holder does. Its life
 * (sign-up, e-mail verification, password reset and change; lifecycle.ts), and its area (its
 * properties and their figures, bookmarks, the profile and changes of address; area.ts), with one
 * page guard, `requirePage`, for every account page (the account API's guard is `signedInOnly`).
 * The e-mails it sends are in account-mail.ts; its single-use links are the auth layer's
 * account_tokens (server/auth/account-tokens.ts), which sign-in and sessions share.
 */
export function createAccounts(deps: AccountsOptions) {
  const lifecycle = createAccountLifecycle(deps);
  const area = createAccountArea(deps);
  // One name, one meaning: a method in both halves would silently hide one of them.
  const overlap: Extract<keyof typeof lifecycle, keyof typeof area> extends never ? true : never = true;
  void overlap;
  return { ...lifecycle, ...area };
}

export type Accounts = ReturnType<typeof createAccounts>;
