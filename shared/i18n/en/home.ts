// English catalogue: home. Spec wording is kept verbatim.
export const home = {
  home: {
    heroTitle: 'Find your next home in Greater Moncton',
    heroText: 'Verified rentals and homes for sale in Moncton, Dieppe, Riverview and Shediac.',
    searchLegend: 'Looking to',
    rent: 'Rent',
    buy: 'Buy',
    location: 'Location',
    locationPlaceholder: 'City, e.g. Moncton',
    search: 'Search',
    rentalsHeading: 'Rental Properties',
    resultsHeading: 'Properties matching your search',
    browseMore: 'Browse More Properties',
    reviewsHeading: 'What our customers say',
    // The carousel inside that section: a landmark name of its own (landmarks are named uniquely).
    reviewsCarousel: 'Customer reviews',
    rating: 'Rated {{rating}} out of 5',
    searching: 'Searching…',
  },
} as const;
