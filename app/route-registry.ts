import { HOME_VARIANT_PATHS } from './features/home/compositions.ts';
import { pageOfDataPath, pathWithoutLanguage } from '../shared/i18n/languages.ts';

/**
 * A page of the site, declared once (issue 29, ADR 051): app/routes.ts, the page cache, the sitemap,
 * the robots and hreflang tags of app/features/seo.ts and the tests' route walk all read it here.
 * Every page is in every language: French is the same route table under /fr (React Router's
 * basename, server/http/react-router.ts), so a page has no language list of its own.
 */
export type Page = {
  /** React Router's path: '' is the home page, `:id?` an optional segment, '*' every other path. */
  path: string;
  /** The route module, from app/. */
  file: `routes/${string}`;
  /** React Router's id, where one module serves several paths (otherwise the file's, `routes/faq`). */
  id?: string;
  /** The layout route around the page: the account area's sidebar. */
  layout?: 'routes/account-layout.tsx';
  /**
   * Anonymous GETs of the page and of its loader data come from the shared page cache (ADR 030):
   * every visitor sees it alike. Its answers to a signed-in visitor say `private, no-cache`.
   */
  isCached?: true;
  /**
   * What search engines are told. 'index': the page's canonical address and its hreflang alternates
   * in every language; 'sitemap': that, and listed in /sitemap.xml in every language (a path without
   * parameters). Absent: robots noindex and no canonical or alternates.
   */
  search?: 'index' | 'sitemap';
};

const LISTING = 'routes/listings.tsx';
const DETAIL = 'routes/property-detail.tsx';
const ACCOUNT = 'routes/account-layout.tsx';
/** Every visitor sees it alike, and search engines index it. */
const CACHED_INDEXED = { isCached: true, search: 'index' } as const;
/** The same, and in the sitemap. */
const CACHED_LISTED = { isCached: true, search: 'sitemap' } as const;

// Paths are the spec's (section 2.1), kept verbatim so existing links keep working.
//
// The pages rendered for each request come first: React Router tries the routes in this order where
// it ranks them alike (one static segment: most pages), three times a request, and the cached pages'
// renders are once per change (issue 32: /dashboard was the 64th of 83 tries, /propertyadmin the 77th).
export const PAGES: readonly Page[] = [
  // Sign-in and the admin console (spec 2.7, 2.8); every admin page requires an admin.
  { path: 'login', file: 'routes/login.tsx' },
  { path: 'logout', file: 'routes/logout.tsx' },
  // Accounts (issue 17): sign-up, the e-mail links, password reset and change.
  { path: 'create-account', file: 'routes/create-account.tsx', search: 'index' },
  { path: 'verify-email', file: 'routes/verify-email.tsx' },
  { path: 'forgot-password', file: 'routes/forgot-password.tsx' },
  { path: 'reset-password', file: 'routes/reset-password.tsx' },
  // The account area (issue 17; spec 2.12): one sidebar around its pages, /change-password too;
  // /confirm-email is the link of the e-mail sent to a new address from My Profile.
  { path: 'dashboard', file: 'routes/dashboard.tsx', layout: ACCOUNT },
  { path: 'my-profile', file: 'routes/my-profile.tsx', layout: ACCOUNT },
  { path: 'bookmark-list', file: 'routes/bookmark-list.tsx', layout: ACCOUNT },
  { path: 'my-alerts', file: 'routes/my-alerts.tsx', layout: ACCOUNT },
  { path: 'my-property', file: 'routes/my-property.tsx', layout: ACCOUNT },
  { path: 'submit-property-dashboard', file: 'routes/submit-property-dashboard.tsx', layout: ACCOUNT },
  { path: 'change-password', file: 'routes/change-password.tsx', layout: ACCOUNT },
  { path: 'confirm-email', file: 'routes/confirm-email.tsx' },
  // The old address's way back after a change of address (issue 27).
  { path: 'undo-email-change', file: 'routes/undo-email-change.tsx' },
  // A showing's manage link (issue 30): reschedule or cancel without an account.
  { path: 'showing', file: 'routes/showing.tsx' },
  // Saved-search alerts (issue 30): the form, the double opt-in link, the unsubscribe link.
  { path: 'alerts', file: 'routes/alerts.tsx' },
  { path: 'alerts/confirm', file: 'routes/alerts-confirm.tsx' },
  { path: 'alerts/unsubscribe', file: 'routes/alerts-unsubscribe.tsx' },
  // Listing packages on invoice (issue 17): the order form and its three payment steps.
  { path: 'checkout', file: 'routes/checkout.tsx' },
  { path: 'payment', file: 'routes/payment.tsx' },
  { path: 'propertyadmin', file: 'routes/propertyadmin.tsx' },
  { path: 'propertyadmin/review', file: 'routes/propertyadmin-review.tsx' },
  { path: 'propertyadmin/enquiries', file: 'routes/propertyadmin-enquiries.tsx' },
  { path: 'propertyadmin/outbox', file: 'routes/propertyadmin-outbox.tsx' },
  { path: 'propertyadmin/tokens', file: 'routes/propertyadmin-tokens.tsx' },
  { path: 'propertyadmin/orders', file: 'routes/propertyadmin-orders.tsx' },
  // A property's showing availability and its booked showings (issue 30).
  { path: 'propertyadmin/showings/:id', file: 'routes/propertyadmin-showings.tsx' },
  { path: '', file: 'routes/home.tsx', ...CACHED_LISTED },
  // The ten home variants (issue 16): one module, a composition per path (ADR 035).
  ...HOME_VARIANT_PATHS.map((path): Page => ({
    path: path.slice(1),
    file: 'routes/home-variant.tsx',
    id: `routes${path}`,
    ...CACHED_INDEXED,
  })),
  { path: 'list-layout-new-3', file: LISTING, ...CACHED_LISTED },
  // The listing's other layouts (issue 16): the same module, the path picks the layout.
  { path: 'grid-layout-with-sidebar', file: LISTING, id: 'routes/listings-grid-sidebar', ...CACHED_INDEXED },
  {
    path: 'listings-list-with-sidebar',
    file: LISTING,
    id: 'routes/listings-list-sidebar',
    ...CACHED_INDEXED,
  },
  { path: 'grid', file: LISTING, id: 'routes/listings-grid', ...CACHED_INDEXED },
  { path: 'list-layout-full', file: LISTING, id: 'routes/listings-list-full', ...CACHED_INDEXED },
  { path: 'classical-property', file: LISTING, id: 'routes/listings-classical', ...CACHED_INDEXED },
  // The map search (issue 16): the map page (spec 2.12) and the grid of listings beside a map.
  { path: 'map', file: 'routes/map.tsx', ...CACHED_INDEXED },
  { path: 'grid-layout-with-map', file: 'routes/grid-layout-with-map.tsx', ...CACHED_INDEXED },
  // The detail page and its layouts (issue 16): one module, the path picks the layout; without an
  // id, the newest public property (a write clears it from the cache like the rest).
  { path: 'single-property-1/:id?', file: DETAIL, ...CACHED_INDEXED },
  { path: 'single-property-2/:id?', file: DETAIL, id: 'routes/property-detail-2', ...CACHED_INDEXED },
  { path: 'single-property-3/:id?', file: DETAIL, id: 'routes/property-detail-3', ...CACHED_INDEXED },
  { path: 'single-property-4/:id?', file: DETAIL, id: 'routes/property-detail-4', ...CACHED_INDEXED },
  { path: 'compare-property', file: 'routes/compare-property.tsx' },
  // Company pages and the template's sample sections (spec 2.10-2.12). Enquiries (spec 2.4, 2.5,
  // 2.9): the contact page; /enquiry takes the Book Showing and sidebar forms.
  { path: 'about-us', file: 'routes/about-us.tsx', ...CACHED_LISTED },
  { path: 'services-offered', file: 'routes/services-offered.tsx', ...CACHED_LISTED },
  { path: 'contact', file: 'routes/contact.tsx', ...CACHED_LISTED },
  { path: 'enquiry', file: 'routes/enquiry.tsx' },
  { path: 'privacy-details', file: 'routes/privacy-details.tsx', ...CACHED_LISTED },
  { path: 'faq', file: 'routes/faq.tsx', ...CACHED_LISTED },
  { path: 'pricing', file: 'routes/pricing.tsx', ...CACHED_LISTED },
  { path: 'agents', file: 'routes/agents.tsx', search: 'sitemap' },
  { path: 'agent-page/:id?', file: 'routes/agent-page.tsx', search: 'index' },
  { path: 'agencies', file: 'routes/agencies.tsx', search: 'sitemap' },
  { path: 'agency-page/:id?', file: 'routes/agency-page.tsx', search: 'index' },
  { path: 'add-agent', file: 'routes/add-agent.tsx' },
  { path: 'edit-agent', file: 'routes/edit-agent.tsx' },
  // Owners submit a property; admins edit one with ?id= (spec 2.6; that form says noindex itself).
  { path: 'submit-property', file: 'routes/submit-property.tsx', search: 'sitemap' },
  // The blog (issue 16): posts are Markdown in content/blog/, changed only by a deploy; /blog-detail
  // alone shows the newest. The sitemap lists each post itself.
  { path: 'blog', file: 'routes/blog.tsx', ...CACHED_LISTED },
  { path: 'blog/feed.xml', file: 'routes/blog-feed.ts', isCached: true },
  { path: 'blog-detail/:slug?', file: 'routes/blog-detail.tsx', ...CACHED_INDEXED },
  // The living style guide and the property video page (issue 16, template routes).
  { path: 'component', file: 'routes/component.tsx' },
  { path: 'video', file: 'routes/video.tsx', search: 'index' },
  { path: '404', file: 'routes/not-found.tsx', id: 'routes/404' },
  { path: 'sitemap.xml', file: 'routes/sitemap.ts', isCached: true },
  { path: 'robots.txt', file: 'routes/robots.ts', isCached: true },
  { path: '*', file: 'routes/not-found.tsx' },
];

/** React Router's id of a page: its own, or its module's path without the extension. */
export const routeIdOf = (page: Page): string => page.id ?? page.file.replace(/\.tsx?$/, '');

const BY_ROUTE_ID = new Map(PAGES.map((page) => [routeIdOf(page), page]));

/** The page a route id (a meta function's match) renders, if it is a page. */
export const pageOfRouteId = (id: string): Page | undefined => BY_ROUTE_ID.get(id);

/** Whether search engines may index the page (canonical and hreflang links rather than noindex). */
export const isIndexable = (page: Page | undefined): boolean => page?.search !== undefined;

/** The site paths of the pages /sitemap.xml lists (each in every language): `/`, `/about-us`. */
export const SITEMAP_PATHS: readonly string[] = PAGES.filter((page) => page.search === 'sitemap').map(
  (page) => `/${page.path}`,
);

/**
 * The paths a page's pattern takes, exactly as written (case and trailing slash included), without
 * language: `single-property-1/:id?` takes `/single-property-1` and `/single-property-1/<id>`.
 */
export function patternOf(path: string): RegExp {
  const segments = path.split('/').map((segment) => {
    if (!segment.startsWith(':')) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
  });
  return new RegExp(`^${segments.join('')}$`);
}

const CACHED_PATTERNS = PAGES.filter((page) => page.isCached).map((page) => patternOf(page.path));

/**
 * The page a request path stands for: React Router's loader data (single fetch) is the page's path
 * with `.data` (`/about-us.data`), `/_.data` for a path ending in a slash (`/`, `/fr/`), and the
 * language prefix is left out: `/fr/about-us.data` -> `/about-us`, `/_.data` and `/fr.data` -> `/`.
 */
export function pagePathOf(pathname: string): string {
  return pathWithoutLanguage(pageOfDataPath(pathname));
}

/**
 * Whether an anonymous GET of this request path may be answered from the shared page cache: a page
 * marked `isCached`, in either language, or its loader data (server/http/react-router.ts asks).
 */
export function isCachedPath(pathname: string): boolean {
  const page = pagePathOf(pathname);
  return CACHED_PATTERNS.some((pattern) => pattern.test(page));
}
