import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { registerValidationMessages } from '../i18n/validation-keys.ts';
import { agents } from '../i18n/en/agents.ts';
import { PHONE_MAX_LENGTH, PHONE_MIN_DIGITS } from './limits.ts';
import { isCleanText, requestMessages } from './text.ts';

/**
 * The add/edit agent form (spec 3: profile logo, full name, designation, phone, email, landline,
 * description, address, address 2, country, state, city, zip code, social links). The browser
 * (Conform) and the route action parse with this schema. Saving agents is not part of the spec, so
 * the action only validates and says so.
 */
const m = agents.agents.validation;
registerValidationMessages('agents.validation', m);
const tooLong = (max: number) => m.tooLong.replace('{{max}}', String(max));

const required = (message: string, max = 120) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, tooLong(max))
    .refine(isCleanText, requestMessages.controlCharacters);

const optional = (max = 120) =>
  z.string().trim().max(max, tooLong(max)).refine(isCleanText, requestMessages.controlCharacters).optional();

const phoneDigits = (value: string) => value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;

const optionalUrl = lazySchema(() =>
  z
    .string()
    .trim()
    .max(300, tooLong(300))
    .refine((value) => /^https?:\/\/[^\s]+\.[^\s]+$/i.test(value), m.urlInvalid)
    .optional(),
);

export const SOCIAL_FIELDS = [
  'facebook',
  'twitter',
  'linkedin',
  'googlePlus',
  'instagram',
  'tumbler',
] as const;

export const agentFormSchema = lazySchema(() =>
  z.object({
    fullName: required(m.fullNameRequired, 100),
    designation: required(m.designationRequired, 100),
    phone: z
      .string({ error: m.phoneRequired })
      .trim()
      .min(1, m.phoneRequired)
      .max(PHONE_MAX_LENGTH, tooLong(PHONE_MAX_LENGTH))
      .refine(phoneDigits, m.phoneInvalid),
    email: z
      .string({ error: m.emailRequired })
      .trim()
      .min(1, m.emailRequired)
      .max(254, tooLong(254))
      .pipe(z.email(m.emailInvalid)),
    landline: z
      .string()
      .trim()
      .max(PHONE_MAX_LENGTH, tooLong(PHONE_MAX_LENGTH))
      .refine(phoneDigits, m.phoneInvalid)
      .optional(),
    description: optional(2000),
    address: required(m.addressRequired, 200),
    address2: optional(200),
    country: required(m.countryRequired, 80),
    state: optional(80),
    city: required(m.cityRequired, 80),
    zip: optional(12),
    facebook: optionalUrl,
    twitter: optionalUrl,
    linkedin: optionalUrl,
    googlePlus: optionalUrl,
    instagram: optionalUrl,
    tumbler: optionalUrl,
  }),
);

export type AgentFormValues = z.input<typeof agentFormSchema>;
