import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/domain/account-schemas.ts';

/**
 * OWASP ASVS level 2 (2.1.7): a new password is refused when it is among commonly used passwords.
 * The list is the maintained one the strength meter uses too (@zxcvbn-ts/language-common, about 49,000
 * passwords from public breach corpora), compared regardless of case; only its entries of
 * 12 characters or more can matter, so only those are kept in memory (built once, on first use).
 */
let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    dictionary['passwords-common']
      .filter((entry) => entry.length >= PASSWORD_MIN_LENGTH)
      .map((entry) => entry.toLowerCase()),
  );
  return common;
}

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common';

/** What is wrong with a new password, or null when it may be used. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (commonPasswords().has(password.toLowerCase())) return 'common';
  return null;
}
