import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { en } from '../../shared/i18n/en/index.ts';
import { LANGUAGES, type Language } from '../../shared/i18n/languages.ts';

/**
 * The page's language in the browser: the document's `<html lang>`, which the server wrote from the
 * path (shared/i18n/languages.ts). A document never changes language: the switcher loads the other
 * language's page. On the server every language is loaded, and each request renders with its own
 * (app/i18n/language.server.ts).
 */
export function pageLanguage(): Language {
  if (typeof document === 'undefined') return 'en';
  return document.documentElement.lang.startsWith('fr') ? 'fr' : 'en';
}

const isServer = typeof document === 'undefined';

/**
 * Where the language of the page being made comes from: the document in the browser; on the server,
 * the request's (app/i18n/language.server.ts sets it when the server entry loads).
 */
let languageSource: () => Language = pageLanguage;

export function setLanguageSource(source: () => Language): void {
  languageSource = source;
}

/** The language of the page a `meta` function, loader or component is making: the request's on the server. */
export function renderLanguage(): Language {
  return languageSource();
}

/**
 * One i18next instance. In the browser it holds the page's language only: the other language's
 * strings are never downloaded (issue 29). No fallback language: a French page never shows an
 * English string (the French catalogue has every key: tsc and tests/unit/catalogue-parity.test.ts).
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: pageLanguage(),
  fallbackLng: false,
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** What a page loads of a text written per language: in the browser its own language, on the server both. */
function languagesToLoad(): readonly Language[] {
  return isServer ? LANGUAGES : [pageLanguage()];
}

/** A part of the catalogue, one loader per language (a dynamic import: one file per language). */
export type CatalogueLoaders = Record<Language, () => Promise<object>>;

/**
 * Adds a feature's strings to the catalogue: in the browser the page's language only, on the server
 * both. Pages that need a feature's strings import its file under app/i18n/catalogues/, which awaits
 * this at the top level, so the page module is ready only once its strings are.
 */
export async function registerCatalogue(loaders: CatalogueLoaders): Promise<void> {
  await Promise.all(
    languagesToLoad().map(async (language) => {
      i18n.addResourceBundle(language, 'translation', await loaders[language](), true, false);
    }),
  );
}

/**
 * A module written once per language (the company's content: content/ and content/fr/), loaded like
 * a catalogue part: in the browser the page's language only, on the server both. Awaited at the top
 * level of the module that reads it; `of(language)` then gives the page's.
 */
export async function loadTranslated<Module>(
  loaders: Record<Language, () => Promise<Module>>,
): Promise<{ of(language: Language): Module }> {
  const loaded = new Map<Language, Module>(
    await Promise.all(
      languagesToLoad().map(async (language) => [language, await loaders[language]()] as const),
    ),
  );
  return {
    of(language) {
      const module = loaded.get(language);
      if (!module) throw new Error(`The ${language} content was not loaded on this page.`);
      return module;
    },
  };
}

// The strings every page needs (header, footer, cards, dialogs).
await registerCatalogue({
  en: () => import('../../shared/i18n/en/core.ts').then((m) => m.core),
  fr: () => import('../../shared/i18n/fr/core.ts').then((m) => m.core),
});

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
