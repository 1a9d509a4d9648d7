// The JSON API's refusals in the caller's language (issue 29, ADR 053): French when the request's
// Accept-Language prefers it (the site's French pages send theirs), English otherwise; the plain
// error page in the language of the page's path.
import { randomBytes, randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { DatabaseUnavailableError } from '../../server/db/unavailable.ts';
import { apiMessages as enApi } from '../../shared/i18n/en/api-messages.ts';
import { apiMessages as frApi } from '../../shared/i18n/fr/api-messages.ts';
import { enquiryMessages as enEnquiry } from '../../shared/i18n/en/enquiry-messages.ts';
import { enquiryMessages as frEnquiry } from '../../shared/i18n/fr/enquiry-messages.ts';
import { requestMessages as enRequest } from '../../shared/i18n/en/request-messages.ts';
import { requestMessages as frRequest } from '../../shared/i18n/fr/request-messages.ts';
import { common as frCommon } from '../../shared/i18n/fr/common.ts';
import { enquiries as frEnquiries } from '../../shared/i18n/fr/enquiries.ts';
import { createSignedInUser, type SignedInUser } from '../support/auth.ts';
import { createTestStorage } from '../support/factories.ts';
import { testConfig } from '../support/test-config.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';

const METRICS_TOKEN = randomBytes(32).toString('hex');

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
let member: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({
    config: testConfig({ METRICS_TOKEN, ENQUIRY_RATE_LIMIT: '1' }),
    database,
    storage: storage.storage,
    logger: false,
  });
  // Pages that cannot be rendered (this app renders none): the plain page the host answers instead.
  for (const prefix of ['', '/fr']) {
    app.get(`${prefix}/outage-probe`, async () => {
      throw new DatabaseUnavailableError();
    });
    app.get(`${prefix}/fault-probe`, async () => {
      throw new Error('Failed query: select "secret" from "properties"');
    });
  }
  await app.ready();
  member = await createSignedInUser(app.services, { role: 'customer' });
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

const FRENCH = { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-CA,en;q=0.9,fr;q=0.8' };

let addressCounter = 0;
/** The enquiry limit is per address: each post but the limit's own comes from an address of its own. */
const freshAddress = () => `10.29.0.${++addressCounter}`;

/** One endpoint's refusal: how to provoke it, and its status and words in each language. */
type Case = {
  name: string;
  request: () => InjectOptions;
  status: number;
  en: string;
  fr: string;
  /** A field's error, when the refusal names one: [field, English, French]. */
  field?: [string, string, string];
};

const cases: Case[] = [
  {
    name: 'GET /api/properties/:id of no property (404)',
    request: () => ({ url: `/api/properties/${randomUUID()}` }),
    status: 404,
    en: enApi.notFound.property,
    fr: frApi.notFound.property,
  },
  {
    name: 'GET /api/properties with a control character in the query (400)',
    request: () => ({ url: '/api/properties?city=a%00b' }),
    status: 400,
    en: enRequest.queryControlCharacters,
    fr: frRequest.queryControlCharacters,
    field: ['city', enRequest.controlCharacters, frRequest.controlCharacters],
  },
  {
    name: 'GET /api/nowhere (404)',
    request: () => ({ url: '/api/nowhere' }),
    status: 404,
    en: enRequest.notFound,
    fr: frRequest.notFound,
  },
  {
    name: 'POST /api/auth/login with a wrong password (401)',
    request: () => ({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: member.user.email, password: 'not-the-password-at-all' },
    }),
    status: 401,
    en: enApi.signIn.invalid,
    fr: frApi.signIn.invalid,
  },
  {
    name: 'GET /api/account/bookmarks signed out (401)',
    request: () => ({ url: '/api/account/bookmarks' }),
    status: 401,
    en: enApi.access.unauthenticated,
    fr: frApi.access.unauthenticated,
  },
  {
    name: 'GET /api/admin/review-queue as a member (403)',
    request: () => ({ url: '/api/admin/review-queue', headers: { authorization: `Bearer ${member.token}` } }),
    status: 403,
    en: enApi.access.forbidden,
    fr: frApi.access.forbidden,
  },
  {
    name: 'PUT /api/account/bookmarks/:id without its CSRF token (403)',
    request: () => ({
      method: 'PUT',
      url: `/api/account/bookmarks/${randomUUID()}`,
      headers: { cookie: member.cookie },
    }),
    status: 403,
    en: enApi.access.csrf,
    fr: frApi.access.csrf,
  },
  {
    name: 'POST /api/account/bookmarks/merge without a list of ids (400, with the limit)',
    request: () => ({
      method: 'POST',
      url: '/api/account/bookmarks/merge',
      headers: { cookie: member.cookie, 'x-csrf-token': member.csrfToken },
      payload: { ids: 'not a list' },
    }),
    status: 400,
    en: enApi.body.bookmarkIds.replace('{{max}}', '200'),
    fr: frApi.body.bookmarkIds.replace('{{max}}', '200'),
  },
  {
    name: 'POST /api/send-email without a name (400, its field in the same language)',
    request: () => ({
      method: 'POST',
      url: '/api/send-email',
      remoteAddress: freshAddress(),
      payload: { email: 'jane@example.com', phone: '5065550123', description: 'Hello' },
    }),
    status: 400,
    en: enEnquiry.validation.invalidPayload,
    fr: frEnquiry.validation.invalidPayload,
    field: ['name', enEnquiry.validation.nameRequired, frEnquiry.validation.nameRequired],
  },
  {
    name: 'POST /api/send-email as XML (415)',
    request: () => ({
      method: 'POST',
      url: '/api/send-email',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/xml' },
      payload: '<name>Jane</name>',
    }),
    status: 415,
    en: enRequest.unsupportedJsonType,
    fr: frRequest.unsupportedJsonType,
  },
  {
    name: 'POST /api/send-email with a JSON string (400, the body named as its field)',
    request: () => ({
      method: 'POST',
      url: '/api/send-email',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/json' },
      payload: '"hello"',
    }),
    status: 400,
    en: enEnquiry.validation.invalidPayload,
    fr: frEnquiry.validation.invalidPayload,
    field: ['(body)', enEnquiry.validation.wrongType, frEnquiry.validation.wrongType],
  },
  {
    name: 'POST /api/send-email over the body limit (413)',
    request: () => ({
      method: 'POST',
      url: '/api/send-email',
      remoteAddress: freshAddress(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }),
    }),
    status: 413,
    en: enRequest.tooLarge,
    fr: frRequest.tooLarge,
  },
  {
    name: 'POST /api/submit-property with a JSON body that is no object (400)',
    request: () => ({
      method: 'POST',
      url: '/api/submit-property',
      headers: { 'content-type': 'application/json' },
      payload: '[1, 2]',
    }),
    status: 400,
    en: enApi.body.jsonObject,
    fr: frApi.body.jsonObject,
  },
  {
    name: 'GET /metrics without its token (401)',
    request: () => ({ url: '/metrics' }),
    status: 401,
    en: enApi.access.metricsToken,
    fr: frApi.access.metricsToken,
  },
];

describe('an API refusal', () => {
  it.each(cases)('$name: French for a French request', async ({ request, status, fr, field }) => {
    const base = request();
    const response = await app.inject({ ...base, headers: { ...base.headers, ...FRENCH } });
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, message: fr });
    if (field) expect(response.json().fieldErrors[field[0]]).toEqual([field[2]]);
    expect(String(response.headers.vary)).toMatch(/Accept-Language/i);
  });

  it.each(cases)('$name: English otherwise', async ({ request, status, en, field }) => {
    for (const headers of [{}, ENGLISH, { 'accept-language': 'de-DE, *;q=0.5' }]) {
      const base = request();
      const response = await app.inject({ ...base, headers: { ...base.headers, ...headers } });
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json()).toMatchObject({ statusCode: status, message: en });
      if (field) expect(response.json().fieldErrors[field[0]]).toEqual([field[1]]);
    }
  });

  it('follows the weights of Accept-Language, not the order', async () => {
    const message = async (acceptLanguage: string) =>
      (await app.inject({ url: '/api/nowhere', headers: { 'accept-language': acceptLanguage } })).json()
        .message as string;
    expect(await message('en;q=0.4, fr;q=0.8')).toBe(frRequest.notFound);
    expect(await message('fr;q=0, en')).toBe(enRequest.notFound);
    expect(await message('FR')).toBe(frRequest.notFound);
  });

  it('of the enquiry limit (429) is French too, and so is the acknowledgement before it', async () => {
    const address = freshAddress();
    const post = () =>
      app.inject({
        method: 'POST',
        url: '/api/send-email',
        remoteAddress: address,
        headers: FRENCH,
        payload: { name: 'Jeanne', email: 'jeanne@example.com', phone: '5065550123', description: 'Bonjour' },
      });
    const sent = await post();
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe(frEnquiries.enquiries.states.successText);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(frEnquiry.rateLimited);
  });
});

describe('the plain error page', () => {
  it('says an outage (503) in French at a French address, in English elsewhere', async () => {
    const french = await app.inject({ url: '/fr/outage-probe' });
    expect(french.statusCode).toBe(503);
    expect(french.headers['retry-after']).toBeDefined();
    expect(french.headers['content-type']).toMatch(/^text\/html/);
    expect(french.body).toContain('<html lang="fr-CA">');
    expect(french.body).toContain(`<title>${frCommon.errors.unavailableTitle}</title>`);
    expect(french.body).toContain(frRequest.unavailable.replace(/'/g, '&#39;'));
    expect(french.body).toContain('href="/fr"');

    // An English page, whatever the browser prefers: a page's language is its path's.
    const english = await app.inject({ url: '/outage-probe', headers: FRENCH });
    expect(english.statusCode).toBe(503);
    expect(english.body).toContain('<html lang="en-CA">');
    expect(english.body).toContain('<title>Back in a moment</title>');
    expect(english.body).toContain(enRequest.unavailable);
    expect(english.body).toContain('href="/"');
  });

  it('says a fault (500) in French with its reference, never the error', async () => {
    const response = await app.inject({ url: '/fr/fault-probe' });
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('<html lang="fr-CA">');
    expect(response.body).toContain(`<title>${frCommon.errors.errorTitle}</title>`);
    expect(response.body).toMatch(/Référence\u00a0: [0-9a-f-]{36}/);
    expect(response.body).not.toContain('secret');
  });

  it('says a cross-origin write refused (403) in French at a French address', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/fr/contact',
      headers: { cookie: member.cookie, origin: 'https://elsewhere.example' },
      payload: 'name=x',
    });
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('<html lang="fr-CA">');
    expect(response.body).toContain(frCommon.errors.unsupportedText.replace(/'/g, '&#39;'));
  });
});
