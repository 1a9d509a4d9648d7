// Numbers and dates as the visual direction asks: en-CA, dollars, readable dates.
//
// Written out rather than through Intl.NumberFormat / Intl.DateTimeFormat on purpose: a page's first
// Intl.NumberFormat costs a phone's browser 15-25 ms of blocked main thread (it loads the locale data)
// on every page load, during hydration, for formats this small; and the server's and the browser's
// locale data can differ ("Sep" or "Sept"), which would make the hydrated text disagree with the
// server's. The unit tests hold these to Intl's en-CA output.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "1234567.5" -> "1,234,567.5": en-CA groups the integer digits by threes with commas. */
function grouped(digits: string): string {
  const [integer = '', fraction] = digits.split('.');
  const withCommas = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? withCommas : `${withCommas}.${fraction}`;
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

/** "$1,450" — callers add " / month" for rentals through the catalogue. */
export function formatDollars(amount: number): string {
  return `${sign(amount)}$${grouped(rounded(amount, 0))}`;
}

/** "1,200", "1.5" */
export function formatNumber(value: number): string {
  return `${sign(value)}${grouped(rounded(value, 1))}`;
}

/** "Nov 3, 2026" for an ISO date (yyyy-mm-dd); null when it is not a date. */
export function formatDate(isoDate: string): string | null {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "Jan 1, 2027" for an ISO date; null when the date is today or past ("Available now"). */
export function formatAvailableDate(isoDate: string, today: Date = new Date()): string | null {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() <= todayUtc) return null;
  return formatDate(isoDate);
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
