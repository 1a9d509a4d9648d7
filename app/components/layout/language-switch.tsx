import { useLocation } from 'react-router';
import { useT } from '../../i18n/use-t.ts';
import { LOCALES } from '../../../shared/i18n/languages.ts';
import { languageChoicePath } from '../../../shared/i18n/language-choice.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/**
 * The same page in the other language, with the same filters (query) and place (hash): a plain link,
 * so it works without JavaScript and loads the other language's page whole (a document is in one
 * language, its router's basename included). It goes through `/language/<code>/...`, which remembers
 * the choice in a cookie and redirects to that page (ADR 051). Named in the language it leads to;
 * `isShortened`: the name abbreviated where the bar is short of room (app.css:
 * `language-switch__short`), as Canada.ca does, `<abbr>` giving the whole name.
 */
export function LanguageSwitch({
  className,
  isShortened = false,
}: {
  className?: string;
  isShortened?: boolean;
}) {
  const t = useT();
  const language = useLanguage();
  const other = language === 'en' ? 'fr' : 'en';
  // React Router's location is the path without the language (its basename).
  const { pathname, search, hash } = useLocation();
  return (
    <a
      className={className}
      href={languageChoicePath(`${pathname}${search}${hash}`, other)}
      hrefLang={LOCALES[other]}
      lang={LOCALES[other]}
    >
      {isShortened ? (
        <>
          <span className="language-switch__long">{t('nav.otherLanguage')}</span>
          <abbr className="language-switch__short" title={t('nav.otherLanguage')}>
            {t('nav.otherLanguageShort')}
          </abbr>
        </>
      ) : (
        t('nav.otherLanguage')
      )}
    </a>
  );
}
