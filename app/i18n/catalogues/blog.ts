// Strings of the blog's pages (issue 16).
import { registerCatalogue } from '../i18n.ts';

await registerCatalogue({
  en: () => import('../../../shared/i18n/en/blog.ts').then((m) => m.blog),
  fr: () => import('../../../shared/i18n/fr/blog.ts').then((m) => m.blog),
});
