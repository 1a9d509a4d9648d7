import { useTranslation } from 'react-i18next';
import { isLanguage, type Language } from '../../shared/i18n/languages.ts';

/** The page's language (its path's: shared/i18n/languages.ts), on the server and in the browser. */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return isLanguage(i18n.language) ? i18n.language : 'en';
}
