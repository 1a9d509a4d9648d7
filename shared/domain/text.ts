// Characters no text field may hold. PostgreSQL refuses U+0000 in text outright, and the other C0
// controls and DEL have no business in a name, an address or a message (they forge e-mail headers
// or hide text); tab, line feed and carriage return are what people type. A lone UTF-16 surrogate
// is not a character at all and cannot be stored as UTF-8.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Whether `value` holds a character no text field accepts. */
export function hasForbiddenCharacters(value: string): boolean {
  return (
    CONTROL_CHARACTERS.test(value) || (typeof value.isWellFormed === 'function' && !value.isWellFormed())
  );
}

/**
 * Every string inside `value` (a parsed query, form or JSON body) that holds a forbidden character,
 * by its field path ('name', 'features.2', '(key)' for a bad key): the fields to tell the client about.
 */
export function fieldsWithForbiddenCharacters(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') return hasForbiddenCharacters(value) ? [path || '(body)'] : [];
  if (!value || typeof value !== 'object' || depth > 64) return [];
  const found: string[] = [];
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasForbiddenCharacters(key)) found.push(itemPath);
    else found.push(...fieldsWithForbiddenCharacters(item, itemPath, depth + 1));
  }
  return found;
}

/** For zod's `.refine`: text a field accepts (see hasForbiddenCharacters). */
export const isCleanText = (value: string): boolean => !hasForbiddenCharacters(value);

import { requestMessages } from '../i18n/en/request-messages.ts';
import { registerValidationMessages } from '../i18n/validation-keys.ts';

export { requestMessages };
registerValidationMessages('enquiryForms.validation', {
  controlCharacters: requestMessages.controlCharacters,
});
