// English catalogue: the suggestion of the site in another language (issue 29, ADR 051), written in
// the language it offers. The French strings are what an English page shows a French browser
// (app/features/language-choice/); these are their English twins, for a suggestion of English.
export const languageSuggestion = {
  languageSuggestion: {
    /** The notice's accessible name (a landmark). */
    label: 'Language',
    text: 'This site is also in English.',
    link: 'See this page in English',
    close: 'Close the language suggestion',
  },
} as const;
