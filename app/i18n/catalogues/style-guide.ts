// Strings of the style guide and the video page (issue 16).
import { registerCatalogue } from '../i18n.ts';

await registerCatalogue({
  en: () => import('../../../shared/i18n/en/style-guide.ts').then((m) => m.styleGuide),
  fr: () => import('../../../shared/i18n/fr/style-guide.ts').then((m) => m.styleGuide),
});
