import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { HOME_VARIANT_PATHS } from './features/home/compositions.ts';

// Paths are the spec's (section 2.1), kept verbatim so existing links keep working.
const pages = [
  index('routes/home.tsx'),
  // The ten home variants (issue 16): one module, a composition per path (ADR 035).
  ...HOME_VARIANT_PATHS.map((path) =>
    route(path.slice(1), 'routes/home-variant.tsx', { id: `routes${path}` }),
  ),
  route('list-layout-new-3', 'routes/listings.tsx'),
  // The listing's other layouts (issue 16): the same module, the path picks the layout.
  route('grid-layout-with-sidebar', 'routes/listings.tsx', { id: 'routes/listings-grid-sidebar' }),
  route('listings-list-with-sidebar', 'routes/listings.tsx', { id: 'routes/listings-list-sidebar' }),
  route('grid', 'routes/listings.tsx', { id: 'routes/listings-grid' }),
  route('list-layout-full', 'routes/listings.tsx', { id: 'routes/listings-list-full' }),
  route('classical-property', 'routes/listings.tsx', { id: 'routes/listings-classical' }),
  // The map search (issue 16): the map page (spec 2.12) and the grid of listings beside a map.
  route('map', 'routes/map.tsx'),
  route('grid-layout-with-map', 'routes/grid-layout-with-map.tsx'),
  // The detail page and its layouts (issue 16): one module, the path picks the layout; without an
  // id, the newest public property.
  route('single-property-1/:id?', 'routes/property-detail.tsx'),
  route('single-property-2/:id?', 'routes/property-detail.tsx', { id: 'routes/property-detail-2' }),
  route('single-property-3/:id?', 'routes/property-detail.tsx', { id: 'routes/property-detail-3' }),
  route('single-property-4/:id?', 'routes/property-detail.tsx', { id: 'routes/property-detail-4' }),
  route('compare-property', 'routes/compare-property.tsx'),
  // Owners submit a property; admins edit one with ?id= (spec 2.6).
  route('submit-property', 'routes/submit-property.tsx'),
  // Enquiries (spec 2.4, 2.5, 2.9): the contact page; /enquiry takes the Book Showing and sidebar forms.
  route('contact', 'routes/contact.tsx'),
  route('enquiry', 'routes/enquiry.tsx'),
  // Company pages and the template's sample sections (spec 2.10-2.12).
  route('about-us', 'routes/about-us.tsx'),
  route('services-offered', 'routes/services-offered.tsx'),
  route('privacy-details', 'routes/privacy-details.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('pricing', 'routes/pricing.tsx'),
  route('agents', 'routes/agents.tsx'),
  route('agent-page/:id?', 'routes/agent-page.tsx'),
  route('agencies', 'routes/agencies.tsx'),
  route('agency-page/:id?', 'routes/agency-page.tsx'),
  route('add-agent', 'routes/add-agent.tsx'),
  route('edit-agent', 'routes/edit-agent.tsx'),
  // The blog (issue 16): posts are Markdown in content/blog/; /blog-detail alone shows the newest.
  route('blog', 'routes/blog.tsx'),
  route('blog/feed.xml', 'routes/blog-feed.ts'),
  route('blog-detail/:slug?', 'routes/blog-detail.tsx'),
  // The living style guide and the property video page (issue 16, template routes).
  route('component', 'routes/component.tsx'),
  route('video', 'routes/video.tsx'),
  route('404', 'routes/not-found.tsx', { id: 'routes/404' }),
  // Sign-in and the admin console (spec 2.7, 2.8); every admin page requires an admin.
  route('login', 'routes/login.tsx'),
  route('logout', 'routes/logout.tsx'),
  // Accounts (issue 17): sign-up, the e-mail links, password reset and change.
  route('create-account', 'routes/create-account.tsx'),
  route('verify-email', 'routes/verify-email.tsx'),
  route('forgot-password', 'routes/forgot-password.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  // The account area (issue 17; spec 2.12): one sidebar around its pages, /change-password too;
  // /confirm-email is the link of the e-mail sent to a new address from My Profile.
  layout('routes/account-layout.tsx', [
    route('dashboard', 'routes/dashboard.tsx'),
    route('my-profile', 'routes/my-profile.tsx'),
    route('bookmark-list', 'routes/bookmark-list.tsx'),
    route('my-property', 'routes/my-property.tsx'),
    route('submit-property-dashboard', 'routes/submit-property-dashboard.tsx'),
    route('change-password', 'routes/change-password.tsx'),
  ]),
  route('confirm-email', 'routes/confirm-email.tsx'),
  // The old address's way back after a change of address (issue 27).
  route('undo-email-change', 'routes/undo-email-change.tsx'),
  // Listing packages on invoice (issue 17): the order form and its three payment steps.
  route('checkout', 'routes/checkout.tsx'),
  route('payment', 'routes/payment.tsx'),
  route('propertyadmin', 'routes/propertyadmin.tsx'),
  route('propertyadmin/review', 'routes/propertyadmin-review.tsx'),
  route('propertyadmin/enquiries', 'routes/propertyadmin-enquiries.tsx'),
  route('propertyadmin/outbox', 'routes/propertyadmin-outbox.tsx'),
  route('propertyadmin/tokens', 'routes/propertyadmin-tokens.tsx'),
  route('propertyadmin/orders', 'routes/propertyadmin-orders.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

// One layout around them all: its ErrorBoundary keeps the site's header and footer on error pages.
export default [layout('routes/site-layout.tsx', pages)] satisfies RouteConfig;
