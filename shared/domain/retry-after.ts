/**
 * When a refused request (429) may be tried again, as words: the seconds come from the answer's
 * Retry-After, which the server takes from the window or block it keeps in the database
 * (server/enquiries/rate-limiter.ts, server/auth/throttle.ts). Relative ("in 7 minutes"), never a
 * clock time: the server renders it too (forms without JavaScript) and does not know the visitor's
 * time zone. The catalogue's `retry.*` strings say it (shared/i18n/en/retry.ts).
 */
export type RetryWait =
  { key: 'retry.moment' } | { key: 'retry.seconds' | 'retry.minutes' | 'retry.aboutHours'; count: number };

/** A few seconds are "a moment": by the time the sentence is read they have passed. */
const MOMENT_SECONDS = 5;

export function retryWaitOf(retryAfterSeconds: number): RetryWait {
  const seconds = Number.isFinite(retryAfterSeconds) ? Math.ceil(retryAfterSeconds) : 0;
  if (seconds <= MOMENT_SECONDS) return { key: 'retry.moment' };
  if (seconds < 60) return { key: 'retry.seconds', count: seconds };
  // Rounded up: trying again when told never meets the same refusal.
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return { key: 'retry.minutes', count: minutes };
  return { key: 'retry.aboutHours', count: Math.round(minutes / 60) };
}
