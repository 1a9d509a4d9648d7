// Strings of the home page variants /home-2 … /home-11 (issue 16). Their agents' cards and the List
// Your Property band use the company pages' strings (./company.ts), which the route imports too.
import { registerCatalogue } from '../i18n.ts';

await registerCatalogue({
  en: () => import('../../../shared/i18n/en/home-variants.ts').then((m) => m.homeVariants),
  fr: () => import('../../../shared/i18n/fr/home-variants.ts').then((m) => m.homeVariants),
});
