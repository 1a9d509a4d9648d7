/**
 * Owners' packages (spec 9). Prices are in Canadian dollars; HST (15 % in New Brunswick) is added to
 * the fees the spec marks "plus HST". Edit the copy here; the pages read it.
 */
import type { PackageKey } from '../shared/domain/account.ts';
import { MAX_IMAGES } from '../shared/domain/limits.ts';

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

/**
 * A listing package (spec 9: 49, 99 and 199 dollars; Basic, Platinum, Standard; 5+ listings, 3 month
 * validity). Sold on invoice at /checkout (server/orders); once an admin marks the order paid, the
 * account's submissions each use one of its listings until they run out or the validity ends.
 */
export type ListingPackage = {
  id: PackageKey;
  title: string;
  /** Price in Canadian dollars, before HST. */
  price: number;
  /** Properties the account may submit under the package. */
  listingsIncluded: number;
  /** Photos each of those listings may carry (the site's limit for every property). */
  imagesPerListing: number;
  /** Months the package stays active once paid. */
  validityMonths: number;
  features: readonly string[];
  isHighlighted?: boolean;
};

const VALIDITY_MONTHS = 3;
const PHOTOS = `${MAX_IMAGES} Photos per Listing`;
const VALIDITY = `${VALIDITY_MONTHS} Month Validity`;
const REVIEW = 'Review of every listing by our team';

/** The packages by key; each card's features are its own figures (never a number it does not grant). */
export const listingPackageByKey: Readonly<Record<PackageKey, ListingPackage>> = {
  basic: {
    id: 'basic',
    title: 'Basic',
    price: 49,
    listingsIncluded: 5,
    imagesPerListing: MAX_IMAGES,
    validityMonths: VALIDITY_MONTHS,
    features: ['5 Listings', VALIDITY, PHOTOS, REVIEW],
  },
  platinum: {
    id: 'platinum',
    title: 'Platinum',
    price: 99,
    listingsIncluded: 12,
    imagesPerListing: MAX_IMAGES,
    validityMonths: VALIDITY_MONTHS,
    features: ['12 Listings', VALIDITY, PHOTOS, REVIEW],
    isHighlighted: true,
  },
  standard: {
    id: 'standard',
    title: 'Standard',
    price: 199,
    listingsIncluded: 30,
    imagesPerListing: MAX_IMAGES,
    validityMonths: VALIDITY_MONTHS,
    features: ['30 Listings', VALIDITY, PHOTOS, REVIEW],
  },
};

/** In the spec's order: Basic, Platinum, Standard. */
export const listingPackages: readonly ListingPackage[] = [
  listingPackageByKey.basic,
  listingPackageByKey.platinum,
  listingPackageByKey.standard,
];
