import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { registerValidationMessages } from '../i18n/validation-keys.ts';
import { accounts } from '../i18n/en/accounts.ts';
import { PHONE_MAX_LENGTH, PHONE_MIN_DIGITS } from './limits.ts';
import { SIGNUP_ROLES, USERNAME_MAX_LENGTH, USERNAME_PATTERN } from './account.ts';
import { isCleanText } from './text.ts';

/**
 * The account forms (issue 17): create account, resend verification, forgot / reset / change
 * password. The browser (Conform) and the route actions parse with these same schemas. The common-
 * password check needs the list of a package too large for the browser: the server adds it
 * (server/auth/password-policy.ts), its message under the password field like the others.
 */

const m = accounts.accounts.validation;
registerValidationMessages('accounts.validation', m);

/** OWASP ASVS level 2 (2.1.1, 2.1.2): 12 to 128 characters, counted as characters, not bytes. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

const tooLong = (max: number) => m.tooLong.replace('{{max}}', String(max));

const required = (message: string) => z.string({ error: message }).refine(isCleanText, m.controlCharacters);

/** Counted in Unicode characters (an emoji is one), as a person counts them. */
const characters = (value: string) => [...value].length;

/**
 * A new password: any characters (spaces and emoji included, nothing trimmed), 12 to 128 of them.
 * No composition rules (ASVS 2.1.9); the common-password refusal comes from the server.
 */
export const newPassword = () =>
  z
    .string({ error: m.passwordRequired })
    .min(1, m.passwordRequired)
    .refine(isCleanText, m.controlCharacters)
    .refine((v) => characters(v) >= PASSWORD_MIN_LENGTH, m.passwordTooShort)
    .refine((v) => characters(v) <= PASSWORD_MAX_LENGTH, m.passwordTooLong);

export const emailField = () =>
  required(m.emailRequired)
    .trim()
    .min(1, m.emailRequired)
    .max(EMAIL_MAX_LENGTH, m.emailInvalid)
    .pipe(z.email({ error: m.emailInvalid }));

const USERNAME = new RegExp(USERNAME_PATTERN);

export const signUpSchema = lazySchema(() =>
  z.object({
    name: required(m.nameRequired)
      .trim()
      .min(1, m.nameRequired)
      .max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH)),
    email: emailField(),
    username: required(m.usernameRequired)
      .trim()
      .min(1, m.usernameRequired)
      .max(USERNAME_MAX_LENGTH, m.usernameInvalid)
      .regex(USERNAME, m.usernameInvalid),
    password: newPassword(),
    // Only the digits are kept (as the enquiry forms do, spec 5): at least 10, at most 15.
    phone: required(m.phoneRequired)
      .trim()
      .min(1, m.phoneRequired)
      .max(PHONE_MAX_LENGTH, m.phoneInvalid)
      .transform((v) => v.replace(/\D/g, ''))
      .pipe(z.string().min(PHONE_MIN_DIGITS, m.phoneInvalid).max(PHONE_MAX_LENGTH, m.phoneInvalid)),
    role: z.enum(SIGNUP_ROLES, { error: m.roleRequired }),
    terms: z.boolean({ error: m.termsRequired }).refine((v) => v, { error: m.termsRequired }),
  }),
);
export type SignUpInput = z.output<typeof signUpSchema>;

/** Resend the verification e-mail; ask for a reset link. */
export const emailOnlySchema = lazySchema(() => z.object({ email: emailField() }));

/** A link's token: 256 random bits, base64url (43 characters). */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const token = () => z.string().regex(TOKEN_PATTERN);

export const verifyEmailSchema = lazySchema(() => z.object({ token: token() }));

const confirm = () => z.string({ error: m.confirmRequired }).min(1, m.confirmRequired);
const matches = { path: ['confirm'], error: m.confirmMismatch };

export const resetPasswordSchema = lazySchema(() =>
  z
    .object({ token: token(), password: newPassword(), confirm: confirm() })
    .refine((v) => v.password === v.confirm, matches),
);

export const changePasswordSchema = lazySchema(() =>
  z
    .object({
      current: z.string({ error: m.currentRequired }).min(1, m.currentRequired).max(1024),
      password: newPassword(),
      confirm: confirm(),
    })
    .refine((v) => v.password === v.confirm, matches),
);
