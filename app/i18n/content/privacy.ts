// The company's privacy content (content/privacy.ts, content/fr/privacy.ts) in the page's language (issue 29).
import type * as Content from '../../../content/privacy.ts';
import { loadTranslated } from '../i18n.ts';

export const privacyContent = await loadTranslated<typeof Content>({
  en: () => import('../../../content/privacy.ts'),
  fr: () => import('../../../content/fr/privacy.ts'),
});
