// The company's team content (content/team.ts, content/fr/team.ts) in the page's language (issue 29).
import type * as Content from '../../../content/team.ts';
import { loadTranslated } from '../i18n.ts';

export const teamContent = await loadTranslated<typeof Content>({
  en: () => import('../../../content/team.ts'),
  fr: () => import('../../../content/fr/team.ts'),
});
