import { useEffect, useState, type ComponentType } from 'react';
import { useLanguage } from '../../i18n/use-language.ts';
import { LANGUAGE_COOKIE, prefersFrench } from '../../../shared/i18n/language-choice.ts';

/** Where a closed suggestion is remembered: this browser's storage, never sent to the server. */
export const SUGGESTION_CLOSED_KEY = 'language-suggestion-closed';

type NoticeProps = { onClose(): void };

/**
 * Issue 29: an English page offers a browser that prefers French (`navigator.languages`) the same
 * page in French, in a small notice that can be closed (ADR 051). Decided here, in the browser and
 * after hydration: the server's HTML never has it, so a cached page stays the same for everyone. Not
 * once the visitor has chosen a language (the switcher's cookie) or closed the notice. The notice
 * and its French strings are a chunk of their own, fetched only when it is shown.
 */
export function LanguageSuggestion() {
  const language = useLanguage();
  const [Notice, setNotice] = useState<ComponentType<NoticeProps> | null>(null);
  useEffect(() => {
    if (language !== 'en' || !shouldSuggestFrench()) return;
    let isCurrent = true;
    import('./french-suggestion.tsx')
      .then((module) => {
        if (isCurrent) setNotice(() => module.FrenchSuggestion);
      })
      // A notice that cannot be fetched (offline, a new deploy) is simply not shown.
      .catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [language]);
  if (!Notice) return null;
  return (
    <Notice
      onClose={() => {
        rememberClosed();
        setNotice(null);
      }}
    />
  );
}

function shouldSuggestFrench(): boolean {
  const hasChosen = document.cookie.split(';').some((part) => part.trim().startsWith(`${LANGUAGE_COOKIE}=`));
  if (hasChosen || wasClosed()) return false;
  const languages = navigator.languages.length > 0 ? navigator.languages : [navigator.language];
  return prefersFrench(languages);
}

// Storage may be refused (a privacy setting): the notice then stays closed for this page only.
function wasClosed(): boolean {
  try {
    return localStorage.getItem(SUGGESTION_CLOSED_KEY) !== null;
  } catch {
    return false;
  }
}

function rememberClosed(): void {
  try {
    localStorage.setItem(SUGGESTION_CLOSED_KEY, '1');
  } catch {
    // Not remembered; see wasClosed.
  }
}
