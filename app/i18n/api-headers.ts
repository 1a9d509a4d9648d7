import { LOCALES } from '../../shared/i18n/languages.ts';
import { pageLanguage } from './i18n.ts';

/**
 * The headers of every call the site's pages make to the JSON API, with the call's own: the page's
 * language as `Accept-Language` (`fr-CA` on a French page), so what the API answers to be read (a
 * refusal's message, its field errors) comes back in it (ADR 053). Set by us rather than left to the
 * browser, whose own preference may not be the page's.
 */
export function apiHeaders(headers: Record<string, string> = {}): Record<string, string> {
  return { 'accept-language': LOCALES[pageLanguage()], ...headers };
}
