// Vocabulary of accounts, listing packages and orders (issue 17), defined once for the browser, the
// server and the database schema (server/db/schema.ts turns these lists into CHECK constraints).

/** The spec's "Signup As" choices (spec 3 "Account form"); 'admin' is only made by admin:create. */
export const SIGNUP_ROLES = ['customer', 'agent', 'agency'] as const;
export type SignupRole = (typeof SIGNUP_ROLES)[number];

/**
 * A username: 3 to 30 letters, digits, dots, hyphens or underscores, starting with a letter or a
 * digit. Unique regardless of case (a unique index on lower(username)).
 */
export const USERNAME_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._-]{2,29}$';
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 30;

/** The profile form's social links (spec 3 "Profile form"), by network. */
export const PROFILE_SOCIAL_NETWORKS = ['facebook', 'x', 'linkedin', 'instagram', 'youtube'] as const;
export type SocialNetwork = (typeof PROFILE_SOCIAL_NETWORKS)[number];
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

/**
 * What a single-use e-mailed link is for; only the SHA-256 of its token is stored. 'undo_email_change'
 * goes to the old address when the address changes (issue 27): it puts that address back.
 */
export const ACCOUNT_TOKEN_PURPOSES = [
  'verify_email',
  'reset_password',
  'change_email',
  'undo_email_change',
] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** Listing packages sold on invoice (spec 9: Basic 49, Platinum 99, Standard 199). */
export const PACKAGE_KEYS = ['basic', 'platinum', 'standard'] as const;
export type PackageKey = (typeof PACKAGE_KEYS)[number];

export const ORDER_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** New Brunswick HST, in basis points (15 %). Stored on each order with the amounts it produced. */
export const NB_HST_RATE_BP = 1500;

/**
 * The tax in cents on a net amount in cents, rounded half away from zero — the same arithmetic as
 * the orders table's CHECK (round(net * rate / 10000) on numerics), so the database accepts it.
 */
export function taxCents(netCents: number, rateBp: number = NB_HST_RATE_BP): number {
  return Math.round((netCents * rateBp) / 10_000);
}
