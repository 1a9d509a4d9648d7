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
 * i18next's own path copies its options twice and resolves the key anew on every call. A call whose
 * options are only the values of its text's placeholders, and perhaps a count (`t('admin.title',
 * { site })`, `t('admin.history', { count })`: no context or other option of i18next's), fills the
 * remembered text (a count's: its plural form's) itself, as i18next would with this site's settings
 * (no escaping: React escapes; a value is put in as it is, never read as a key or a placeholder): a
 * tenth of i18next's time (tests/unit/fast-t.test.ts holds the two to the same text for every string
 * and plural of the catalogue). The memory is dropped whenever strings are added to the instance's
 * store (a feature's catalogue loading), so a key asked for before its strings arrived is looked up
 * again.
 */
export function fastT(instance: I18n): TFunction {
  let t = fastTs.get(instance);
  if (t) return t;
  const texts = new Map<string, string>();
  const templates = new Map<string, Template | null>();
  const forget = () => {
    texts.clear();
    templates.clear();
  };
  instance.store.on('added', forget);
  instance.on('languageChanged', forget);
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => string;
  t = ((key: unknown, ...rest: unknown[]) => {
    if (typeof key !== 'string') return translate(key, ...rest);
    if (rest.length === 0) {
      let text = texts.get(key);
      if (text === undefined) {
        text = translate(key);
        texts.set(key, text);
      }
      return text;
    }
    if (rest.length === 1) {
      // A count's text is its plural form's, which i18next picks by the language's plural rule (and
      // `_zero` first for 0): remembered by that form, read once through i18next.
      const count = countOf(rest[0]);
      const form =
        count === undefined
          ? ''
          : `\u0000${pluralRule(instance.language).select(count)}${count === 0 ? '0' : ''}`;
      let template = templates.get(key + form);
      if (template === undefined) {
        template = templateOf(
          translate(
            key,
            count === undefined ? { skipInterpolation: true } : { count, skipInterpolation: true },
          ),
        );
        templates.set(key + form, template);
      }
      const filled = template ? fill(template, rest[0]) : undefined;
      if (filled !== undefined) return filled;
    }
    return translate(key, ...rest);
  }) as unknown as TFunction;
  fastTs.set(instance, t);
  return t;
}

/** A text split at its placeholders: texts at even indexes, placeholder names at odd ones. */
type Template = { parts: string[]; names: Set<string> };

/** i18next's placeholder, `{{name}}` (this catalogue has no formats, nesting or other syntax). */
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;

/** The template of a text with placeholders; null for one without (left to i18next) or not text. */
function templateOf(text: unknown): Template | null {
  if (typeof text !== 'string' || !text.includes('{{')) return null;
  const parts = text.split(PLACEHOLDER);
  // Anything else in braces, or a nesting call, is i18next's to read.
  if (parts.some((part, index) => index % 2 === 0 && (part.includes('{{') || part.includes('$t(')))) {
    return null;
  }
  return { parts, names: new Set(parts.filter((_part, index) => index % 2 === 1)) };
}

/**
 * The text with the options' values in its placeholders, when the options are those values and
 * nothing else (strings and numbers, each one a placeholder of this text); otherwise undefined.
 */
function fill(template: Template, options: unknown): string | undefined {
  if (
    typeof options !== 'object' ||
    options === null ||
    Object.getPrototypeOf(options) !== Object.prototype
  ) {
    return undefined;
  }
  const values = options as Record<string, unknown>;
  for (const name in values) {
    const value = values[name];
    // The count (a number: its form was chosen) need not be shown.
    if (name === 'count' && typeof value === 'number') continue;
    if (!template.names.has(name) || (typeof value !== 'string' && typeof value !== 'number'))
      return undefined;
  }
  // A placeholder without its value is kept as written: i18next's.
  for (const name of template.names) if (!(name in values)) return undefined;
  let text = '';
  for (let index = 0; index < template.parts.length; index++) {
    text += index % 2 === 0 ? template.parts[index] : String(values[template.parts[index]!]);
  }
  return text;
}

/** The count of a call that chooses a plural form the usual way (no context, not ordinal). */
function countOf(options: unknown): number | undefined {
  if (typeof options !== 'object' || options === null) return undefined;
  const { count, context, ordinal } = options as Record<string, unknown>;
  return typeof count === 'number' && context === undefined && ordinal === undefined ? count : undefined;
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The language's cardinal plural rule, as i18next uses it. */
function pluralRule(language: string): Intl.PluralRules {
  let rule = pluralRules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    pluralRules.set(language, rule);
  }
  return rule;
}
