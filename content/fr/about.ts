/** French content: the About Us page copy (spec 2.10), same shape as content/about.ts. */
import type { WorkStep } from '../about.ts';
import type * as en from '../about.ts';

export type { WorkStep } from '../about.ts';

export const about: typeof en.about = {
  lead: 'Une équipe locale de gestion immobilière pour Moncton, Dieppe et Riverview.',
  story: [
    'Tout est parti d’une idée simple\u00a0: les propriétaires et les locataires du Grand Moncton ' +
      'méritent un gestionnaire immobilier qui répond au téléphone, explique les choses clairement ' +
      'et prend soin des logements comme si c’étaient les siens.',
    'Aujourd’hui, nous assurons la mise en marché, la location et la gestion de maisons et ' +
      'd’appartements à louer dans toute la région, et nous aidons les propriétaires qui souhaitent ' +
      'vendre. Chaque annonce de ce site est vérifiée par notre équipe avant sa publication\u00a0: ce ' +
      'que vous voyez, c’est ce que vous trouverez.',
  ],
  mission:
    'Notre mission est de rendre la location simple pour les propriétaires et agréable pour les ' +
    'locataires\u00a0: un service juste, rapide et honnête, sans mauvaise surprise d’un côté comme de ' +
    'l’autre.',
};

export const workProcess: readonly WorkStep[] = [
  {
    id: 'consultation',
    title: 'Consultation',
    text:
      'Nous passons voir votre propriété, écoutons vos objectifs et vous proposons un loyer ou un prix ' +
      'juste, ainsi que le forfait qui vous convient.',
  },
  {
    id: 'marketing',
    title: 'Mise en marché',
    text:
      'Nous photographions la propriété, publions l’annonce, répondons aux demandes et la faisons ' +
      'visiter aux personnes intéressées.',
  },
  {
    id: 'screening',
    title: 'Sélection et bail',
    text:
      'Avec leur consentement, nous vérifions les candidats, vous recommandons le meilleur choix et ' +
      'préparons le bail.',
  },
  {
    id: 'management',
    title: 'Gestion continue',
    text: 'Nous percevons le loyer, coordonnons l’entretien et vous envoyons des relevés mensuels clairs.',
  },
];
