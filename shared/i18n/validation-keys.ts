/**
 * Where each validation message of the shared schemas lives in the catalogue (issue 29). The schemas
 * (shared/domain/*-schemas.ts) are written once, with the English catalogue's messages, and run in
 * the browser (Conform) and on the server; each schema module registers its messages here with their
 * catalogue key when it loads. A form shows a field's error through `useValidationMessage`
 * (app/i18n/validation-message.ts), which finds the key of the English message and says it in the
 * page's language through i18next, placeholders and all. Only the schemas a page loads register: no
 * other catalogue is downloaded for this.
 */

type Entry = { key: string; pattern: RegExp; names: string[] };

/** Each plain message's keys: the same words can sit in several parts (one per form's catalogue). */
const exact = new Map<string, string[]>();
const templated: Entry[] = [];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Registers a catalogue part's messages under `prefix` (its i18next key, e.g. 'accounts.validation').
 * A message with placeholders ('Please use at most {{max}} characters.') is found by its pattern.
 */
export function registerValidationMessages(
  prefix: string,
  messages: Readonly<Record<string, unknown>>,
): void {
  for (const [name, text] of Object.entries(messages)) {
    if (typeof text !== 'string') continue;
    const key = `${prefix}.${name}`;
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
    if (names.length === 0) {
      const keys = exact.get(text) ?? [];
      if (!keys.includes(key)) exact.set(text, [...keys, key]);
      continue;
    }
    if (templated.some((entry) => entry.key === key)) continue;
    const source = text
      .split(/\{\{\w+\}\}/)
      .map(escapeRegExp)
      .join('(.+?)');
    templated.push({ key, pattern: new RegExp(`^${source}$`), names });
  }
}

/**
 * The catalogue keys that say an English message, with its placeholders' values: every part that
 * holds it, in the order they registered (a page has loaded at least the part of its own form).
 */
export function validationKeysOf(message: string): { key: string; values: Record<string, string> }[] {
  const found = (exact.get(message) ?? []).map((key) => ({ key, values: {} }));
  for (const entry of templated) {
    const match = entry.pattern.exec(message);
    if (match) {
      const values = Object.fromEntries(entry.names.map((name, index) => [name, match[index + 1]!]));
      found.push({ key: entry.key, values });
    }
  }
  return found;
}
