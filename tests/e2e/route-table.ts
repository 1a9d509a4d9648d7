// The whole route table (spec 2.1, issue 16): a row per page of app/route-registry.ts, walked by
// tests/e2e/markup.test.ts (status, headings, landmarks, axe, no sideways scroll at every width).
// `{rental}`, `{sale}`, `{rented}`, `{pending}` are replaced by the ids of the properties that test creates.
// A page of the registry without a row here fails that test.

export type Route = {
  path: string;
  isSignedIn?: boolean;
  /** Signed in as an account holder (a customer who owns the test's properties) rather than the admin. */
  as?: 'account';
  status?: number;
  /** Scan the phone's open menu too (the header is the same on every page: once is enough). */
  withOpenMenu?: boolean;
  /** Text the page must show, so the scan saw the state it is meant to (the compared properties). */
  shows?: string;
  /**
   * A public page `npm test` also walks signed in (the longer header: one page per kind of page the
   * signed-in parts change). `npm run test:full` walks every public page signed in (issue 28).
   */
  isSignedInSample?: boolean;
  /**
   * A page `npm test` walks, in English and in French at /fr/... (issues 28, 29): one of each shell
   * and kind of page. `npm run test:full` walks every row, in both languages.
   */
  isSample?: boolean;
};

/** Every page of the route registry: public ones signed out, the editor and admin pages signed in. */
export const ROUTE_ROWS: Route[] = [
  { path: '/', withOpenMenu: true, isSignedInSample: true, isSample: true },
  { path: '/list-layout-new-3', isSignedInSample: true, isSample: true },
  { path: '/grid-layout-with-sidebar' },
  { path: '/listings-list-with-sidebar' },
  { path: '/grid' },
  { path: '/list-layout-full' },
  { path: '/classical-property' },
  { path: '/classical-property?view=list&sort=price-asc' },
  { path: '/home-2' },
  { path: '/home-3' },
  { path: '/home-4' },
  { path: '/home-5' },
  { path: '/home-6' },
  { path: '/home-7' },
  { path: '/home-8' },
  { path: '/home-9' },
  { path: '/home-10' },
  { path: '/home-11' },
  { path: '/map' },
  { path: '/grid-layout-with-map' },
  { path: '/single-property-1/{rental}', isSignedInSample: true, isSample: true },
  { path: '/single-property-1/{rented}' },
  // The detail layouts (issue 16); without an id, the newest public property (the rental here).
  { path: '/single-property-1', shows: 'Harbour View Flat' },
  { path: '/single-property-2', shows: 'Harbour View Flat' },
  { path: '/single-property-2/{rental}' },
  { path: '/single-property-3', shows: 'Harbour View Flat' },
  { path: '/single-property-3/{rental}' },
  { path: '/single-property-4', shows: 'Harbour View Flat' },
  { path: '/single-property-4/{rental}' },
  { path: '/single-property-4/{rented}' },
  { path: '/single-property-2/{pending}', status: 404 },
  { path: '/single-property-3/00000000-0000-4000-8000-000000000000', status: 404 },
  { path: '/compare-property', shows: 'Dieppe Bungalow' },
  { path: '/submit-property', isSample: true },
  { path: '/contact', isSignedInSample: true, isSample: true },
  { path: '/enquiry?property={rental}&form=showing' },
  { path: '/enquiry?property={rental}&form=enquiry' },
  { path: '/about-us', isSample: true },
  { path: '/services-offered' },
  { path: '/privacy-details' },
  { path: '/faq', isSample: true },
  { path: '/pricing' },
  { path: '/agents' },
  { path: '/agent-page' },
  { path: '/agencies' },
  { path: '/agency-page' },
  { path: '/add-agent' },
  { path: '/edit-agent' },
  { path: '/blog' },
  { path: '/blog-detail', isSample: true },
  { path: '/component' },
  { path: '/video' },
  { path: '/login' },
  // Accounts (issue 17); a link's token of the right shape shows the Verify button, none the resend form.
  { path: '/create-account', isSample: true },
  { path: '/verify-email' },
  { path: '/verify-email?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', shows: 'Verify E-mail' },
  { path: '/forgot-password' },
  { path: '/reset-password', shows: 'does not work any more' },
  { path: '/change-password', isSignedIn: true },
  // The account area (issue 17), as an account holder whose verified e-mail submitted the properties.
  { path: '/dashboard', isSignedIn: true, as: 'account', shows: 'Harbour View Flat', isSample: true },
  { path: '/my-profile', isSignedIn: true, as: 'account' },
  { path: '/bookmark-list', isSignedIn: true, as: 'account' },
  { path: '/my-property', isSignedIn: true, as: 'account', shows: 'Maple Street Duplex' },
  { path: '/submit-property-dashboard', isSignedIn: true, as: 'account' },
  { path: '/submit-property-dashboard?id={pending}', isSignedIn: true, as: 'account' },
  { path: '/confirm-email' },
  // The link of the notice sent to the old address when an account's address changes (issue 27).
  { path: '/undo-email-change' },
  { path: '/undo-email-change?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', shows: 'Keep My Address' },
  { path: '/login?done=verified', shows: 'Your e-mail address is verified' },
  // A showing's manage link (issue 30): without a live token, the way forward (410).
  { path: '/showing', status: 410, shows: 'This link no longer works' },
  { path: '/showing?done=cancelled', shows: 'Your showing is cancelled' },
  // Saved-search alerts (issue 30): the form for a search, the links of its e-mails without a token.
  { path: '/alerts?for=rent&city=Moncton&beds=2', shows: 'For rent · in Moncton · 2+ beds' },
  { path: '/alerts/confirm', status: 410, shows: 'This link no longer works' },
  { path: '/alerts/unsubscribe', status: 410, shows: 'This link is not one of ours' },
  { path: '/404', status: 404 },
  { path: '/no-such-page', status: 404, isSample: true },
  { path: '/logout', isSignedIn: true, withOpenMenu: true, isSample: true },
  { path: '/submit-property?id={rental}', isSignedIn: true },
  { path: '/propertyadmin', isSignedIn: true, isSample: true },
  { path: '/propertyadmin/review', isSignedIn: true },
  { path: '/propertyadmin/enquiries', isSignedIn: true },
  { path: '/propertyadmin/outbox', isSignedIn: true },
  { path: '/propertyadmin/tokens', isSignedIn: true },
  { path: '/propertyadmin/showings/{rental}', isSignedIn: true, shows: 'Weekly windows' },
  { path: '/my-alerts', isSignedIn: true, as: 'account' },
  // Listing packages on invoice (issue 17): signed out the banner and prices, signed in the form.
  { path: '/checkout?plan=basic', shows: 'Returning customer?' },
  { path: '/checkout?plan=standard', isSignedIn: true, shows: 'Billing Details', isSample: true },
  { path: '/payment', shows: 'Your order starts at the checkout' },
  { path: '/payment', isSignedIn: true, shows: 'Your order starts at the checkout' },
  { path: '/propertyadmin/orders', isSignedIn: true },
];
