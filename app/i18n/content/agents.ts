// The company's agents content (content/agents.ts, content/fr/agents.ts) in the page's language (issue 29).
import type * as Content from '../../../content/agents.ts';
import { loadTranslated } from '../i18n.ts';

export const agentsContent = await loadTranslated<typeof Content>({
  en: () => import('../../../content/agents.ts'),
  fr: () => import('../../../content/fr/agents.ts'),
});
