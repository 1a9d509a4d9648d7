import { describe, expect, it } from 'vitest';
import { createInstance, type TFunction } from 'i18next';
import { en } from '../../shared/i18n/en/index.ts';
import { fr } from '../../shared/i18n/fr/index.ts';
import { fastT } from '../../app/i18n/use-t.ts';

// useT()'s `t` fills a text's placeholders itself (app/i18n/use-t.ts): it must write what i18next
// writes, with the site's settings, for every string of the catalogue in both languages.

/** Every string of a catalogue, by its dotted key. */
function stringsOf(node: unknown, prefix = ''): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return [];
  return Object.entries(node).flatMap(([key, value]) => stringsOf(value, prefix ? `${prefix}.${key}` : key));
}

const placeholdersOf = (text: string) => [...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1]!);

/** Values a placeholder may be given, the awkward ones included. */
const VALUES = ['Jane', 42, '', '{{site}}', '$t(nav.home)', 'a <b>tag</b> & "quotes"', 0];

async function instanceIn(language: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { en: { translation: en }, fr: { translation: fr } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18n;
}

describe("useT()'s t", () => {
  for (const language of ['en', 'fr'] as const) {
    it(`writes what i18next writes for every ${language} string with placeholders`, async () => {
      const i18n = await instanceIn(language);
      const ours = fastT(i18n) as unknown as (key: string, options?: object) => string;
      const theirs = i18n.t.bind(i18n) as unknown as TFunction & ((key: string, options?: object) => string);
      const strings = stringsOf(language === 'en' ? en : fr).filter(([, text]) => text.includes('{{'));
      expect(strings.length).toBeGreaterThan(100);
      for (const [key, text] of strings) {
        const names = placeholdersOf(text);
        for (const value of VALUES) {
          const all = Object.fromEntries(names.map((name) => [name, value]));
          expect(ours(key, all), key).toBe(theirs(key, all));
          // One placeholder left out, an option that is no placeholder, a count, a context.
          const [first, ...others] = names;
          const fewer = Object.fromEntries(others.map((name) => [name, value]));
          expect(ours(key, fewer), key).toBe(theirs(key, fewer));
          for (const extra of [{ unknown: 1 }, { count: 2 }, { context: 'x' }, { lng: 'en' }]) {
            expect(ours(key, { ...all, ...extra }), key).toBe(theirs(key, { ...all, ...extra }));
          }
          if (first)
            expect(ours(key, { [first]: { nested: true } }), key).toBe(
              theirs(key, { [first]: { nested: true } }),
            );
        }
      }
    });
  }

  it('leaves every other call to i18next', async () => {
    const i18n = await instanceIn('en');
    const ours = fastT(i18n) as unknown as (key: string, options?: object) => unknown;
    const theirs = i18n.t.bind(i18n) as unknown as (key: string, options?: object) => unknown;
    const calls: [string, object][] = [
      ['enquiryForms.defaultMessage', { returnObjects: true }],
      ['enquiryForms.defaultMessage', { name: 'x' }],
      ['admin.title', { returnObjects: true }],
      ['admin.historyEmpty', { site: 'x' }],
      ['admin.historyEmpty', {}],
      ['no.such.key', { site: 'x' }],
      ['admin.history', { count: 1 }],
      ['admin.history', { count: 3 }],
    ];
    for (const [key, options] of calls) {
      // Twice: the second call meets what the first one remembered.
      expect(ours(key, options), key).toEqual(theirs(key, options));
      expect(ours(key, options), key).toEqual(theirs(key, options));
    }
  });

  for (const language of ['en', 'fr'] as const) {
    it(`writes what i18next writes for every ${language} plural, whatever the count`, async () => {
      const i18n = await instanceIn(language);
      const ours = fastT(i18n) as unknown as (key: string, options?: object) => string;
      const theirs = i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string;
      const plurals = new Map<string, Set<string>>();
      for (const [key, text] of stringsOf(language === 'en' ? en : fr)) {
        const base = /^(.*)_(zero|one|two|few|many|other)$/.exec(key)?.[1];
        if (base) plurals.set(base, new Set([...(plurals.get(base) ?? []), ...placeholdersOf(text)]));
      }
      expect(plurals.size).toBeGreaterThan(20);
      for (const [key, names] of plurals) {
        for (const count of [0, 1, 2, 5, 21, 1.5, -1]) {
          const values = Object.fromEntries([...names].filter((n) => n !== 'count').map((n) => [n, 'X']));
          for (const options of [{ ...values, count }, { count }, { ...values, count: String(count) }]) {
            // Twice: the second call meets what the first one remembered.
            expect(ours(key, options), `${key} ${JSON.stringify(options)}`).toBe(theirs(key, options));
            expect(ours(key, options), `${key} ${JSON.stringify(options)}`).toBe(theirs(key, options));
          }
        }
      }
    });
  }

  it('fills a placeholder without asking i18next again', async () => {
    const i18n = await instanceIn('en');
    const t = fastT(i18n) as unknown as (key: string, options?: object) => string;
    expect(t('admin.title', { site: 'Moncton Homes' })).toBe('Property admin — Moncton Homes');
    i18n.addResourceBundle('en', 'translation', { admin: { title: 'Admin of {{site}}' } }, true, true);
    expect(t('admin.title', { site: 'Moncton Homes' })).toBe('Admin of Moncton Homes');
  });
});
