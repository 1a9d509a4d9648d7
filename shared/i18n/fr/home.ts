// French catalogue: home. The spec's wording, in the French site's own words.
import type { home as en } from '../en/home.ts';
import type { Translation } from '../translation.ts';

export const home: Translation<typeof en> = {
  home: {
    heroTitle: 'Trouvez votre prochain logement dans le Grand Moncton',
    heroText:
      'Des logements à louer et des propriétés à vendre vérifiés à Moncton, Dieppe, Riverview et Shediac.',
    searchLegend: 'Vous souhaitez',
    rent: 'Louer',
    buy: 'Acheter',
    location: 'Emplacement',
    locationPlaceholder: 'Ville, p. ex. Moncton',
    search: 'Rechercher',
    rentalsHeading: 'Logements à louer',
    resultsHeading: 'Propriétés correspondant à votre recherche',
    browseMore: 'Voir plus de propriétés',
    reviewsHeading: 'Ce que disent nos clients',
    // The carousel inside that section: a landmark name of its own (landmarks are named uniquely).
    reviewsCarousel: 'Avis de nos clients',
    rating: 'Note : {{rating}} sur 5',
    searching: 'Recherche en cours…',
  },
};
