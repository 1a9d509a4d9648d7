// French catalogue: saved and compared properties (spec 2.2 side panel, 2.12 compare page).
import type { shortlist as en } from '../en/shortlist.ts';
import type { Translation } from '../translation.ts';

export const shortlist: Translation<typeof en> = {
  shortlist: {
    title: 'Comparaison et favoris',
    compareTab: 'À comparer',
    savedTab: 'Favoris',
    viewAndCompare: 'Voir et comparer',
    count_one: '{{count}} choisie',
    count_other: '{{count}} choisies',
    save: 'Enregistrer',
    compare: 'Comparer',
    remove: 'Retirer {{name}}',
    savedMessage: '{{name}} est dans vos favoris.',
    unsavedMessage: "{{name}} n'est plus dans vos favoris.",
    comparedMessage: '{{name}} fait partie de la comparaison.',
    uncomparedMessage: '{{name}} ne fait plus partie de la comparaison.',
    compareFull: "Vous pouvez comparer jusqu'à {{count}} propriétés. Retirez-en une d'abord.",
    compareHint:
      "Choisissez jusqu'à {{count}} propriétés avec le bouton Comparer des annonces, puis comparez-les côte à côte.",
    emptyCompare: "Rien à comparer pour l'instant. Appuyez sur Comparer dans 3 annonces au plus.",
    emptySaved:
      "Aucune propriété enregistrée pour l'instant. Appuyez sur Enregistrer dans une annonce pour la garder ici.",
  },
  compare: {
    title: 'Comparer des propriétés',
    metaTitle: 'Comparer des propriétés — {{site}}',
    metaDescription: "Comparez côte à côte jusqu'à trois propriétés du Grand Moncton.",
    empty:
      "Choisissez jusqu'à 3 propriétés avec le bouton Comparer des annonces : elles s'afficheront ici côte à côte.",
    browse: 'Parcourir les propriétés',
    price: 'Prix',
    listingType: 'Annonce',
    type: 'Type',
    city: 'Ville',
    area: 'Superficie',
    bedrooms: 'Chambres',
    bathrooms: 'Salles de bain',
    availability: 'Disponibilité',
    status: 'Statut',
    open: 'Disponible',
    missing: 'Certaines propriétés choisies ne sont plus affichées et ont été omises.',
    caption: 'Les propriétés choisies, point par point',
    chosen: 'Propriétés comparées',
  },
};
