// Strings of the company pages and the sample agents and agencies (spec 2.10-2.12).
import { registerCatalogue } from '../i18n.ts';

await Promise.all([
  registerCatalogue({
    en: () => import('../../../shared/i18n/en/agents.ts').then((m) => m.agents),
    fr: () => import('../../../shared/i18n/fr/agents.ts').then((m) => m.agents),
  }),
  registerCatalogue({
    en: () => import('../../../shared/i18n/en/company.ts').then((m) => m.company),
    fr: () => import('../../../shared/i18n/fr/company.ts').then((m) => m.company),
  }),
]);
