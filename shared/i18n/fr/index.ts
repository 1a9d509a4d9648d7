// French catalogue: the full French message catalogue, composed like ../en/index.ts, with the same
// keys (checked against the English `Catalogue` type).
import type { Catalogue } from '../en/index.ts';
import type { Translation } from '../translation.ts';
import { account } from './account.ts';
import { accounts } from './accounts.ts';
import { admin } from './admin.ts';
import { agents } from './agents.ts';
import { blog } from './blog.ts';
import { checkout } from './checkout.ts';
import { company } from './company.ts';
import { core } from './core.ts';
import { homeVariants } from './home-variants.ts';
import { languageSuggestion } from './language-suggestion.ts';
import { submit } from './submit.ts';
import { styleGuide } from './style-guide.ts';
import { mapSearch } from './map-search.ts';
import { enquiryForms } from './enquiry-forms.ts';
import { showings } from './showings.ts';

/** The French message catalogue: the English one's keys, in Canadian French (docs/glossary-fr.md). */
export const fr: Translation<Catalogue> = {
  ...core,
  ...company,
  ...agents,
  ...admin,
  ...submit,
  ...blog,
  ...styleGuide,
  ...homeVariants,
  ...languageSuggestion,
  ...mapSearch,
  ...enquiryForms,
  ...showings,
  ...accounts,
  ...checkout,
  ...account,
};
