// The whole route table (spec 2.1, issue 16): one row per page of app/routes.ts, walked by
// tests/e2e/markup.test.ts (status, headings, landmarks, axe, no sideways scroll at every width).
// `{rental}`, `{sale}`, `{rented}`, `{pending}` are replaced by the ids of the properties that test creates.
// A route of app/routes.ts without a row here fails that test.

export type Route = {
  path: string;
  isSignedIn?: boolean;
  status?: number;
  /** Scan the phone's open menu too (the header is the same on every page: once is enough). */
  withOpenMenu?: boolean;
  /** Text the page must show, so the scan saw the state it is meant to (the compared properties). */
  shows?: string;
};

/** Every page of app/routes.ts: public ones signed out, the editor and admin pages signed in. */
export const ROUTE_ROWS: Route[] = [
  { path: '/', withOpenMenu: true },
  { path: '/list-layout-new-3' },
  { path: '/single-property-1/{rental}' },
  { path: '/single-property-1/{rented}' },
  { path: '/compare-property', shows: 'Dieppe Bungalow' },
  { path: '/submit-property' },
  { path: '/contact' },
  { path: '/enquiry?property={rental}&form=showing' },
  { path: '/enquiry?property={rental}&form=enquiry' },
  { path: '/about-us' },
  { path: '/services-offered' },
  { path: '/privacy-details' },
  { path: '/faq' },
  { path: '/pricing' },
  { path: '/agents' },
  { path: '/agent-page' },
  { path: '/agencies' },
  { path: '/agency-page' },
  { path: '/add-agent' },
  { path: '/edit-agent' },
  { path: '/blog' },
  { path: '/blog-detail' },
  { path: '/component' },
  { path: '/video' },
  { path: '/login' },
  { path: '/404', status: 404 },
  { path: '/no-such-page', status: 404 },
  { path: '/logout', isSignedIn: true, withOpenMenu: true },
  { path: '/submit-property?id={rental}', isSignedIn: true },
  { path: '/propertyadmin', isSignedIn: true },
  { path: '/propertyadmin/review', isSignedIn: true },
  { path: '/propertyadmin/enquiries', isSignedIn: true },
  { path: '/propertyadmin/outbox', isSignedIn: true },
  { path: '/propertyadmin/tokens', isSignedIn: true },
];
