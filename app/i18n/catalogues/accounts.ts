// Strings of the account pages (/create-account, /verify-email, /forgot-password, /reset-password,
// /change-password).
import { registerCatalogue } from '../i18n.ts';

await registerCatalogue({
  en: () => import('../../../shared/i18n/en/accounts.ts').then((m) => m.accounts),
  fr: () => import('../../../shared/i18n/fr/accounts.ts').then((m) => m.accounts),
});
