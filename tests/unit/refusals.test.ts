// The server's refusals in the request's language (issue 29, ADR 053): which language a request
// asks for, each English message of the refusal parts said by its own French, and the plain page.
import { describe, expect, it } from 'vitest';
import '../../shared/domain/property-schemas.ts';
import { acceptedLanguage } from '../../server/http/api-language.ts';
import { errorPageHtml } from '../../server/http/errors.ts';
import { apiMessages as enApi } from '../../shared/i18n/en/api-messages.ts';
import { apiMessages as frApi } from '../../shared/i18n/fr/api-messages.ts';
import { common as enCommon } from '../../shared/i18n/en/common.ts';
import { common as frCommon } from '../../shared/i18n/fr/common.ts';
import { enquiryMessages as enEnquiry } from '../../shared/i18n/en/enquiry-messages.ts';
import { enquiryMessages as frEnquiry } from '../../shared/i18n/fr/enquiry-messages.ts';
import { requestMessages as enRequest } from '../../shared/i18n/en/request-messages.ts';
import { requestMessages as frRequest } from '../../shared/i18n/fr/request-messages.ts';
import { fr } from '../../shared/i18n/fr/index.ts';
import { fieldErrorsIn, refusalIn } from '../../shared/i18n/refusals.ts';

describe('the language an API request asks for', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR-ca', 'fr'],
    ['fr-CA,fr;q=0.9,en-US;q=0.8,en;q=0.7', 'fr'],
    ['en-CA,en;q=0.9,fr;q=0.8', 'en'],
    ['en;q=0.5, fr', 'fr'],
    ['de-DE, fr;q=0.3', 'fr'],
    ['de-DE, es', 'en'],
    ['*', 'en'],
    ['fr;q=0', 'en'],
    ['fr;q=abc, en;q=0.1', 'en'],
    ['fr;q=2', 'en'],
    ['en, fr', 'en'],
    [['fr-CA', 'en;q=0.1'], 'fr'],
  ] as const)('%j: %s', (header, language) => {
    expect(acceptedLanguage(header as string | string[] | undefined)).toBe(language);
  });
});

/** Every [English, French] string of a part, nested keys and all. */
function pairs(english: unknown, french: unknown): [string, string][] {
  if (typeof english === 'string') return typeof french === 'string' ? [[english, french]] : [];
  if (!english || typeof english !== 'object') return [];
  return Object.entries(english).flatMap(([key, value]) =>
    pairs(value, (french as Record<string, unknown>)[key]),
  );
}

/** A message as the server sends it: each placeholder given a value. */
const filled = (text: string) => text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => `<${name}-7>`);

describe("the server's refusals", () => {
  const parts = [
    ['request-messages', enRequest, frRequest],
    ['api-messages', enApi, frApi],
    ['enquiry-messages validation', enEnquiry.validation, frEnquiry.validation],
    ['enquiry-messages rateLimited', enEnquiry.rateLimited, frEnquiry.rateLimited],
    ['common errors', enCommon.errors, frCommon.errors],
  ] as const;

  it.each(parts)('%s: each English message is said by its own French', (_name, english, french) => {
    const found = pairs(english, french);
    expect(found.length).toBeGreaterThan(0);
    for (const [en, translation] of found) {
      expect(refusalIn('fr', filled(en)), en).toBe(filled(translation));
      expect(refusalIn('en', filled(en))).toBe(filled(en));
    }
  });

  it("says a schema's message by its catalogue key, values and all", () => {
    expect(refusalIn('fr', 'Property title is required.')).toBe(fr.submit.errors.title);
    expect(refusalIn('fr', 'This is too long (at most 120 characters).')).toBe(
      fr.submit.errors.tooLong.replace('{{max}}', '120'),
    );
  });

  it('leaves a message that is none of ours as it is', () => {
    expect(refusalIn('fr', 'Bad Request')).toBe('Bad Request');
    expect(refusalIn('fr', 'Invalid input: expected string, received number')).toBe(
      'Invalid input: expected string, received number',
    );
  });

  it('says field errors field by field', () => {
    expect(
      fieldErrorsIn('fr', {
        name: [enEnquiry.validation.nameRequired, enRequest.controlCharacters],
        other: undefined,
      }),
    ).toEqual({ name: [frEnquiry.validation.nameRequired, frRequest.controlCharacters] });
  });
});

describe('the plain error page', () => {
  it('is French for a French page: its lang, title, words, reference and way home', () => {
    const html = errorPageHtml(503, frRequest.unavailable, 'abc-123', 'fr');
    expect(html).toMatch(/^<!doctype html><html lang="fr-CA">/);
    expect(html).toContain(`<title>${frCommon.errors.unavailableTitle}</title>`);
    expect(html).toContain(frRequest.unavailable.replace(/'/g, '&#39;'));
    expect(html).toContain('Référence\u00a0: abc-123');
    expect(html).toContain(`href="/fr">${frCommon.errors.backToHome.replace(/'/g, '&#39;')}</a>`);
    expect(html).not.toMatch(/Back in a moment|Reference:/);
  });

  it('is English for every other page', () => {
    const html = errorPageHtml(500, enRequest.serverError, 'abc-123', 'en');
    expect(html).toMatch(/^<!doctype html><html lang="en-CA">/);
    expect(html).toContain('<title>Something went wrong</title>');
    expect(html).toContain('Reference: abc-123');
    expect(html).toContain('href="/">Back To Home</a>');
  });
});
