// English catalogue: the map search (/map and /grid-layout-with-map, issue 16).
export const mapSearch = {
  mapSearch: {
    meta: {
      mapTitle: 'Map of properties — {{site}}',
      mapDescription:
        'Find rentals and homes for sale in Moncton, Dieppe, Riverview and Shediac on the map: every listing with a location, with its price and a link to its details.',
      gridTitle: 'Properties on the map — {{site}}',
      gridDescription:
        'Rentals and homes for sale in Greater Moncton as a grid of listings beside a map: search an area of the map, filter by type, price and bedrooms.',
    },
    mapHeading: 'Property Map',
    gridHeading: 'Properties on the map',
    // The spec's collapsible advanced search of the map page (2.12): For Buy or For Rent, location.
    advancedSearch: 'Advanced Search',
    buyOrRent: 'For Buy or For Rent',
    anyType: 'Either',
    forBuy: 'For Buy',
    forRent: 'For Rent',
    location: 'Location',
    locationHint: 'A city, for example Moncton or Dieppe.',
    search: 'Search',
    // The phone's switch between the two halves.
    viewSwitch: 'Show',
    showList: 'List',
    showMap: 'Map',
    mapLabel: 'Map of the properties',
    resultsLabel: 'Properties found',
    needsJavaScript:
      'The map needs JavaScript, which is turned off or has not loaded. Every property is in the list.',
    loading: 'Loading the map…',
    loadFailedTitle: 'Network Error',
    loadFailed: 'Could not load the map service. Please check your internet connection and try again.',
    retry: 'Try again',
    tilesFailed: 'The map images could not be loaded. The markers and the list still work.',
    onMap_zero: 'No property of this search has a location on the map.',
    onMap_one: '{{count}} property on the map',
    onMap_other: '{{count}} properties on the map',
    searchArea: 'Search this area',
    areaActive: 'Showing only properties inside the map area you chose.',
    clearArea: 'Search everywhere',
    withoutCoordinates_one:
      '{{count}} property that matches has no location yet, so it is not on the map. It is in the list:',
    withoutCoordinates_other:
      '{{count}} properties that match have no location yet, so they are not on the map. They are in the list:',
    withoutCoordinatesInArea_one:
      '{{count}} property that matches has no location, so an area search leaves it out:',
    withoutCoordinatesInArea_other:
      '{{count}} properties that match have no location, so an area search leaves them out:',
    unplacedMore_one: 'and {{count}} more',
    unplacedMore_other: 'and {{count}} more',
    markerLabel: '{{name}}, {{price}}',
    clusterLabel_one: '{{count}} property here: zoom in',
    clusterLabel_other: '{{count}} properties here: zoom in',
    viewDetails: 'View details',
    noPhoto: 'No photo yet',
  },
} as const;
