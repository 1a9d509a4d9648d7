import { LANGUAGES, pathInLanguage, pathWithoutLanguage, type Language } from './languages.ts';

/**
 * A visitor's choice of language, remembered (issue 29, ADR 051). The switcher's link goes through
 * `/language/fr/<page>` (or `/language/en/<page>`): the server sets the `lang` cookie and redirects to
 * the page in that language. The cookie changes the answer to one kind of request only: an English
 * (unprefixed) page asked for by a browser whose choice is French is redirected to its French address,
 * before the page cache is asked (server/http/language-choice.ts). A URL still shows one language
 * whoever asks, so cached pages stay shared.
 */

/** The cookie that remembers the choice: `lang=fr` or `lang=en`. Not HttpOnly: the browser reads it too. */
export const LANGUAGE_COOKIE = 'lang';

/** The switcher's addresses: `/language/fr/about-us?x=1` chooses French and shows `/fr/about-us?x=1`. */
export const LANGUAGE_CHOICE_PREFIX = '/language';

/**
 * The link that chooses `language` and shows `path` (a site path as the app writes it, query and hash
 * included: `/list-layout-new-3?city=Dieppe#map`) in it. The hash stays in the browser: a redirect
 * without one keeps the link's.
 */
export function languageChoicePath(path: string, language: Language): string {
  return `${LANGUAGE_CHOICE_PREFIX}/${language}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * What a request for a choice link asks for: the language and where to send the browser (a path of
 * this site in that language, its query kept), or undefined when `url` is not a choice link.
 * Only ever a path of this site: `//host`, `/\host` and the like become a path (no open redirect).
 */
export function parseLanguageChoice(url: string): { language: Language; location: string } | undefined {
  const match = /^\/language\/([a-z]+)(?=$|[/?])(.*)$/.exec(url);
  const language = LANGUAGES.find((candidate) => candidate === match?.[1]);
  if (!match || !language) return undefined;
  const rest = match[2] ?? '';
  // Parsed against a host of our own: what names another host is taken as a path on ours.
  const target = new URL(`/${rest.replace(/^[/\\]+/, '')}`, 'http://site.invalid');
  const pathname = target.host === 'site.invalid' ? target.pathname.replace(/^\/+/, '/') : '/';
  return { language, location: pathInLanguage(pathWithoutLanguage(pathname) + target.search, language) };
}

/**
 * Whether a browser's languages (`navigator.languages`, most wanted first) put French before English:
 * `['fr-CA', 'en']`, `['fr']`, `['de', 'fr']` do; `['en-CA', 'fr-CA']` and `['de']` do not.
 */
export function prefersFrench(browserLanguages: readonly string[]): boolean {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'fr') return true;
    if (primary === 'en') return false;
  }
  return false;
}
