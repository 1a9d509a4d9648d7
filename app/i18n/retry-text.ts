import type { TFunction } from 'i18next';
import { retryWaitOf } from '../../shared/domain/retry-after.ts';

/**
 * "You can try again in 7 minutes.": the sentence that follows a refused form's message, from the
 * answer's Retry-After seconds; null when the answer gave none.
 */
export function retryText(t: TFunction, retryAfterSeconds: number | undefined): string | null {
  if (retryAfterSeconds === undefined) return null;
  const wait = retryWaitOf(retryAfterSeconds);
  return 'count' in wait ? t(wait.key, { count: wait.count }) : t(wait.key);
}
