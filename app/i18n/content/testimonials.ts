// The company's testimonials content (content/testimonials.ts, content/fr/testimonials.ts) in the page's language (issue 29).
import type * as Content from '../../../content/testimonials.ts';
import { loadTranslated } from '../i18n.ts';

export const testimonialsContent = await loadTranslated<typeof Content>({
  en: () => import('../../../content/testimonials.ts'),
  fr: () => import('../../../content/fr/testimonials.ts'),
});
