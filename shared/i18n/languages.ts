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

/**
 * React Router's address of the French home page's loader data: `/fr` and `.data` (single fetch adds
 * `.data` to a path, `_.data` after a slash: `/_.data` is the English home page's).
 */
const FRENCH_HOME_DATA = `${FRENCH_PREFIX}.data`;

/** 'fr' for `/fr`, `/fr/...` and the French home page's loader data, 'en' for every other path. */
export function languageOfPath(pathname: string): Language {
  const isFrench =
    pathname === FRENCH_PREFIX || pathname.startsWith(`${FRENCH_PREFIX}/`) || pathname === FRENCH_HOME_DATA;
  return isFrench ? 'fr' : 'en';
}

/** The language of a request (a loader's, an action's): its path's. */
export function languageOf(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}

/**
 * The path without its language prefix: `/fr/about-us` -> `/about-us`, `/fr` -> `/`, and the home
 * page's loader data `/fr.data` -> `/_.data`.
 */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  if (pathname === FRENCH_HOME_DATA) return '/_.data';
  return pathname.slice(FRENCH_PREFIX.length) || '/';
}

/**
 * The page a request path stands for, in its language: React Router's loader data (single fetch) is
 * the page's path with `.data` (`/about-us.data` -> `/about-us`), `_.data` after a slash (`/_.data` ->
 * `/`), and the French home page's `/fr.data` -> `/fr`. Any other path is its own page.
 */
export function pageOfDataPath(pathname: string): string {
  if (!pathname.endsWith('.data')) return pathname;
  const page = pathname.slice(0, -'.data'.length);
  return page.endsWith('/_') ? page.slice(0, -1) : page;
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
