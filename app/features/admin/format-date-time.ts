import { LOCALES, type Language } from '../../../shared/i18n/languages.ts';

const formatters = Object.fromEntries(
  Object.entries(LOCALES).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Moncton' }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/**
 * A moment in the company's time zone, in the page's language ("Nov 28, 2026, 2:30 p.m." /
 * "28 nov. 2026, 14 h 30"), the same on the server and in the browser (no hydration drift).
 */
export function formatDateTime(value: Date | string, language: Language): string {
  return formatters[language].format(typeof value === 'string' ? new Date(value) : value);
}
