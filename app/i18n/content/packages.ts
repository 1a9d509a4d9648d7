// The company's packages content (content/packages.ts, content/fr/packages.ts) in the page's language (issue 29).
import type * as Content from '../../../content/packages.ts';
import { loadTranslated } from '../i18n.ts';

export const packagesContent = await loadTranslated<typeof Content>({
  en: () => import('../../../content/packages.ts'),
  fr: () => import('../../../content/fr/packages.ts'),
});
