import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';
import { queryRows } from '../../server/db/client.ts';
import { adminApiEndpoints, type AdminWriteTargets } from './admin-endpoints.ts';
import { specSubmissionFields } from './factories.ts';

// Every write a signed-in browser makes with its session cookie (issue 27): the CSRF table. The
// integration test (tests/integration/account-takeover.test.ts) sends each API row, the e2e walk
// (tests/e2e/account-takeover.test.ts) each page row, once per way a forged request can look, and
// expects 403 with nothing written; and with the token from this origin, anything but 403.

/** What the write sends: a urlencoded form, a multipart form (the photo forms), or JSON. */
export type WriteBody =
  { kind: 'form' | 'multipart'; fields: Record<string, string> } | { kind: 'json'; value: object };

export type SignedInWrite = {
  /** Whose session makes it: any account holder's, or an admin's (the console). */
  who: 'account' | 'admin';
  method: 'POST' | 'PUT' | 'DELETE';
  url: string;
  body?: WriteBody;
  /**
   * Signing out from a page of the shared cache (ADR 054): from this origin, as the browser says,
   * it needs no token; the forgery of that kind is no forgery here (page-cache.test.ts tests it).
   */
  isSameOriginEnough?: true;
};

/** How a forged write can look; each must be refused. `token`: the session's CSRF token is sent. */
export const FORGERIES = [
  {
    name: 'the cookie from this origin, without the token',
    origin: 'self',
    site: 'same-origin',
    token: false,
  },
  {
    name: 'the token, from a sibling subdomain (foreign Origin, Sec-Fetch-Site: same-site)',
    origin: 'sibling',
    site: 'same-site',
    token: true,
  },
  { name: 'no Origin and no Sec-Fetch-Site, without the token', origin: null, site: null, token: false },
] as const;

export type Forgery = (typeof FORGERIES)[number];

/** The sibling subdomain a same-site forgery comes from, for a site served at `url`. */
export const siblingOf = (url: string) => `http://evil.${new URL(url).hostname}.example`;

/**
 * The request headers (and body) of a write, forged or not (`forgery` null: from this origin, with
 * the token). The token goes where the page sends it: the form's `csrf` field, or X-CSRF-Token.
 */
export function requestOf(
  write: SignedInWrite,
  session: { cookie: string; csrfToken: string },
  siteUrl: string,
  forgery: Forgery | null,
): { headers: Record<string, string>; body?: string | FormData } {
  const token = forgery ? forgery.token : true;
  const origin = forgery ? forgery.origin : 'self';
  const site = forgery ? forgery.site : 'same-origin';
  const headers: Record<string, string> = { cookie: session.cookie };
  if (origin === 'self') headers.origin = new URL(siteUrl).origin;
  if (origin === 'sibling') headers.origin = siblingOf(siteUrl);
  if (site) headers['sec-fetch-site'] = site;
  const body = write.body;
  if (!body) {
    if (token) headers['x-csrf-token'] = session.csrfToken;
    return { headers };
  }
  if (body.kind === 'json') {
    if (token) headers['x-csrf-token'] = session.csrfToken;
    headers['content-type'] = 'application/json';
    return { headers, body: JSON.stringify(body.value) };
  }
  const fields = { ...body.fields, ...(token ? { csrf: session.csrfToken } : {}) };
  if (body.kind === 'form') {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { headers, body: new URLSearchParams(fields).toString() };
  }
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return { headers, body: form };
}

/** What the API writes name: rows of the account's and of the test's own, so a write finds them. */
export type ApiWriteTargets = AdminWriteTargets & { propertyId: string; ownPendingId: string };

/** Every API write a browser session makes (paths under /api): the account's and the admin's. */
export function signedInApiWrites(targets: ApiWriteTargets): SignedInWrite[] {
  const admin = adminApiEndpoints(targets.propertyId, targets)
    .filter((call) => call.method !== 'GET')
    .map((call): SignedInWrite => ({
      who: 'admin',
      method: call.method as SignedInWrite['method'],
      url: call.url,
      ...(call.payload ? { body: { kind: 'json', value: call.payload } } : {}),
    }));
  return [
    {
      who: 'account',
      method: 'POST',
      url: '/api/submit-property',
      body: { kind: 'json', value: specSubmissionFields({ propertyTitle: 'Forged submission' }) },
    },
    {
      who: 'account',
      method: 'POST',
      url: '/api/account/update-property',
      body: { kind: 'json', value: { ...specSubmissionFields(), id: targets.ownPendingId } },
    },
    {
      who: 'account',
      method: 'POST',
      url: '/api/account/bookmarks/merge',
      body: { kind: 'json', value: { ids: [targets.propertyId] } },
    },
    { who: 'account', method: 'PUT', url: `/api/account/bookmarks/${targets.propertyId}` },
    { who: 'account', method: 'DELETE', url: `/api/account/bookmarks/${targets.propertyId}` },
    ...admin,
    // Last: with the token it ends the session.
    { who: 'account', method: 'POST', url: '/api/auth/logout' },
  ];
}

/** API writes that need no session: anyone may make them, and a cookie does not make them the account's. */
export const ANONYMOUS_API_WRITES = [
  '/api/auth/login',
  '/api/send-email',
  '/api/get-download-urls',
  // The one-click unsubscribe of alert e-mails (issue 30, RFC 8058): cookie-less by design, its token
  // the only credential.
  '/api/alerts/unsubscribe',
];

/** What the page writes name. */
export type PageWriteTargets = { propertyId: string; ownPendingId: string; bookmarkedId: string };

/** Every page action a browser session posts to (the forms without JavaScript, and with it). */
export function signedInPageWrites(targets: PageWriteTargets): SignedInWrite[] {
  const form = (fields: Record<string, string>): WriteBody => ({ kind: 'form', fields });
  const submission = (title: string): WriteBody => ({
    kind: 'multipart',
    fields: {
      title,
      listingType: 'rent',
      propertyType: 'Apartment',
      price: '1200',
      sqft: '800',
      beds: '2',
      washrooms: '1',
      availableDate: '2027-03-01',
      address: '25 Park Street',
      streetNumber: '25',
      streetName: 'Park Street',
      city: 'Moncton',
      province: 'NB',
      postalCode: 'E1C 4B5',
      name: 'Forged Owner',
      email: 'forged@example.com',
      phone: '5065550100',
      terms: 'on',
    },
  });
  return [
    { who: 'account', method: 'POST', url: '/submit-property', body: submission('Forged public submission') },
    {
      who: 'account',
      method: 'POST',
      url: '/submit-property-dashboard',
      body: submission('Forged dashboard submission'),
    },
    {
      who: 'account',
      method: 'POST',
      url: `/submit-property-dashboard?id=${targets.ownPendingId}`,
      body: submission('Forged edit'),
    },
    {
      who: 'account',
      method: 'POST',
      url: '/my-profile',
      body: form({ name: 'Forged Name', email: 'forged.address@example.com', phone: '5065550100' }),
    },
    {
      who: 'account',
      method: 'POST',
      url: '/my-property',
      body: form({ intent: 'withdraw', id: targets.ownPendingId }),
    },
    { who: 'account', method: 'POST', url: '/bookmark-list', body: form({ id: targets.bookmarkedId }) },
    {
      who: 'account',
      method: 'POST',
      url: '/my-alerts',
      body: form({ id: '00000000-0000-4000-8000-000000000000', intent: 'stop' }),
    },
    {
      who: 'account',
      method: 'POST',
      url: '/change-password',
      body: form({
        current: 'whatever it is',
        password: 'forged passphrase here',
        confirm: 'forged passphrase here',
      }),
    },
    { who: 'account', method: 'POST', url: '/checkout', body: form({ plan: 'basic', coupon: 'WELCOME' }) },
    { who: 'account', method: 'POST', url: '/payment', body: form({ plan: 'basic', intent: 'place' }) },
    {
      who: 'admin',
      method: 'POST',
      url: '/propertyadmin',
      body: form({ intent: 'status', id: targets.propertyId, field: 'Verified', value: 'false' }),
    },
    {
      who: 'admin',
      method: 'POST',
      url: '/propertyadmin/review',
      body: form({ intent: 'status', id: targets.ownPendingId, field: 'Verified', value: 'true' }),
    },
    {
      who: 'admin',
      method: 'POST',
      url: '/propertyadmin/enquiries',
      body: form({ id: '1', handled: 'true' }),
    },
    { who: 'admin', method: 'POST', url: '/propertyadmin/outbox', body: form({ id: '1' }) },
    {
      who: 'admin',
      method: 'POST',
      url: '/propertyadmin/tokens',
      body: form({ intent: 'create', name: 'Forged' }),
    },
    { who: 'admin', method: 'POST', url: '/propertyadmin/orders', body: form({ id: '1', intent: 'paid' }) },
    {
      who: 'admin',
      method: 'POST',
      url: `/propertyadmin/showings/${targets.propertyId}`,
      body: form({ intent: 'remove' }),
    },
    {
      who: 'admin',
      method: 'POST',
      url: `/submit-property?id=${targets.propertyId}`,
      body: submission('Forged admin edit'),
    },
    // Last: with the token it ends the session.
    { who: 'account', method: 'POST', url: '/logout', isSameOriginEnough: true },
  ];
}

/** Page actions anyone may post to signed out, whose answer does not depend on a session. */
export const ANONYMOUS_PAGE_WRITES = [
  '/login',
  '/create-account',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/confirm-email',
  '/undo-email-change',
  '/contact',
  '/enquiry',
  '/add-agent',
  '/edit-agent',
  // Issue 30: a showing's manage link and the saved-search alerts' pages (their tokens are the key).
  '/showing',
  '/alerts',
  '/alerts/confirm',
  '/alerts/unsubscribe',
];

/**
 * A fingerprint of every row of every table: equal before and after a refused write when nothing
 * was written (the rate-limit and throttle counters included).
 */
export async function databaseDigest(db: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string }>(
      db,
      sql`select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest
        from ${sql.identifier(name)} t`,
    );
    digest[name] = row?.digest ?? '';
  }
  return digest;
}
