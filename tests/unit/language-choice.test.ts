// The switcher's addresses and a browser's preference (issue 29, ADR 051): where a choice link sends
// the browser (always a path of this site), and which browsers prefer French.
import { describe, expect, it } from 'vitest';
import { languageChoicePath, parseLanguageChoice, prefersFrench } from '../../shared/i18n/language-choice.ts';
import { pathInLanguage, type Language } from '../../shared/i18n/languages.ts';

describe('a choice link', () => {
  it.each([
    ['/list-layout-new-3?city=Dieppe#map', 'fr', '/language/fr/list-layout-new-3?city=Dieppe#map'],
    ['/', 'en', '/language/en/'],
    ['/?for=rent', 'fr', '/language/fr/?for=rent'],
  ] as const)('for %s in %s is %s', (path, language, link) => {
    expect(languageChoicePath(path, language)).toBe(link);
  });

  it.each([
    ['/language/fr', 'fr', '/fr'],
    ['/language/fr/', 'fr', '/fr'],
    ['/language/fr?x=1', 'fr', '/fr?x=1'],
    ['/language/fr/?x=1', 'fr', '/fr?x=1'],
    ['/language/fr/about-us?x=1&y=2', 'fr', '/fr/about-us?x=1&y=2'],
    ['/language/en/about-us?x=1', 'en', '/about-us?x=1'],
    ['/language/en/', 'en', '/'],
    // A path already in a language is taken to the chosen one.
    ['/language/en/fr/about-us', 'en', '/about-us'],
    ['/language/fr/fr/about-us', 'fr', '/fr/about-us'],
    // Never another site: what a browser would read as a host stays a path here.
    ['/language/en//evil.example/x', 'en', '/evil.example/x'],
    ['/language/en/\\evil.example', 'en', '/evil.example'],
    ['/language/en/\\/evil.example', 'en', '/evil.example'],
    ['/language/en/./\\/evil.example', 'en', '/evil.example'],
    ['/language/en/%2F%2Fevil.example', 'en', '/%2F%2Fevil.example'],
    ['/language/fr/..', 'fr', '/fr'],
    ['/language/en/../../x', 'en', '/x'],
  ] as const)('%s chooses %s and shows %s', (url, language, location) => {
    expect(parseLanguageChoice(url)).toEqual({ language, location });
  });

  it.each([
    '/language',
    '/language/',
    '/language/de/about-us',
    '/language/french',
    '/languages/fr',
    '/about-us',
  ])('%s is not one', (url) => {
    expect(parseLanguageChoice(url)).toBeUndefined();
  });

  it('shows the page it was made for, in its language', () => {
    for (const path of ['/', '/?for=rent', '/about-us', '/single-property-1/abc?photo=2', '/blog-detail/x']) {
      for (const language of ['en', 'fr'] satisfies Language[]) {
        expect(parseLanguageChoice(languageChoicePath(path, language))?.location).toBe(
          pathInLanguage(path, language),
        );
      }
    }
  });
});

describe('a browser that prefers French', () => {
  it.each([
    [['fr-CA'], true],
    [['fr'], true],
    [['FR-ca', 'en-CA'], true],
    [['de', 'fr', 'en'], true],
    [['en-CA', 'fr-CA'], false],
    [['en'], false],
    [['de'], false],
    [[], false],
  ])('%j: %s', (languages, expected) => {
    expect(prefersFrench(languages)).toBe(expected);
  });
});
