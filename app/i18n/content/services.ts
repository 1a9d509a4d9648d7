// The company's services content (content/services.ts, content/fr/services.ts) in the page's language (issue 29).
import type * as Content from '../../../content/services.ts';
import { loadTranslated } from '../i18n.ts';

export const servicesContent = await loadTranslated<typeof Content>({
  en: () => import('../../../content/services.ts'),
  fr: () => import('../../../content/fr/services.ts'),
});
