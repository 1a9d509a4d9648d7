// Strings of the map search pages (/map, /grid-layout-with-map; issue 16).
import { registerCatalogue } from '../i18n.ts';

await registerCatalogue({
  en: () => import('../../../shared/i18n/en/map-search.ts').then((m) => m.mapSearch),
  fr: () => import('../../../shared/i18n/fr/map-search.ts').then((m) => m.mapSearch),
});
