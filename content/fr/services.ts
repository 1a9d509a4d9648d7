/** French content: the services page copy (spec 1 and 2.10), same shape and ids as content/services.ts. */
import type { Service } from '../services.ts';
import type * as en from '../services.ts';

export type { Service } from '../services.ts';

export const servicesIntro: typeof en.servicesIntro = {
  lead:
    'Nous prenons soin de logements à louer partout dans le Grand Moncton, pour les propriétaires qui ' +
    'veulent que leur propriété soit entretenue et leurs locataires bien servis, sans avoir à s’occuper ' +
    'du quotidien.',
  areasText:
    'Nous gérons et mettons en marché des propriétés dans ces collectivités, et nous parlons volontiers ' +
    'des logements des environs.',
  listTitle: 'Annoncez votre propriété',
  listText:
    'Vous avez une maison ou un appartement à louer ou à vendre? Soumettez-le en ligne en quelques ' +
    'minutes. Nous vérifions chaque annonce avant de la publier.',
};

/** The six services of spec section 1, in the English file's order. */
export const services: readonly Service[] = [
  {
    id: 'marketing',
    title: 'Mise en marché',
    text:
      'Des photos claires, une description honnête et une annonce sur notre site, pour que les bons ' +
      'locataires trouvent rapidement votre propriété. Nous répondons aux demandes et réservons les ' +
      'visites pour vous.',
  },
  {
    id: 'tenant-screening',
    title: 'Sélection des locataires',
    text:
      'Avec le consentement écrit du candidat, nous vérifions son identité, son emploi et ses revenus, ' +
      'ses références d’anciens propriétaires et son historique de crédit, puis nous vous expliquons ' +
      'notre recommandation.',
  },
  {
    id: 'rent-collection',
    title: 'Perception des loyers',
    text:
      'Le loyer est perçu à temps chaque mois, suivi sans tarder en cas de retard et déposé dans votre ' +
      'compte avec un relevé clair.',
  },
  {
    id: 'maintenance',
    title: 'Entretien',
    text:
      'Les locataires nous signalent les problèmes et nous organisons les réparations avec des gens de ' +
      'métier locaux de confiance, en vous consultant avant tous travaux qui dépassent la limite que ' +
      'vous avez fixée.',
  },
  {
    id: 'financial-reporting',
    title: 'Rapports financiers',
    text:
      'Un relevé mensuel des loyers reçus, des frais et des dépenses, et un sommaire de fin d’année qui ' +
      'facilite la période des impôts.',
  },
  {
    id: 'eviction-protection',
    title: 'Protection en cas d’expulsion',
    text:
      'Une sélection rigoureuse rend les problèmes rares. Si une location tourne mal, nous préparons ' +
      'les avis et les documents et vous guidons tout au long de la procédure prévue par la Loi sur la ' +
      'location de locaux d’habitation du Nouveau-Brunswick.',
  },
];

/** City names: the same as in English. */
export { serviceAreas } from '../services.ts';
