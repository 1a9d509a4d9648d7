import { useLocation } from 'react-router';
import { X } from 'lucide-react';
import { LOCALES } from '../../../shared/i18n/languages.ts';
import { languageChoicePath } from '../../../shared/i18n/language-choice.ts';
import { languageSuggestion } from '../../../shared/i18n/fr/language-suggestion.ts';

// In French on an English page: the page's i18next instance holds English only (ADR 047), so the
// strings come from the French catalogue's file itself, fetched with this chunk.
const words = languageSuggestion.languageSuggestion;

/**
 * The notice language-suggestion.tsx shows: fixed over the bottom of the page (app.css), so its
 * arrival moves nothing; early in the document, so the keyboard reaches it just after the skip link.
 * Its link goes through the switcher's address, which remembers French as the visitor's choice.
 * Escape or the button closes it.
 */
export function FrenchSuggestion({ onClose }: { onClose(): void }) {
  const { pathname, search, hash } = useLocation();
  return (
    <section
      className="language-suggestion"
      lang={LOCALES.fr}
      aria-label={words.label}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <p className="language-suggestion__text">{words.text}</p>
      <a
        className="language-suggestion__link"
        href={languageChoicePath(`${pathname}${search}${hash}`, 'fr')}
        hrefLang={LOCALES.fr}
      >
        {words.link}
      </a>
      <button type="button" className="language-suggestion__close" aria-label={words.close} onClick={onClose}>
        <X aria-hidden="true" size={20} />
      </button>
    </section>
  );
}
