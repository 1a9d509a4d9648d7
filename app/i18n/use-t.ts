import { useContext } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import { getI18n, I18nContext } from 'react-i18next';

/**
 * The catalogue's `t` for a component, and the i18next instance it reads: the request's on the
 * server (app/entry.server.tsx provides it), the page's in the browser.
 *
 * What react-i18next's `useTranslation` does besides (subscribing to language changes and to
 * catalogue loads, suspending until a namespace loads) this site never needs: a document never
 * changes language, and a page's strings are in the catalogue before its module runs
 * (app/i18n/i18n.ts). Skipping it is measurable: every component that shows text called it, and
 * with `t`'s option handling it took a third of a per-request page's server time (the admin console
 * 36 → 54 requests/s; issue 32, ADR 047's amendment of 2026-11-29). Hydration runs the same code.
 */
export function useI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

export function useT(): TFunction {
  return fastT(useI18n());
}

const fastTs = new WeakMap<I18n, TFunction>();

/**
 * An instance's `t`, remembering the text of every key asked for without options (most labels):
 * i18next's own path copies its options twice and resolves the key anew on every call. The memory
 * is dropped whenever strings are added to the instance's store (a feature's catalogue loading), so
 * a key asked for before its strings arrived is looked up again.
 */
function fastT(instance: I18n): TFunction {
  let t = fastTs.get(instance);
  if (t) return t;
  const texts = new Map<string, string>();
  instance.store.on('added', () => texts.clear());
  instance.on('languageChanged', () => texts.clear());
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => string;
  t = ((key: unknown, ...rest: unknown[]) => {
    if (rest.length === 0 && typeof key === 'string') {
      let text = texts.get(key);
      if (text === undefined) {
        text = translate(key);
        texts.set(key, text);
      }
      return text;
    }
    return translate(key, ...rest);
  }) as unknown as TFunction;
  fastTs.set(instance, t);
  return t;
}
