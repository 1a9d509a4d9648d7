import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { registerValidationMessages } from '../i18n/validation-keys.ts';
import { account } from '../i18n/en/account.ts';
import { PHONE_MAX_LENGTH, PHONE_MIN_DIGITS } from './limits.ts';
import { PROFILE_SOCIAL_NETWORKS, type SocialLinks } from './account.ts';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from './account-schemas.ts';
import { normalizePostalCode } from './address.ts';
import { PROVINCE_NAMES } from './options.ts';
import { isCleanText } from './text.ts';

/**
 * The profile form (spec 3 "Profile form": name, email, title, phone, address, city, province,
 * postal code, about, social links). The browser (Conform) and /my-profile's action parse with it.
 */

const m = account.account.profile.validation;
registerValidationMessages('account.profile.validation', m);
const tooLong = (max: number) => m.tooLong.replace('{{max}}', String(max));

export const PROFILE_LIMITS = {
  title: 80,
  address: 200,
  city: 80,
  about: 2000,
  url: 300,
} as const;

/**
 * An optional text: trimmed, '' when left empty, at most `max` characters. (No `.pipe(z.string())`:
 * Conform turns an empty string into undefined for every string schema it finds, piped ones too.)
 */
const optionalText = (max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v ?? '').trim())
    .refine(isCleanText, m.controlCharacters)
    .refine((v) => [...v].length <= max, tooLong(max));

const socialLink = lazySchema(() =>
  optionalText(PROFILE_LIMITS.url).refine((v) => {
    if (v === '') return true;
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, m.urlInvalid),
);

export const profileSchema = lazySchema(() =>
  z.object({
    name: z
      .string({ error: m.nameRequired })
      .refine(isCleanText, m.controlCharacters)
      .trim()
      .min(1, m.nameRequired)
      .max(NAME_MAX_LENGTH, tooLong(NAME_MAX_LENGTH)),
    email: z
      .string({ error: m.emailRequired })
      .refine(isCleanText, m.controlCharacters)
      .trim()
      .min(1, m.emailRequired)
      .max(EMAIL_MAX_LENGTH, m.emailInvalid)
      .pipe(z.email({ error: m.emailInvalid })),
    title: optionalText(PROFILE_LIMITS.title),
    // Only the digits are kept (as the other forms do, spec 5): 10 to 15 of them, or none.
    phone: optionalText(PHONE_MAX_LENGTH + 10)
      .transform((v) => v.replace(/\D/g, ''))
      .refine(
        (v) => v === '' || (v.length >= PHONE_MIN_DIGITS && v.length <= PHONE_MAX_LENGTH),
        m.phoneInvalid,
      ),
    address: optionalText(PROFILE_LIMITS.address),
    city: optionalText(PROFILE_LIMITS.city),
    province: optionalText(40).refine(
      (v) => v === '' || (PROVINCE_NAMES as readonly string[]).includes(v),
      m.provinceInvalid,
    ),
    postalCode: optionalText(10)
      .refine((v) => v === '' || normalizePostalCode(v) !== null, m.postalCodeFormat)
      .transform((v) => (v === '' ? '' : (normalizePostalCode(v) ?? v))),
    about: optionalText(PROFILE_LIMITS.about),
    facebook: socialLink,
    x: socialLink,
    linkedin: socialLink,
    instagram: socialLink,
    youtube: socialLink,
  }),
);

export type ProfileInput = z.output<typeof profileSchema>;

/** The stored profile as the form shows it. */
export type Profile = {
  name: string;
  email: string;
  title: string;
  phone: string;
  address: string;
  city: string;
  province: string;
  postalCode: string;
  about: string;
  socialLinks: SocialLinks;
};

/** The social links of a parsed form, without the empty ones. */
export function socialLinksOf(input: ProfileInput): SocialLinks {
  return Object.fromEntries(
    PROFILE_SOCIAL_NETWORKS.flatMap((network) => (input[network] ? [[network, input[network]]] : [])),
  );
}
