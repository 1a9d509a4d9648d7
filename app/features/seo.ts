import type { MetaDescriptor } from 'react-router';
import { renderLanguage } from '../i18n/i18n.ts';
import { LANGUAGES, LOCALES, pathInLanguage, type Language } from '../../shared/i18n/languages.ts';

type RootData = { site: { name: string }; origin: string } | undefined;

/** Finds the root loader's data among a meta function's matches. */
export function rootDataOf(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): RootData {
  return matches.find((m) => m?.id === 'root')?.loaderData as RootData;
}

/**
 * An absolute URL of a page as the app writes it (its English path) in `language`, the page's when
 * not told: `https://x/about-us?a=1` -> `https://x/fr/about-us?a=1`.
 */
export function urlInLanguage(url: string, language: Language = renderLanguage()): string {
  const parsed = new URL(url);
  return parsed.origin + pathInLanguage(parsed.pathname + parsed.search, language) + parsed.hash;
}

/** Open Graph's locale of the page (`en_CA`, `fr_CA`) and of its other language. */
export function openGraphLocales(): MetaDescriptor[] {
  const language = renderLanguage();
  return [
    { property: 'og:locale', content: LOCALES[language].replace('-', '_') },
    ...LANGUAGES.filter((other) => other !== language).map((other) => ({
      property: 'og:locale:alternate',
      content: LOCALES[other].replace('-', '_'),
    })),
  ];
}

/**
 * Title, description and canonical link of a page. `canonical` is the English address (the paths
 * the app writes); the page links its own language's as canonical and both as alternates
 * (hreflang, English the default), so search engines list each language's page for its readers.
 */
export function pageMeta(options: {
  title: string;
  description: string;
  canonical?: string;
  extra?: MetaDescriptor[];
}): MetaDescriptor[] {
  const { canonical } = options;
  return [
    { title: options.title },
    { name: 'description', content: options.description },
    ...(canonical
      ? [
          { tagName: 'link', rel: 'canonical', href: urlInLanguage(canonical) },
          ...LANGUAGES.map((language) => ({
            tagName: 'link',
            rel: 'alternate',
            hrefLang: LOCALES[language],
            href: urlInLanguage(canonical, language),
          })),
          { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: urlInLanguage(canonical, 'en') },
        ]
      : []),
    ...(options.extra ?? []),
  ];
}
