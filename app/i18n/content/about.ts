// The company's about content (content/about.ts, content/fr/about.ts) in the page's language (issue 29).
import type * as Content from '../../../content/about.ts';
import { loadTranslated } from '../i18n.ts';

export const aboutContent = await loadTranslated<typeof Content>({
  en: () => import('../../../content/about.ts'),
  fr: () => import('../../../content/fr/about.ts'),
});
