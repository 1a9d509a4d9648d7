// Strings of the account area (/dashboard, /my-profile, /bookmark-list, /my-property,
// /submit-property-dashboard, /confirm-email, /undo-email-change).
import { registerCatalogue } from '../i18n.ts';

await registerCatalogue({
  en: () => import('../../../shared/i18n/en/account.ts').then((m) => m.account),
  fr: () => import('../../../shared/i18n/fr/account.ts').then((m) => m.account),
});
