// English catalogue: the home page variants /home-2 … /home-11 (issue 16). The words every home
// search shares (Rent, Buy, Location, Search) are the home page's own, in home.ts.
export const homeVariants = {
  homeVariants: {
    metaTitle: '{{title}} — {{site}}',
    search: {
      label: 'Property search',
      cardTitle: 'Find a property',
      cardText: 'Search every verified listing by town, kind and size.',
      rentCount_one: '{{count}} home to rent',
      rentCount_other: '{{count}} homes to rent',
      saleCount_one: '{{count}} home for sale',
      saleCount_other: '{{count}} homes for sale',
      bedsOption: '{{count}}+',
      // Under Rent and Buy on the tabbed search: how many of each are listed now.
      tabCount_one: '{{count}} listed',
      tabCount_other: '{{count}} listed',
    },
    hero: {
      // The real counts, from the same query as the listing.
      stats: 'Listed now: {{rent}} and {{sale}}, each one checked by our team.',
      pictured: 'Pictured: {{name}}',
      slidesLabel: 'Photos of our newest properties',
      mapLabel: 'Map of {{address}}',
      mapCaption: 'Our newest listing on the map: {{name}}',
      mapSearch: 'Search on the map',
      videoCaption: 'Video tour: {{name}}',
      viewProperty: 'View {{name}}',
    },
    featured: {
      rent: 'Rental Properties',
      sale: 'Homes for Sale',
      any: 'Newest Properties',
      rentText: 'The newest rentals across Greater Moncton, with the date each one is free.',
      saleText: 'Houses and condos for sale, newest first.',
      anyText: 'Our newest rentals and homes for sale, newest first.',
      carouselLabel: 'Newest properties',
      browseAll_one: 'See the 1 property',
      browseAll_other: 'See all {{count}} properties',
    },
    services: {
      heading: 'What we do for owners',
      text: 'Property management across Moncton, Dieppe and Riverview, from the first showing to the year-end statement.',
      more: 'Services and packages',
    },
    agents: {
      heading: 'Meet the agents',
      more: 'All agents',
    },
    callToAction: {
      contact: 'Talk to us',
    },
    variants: {
      home2: {
        title: 'Your next home in Greater Moncton starts here',
        lead: 'Verified rentals in Moncton, Dieppe, Riverview and Shediac, looked after by a local team.',
      },
      home3: {
        title: 'Rentals and homes for sale, checked by people who live here',
        lead: 'Every listing is verified before it is published, so the place you visit is the place you saw.',
      },
      home4: {
        title: 'Find a place in the part of town you want',
        lead: 'See where our newest listing is, then search every rental and home for sale by town.',
      },
      home5: {
        title: 'Take the tour before you book the showing',
        lead: 'Watch a walk-through of one of our properties, then search the rest of our verified listings.',
      },
      home6: {
        title: 'Greater Moncton homes, one photo at a time',
        lead: 'Browse our newest listings, then narrow the search to the town, kind and size you need.',
      },
      home7: {
        title: 'Homes for sale in Greater Moncton',
        lead: 'Houses, condos and duplexes for sale in Moncton, Dieppe and Riverview, verified by our team.',
      },
      home8: {
        title: 'Rentals you can move into soon',
        lead: 'Apartments and houses for rent across Greater Moncton, each with the date it is available.',
      },
      home9: {
        title: 'Search by town, or start from the map',
        lead: 'Tell us where and what you are looking for, or see our newest listing on the map.',
      },
      home10: {
        title: 'See it first, then come and visit',
        lead: 'A video tour of one of our rentals, and every verified rental and home for sale one search away.',
      },
      home11: {
        title: 'All our newest listings in one place',
        lead: 'Rentals and homes for sale across Greater Moncton, newest first, each checked by our team.',
      },
    },
  },
} as const;
