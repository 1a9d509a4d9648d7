/**
 * Owners' packages (spec 9). Prices are in Canadian dollars; HST (15 % in New Brunswick) is added to
 * the fees the spec marks "plus HST". Edit the copy here; the pages read it.
 */

/** A management plan for an owner's rental (spec 9: Basic, Standard, Premium). */
export type ManagementPlan = {
  id: 'basic' | 'standard' | 'premium';
  title: string;
  summary: string;
  setupFee: string;
  ongoingFee: string;
  features: readonly string[];
  isHighlighted?: boolean;
};

export const managementPlans: readonly ManagementPlan[] = [
  {
    id: 'basic',
    title: 'Basic',
    summary: 'Tenant placement only: we find and screen a tenant, you manage the tenancy.',
    setupFee: 'One month’s rent plus HST',
    ongoingFee: 'No ongoing fee',
    features: [
      'Marketing and showings',
      'Tenant screening',
      'Lease preparation and signing',
      'Move-in inspection report',
    ],
  },
  {
    id: 'standard',
    title: 'Standard',
    summary: 'Placement plus full day-to-day management of the tenancy.',
    setupFee: 'Half a month’s rent plus HST',
    ongoingFee: '6% of the monthly rent plus HST',
    features: [
      'Everything in Basic',
      'Rent collection',
      'Maintenance coordination',
      'Monthly financial statements',
    ],
    isHighlighted: true,
  },
  {
    id: 'premium',
    title: 'Premium',
    summary: 'Complete, hands-off management with extra protection and reporting.',
    setupFee: 'Half a month’s rent plus HST',
    ongoingFee: '10% of the monthly rent plus HST',
    features: [
      'Everything in Standard',
      'Eviction protection support',
      'Regular property inspections',
      'Year-end financial summary',
    ],
  },
];

/** A listing package (spec 9: 49, 99 and 199 dollars; Basic, Platinum, Standard). */
export type ListingPackage = {
  id: 'basic' | 'platinum' | 'standard';
  title: string;
  /** Price in Canadian dollars. */
  price: number;
  features: readonly string[];
  isHighlighted?: boolean;
};

const PACKAGE_FEATURES = ['5+ Listings', '3 Month Validity', '50GB Space', '7x24 Support'] as const;

export const listingPackages: readonly ListingPackage[] = [
  { id: 'basic', title: 'Basic', price: 49, features: PACKAGE_FEATURES },
  {
    id: 'platinum',
    title: 'Platinum',
    price: 99,

    features: PACKAGE_FEATURES,
    isHighlighted: true,
  },
  { id: 'standard', title: 'Standard', price: 199, features: PACKAGE_FEATURES },
];
