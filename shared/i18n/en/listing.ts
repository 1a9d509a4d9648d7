// English catalogue: listing. Spec wording is kept verbatim.
export const listing = {
  listing: {
    /** Above the results: a saved-search alert for this search (issue 30). */
    alertsLink: 'Get alerts for this search',
    /** What a phone shows of it (its name stays whole: the words it shows are in it). */
    alertsLinkShort: 'Get alerts',
    heading: 'Properties for rent and sale',
    filters: 'Filter properties',
    // The phone's disclosure around the filters, with the number of filters set.
    filtersToggle: 'Filters',
    activeFilters_one: '{{count}} active',
    activeFilters_other: '{{count}} active',
    listingType: 'Sell or Rent',
    any: 'Any',
    forRentOption: 'Rent',
    forSellOption: 'Sell',
    city: 'City',
    propertyType: 'Property type',
    minBeds: 'Minimum beds',
    priceRange: 'Price range',
    priceMin: 'Minimum price',
    priceMax: 'Maximum price',
    priceHint: 'For example 1500, $1,500 or 1.5k.',
    // What the page did with the prices it was given: always said, so no reading is hidden.
    priceShowing: 'Showing prices from {{min}} to {{max}}.',
    priceSwapped:
      'The minimum was above the maximum, so they were swapped: showing prices from {{min}} to {{max}}.',
    priceNotApplied: 'A price you entered could not be read and is not used: see the message under it.',
    // Under a price field (the page), and in the API's 400 answer (shared/domain/listing-query.ts).
    priceErrors: {
      unreadable: 'Enter an amount such as 1500, $1,500 or 1.5k.',
      negative: 'Enter an amount of $0 or more.',
      tooLarge: 'Enter an amount of at most $999,999,999.',
      range: 'Give the price range as min-max, for example 0-1500.',
      reversed: 'The minimum price is above the maximum.',
    },
    // In the API's 400 answer for the filters below (shared/domain/listing-query.ts).
    boundsError:
      'Give the map area as south,west,north,east in degrees (south at most north, west at most east), for example 46.0,-64.9,46.2,-64.6.',
    featureError: 'Give each feature as one of the 15 feature names, for example feature=Parking.',
    minBaths: 'Minimum bathrooms',
    // Checkboxes of the 15 features (spec 3); 'Pets Allowed' is offered as the template's Pet Friendly.
    amenities: 'Amenities',
    petFriendly: 'Pet Friendly',
    // The orders (spec 9: Low Price, High Price, Most Popular); newest first by default.
    sortBy: 'Sort by',
    sortShown: 'Sort by: {{sort}}',
    sorts: {
      newest: 'Newest',
      'price-asc': 'Low Price',
      'price-desc': 'High Price',
      popular: 'Most Popular',
    },
    popularHint: 'Most Popular: the most enquiries in the last 30 days.',
    // The grid and list links of the layouts (issue 16): the same search, the other card style.
    view: 'View',
    viewGrid: 'Grid',
    viewList: 'List',
    // The classic listing's location search.
    location: 'Location',
    locationSearch: 'Search by location',
    search: 'Search',
    // The map's area, when the map search set one (the map layouts write bounds=).
    mapArea: 'Only the map area you searched.',
    clearMapArea: 'Clear map area',
    apply: 'Search',
    reset: 'Reset filters',
    // Spec 2.4's wording for any count but one.
    showing_one: 'Showing {{from}} of {{count}} result',
    showing_other: 'Showing {{from}}-{{to}} of {{count}} results',
    showingNone: 'Showing 0 of 0 results',
    noResults: 'No Properties Found',
    noResultsHint: 'Please refine your search criteria.',
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    currentPage: 'Page {{page}}, current page',
    // A phone's pager: Previous, this, Next.
    pageOf: 'Page {{page}} of {{pageCount}}',
    // A card's Save and Compare buttons: one stop in the tab order, arrow keys move between them.
    cardTools: 'Save or compare {{name}}',
  },
  // The advanced filter dialog (spec 2.12), on every listing layout.
  advancedFilters: {
    open: 'Advanced filters',
    title: 'Advanced filters',
    price: 'Price range',
    priceMin: 'Minimum price',
    priceMax: 'Maximum price',
    priceShown: '{{min}} to {{max}}',
    priceAny: 'Any price',
    noPrices: 'No properties to take a price range from.',
    bedrooms: 'Bedrooms',
    bathrooms: 'Bathrooms',
    any: 'Any',
    orMore: '{{count}}+',
    reset: 'Reset',
    cancel: 'Cancel',
    see_one: 'See {{count}} Property',
    see_other: 'See {{count}} Properties',
    counting: 'Counting properties…',
    countFailed: 'The number of properties could not be counted; applying still works.',
  },
} as const;
