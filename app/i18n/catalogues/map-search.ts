// Strings of the map search pages (/map, /grid-layout-with-map; issue 16).
import { mapSearch } from '../../../shared/i18n/en/map-search.ts';
import { registerCatalogue } from '../register.ts';

registerCatalogue(mapSearch);
