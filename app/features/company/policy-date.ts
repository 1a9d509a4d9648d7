import { LOCALES, type Language } from '../../../shared/i18n/languages.ts';

const formatters = Object.fromEntries(
  Object.entries(LOCALES).map(([language, locale]) => [
    language,
    new Intl.DateTimeFormat(locale, { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** The spec's date style for the policy: "01-Jan-2025" (French "01-janv-2025") for 2025-01-01. */
export function formatPolicyDate(isoDate: string, language: Language): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  const byType = Object.fromEntries(formatters[language].formatToParts(date).map((p) => [p.type, p.value]));
  return `${byType.day}-${String(byType.month).replace('.', '')}-${byType.year}`;
}
