import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n/i18n.ts';
import { retryText } from '../../app/i18n/retry-text.ts';

// What a refused form says after its message, from the answer's Retry-After seconds.
describe('when to try again', () => {
  it.each([
    [0, 'You can try again in a moment.'],
    [5, 'You can try again in a moment.'],
    [6, 'You can try again in 6 seconds.'],
    [59, 'You can try again in 59 seconds.'],
    [60, 'You can try again in 1 minute.'],
    // Rounded up: trying again when told never meets the same refusal.
    [61, 'You can try again in 2 minutes.'],
    [420, 'You can try again in 7 minutes.'],
    [899, 'You can try again in 15 minutes.'],
    [119 * 60, 'You can try again in 119 minutes.'],
    [120 * 60, 'You can try again in about 2 hours.'],
    [5 * 3600 + 1200, 'You can try again in about 5 hours.'],
  ])('%i seconds: %s', (seconds, text) => {
    expect(retryText(i18n.t, seconds)).toBe(text);
  });

  it('says nothing without a Retry-After, and a moment for a nonsense one', () => {
    expect(retryText(i18n.t, undefined)).toBeNull();
    expect(retryText(i18n.t, Number.NaN)).toBe('You can try again in a moment.');
  });
});
