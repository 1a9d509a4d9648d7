import { AsyncLocalStorage } from 'node:async_hooks';
import { i18n, setLanguageSource } from './i18n.ts';
import type { Language } from '../../shared/i18n/languages.ts';

/**
 * The request's language on the server (issue 29). The HTTP host runs each page request inside
 * `runInLanguage` (server/http/react-router.ts, through the build's entry module), so that what reads
 * the catalogue outside React (a route's `meta`, a loader's or an action's message: `i18n.t`) gets the
 * request's language, not another request's, however many render at once. Components get theirs from
 * the per-request i18next instance app/entry.server.tsx provides.
 */
const requestLanguage = new AsyncLocalStorage<Language>();

export function runInLanguage<T>(language: Language, work: () => T): T {
  return requestLanguage.run(language, work);
}

/** The language of the request being handled; English outside one (a script, a test). */
export function currentLanguage(): Language {
  return requestLanguage.getStore() ?? 'en';
}
setLanguageSource(currentLanguage);

type Options = Record<string, unknown> | undefined;
const translate = i18n.t.bind(i18n) as unknown as (key: unknown, ...rest: unknown[]) => string;
// Every `i18n.t` on the server reads the request's language unless told one (`lng`); the instance's
// own language stays English. (t(key, options) and t(key, defaultValue, options).)
i18n.t = ((key: unknown, ...rest: unknown[]) => {
  const [first, second] = rest;
  if (typeof first === 'string') {
    return translate(key, first, {
      ...(second as Options),
      lng: (second as Options)?.lng ?? currentLanguage(),
    });
  }
  return translate(key, { ...(first as Options), lng: (first as Options)?.lng ?? currentLanguage() });
}) as unknown as typeof i18n.t;

const instances = new Map<Language, typeof i18n>();

/**
 * The i18next instance a page in `language` renders with (react-i18next's provider): a clone of the
 * one instance, sharing its strings, made once per language, its language never changed.
 */
export function i18nFor(language: Language): typeof i18n {
  let instance = instances.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language, initAsync: false });
    instances.set(language, instance);
  }
  return instance;
}
