import { describe, expect, it } from 'vitest';
import {
  formatAvailableDate,
  formatCents,
  formatDollars,
  formatNumber,
  formatPhone,
  formatRate,
} from '../../shared/format.ts';
import { videoIdOf } from '../../shared/domain/video.ts';

describe('formatting', () => {
  it('writes Canadian dollars without cents', () => {
    expect(formatDollars(1450, 'en')).toBe('$1,450');
    expect(formatDollars(329900, 'en')).toBe('$329,900');
    // fr-CA: no-break spaces between the thousands and before the sign after the amount.
    expect(formatDollars(1450, 'fr')).toBe('1\u00a0450\u00a0$');
  });

  it('writes sqft with a separator and washrooms with halves', () => {
    expect(formatNumber(1200, 'en')).toBe('1,200');
    expect(formatNumber(1.5, 'en')).toBe('1.5');
    expect(formatNumber(1200, 'fr')).toBe('1\u00a0200');
    expect(formatNumber(1.5, 'fr')).toBe('1,5');
  });

  it('reads a future date and says "now" for a past one', () => {
    const today = new Date(2026, 10, 22);
    expect(formatAvailableDate('2027-01-01', 'en', today)).toBe('Jan 1, 2027');
    expect(formatAvailableDate('2027-01-01', 'fr', today)).toBe('1 janv. 2027');
    expect(formatAvailableDate('2026-09-01', 'en', today)).toBeNull();
  });
});

describe('formatPhone', () => {
  it.each([
    ['5065550121', '(506) 555-0121'],
    ['15065550121', '+1 (506) 555-0121'],
    ['(506) 555-0121', '(506) 555-0121'],
    ['506.555.0121', '(506) 555-0121'],
    ['+44 20 7946 0958', '+44 20 7946 0958'],
    ['  123 ', '123'],
  ])('%s reads as %s', (stored, shown) => {
    expect(formatPhone(stored)).toBe(shown);
  });
});

describe('videoIdOf', () => {
  it("takes the 'v' parameter or else the last path segment", () => {
    expect(videoIdOf('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdOf('https://vimeo.com/76979871')).toBe('76979871');
  });

  it('yields nothing for empty, malformed or non-web URLs', () => {
    expect(videoIdOf('')).toBeNull();
    expect(videoIdOf('not a url')).toBeNull();
    expect(videoIdOf('javascript:alert(1)')).toBeNull();
    expect(videoIdOf('https://example.com/')).toBeNull();
  });
});

describe.each([
  ['en', 'en-CA'],
  ['fr', 'fr-CA'],
] as const)('formatting in %s matches Intl %s', (language, locale) => {
  // The formats are written out (see shared/format.ts); Intl's output is the reference.
  const dollars = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  });
  const plain = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const longDate = new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const samples = [
    0, -0, 0.4, 0.5, 0.05, 0.95, 1, 1.05, 1.15, 1.25, 1.5, 2.5, 9.96, 12, 99.95, 999, 999.5, 1000, 1234.56,
    12_345, 123_456, 329_900, 999_999.5, 1_000_000, 12_345_678.9, 999_999_999, -0.4, -1.25, -1450,
    -1_234_567.8,
  ];

  it.each(samples)('formats %d as Intl does', (value) => {
    expect(formatDollars(value, language)).toBe(dollars.format(value));
    expect(formatNumber(value, language)).toBe(plain.format(value));
  });

  it('agrees on random amounts', () => {
    for (let i = 0; i < 2_000; i++) {
      const raw = Math.random() * 10 ** (i % 10);
      const value = i % 2 === 0 ? raw : Math.round(raw * 100) / 100;
      expect(formatDollars(value, language)).toBe(dollars.format(value));
      expect(formatNumber(value, language)).toBe(plain.format(value));
    }
  });

  it("writes an order's cents and the HST rate as Intl does", () => {
    const cents = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CAD',
      currencyDisplay: 'narrowSymbol',
    });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    for (const value of [0, 5, 99, 100, 4_900, 123_456, 5_072, 100_000_000, -490, -123_456]) {
      expect(formatCents(value, language)).toBe(cents.format(value / 100));
    }
    for (const basisPoints of [1500, 1300, 500, 1250]) {
      expect(formatRate(basisPoints, language)).toBe(percent.format(basisPoints / 10_000));
    }
  });

  it('writes every month and day as Intl does', () => {
    const today = new Date(2026, 0, 1);
    for (let day = 0; day < 800; day++) {
      const date = new Date(Date.UTC(2026, 0, 2 + day));
      const iso = date.toISOString().slice(0, 10);
      expect(formatAvailableDate(iso, language, today)).toBe(longDate.format(date));
    }
  });
});
