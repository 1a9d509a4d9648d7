/**
 * The services page copy (spec 1 and 2.10). Company copy lives here, not in components, so it can be
 * edited without touching code; a French version will be a sibling file with the same shape.
 */
export type Service = {
  id: string;
  title: string;
  text: string;
};

export const servicesIntro = {
  lead:
    'We look after rental homes across Greater Moncton for owners who want their property cared for ' +
    'and their tenants well served, without the day-to-day work.',
  areasText:
    'We manage and market properties in these communities, and we are always glad to talk about ' +
    'homes nearby.',
  listTitle: 'List Your Property',
  listText:
    'Have a home or apartment to rent or sell? Submit it online in a few minutes. We review every ' +
    'listing before it is published.',
};

/** The six services named in spec section 1, in that order. */
export const services: readonly Service[] = [
  {
    id: 'marketing',
    title: 'Marketing',
    text:
      'Clear photos, an honest description and a listing on our website, so the right tenants find ' +
      'your property quickly. We answer enquiries and book showings for you.',
  },
  {
    id: 'tenant-screening',
    title: 'Tenant Screening',
    text:
      'With the applicant’s written consent we check identity, employment and income, references ' +
      'from previous landlords and credit history, and we explain our recommendation to you.',
  },
  {
    id: 'rent-collection',
    title: 'Rent Collection',
    text:
      'Rent is collected on time every month, followed up promptly when it is late, and deposited to ' +
      'your account with a clear statement.',
  },
  {
    id: 'maintenance',
    title: 'Maintenance',
    text:
      'Tenants report problems to us, and we arrange repairs with trusted local trades, asking you ' +
      'first before any work above the limit you set.',
  },
  {
    id: 'financial-reporting',
    title: 'Financial Reporting',
    text:
      'A monthly statement of rent received, fees and expenses, and a year-end summary that makes ' +
      'tax time easier.',
  },
  {
    id: 'eviction-protection',
    title: 'Eviction Protection',
    text:
      'Careful screening keeps problems rare. When a tenancy does go wrong, we prepare the notices ' +
      'and paperwork and guide you through the process under New Brunswick’s Residential ' +
      'Tenancies Act.',
  },
];

/** Service areas named in spec section 1. */
export const serviceAreas: readonly string[] = ['Moncton', 'Dieppe', 'Riverview'];
