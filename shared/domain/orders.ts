// Listing-package orders on invoice (issue 17): the billing form's countries, coupons, and the
// arithmetic of an order's amounts. Pure and small: the checkout page, the order service and the
// configuration all use these same functions, so the page shows exactly what the order stores.
import { NB_HST_RATE_BP, taxCents } from './account.ts';
import type { Language } from '../i18n/languages.ts';

/** The checkout's countries (spec 9: United States, United Kingdom, India, Canada), Canada first. */
export const BILLING_COUNTRIES = [
  { code: 'CA', name: 'Canada', nameFr: 'Canada' },
  { code: 'US', name: 'United States', nameFr: 'États-Unis' },
  { code: 'GB', name: 'United Kingdom', nameFr: 'Royaume-Uni' },
  { code: 'IN', name: 'India', nameFr: 'Inde' },
] as const;
export type BillingCountryCode = (typeof BILLING_COUNTRIES)[number]['code'];
export const BILLING_COUNTRY_CODES = BILLING_COUNTRIES.map((c) => c.code) as unknown as readonly [
  BillingCountryCode,
  ...BillingCountryCode[],
];

/** A billing country's name in `language` (fr-CA's names, as Intl.DisplayNames gives them). */
export function countryName(code: string, language: Language): string {
  const country = BILLING_COUNTRIES.find((c) => c.code === code);
  if (!country) return code;
  return language === 'fr' ? country.nameFr : country.name;
}

/**
 * The entry of `list` whose id is `key`, or undefined for anything else (a hand-edited ?plan=):
 * `packageOf(listingPackages, plan)` (content/packages.ts).
 */
export function packageOf<T extends { id: string }>(list: readonly T[], key: unknown): T | undefined {
  return list.find((entry) => entry.id === key);
}

/** A discount code from the configuration (COUPON_CODES): a percentage or a fixed amount in cents. */
export type Coupon =
  { code: string; kind: 'percent'; percent: number } | { code: string; kind: 'amount'; cents: number };

export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;

/** A typed code as compared: trimmed, upper case ("welcome10 " is WELCOME10). */
export function normaliseCouponCode(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * COUPON_CODES, e.g. "WELCOME10:10%,LOYAL25:$25": comma-separated CODE:VALUE pairs, the value a
 * whole percentage from 1 to 100 or a dollar amount (cents allowed). Returns the coupons, or the
 * problems found, one per bad entry.
 */
export function parseCouponList(text: string): { coupons: Coupon[]; problems: string[] } {
  const coupons: Coupon[] = [];
  const problems: string[] = [];
  for (const entry of text
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const match = /^([^:]+):\s*(?:(\d{1,3})\s*%|\$?\s*(\d{1,6}(?:\.\d{1,2})?))$/.exec(entry);
    const code = match ? normaliseCouponCode(match[1] ?? '') : '';
    if (!match || !COUPON_CODE_PATTERN.test(code)) {
      problems.push(`"${entry}" is not CODE:10% or CODE:$25`);
      continue;
    }
    if (coupons.some((c) => c.code === code)) {
      problems.push(`${code} appears twice`);
      continue;
    }
    if (match[2] !== undefined) {
      const percent = Number(match[2]);
      if (percent < 1 || percent > 100) problems.push(`${code}: a percentage must be from 1 to 100`);
      else coupons.push({ code, kind: 'percent', percent });
    } else {
      const cents = Math.round(Number(match[3]) * 100);
      if (cents < 1) problems.push(`${code}: an amount must be at least $0.01`);
      else coupons.push({ code, kind: 'amount', cents });
    }
  }
  return { coupons, problems };
}

export function findCoupon(coupons: readonly Coupon[], typed: string): Coupon | undefined {
  const code = normaliseCouponCode(typed);
  return coupons.find((c) => c.code === code);
}

/** An order's amounts, all in cents (the orders table's columns and CHECKs). */
export type OrderAmounts = {
  subtotalCents: number;
  discountCents: number;
  taxRateBp: number;
  taxCents: number;
  totalCents: number;
};

/**
 * The amounts of an order: the package's price, less the coupon's discount (never more than the
 * price), plus New Brunswick HST on what remains, each rounded half up to the cent.
 */
export function priceOrder(priceDollars: number, coupon: Coupon | null | undefined): OrderAmounts {
  const subtotalCents = Math.round(priceDollars * 100);
  const discount = !coupon
    ? 0
    : coupon.kind === 'percent'
      ? Math.round((subtotalCents * coupon.percent) / 100)
      : coupon.cents;
  const discountCents = Math.min(discount, subtotalCents);
  const tax = taxCents(subtotalCents - discountCents, NB_HST_RATE_BP);
  return {
    subtotalCents,
    discountCents,
    taxRateBp: NB_HST_RATE_BP,
    taxCents: tax,
    totalCents: subtotalCents - discountCents + tax,
  };
}

/** Order numbers as the database makes them (orders.number): MP-000001. */
export const ORDER_NUMBER_PATTERN = /^MP-\d{6,}$/;

/** The admin list's filters: every order, or those in one state. */
export const ORDER_FILTERS = ['all', 'pending', 'paid', 'cancelled'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];
