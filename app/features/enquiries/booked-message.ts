import type { TFunction } from 'i18next';
import type { Language } from '../../../shared/i18n/languages.ts';
import { formatShowingWhen } from '../../../shared/domain/showing-format.ts';

/** "Showing booked" and when, with where the confirmation goes: the modal's, the form's and the page's. */
export function bookedMessage(
  t: TFunction,
  language: Language,
  booked: { start: string; email: string },
): { title: string; text: string } {
  return {
    title: t('showings.booked.title'),
    text: t('showings.booked.text', { when: formatShowingWhen(booked.start, language), email: booked.email }),
  };
}
