/**
 * The site's two languages (issue 29). English is at the paths the spec names; French is at the same
 * paths under /fr (`/fr`, `/fr/about-us?x=1`). The language of a page is the language of its path:
 * nothing else (no cookie, no Accept-Language) decides what a URL shows, so a shared link and a cached
 * page are the same for everyone. (A remembered choice of French redirects an English address to its
 * French one: language-choice.ts, ADR 051.)
 */
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The locale of each language: `<html lang>`, hreflang, Intl. */
export const LOCALES: Record<Language, 'en-CA' | 'fr-CA'> = { en: 'en-CA', fr: 'fr-CA' };

/** The path prefix of the French pages (React Router's basename for them). */
export const FRENCH_PREFIX = '/fr';

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'fr';
}

/** 'fr' for `/fr` and `/fr/...`, 'en' for every other path. */
export function languageOfPath(pathname: string): Language {
  return pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) ? 'fr' : 'en';
}

/** The language of a request (a loader's, an action's): its path's. */
export function languageOf(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/** The path without its language prefix: `/fr/about-us` -> `/about-us`, `/fr` -> `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(FRENCH_PREFIX.length) || '/';
}

/**
 * A site path as the app writes it (`/about-us?x=1`, `/`) in `language`: `/fr/about-us?x=1`, `/fr`.
 * Inside the app, React Router adds the French pages' prefix to links, forms and redirects itself (its
 * basename): this is for what leaves the router (the language switcher, e-mails, the sitemap).
 */
export function pathInLanguage(path: string, language: Language): string {
  if (language === 'en') return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return FRENCH_PREFIX + path.slice(1);
  return FRENCH_PREFIX + path;
}
