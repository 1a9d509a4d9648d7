// Numbers and dates as the visual direction asks: en-CA, dollars, readable dates.

const dollars = new Intl.NumberFormat('en-CA', {
  style: 'currency',
  currency: 'CAD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});
const plain = new Intl.NumberFormat('en-CA', { maximumFractionDigits: 1 });
const longDate = new Intl.DateTimeFormat('en-CA', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "$1,450" — callers add " / month" for rentals through the catalogue. */
export function formatDollars(amount: number): string {
  return dollars.format(amount);
}

/** "1,200", "1.5" */
export function formatNumber(value: number): string {
  return plain.format(value);
}

/** "Jan 1, 2027" for an ISO date; null when the date is today or past ("Available now"). */
export function formatAvailableDate(isoDate: string, today: Date = new Date()): string | null {
  const date = new Date(`${isoDate}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return null;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() <= todayUtc) return null;
  return longDate.format(date);
}
