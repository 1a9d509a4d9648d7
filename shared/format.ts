// Numbers and dates as the visual direction asks: en-CA and fr-CA (issue 29), dollars, readable dates.
//
// Written out rather than through Intl.NumberFormat / Intl.DateTimeFormat on purpose: a page's first
// Intl.NumberFormat costs a phone's browser 15-25 ms of blocked main thread (it loads the locale data)
// on every page load, during hydration, for formats this small; and the server's and the browser's
// locale data can differ ("Sep" or "Sept"), which would make the hydrated text disagree with the
// server's. The unit tests hold these to Intl's en-CA and fr-CA output.

import type { Language } from './i18n/languages.ts';

const MONTHS: Record<Language, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  fr: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juill.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
};

/** fr-CA's group separator and the space before its dollar sign: a no-break space, as Intl writes. */
const NBSP = '\u00a0';

/**
 * "1234567.5" -> "1,234,567.5" (en-CA: commas between threes, a point) or "1 234 567,5" (fr-CA:
 * no-break spaces, a comma).
 */
function grouped(digits: string, language: Language): string {
  const [integer = '', fraction] = digits.split('.');
  const separator = language === 'fr' ? NBSP : ',';
  const withSeparators = integer.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  if (fraction === undefined) return withSeparators;
  return `${withSeparators}${language === 'fr' ? ',' : '.'}${fraction}`;
}

/**
 * The magnitude rounded to `digits` decimals, half away from zero, trailing zeros dropped. Like Intl,
 * it rounds the shortest decimal that reads back as the number (1.15 gives "1.2", 0.95 with no
 * decimals "1"), not the binary value toFixed would round.
 */
function rounded(value: number, digits: number): string {
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return withoutTrailingZeros(Math.abs(value).toFixed(digits));
  const [integer = '0', fraction = ''] = shortest.split('.');
  if (fraction.length <= digits) return shortest;
  const roundsUp = fraction.charAt(digits) >= '5';
  const scaled = (BigInt(integer + fraction.slice(0, digits)) + (roundsUp ? 1n : 0n))
    .toString()
    .padStart(digits + 1, '0');
  if (digits === 0) return scaled;
  return withoutTrailingZeros(`${scaled.slice(0, -digits)}.${scaled.slice(-digits)}`);
}

function withoutTrailingZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Intl writes a minus for every negative amount, -0 and those that round to 0 included. */
function sign(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}

/** "$1,450" / "1 450 $" — callers add " / month" for rentals through the catalogue. */
export function formatDollars(amount: number, language: Language): string {
  const digits = grouped(rounded(amount, 0), language);
  return language === 'fr' ? `${sign(amount)}${digits}${NBSP}$` : `${sign(amount)}$${digits}`;
}

/** "$1,234.56" / "1 234,56 $" for 123456 cents: an order's amounts, always two decimals. */
export function formatCents(cents: number, language: Language): string {
  const abs = Math.abs(Math.trunc(cents));
  const digits = grouped(`${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`, language);
  const minus = cents < 0 ? '-' : '';
  return language === 'fr' ? `${minus}${digits}${NBSP}$` : `${minus}$${digits}`;
}

/** "15%" / "15 %" for 1500 basis points (the HST rate). */
export function formatRate(basisPoints: number, language: Language): string {
  const digits = grouped(String(basisPoints / 100), language);
  return language === 'fr' ? `${digits}${NBSP}%` : `${digits}%`;
}

/** "1,200", "1.5" / "1 200", "1,5" */
export function formatNumber(value: number, language: Language): string {
  return `${sign(value)}${grouped(rounded(value, 1), language)}`;
}

/** "Nov 3, 2026" / "3 nov. 2026" for an ISO date (yyyy-mm-dd); null when it is not a date. */
export function formatDate(isoDate: string, language: Language): string | null {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  const [month, day, year] = [MONTHS[language][date.getUTCMonth()], date.getUTCDate(), date.getUTCFullYear()];
  return language === 'fr' ? `${day} ${month} ${year}` : `${month} ${day}, ${year}`;
}

/** "Jan 1, 2027" / "1 janv. 2027" for an ISO date; null when the date is today or past ("Available now"). */
export function formatAvailableDate(
  isoDate: string,
  language: Language,
  today: Date = new Date(),
): string | null {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() <= todayUtc) return null;
  return formatDate(isoDate, language);
}

/**
 * "(506) 555-0121" for a North American number kept as digits (issue 15); "+1 (506) 555-0121" with
 * the country code; anything else (an overseas number, up to 15 digits) as its digits, never lost.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (local.length !== 10) return phone.trim();
  const written = `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
  return local === digits ? written : `+1 ${written}`;
}
