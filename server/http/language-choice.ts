import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from '../auth/cookies.ts';
import { languageOfPath, LANGUAGES, pathInLanguage, type Language } from '../../shared/i18n/languages.ts';
import {
  LANGUAGE_CHOICE_PREFIX,
  LANGUAGE_COOKIE,
  parseLanguageChoice,
} from '../../shared/i18n/language-choice.ts';

// The visitor's choice of language, remembered (issue 29, ADR 051): the switcher's links set it, and
// an English page asked for by a browser that chose French is the French page.

/** 400 days, the longest a browser keeps a cookie (Chrome caps Max-Age there). */
const CHOICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

export type LanguageChoiceOptions = { isSecureCookie: boolean };

/**
 * The Set-Cookie of a choice: a year and more, the whole site, sent on a link followed from another
 * site too (SameSite=Lax: an e-mail's link, a search result). Not HttpOnly: the page's script reads
 * whether a choice was made (the French browser's suggestion) and it holds nothing secret.
 */
export function languageCookie(language: Language, options: LanguageChoiceOptions): string {
  return serializeCookie(LANGUAGE_COOKIE, language, {
    isSecure: options.isSecureCookie,
    maxAgeSeconds: CHOICE_MAX_AGE_SECONDS,
    isHttpOnly: false,
  });
}

/**
 * `GET /language/fr/<page>` and `/language/en/<page>`, the switcher's links: remember the choice and
 * show the page in it, query kept (the browser keeps the link's hash). A plain link, so it works
 * without JavaScript; nothing here is cached.
 */
export const languageChoiceRoutes: FastifyPluginAsync<LanguageChoiceOptions> = async (app, options) => {
  const choose = async (request: FastifyRequest, reply: FastifyReply) => {
    const choice = parseLanguageChoice(request.url);
    // The routes below only take the two languages' prefixes: a choice is always there.
    if (!choice) return reply.callNotFound();
    return reply
      .header('set-cookie', languageCookie(choice.language, options))
      .header('cache-control', 'no-store')
      .redirect(choice.location, 303);
  };
  for (const language of LANGUAGES) {
    app.get(`${LANGUAGE_CHOICE_PREFIX}/${language}`, choose);
    app.get(`${LANGUAGE_CHOICE_PREFIX}/${language}/*`, choose);
  }
};

/** React Router's own requests for route data (`/about-us.data`) and its route manifest. */
const FRAMEWORK_PATHS = /(\.data|^\/__manifest)$/;

/**
 * Where a browser that chose French is sent instead of the English page it asked for: the same page
 * and query under /fr. Undefined (answer what was asked) for everything else: no French choice, a
 * French address already, a method other than GET/HEAD, and whatever is not a page a browser
 * navigates to: a file (robots.txt, the sitemap, the feed: a name with an extension), React Router's
 * data and manifest requests, a script's fetch (`Sec-Fetch-Dest` other than `document`). The API,
 * /media and the assets have routes of their own and never get here. Decided before the page cache
 * is asked, so an English page cached for everyone is never what a French visitor gets, and this
 * redirect is never cached as the English page.
 */
export function chosenLanguageRedirect(request: FastifyRequest): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (!request.url.startsWith('/')) return undefined;
  if (readCookie(request.headers.cookie, LANGUAGE_COOKIE) !== 'fr') return undefined;
  const destination = request.headers['sec-fetch-dest'];
  if (destination !== undefined && destination !== 'document') return undefined;
  const pathname = request.url.split('?', 1)[0] ?? '/';
  if (languageOfPath(pathname) === 'fr') return undefined;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  if (lastSegment.includes('.') || FRAMEWORK_PATHS.test(pathname)) return undefined;
  return pathInLanguage(request.url, 'fr');
}
