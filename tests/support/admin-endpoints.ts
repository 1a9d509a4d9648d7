import routeConfig from '../../app/routes.ts';

// Everything only an admin may use (issue 17, "Roles"): the API endpoints and the pages. The
// integration test of roles (tests/integration/accounts.test.ts) and the account journey
// (tests/e2e/account-journey.test.ts) both check every row with an account holder's session.

export type AdminCall = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';
const NO_SUCH_MESSAGE = 999_999;

/**
 * What the writes name. Left out, ids that match nothing (the admin's answer is 404); given, rows
 * the write leaves as they are (the admin's answer is 200): a property awaiting review, set to not
 * verified, and an open enquiry, set to open. Either way no row changes.
 */
export type AdminWriteTargets = { awaitingReviewId?: string; openEnquiryId?: string };

/**
 * Every admin API endpoint (paths under /api), with a request an admin may make: `propertyId`'s
 * history is read. The roles tests expect 403 of each for an account holder; the admin API test
 * (tests/integration/admin-api.test.ts) 401 without a session, 403 without CSRF, 2xx or 404 for an admin.
 */
export function adminApiEndpoints(propertyId: string, targets: AdminWriteTargets = {}): AdminCall[] {
  return [
    {
      method: 'POST',
      url: '/api/update-property-status',
      payload: { id: targets.awaitingReviewId ?? NO_SUCH_ID, field: 'Verified', value: false },
    },
    { method: 'GET', url: '/api/admin/review-queue' },
    { method: 'GET', url: `/api/admin/properties/${propertyId}/history` },
    { method: 'GET', url: '/api/admin/enquiries' },
    {
      method: 'POST',
      url: `/api/admin/enquiries/${targets.openEnquiryId ?? NO_SUCH_ID}/handled`,
      payload: { handled: false },
    },
    { method: 'GET', url: '/api/admin/outbox' },
    { method: 'POST', url: `/api/admin/outbox/${NO_SUCH_MESSAGE}/retry` },
    { method: 'GET', url: '/api/admin/tokens' },
    { method: 'POST', url: '/api/admin/tokens', payload: { name: 'Script' } },
    { method: 'DELETE', url: `/api/admin/tokens/${NO_SUCH_ID}` },
    // Not an id at all: answered 404 before the body is validated, which a UUID's would be (400).
    { method: 'POST', url: '/api/update-property', payload: { id: 'no-such-property' } },
  ];
}

type Entry = { path?: string; children?: Entry[] };
const flatten = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);

/** Every admin page of app/routes.ts (whatever is added later; `:id` is the property's), and the admins' edit form. */
export function adminPagePaths(propertyId: string): string[] {
  const pages = flatten(routeConfig as Entry[])
    .map((entry) => entry.path)
    .filter((path): path is string => Boolean(path?.startsWith('propertyadmin')))
    .map((path) => `/${path.replace(/:id\b/, propertyId)}`);
  return [...pages, `/submit-property?id=${propertyId}`];
}
