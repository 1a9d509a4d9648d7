// Strings of the admin console (/propertyadmin and its sub-pages).
import { registerCatalogue } from '../i18n.ts';

await registerCatalogue({
  en: () => import('../../../shared/i18n/en/admin.ts').then((m) => m.admin),
  fr: () => import('../../../shared/i18n/fr/admin.ts').then((m) => m.admin),
});
