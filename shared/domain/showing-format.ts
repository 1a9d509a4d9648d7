import { SHOWING_TIME_ZONE } from './showings.ts';
import { LOCALES, type Language } from '../i18n/languages.ts';

/** Formats of showing times in Atlantic Time, in the page's language (the browser's and the server's Intl). */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = language + JSON.stringify(options);
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(LOCALES[language], { timeZone: SHOWING_TIME_ZONE, ...options });
    formats.set(key, found);
  }
  return found;
}

/** 'Tuesday, November 3, 2026 at 5:00 p.m.' */
export const formatShowingWhen = (iso: string, language: Language) =>
  format(language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));

/** '5:00 p.m.' */
export const formatShowingTime = (iso: string, language: Language) =>
  format(language, { timeStyle: 'short' }).format(new Date(iso));

/** A local date 'YYYY-MM-DD' as 'Tuesday, November 3' (noon UTC: the same date in any zone near ours). */
export const formatShowingDay = (date: string, language: Language) =>
  new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(`${date}T12:00:00Z`));
