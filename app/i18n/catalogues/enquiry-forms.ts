// Strings of the enquiry forms once loaded (their placeholders and field errors): loaded with the
// forms, not with every page that has a Book Showing button.
import { registerCatalogue } from '../i18n.ts';

await registerCatalogue({
  en: () => import('../../../shared/i18n/en/enquiry-forms.ts').then((m) => m.enquiryForms),
  fr: () => import('../../../shared/i18n/fr/enquiry-forms.ts').then((m) => m.enquiryForms),
});
