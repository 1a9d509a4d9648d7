import routeConfig from '../../app/routes.ts';

// Everything only an admin may use (issue 17, "Roles"): the API endpoints and the pages. The
// integration test of roles (tests/integration/accounts.test.ts) and the account journey
// (tests/e2e/account-journey.test.ts) both check every row with an account holder's session.

export type AdminCall = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };

const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** Every admin API endpoint (paths under /api), with a request an admin may make. */
export function adminApiEndpoints(propertyId: string): AdminCall[] {
  return [
    {
      method: 'POST',
      url: '/api/update-property-status',
      payload: { id: NO_SUCH_ID, field: 'Verified', value: true },
    },
    { method: 'GET', url: '/api/admin/review-queue' },
    { method: 'GET', url: `/api/admin/properties/${propertyId}/history` },
    { method: 'GET', url: '/api/admin/enquiries' },
    { method: 'POST', url: `/api/admin/enquiries/${NO_SUCH_ID}/handled`, payload: { handled: true } },
    { method: 'GET', url: '/api/admin/outbox' },
    { method: 'POST', url: '/api/admin/outbox/1/retry' },
    { method: 'GET', url: '/api/admin/tokens' },
    { method: 'POST', url: '/api/admin/tokens', payload: { name: 'Script' } },
    { method: 'DELETE', url: `/api/admin/tokens/${NO_SUCH_ID}` },
    { method: 'POST', url: '/api/update-property', payload: { id: NO_SUCH_ID } },
  ];
}

type Entry = { path?: string; children?: Entry[] };
const flatten = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);

/** Every admin page of app/routes.ts (whatever is added later), and the admins' edit form. */
export function adminPagePaths(propertyId: string): string[] {
  const pages = flatten(routeConfig as Entry[])
    .map((entry) => entry.path)
    .filter((path): path is string => Boolean(path?.startsWith('propertyadmin')))
    .map((path) => `/${path}`);
  return [...pages, `/submit-property?id=${propertyId}`];
}
