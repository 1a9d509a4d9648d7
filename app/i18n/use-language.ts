import { useI18n } from './use-t.ts';
import { isLanguage, LOCALES, type Language } from '../../shared/i18n/languages.ts';

/** The page's language (its path's: shared/i18n/languages.ts), on the server and in the browser. */
export function useLanguage(): Language {
  const i18n = useI18n();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}

/**
 * The `lang` attribute for owner-written text (a property's name and description, issue 29) written
 * in `textLanguage`: its locale where it differs from the page's, so a screen reader reads an English
 * description on a French page in English; nothing where they agree.
 */
export function useTextLang(textLanguage: Language): string | undefined {
  return textLanguage === useLanguage() ? undefined : LOCALES[textLanguage];
}
