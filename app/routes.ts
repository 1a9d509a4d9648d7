import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// Paths are the spec's (section 2.1), kept verbatim so existing links keep working.
const pages = [
  index('routes/home.tsx'),
  route('list-layout-new-3', 'routes/listings.tsx'),
  route('single-property-1/:id', 'routes/property-detail.tsx'),
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
  route('propertyadmin', 'routes/propertyadmin.tsx'),
  route('propertyadmin/review', 'routes/propertyadmin-review.tsx'),
  route('propertyadmin/enquiries', 'routes/propertyadmin-enquiries.tsx'),
  route('propertyadmin/outbox', 'routes/propertyadmin-outbox.tsx'),
  route('propertyadmin/tokens', 'routes/propertyadmin-tokens.tsx'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;

// One layout around them all: its ErrorBoundary keeps the site's header and footer on error pages.
export default [layout('routes/site-layout.tsx', pages)] satisfies RouteConfig;
