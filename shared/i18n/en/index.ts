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

/**
 * The English message catalogue. Every string the UI shows comes from here, one file per feature
 * (a French catalogue will sit beside it as ../fr/ with the same keys). Quoted spec wording is kept
 * verbatim. Interpolation uses i18next's {{name}} syntax.
 * Add a feature: a new file, then one line in core.ts (strings on every page) or, for strings used
 * on a few pages, one line below plus a registration in app/i18n/catalogues/ imported by those pages.
 */
export const en = {
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
} as const;

/** The shape every catalogue must have; the French one is checked against it. */
export type Catalogue = typeof en;
