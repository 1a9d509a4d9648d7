/** French content: the FAQ (spec 2.12), same categories, ids and order as content/faq.ts. */
import type { FaqCategory } from '../faq.ts';

export type { FaqCategory, FaqCategoryId, FaqEntry } from '../faq.ts';

export const faqCategories: readonly FaqCategory[] = [
  {
    id: 'general',
    title: 'Général',
    entries: [
      {
        id: 'areas',
        title: 'Quels secteurs desservez-vous?',
        desc:
          'Nous gérons et mettons en marché des propriétés à Moncton, à Dieppe et à Riverview, et nos ' +
          'annonces comprennent aussi des logements à Shediac. Renseignez-vous auprès de nous pour les ' +
          'autres collectivités des environs.',
      },
      {
        id: 'list-property',
        title: 'Comment annoncer ma propriété?',
        desc:
          'Choisissez «\u00a0Soumettre une propriété\u00a0» dans le menu. La soumission est gratuite; ' +
          'notre équipe vérifie chaque soumission et la publie une fois les détails confirmés.',
      },
      {
        id: 'verified',
        title: 'Pourquoi mon annonce n’est-elle pas encore visible?',
        desc:
          'Les nouvelles soumissions sont vérifiées avant de paraître sur le site. Nous pourrions ' +
          'd’abord communiquer avec vous pour confirmer certains détails ou les photos.',
      },
      {
        id: 'showing',
        title: 'Comment réserver une visite?',
        desc:
          'Ouvrez une annonce et remplissez le formulaire de demande, ou appuyez sur «\u00a0Réserver une ' +
          'visite\u00a0» sur la fiche d’une annonce. Nous vous répondons par téléphone ou par courriel ' +
          'pour convenir d’un moment.',
      },
    ],
  },
  {
    id: 'payment',
    title: 'Paiement',
    entries: [
      {
        id: 'fees',
        title: 'Combien coûte la gestion?',
        desc:
          'Le forfait Base (placement de locataire) coûte un mois de loyer plus TVH, sans frais ' +
          'récurrents. Le forfait Standard coûte un demi-mois de loyer plus TVH pour la mise en place, ' +
          'puis 6\u00a0% du loyer plus TVH. Le forfait Premium coûte un demi-mois de loyer plus TVH, ' +
          'puis 10\u00a0% du loyer plus TVH.',
      },
      {
        id: 'hst',
        title: 'La TVH est-elle comprise dans vos prix?',
        desc:
          'Non. La TVH s’ajoute à nos frais lorsque le forfait indique «\u00a0plus TVH\u00a0», au taux ' +
          'en vigueur.',
      },
      {
        id: 'rent-paid',
        title: 'Quand les propriétaires reçoivent-ils le loyer?',
        desc:
          'Avec les forfaits Standard et Premium, nous percevons le loyer, déduisons les frais convenus ' +
          'et les dépenses approuvées, puis versons le solde au propriétaire avec un relevé mensuel.',
      },
      {
        id: 'payment-methods',
        title: 'Comment les locataires peuvent-ils payer le loyer?',
        desc:
          'Nous convenons du mode de paiement avec chaque locataire à la signature du bail. Nous ne ' +
          'demandons jamais de renseignements de paiement par ce site.',
      },
    ],
  },
  {
    id: 'upgrade',
    title: 'Changement de forfait',
    entries: [
      {
        id: 'change-plan',
        title: 'Puis-je changer de forfait plus tard?',
        desc:
          'Oui. Communiquez avec nous\u00a0: nous vous expliquerons ce qui change et conviendrons avec ' +
          'vous de la date de début du nouveau forfait.',
      },
      {
        id: 'placement-to-management',
        title: 'J’ai fait appel au placement de locataire. Pouvez-vous maintenant gérer la location?',
        desc:
          'Oui. Nous passons en revue le bail et l’état de la propriété avec vous, puis nous prenons ' +
          'en charge la perception du loyer et l’entretien dans le cadre du forfait Standard ou Premium.',
      },
      {
        id: 'more-listings',
        title: 'J’ai besoin de plus d’annonces que n’en comprend mon forfait.',
        desc:
          'Communiquez avec nous au sujet d’un forfait plus grand; nous vous en proposerons un adapté à ' +
          'votre nombre de propriétés.',
      },
    ],
  },
];
