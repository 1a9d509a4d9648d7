import { useT, useI18n } from './use-t.ts';
import { validationKeysOf } from '../../shared/i18n/validation-keys.ts';

/**
 * A schema's message (written in English by the shared schemas, in the browser or by the server) in
 * the page's language: the first of its catalogue keys (shared/i18n/validation-keys.ts) the page has
 * loaded, through i18next. A message
 * the page's catalogue does not hold is shown as it is.
 */
export function useValidationMessage(): (message: string) => string {
  const t = useT();
  const i18n = useI18n();
  // A key found at run time, not one of the typed catalogue's literal keys.
  const say = t as unknown as (key: string, values: Record<string, string>) => string;
  return (message) => {
    const found = validationKeysOf(message).find(({ key }) => i18n.exists(key));
    return found ? say(found.key, found.values) : message;
  };
}
