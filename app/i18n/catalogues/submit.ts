// Strings of the submit / edit property form (/submit-property).
import { registerCatalogue } from '../i18n.ts';

await registerCatalogue({
  en: () => import('../../../shared/i18n/en/submit.ts').then((m) => m.submit),
  fr: () => import('../../../shared/i18n/fr/submit.ts').then((m) => m.submit),
});
