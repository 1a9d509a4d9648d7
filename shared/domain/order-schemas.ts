import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';
import { registerValidationMessages } from '../i18n/validation-keys.ts';
import { checkout } from '../i18n/en/checkout.ts';
import { PACKAGE_KEYS } from './account.ts';
import { PHONE_MAX_LENGTH, PHONE_MIN_DIGITS } from './limits.ts';
import { BILLING_COUNTRY_CODES } from './orders.ts';
import { isCleanText } from './text.ts';

/**
 * The checkout's billing form (spec 3 "Billing form", required markers of spec 5: name, email,
 * country, street, town/city, state, postcode, phone), the plan chooser and the coupon box. The
 * browser (Conform) and the route actions parse with these same schemas; empty fields arrive as
 * undefined (Conform's parse).
 */

const m = checkout.checkout.validation;
registerValidationMessages('checkout.validation', m);

export const BILLING_LIMITS = {
  name: 100,
  email: 254,
  company: 120,
  street: 200,
  apartment: 100,
  city: 100,
  province: 100,
  postalCode: 12,
  additionalInformation: 1000,
  coupon: 32,
} as const;

const tooLong = (max: number) => m.tooLong.replace('{{max}}', String(max));

const requiredText = (message: string, max: number) =>
  z
    .string({ error: message })
    .refine(isCleanText, m.controlCharacters)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, message).max(max, tooLong(max)));

const optionalText = (max: number) =>
  z
    .string()
    .refine(isCleanText, m.controlCharacters)
    .transform((v) => v.trim())
    .pipe(z.string().max(max, tooLong(max)))
    .optional()
    .transform((v) => v ?? '');

/** Only the digits are kept (as every phone field of the site, spec 5): 10 to 15 of them. */
const phoneDigits = (invalid: string) =>
  z
    .string()
    .refine(isCleanText, m.controlCharacters)
    .transform((v) => v.replace(/\D/g, ''))
    .pipe(z.string().min(PHONE_MIN_DIGITS, invalid).max(PHONE_MAX_LENGTH, invalid));

const CANADIAN_POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[ -]?(\d[ABCEGHJ-NPRSTV-Z]\d)$/i;
const US_ZIP = /^\d{5}(?:-\d{4})?$/;
const OTHER_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;

/** A postcode as the country writes it: Canada "E1C 1B9" (upper case, one space), US ZIP, others loosely. */
export function normalisePostalCode(country: string, value: string): string | null {
  const text = value.trim().replace(/\s+/g, ' ');
  if (country === 'CA') {
    const match = CANADIAN_POSTAL_CODE.exec(text);
    return match ? `${match[1]} ${match[2]}`.toUpperCase() : null;
  }
  if (country === 'US') return US_ZIP.test(text) ? text : null;
  return OTHER_POSTCODE.test(text) ? text.toUpperCase() : null;
}

export const planField = lazySchema(() => z.enum(PACKAGE_KEYS, { error: m.planRequired }));

export const billingSchema = lazySchema(() =>
  z
    .object({
      plan: planField,
      name: requiredText(m.nameRequired, BILLING_LIMITS.name),
      email: requiredText(m.emailRequired, BILLING_LIMITS.email).pipe(z.email({ error: m.emailInvalid })),
      company: optionalText(BILLING_LIMITS.company),
      country: z.enum(BILLING_COUNTRY_CODES, { error: m.countryRequired }),
      street: requiredText(m.streetRequired, BILLING_LIMITS.street),
      apartment: optionalText(BILLING_LIMITS.apartment),
      city: requiredText(m.cityRequired, BILLING_LIMITS.city),
      province: requiredText(m.provinceRequired, BILLING_LIMITS.province),
      postalCode: requiredText(m.postalCodeRequired, BILLING_LIMITS.postalCode),
      phone: z
        .string({ error: m.phoneRequired })
        .max(PHONE_MAX_LENGTH * 2, m.phoneInvalid)
        .pipe(phoneDigits(m.phoneInvalid)),
      landline: z
        .string()
        .max(PHONE_MAX_LENGTH * 2, m.landlineInvalid)
        .pipe(phoneDigits(m.landlineInvalid))
        .optional()
        .transform((v) => v ?? ''),
      additionalInformation: optionalText(BILLING_LIMITS.additionalInformation),
      coupon: optionalText(BILLING_LIMITS.coupon),
    })
    .transform((value, ctx) => {
      const postalCode = normalisePostalCode(value.country, value.postalCode);
      if (postalCode === null) {
        ctx.addIssue({ code: 'custom', path: ['postalCode'], message: m.postalCodeInvalid });
        return z.NEVER;
      }
      return { ...value, postalCode };
    }),
);

export type BillingInput = z.input<typeof billingSchema>;
export type BillingDetails = z.output<typeof billingSchema>;

/** The key that makes placing one order twice (a double click, a resent form) store it once. */
export const orderKeySchema = lazySchema(() => z.uuid());

/** What the checkout page reads of its query: ?plan=basic|platinum|standard. */
export const checkoutQuerySchema = lazySchema(() =>
  z.object({ plan: planField.optional().catch(undefined) }),
);

/** The coupon box's "Apply Coupon": only the plan and the code are read (the billing form may be blank). */
export const couponApplySchema = lazySchema(() =>
  z.object({
    plan: planField,
    coupon: optionalText(BILLING_LIMITS.coupon),
  }),
);

/** The admin's order buttons: record the payment, or cancel a pending order. */
export const ORDER_ADMIN_INTENTS = ['paid', 'cancel'] as const;
export const orderAdminActionSchema = lazySchema(() =>
  z.object({ id: z.uuid(), intent: z.enum(ORDER_ADMIN_INTENTS) }),
);
