// The shared schemas' field errors in the page's language (issue 29): each message a schema registers
// is found in both catalogues at its key, and a message with placeholders is said with its values.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import '../../shared/domain/account-schemas.ts';
import '../../shared/domain/agent-form.ts';
import { AUTH_MESSAGES } from '../../shared/domain/auth-schemas.ts';
import '../../shared/domain/enquiry-schemas.ts';
import '../../shared/domain/order-schemas.ts';
import '../../shared/domain/profile-schema.ts';
import '../../shared/domain/property-schemas.ts';
import { en } from '../../shared/i18n/en/index.ts';
import { fr } from '../../shared/i18n/fr/index.ts';
import { validationKeysOf } from '../../shared/i18n/validation-keys.ts';

const PREFIXES = [
  'auth.validation',
  'enquiryForms.validation',
  'accounts.validation',
  'account.profile.validation',
  'checkout.validation',
  'submit.errors',
  'agents.validation',
];

const at = (catalogue: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

/** Every [key, English, French] of the validation parts of the catalogue. */
const messages = PREFIXES.flatMap((prefix) =>
  Object.entries(at(en, prefix) as Record<string, unknown>)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([name, english]) => [`${prefix}.${name}`, english, at(fr, `${prefix}.${name}`)] as const),
);

describe('validation messages', () => {
  it('are found at a key of both catalogues, whose English is the message', () => {
    expect(messages.length).toBeGreaterThan(60);
    for (const [, english, french] of messages) {
      const found = validationKeysOf(english);
      expect(found.length, english).toBeGreaterThan(0);
      for (const { key } of found) expect(at(en, key), english).toBeTypeOf('string');
      expect(typeof french, english).toBe('string');
    }
  });

  it("of the login form are the catalogue's words", () => {
    expect(AUTH_MESSAGES).toEqual(en.auth.validation);
  });

  it('say one English message one way in French, whichever part holds it', () => {
    const french = new Map<string, Set<unknown>>();
    for (const [, english, translation] of messages) {
      french.set(english, (french.get(english) ?? new Set()).add(translation));
    }
    const disagreements = [...french].filter(([, translations]) => translations.size > 1);
    expect(disagreements).toEqual([]);
  });

  it('are said in French with their values', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'fr',
      resources: { fr: { translation: fr } },
      interpolation: { escapeValue: false },
    });
    const say = (message: string) => {
      const [found] = validationKeysOf(message);
      if (!found) return message;
      return (i18n.t as unknown as (key: string, values: object) => string)(found.key, found.values);
    };
    expect(say('Email is required.')).toBe('L’adresse courriel est obligatoire.');
    expect(say('Please use at most 100 characters.')).toBe(
      (fr.enquiryForms.validation.tooLong as string).replace('{{max}}', '100'),
    );
    expect(validationKeysOf('Not a message of ours.')).toEqual([]);
  });
});
