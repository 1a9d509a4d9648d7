// Strings of the package order pages (/checkout, /payment, /propertyadmin/orders).
import { registerCatalogue } from '../i18n.ts';

await registerCatalogue({
  en: () => import('../../../shared/i18n/en/checkout.ts').then((m) => m.checkout),
  fr: () => import('../../../shared/i18n/fr/checkout.ts').then((m) => m.checkout),
});
