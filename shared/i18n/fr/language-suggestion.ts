// French catalogue: the suggestion of the site in French (issue 29, ADR 051), which an English page
// shows a browser that prefers French (app/features/language-choice/), in French whatever the page's
// language.
import type { languageSuggestion as en } from '../en/language-suggestion.ts';
import type { Translation } from '../translation.ts';

export const languageSuggestion: Translation<typeof en> = {
  languageSuggestion: {
    label: 'Langue',
    text: 'Ce site existe aussi en français.',
    link: 'Voir cette page en français',
    close: 'Fermer la suggestion de langue',
  },
};
