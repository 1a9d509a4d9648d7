import type { MetaDescriptor } from 'react-router';
import { renderLanguage } from '../i18n/i18n.ts';
import { LANGUAGES, LOCALES, pathInLanguage, type Language } from '../../shared/i18n/languages.ts';
import { isIndexable, pageOfRouteId } from '../route-registry.ts';

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

type Matches = Parameters<typeof rootDataOf>[0];

/** What search engines may not index: the whole page. */
const NOINDEX: MetaDescriptor = { name: 'robots', content: 'noindex' };

/**
 * Title, description and what search engines are told of a page: for a page app/route-registry.ts
 * lets them index (and `isIndexable` does not withdraw, as an edit form does), its own language's
 * address as canonical and both as alternates (hreflang, English the default), from `canonical`, the
 * English path the app writes (`/about-us?tab=x`); for any other page, robots noindex and no links.
 */
export function pageMeta(
  matches: Matches,
  options: {
    title: string;
    description?: string;
    canonical?: string;
    isIndexable?: boolean;
    extra?: MetaDescriptor[];
  },
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  const leaf = matches.findLast((match) => match !== undefined);
  const canIndex = isIndexable(leaf && pageOfRouteId(leaf.id)) && options.isIndexable !== false;
  const canonical = root && options.canonical !== undefined ? root.origin + options.canonical : undefined;
  return [
    { title: options.title },
    ...(options.description !== undefined ? [{ name: 'description', content: options.description }] : []),
    ...(!canIndex
      ? [NOINDEX]
      : canonical
        ? [
            { tagName: 'link', rel: 'canonical', href: urlInLanguage(canonical) },
            ...LANGUAGES.map((language) => ({
              tagName: 'link',
              rel: 'alternate',
              hrefLang: LOCALES[language],
              href: urlInLanguage(canonical, language),
            })),
            {
              tagName: 'link',
              rel: 'alternate',
              hrefLang: 'x-default',
              href: urlInLanguage(canonical, 'en'),
            },
          ]
        : []),
    ...(options.extra ?? []),
  ];
}
