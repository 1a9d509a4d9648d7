// French catalogue: listing. The spec's wording, in the French site's own words.
import type { listing as en } from '../en/listing.ts';
import type { Translation } from '../translation.ts';

export const listing: Translation<typeof en> = {
  listing: {
    /** Above the results: a saved-search alert for this search (issue 30). */
    alertsLink: 'Recevoir des alertes pour cette recherche',
    /** What a phone shows of it (its name stays whole: the words it shows are in it). */
    alertsLinkShort: 'Alertes',
    heading: 'Propriétés à louer et à vendre',
    filters: 'Filtrer les propriétés',
    // The phone's disclosure around the filters, with the number of filters set.
    filtersToggle: 'Filtres',
    activeFilters_one: '{{count}} actif',
    activeFilters_other: '{{count}} actifs',
    listingType: 'À vendre ou à louer',
    any: 'Peu importe',
    forRentOption: 'À louer',
    forSellOption: 'À vendre',
    city: 'Ville',
    propertyType: 'Type de propriété',
    minBeds: 'Chambres (minimum)',
    priceRange: 'Fourchette de prix',
    priceMin: 'Prix minimum',
    priceMax: 'Prix maximum',
    priceHint: 'Par exemple 1500, 1 500 $ ou 1,5k.',
    // What the page did with the prices it was given: always said, so no reading is hidden.
    priceShowing: 'Prix affichés : de {{min}} à {{max}}.',
    priceSwapped:
      'Le minimum dépassait le maximum, ils ont donc été inversés : prix affichés de {{min}} à {{max}}.',
    priceNotApplied:
      'Un prix saisi n’a pas pu être lu et n’est pas utilisé : voyez le message sous le champ.',
    // Under a price field (the page), and in the API's 400 answer (shared/domain/listing-query.ts).
    priceErrors: {
      unreadable: 'Entrez un montant comme 1500, 1 500 $ ou 1,5k.',
      negative: 'Entrez un montant de 0 $ ou plus.',
      tooLarge: 'Entrez un montant d’au plus 999 999 999 $.',
      range: 'Indiquez la fourchette de prix sous la forme min-max, par exemple 0-1500.',
      reversed: 'Le prix minimum dépasse le prix maximum.',
    },
    // In the API's 400 answer for the filters below (shared/domain/listing-query.ts).
    boundsError:
      'Indiquez la zone de la carte sous la forme sud,ouest,nord,est en degrés (sud au plus égal à nord, ouest au plus égal à est), par exemple 46.0,-64.9,46.2,-64.6.',
    featureError: 'Indiquez chaque caractéristique par l’un des 15 noms prévus, par exemple feature=Parking.',
    minBaths: 'Salles de bain (minimum)',
    // Checkboxes of the 15 features (spec 3); 'Pets Allowed' is offered as the template's Pet Friendly.
    amenities: 'Commodités',
    petFriendly: 'Animaux acceptés',
    // The orders (spec 9: Low Price, High Price, Most Popular); newest first by default.
    sortBy: 'Trier par',
    sortShown: 'Trier par : {{sort}}',
    sorts: {
      newest: 'Plus récentes',
      'price-asc': 'Prix croissant',
      'price-desc': 'Prix décroissant',
      popular: 'Plus populaires',
    },
    popularHint: 'Plus populaires : le plus de demandes au cours des 30 derniers jours.',
    // The grid and list links of the layouts (issue 16): the same search, the other card style.
    view: 'Affichage',
    viewGrid: 'Grille',
    viewList: 'Liste',
    // The classic listing's location search.
    location: 'Emplacement',
    locationSearch: 'Rechercher par emplacement',
    search: 'Rechercher',
    // The map's area, when the map search set one (the map layouts write bounds=).
    mapArea: 'Seulement la zone de la carte que vous avez recherchée.',
    clearMapArea: 'Effacer la zone',
    apply: 'Rechercher',
    reset: 'Réinitialiser les filtres',
    // Spec 2.4's wording for any count but one.
    showing_one: 'Affichage de {{from}} sur {{count}} résultat',
    showing_other: 'Affichage de {{from}} à {{to}} sur {{count}} résultats',
    showingNone: 'Affichage de 0 sur 0 résultat',
    noResults: 'Aucune propriété trouvée',
    noResultsHint: 'Veuillez préciser vos critères de recherche.',
    pagination: 'Pagination',
    previous: 'Précédent',
    next: 'Suivant',
    page: 'Page {{page}}',
    currentPage: 'Page {{page}}, page actuelle',
    // A phone's pager: Previous, this, Next.
    pageOf: 'Page {{page}} de {{pageCount}}',
    // A card's Save and Compare buttons: one stop in the tab order, arrow keys move between them.
    cardTools: 'Enregistrer ou comparer {{name}}',
  },
  // The advanced filter dialog (spec 2.12), on every listing layout.
  advancedFilters: {
    open: 'Filtres avancés',
    title: 'Filtres avancés',
    price: 'Fourchette de prix',
    priceMin: 'Prix minimum',
    priceMax: 'Prix maximum',
    priceShown: '{{min}} à {{max}}',
    priceAny: 'Tous les prix',
    noPrices: 'Aucune propriété à partir de laquelle établir une fourchette de prix.',
    bedrooms: 'Chambres',
    bathrooms: 'Salles de bain',
    any: 'Peu importe',
    orMore: '{{count}}+',
    reset: 'Réinitialiser',
    cancel: 'Annuler',
    see_one: 'Voir {{count}} propriété',
    see_other: 'Voir {{count}} propriétés',
    counting: 'Calcul du nombre de propriétés…',
    countFailed:
      'Le nombre de propriétés n’a pas pu être calculé; vous pouvez tout de même appliquer les filtres.',
  },
};
