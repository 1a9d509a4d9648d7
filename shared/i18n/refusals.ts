import { apiMessages as enApi } from './en/api-messages.ts';
import { apiMessages as frApi } from './fr/api-messages.ts';
import { common as enCommon } from './en/common.ts';
import { common as frCommon } from './fr/common.ts';
import { enquiryMessages as enEnquiry } from './en/enquiry-messages.ts';
import { enquiryMessages as frEnquiry } from './fr/enquiry-messages.ts';
import { requestMessages as enRequest } from './en/request-messages.ts';
import { requestMessages as frRequest } from './fr/request-messages.ts';
import { fr } from './fr/index.ts';
import type { Language } from './languages.ts';
import { validationKeysOf } from './validation-keys.ts';

/**
 * The server's refusals in the language of the request (issue 29, ADR 053). The server decides in
 * English, the words of its catalogue parts (a guard's, an endpoint's, a schema's); the answer
 * says them in the request's language here, at the edge: `sendApiError` and the plain error page
 * (server/http/errors.ts), and a page's action that shows a service's message. A message is found by
 * its English words, as the browser finds a schema's (validation-keys.ts): in the parts below, then
 * among the messages the loaded schemas registered. Server-side: it holds the whole French catalogue.
 */

/** The parts the refusals come from, English beside French; the first that holds a message says it. */
const PARTS: readonly (readonly [object, object])[] = [
  [enRequest, frRequest],
  [enApi, frApi],
  [enEnquiry.validation, frEnquiry.validation],
  [{ rateLimited: enEnquiry.rateLimited }, { rateLimited: frEnquiry.rateLimited }],
  [enCommon.errors, frCommon.errors],
];

type Template = { pattern: RegExp; names: string[]; french: string };
type Table = { exact: Map<string, string>; templates: Template[] };

const PLACEHOLDER = /\{\{\s*(\w+)[^}]*\}\}/g;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function collect(english: unknown, french: unknown, table: Table): void {
  if (typeof english === 'string') {
    if (typeof french !== 'string') return;
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      if (!table.exact.has(english)) table.exact.set(english, french);
      return;
    }
    const source = english.split(PLACEHOLDER).filter((_, index) => index % 2 === 0);
    table.templates.push({
      pattern: new RegExp(`^${source.map(escapeRegExp).join('(.+?)')}$`, 's'),
      names,
      french,
    });
    return;
  }
  if (!english || typeof english !== 'object' || !french || typeof french !== 'object') return;
  for (const [key, value] of Object.entries(english)) {
    collect(value, (french as Record<string, unknown>)[key], table);
  }
}

let table: Table | null = null;

function tableOfParts(): Table {
  if (!table) {
    table = { exact: new Map(), templates: [] };
    for (const [english, french] of PARTS) collect(english, french, table);
  }
  return table;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

const at = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

/** French for one of our English messages; undefined when it is none of ours. */
function inFrench(message: string): string | undefined {
  const { exact, templates } = tableOfParts();
  const found = exact.get(message);
  if (found !== undefined) return found;
  for (const { pattern, names, french } of templates) {
    const match = pattern.exec(message);
    if (match) return fill(french, Object.fromEntries(names.map((name, i) => [name, match[i + 1]!])));
  }
  for (const { key, values } of validationKeysOf(message)) {
    const french = at(fr, key);
    if (typeof french === 'string') return fill(french, values);
  }
  return undefined;
}

/** One of the server's English messages in `language`; a message that is none of ours stays as it is. */
export function refusalIn(language: Language, message: string): string {
  return language === 'en' ? message : (inFrench(message) ?? message);
}

/** Each field's messages in `language` (a JSON answer's `fieldErrors`). */
export function fieldErrorsIn(
  language: Language,
  fieldErrors: Record<string, string[] | undefined>,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors)
      .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]))
      .map(([field, messages]) => [field, messages.map((message) => refusalIn(language, message))]),
  );
}
