import { i18n } from './i18n.ts';
import type { Catalogue } from '../../shared/i18n/en/index.ts';

/**
 * Adds a feature's strings to the catalogue. Pages that need them import the feature's file under
 * app/i18n/catalogues/ before rendering, so the strings travel in that page's code only and the
 * listing page stays within its JavaScript budget. (The server bundle imports every route, so it
 * always has them all.)
 */
export function registerCatalogue(part: Partial<Catalogue>): void {
  i18n.addResourceBundle('en', 'translation', part, true, false);
}
