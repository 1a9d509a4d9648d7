// Strings of showing slots (issue 30): loaded with the Book Showing form, the manage page and the
// console's showings page, not with every page.
import { registerCatalogue } from '../i18n.ts';

await registerCatalogue({
  en: () => import('../../../shared/i18n/en/showings.ts').then((m) => m.showings),
  fr: () => import('../../../shared/i18n/fr/showings.ts').then((m) => m.showings),
});
