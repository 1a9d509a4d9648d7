/**
 * French content: owners' packages (spec 9), same shape as content/packages.ts. Ids, prices, counts,
 * validity and highlighting come from the English file; only the words are French. HST is TVH.
 */
import {
  listingPackageByKey as enListingPackageByKey,
  managementPlans as enManagementPlans,
  type ListingPackage,
  type ManagementPlan,
} from '../packages.ts';
import type * as en from '../packages.ts';

export type { ListingPackage, ManagementPlan } from '../packages.ts';

/**
 * Each plan spreads the English one at the same position (id, highlighting) and replaces only the
 * words: keep the two lists in the same order.
 */
export const managementPlans: readonly ManagementPlan[] = [
  {
    ...enManagementPlans[0]!, // basic
    title: 'Base',
    summary:
      'Placement de locataire seulement\u00a0: nous trouvons et sélectionnons un locataire, vous gérez ' +
      'la location.',
    setupFee: 'Un mois de loyer plus TVH',
    ongoingFee: 'Pas de frais récurrents',
    features: [
      'Mise en marché et visites',
      'Sélection des locataires',
      'Préparation et signature du bail',
      'Rapport d’inspection à l’entrée',
    ],
  },
  {
    ...enManagementPlans[1]!, // standard
    title: 'Standard',
    summary: 'Le placement, plus la gestion complète de la location au quotidien.',
    setupFee: 'Un demi-mois de loyer plus TVH',
    ongoingFee: '6\u00a0% du loyer mensuel plus TVH',
    features: [
      'Tout le forfait Base',
      'Perception du loyer',
      'Coordination de l’entretien',
      'Relevés financiers mensuels',
    ],
  },
  {
    ...enManagementPlans[2]!, // premium
    title: 'Premium',
    summary: 'Une gestion complète et sans souci, avec une protection et des rapports en plus.',
    setupFee: 'Un demi-mois de loyer plus TVH',
    ongoingFee: '10\u00a0% du loyer mensuel plus TVH',
    features: [
      'Tout le forfait Standard',
      'Soutien en cas d’expulsion',
      'Inspections régulières de la propriété',
      'Sommaire financier de fin d’année',
    ],
  },
];

const { basic, platinum, standard } = enListingPackageByKey;
const REVIEW = 'Vérification de chaque annonce par notre équipe';

/**
 * The packages by key, spreading the English ones (price, counts, validity, highlighting); each card's
 * features are written from its own figures (never a number it does not grant).
 */
export const listingPackageByKey: typeof en.listingPackageByKey = {
  basic: {
    ...basic,
    title: 'Base',
    features: [
      `${basic.listingsIncluded} annonces`,
      `Validité de ${basic.validityMonths} mois`,
      `${basic.imagesPerListing} photos par annonce`,
      REVIEW,
    ],
  },
  platinum: {
    ...platinum,
    title: 'Platine',
    features: [
      `${platinum.listingsIncluded} annonces`,
      `Validité de ${platinum.validityMonths} mois`,
      `${platinum.imagesPerListing} photos par annonce`,
      REVIEW,
    ],
  },
  standard: {
    ...standard,
    title: 'Standard',
    features: [
      `${standard.listingsIncluded} annonces`,
      `Validité de ${standard.validityMonths} mois`,
      `${standard.imagesPerListing} photos par annonce`,
      REVIEW,
    ],
  },
};

/** In the spec's order: Basic, Platinum, Standard. */
export const listingPackages: readonly ListingPackage[] = [
  listingPackageByKey.basic,
  listingPackageByKey.platinum,
  listingPackageByKey.standard,
];
