import { describe, expect, it } from 'vitest';
import { formatAvailableDate, formatDollars, formatNumber } from '../../shared/format.ts';
import { videoIdOf } from '../../shared/domain/video.ts';

describe('formatting', () => {
  it('writes Canadian dollars without cents', () => {
    expect(formatDollars(1450)).toBe('$1,450');
    expect(formatDollars(329900)).toBe('$329,900');
  });

  it('writes sqft with a separator and washrooms with halves', () => {
    expect(formatNumber(1200)).toBe('1,200');
    expect(formatNumber(1.5)).toBe('1.5');
  });

  it('reads a future date and says "now" for a past one', () => {
    const today = new Date(2026, 10, 22);
    expect(formatAvailableDate('2027-01-01', today)).toBe('Jan 1, 2027');
    expect(formatAvailableDate('2026-09-01', today)).toBeNull();
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
