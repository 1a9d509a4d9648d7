// The company's faq content (content/faq.ts, content/fr/faq.ts) in the page's language (issue 29).
import type * as Content from '../../../content/faq.ts';
import { loadTranslated } from '../i18n.ts';

export const faqContent = await loadTranslated<typeof Content>({
  en: () => import('../../../content/faq.ts'),
  fr: () => import('../../../content/fr/faq.ts'),
});
