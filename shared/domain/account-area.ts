// The account area's vocabulary (issue 17). No zod here: the pages import it in the browser.

/** Where one of the account's properties stands, as My Properties and the dashboard say it. */
export const ACCOUNT_PROPERTY_STATES = ['review', 'public', 'closed', 'archived'] as const;
export type AccountPropertyState = (typeof ACCOUNT_PROPERTY_STATES)[number];

/**
 * A property's state from its flags: archived (withdrawn or taken down) first, then awaiting review
 * (not verified yet), then rented or sold (still shown, with its overlay), else public.
 */
export function accountStateOf(flags: {
  isVerified: boolean;
  isClosed: boolean;
  isArchived: boolean;
}): AccountPropertyState {
  if (flags.isArchived) return 'archived';
  if (!flags.isVerified) return 'review';
  if (flags.isClosed) return 'closed';
  return 'public';
}
