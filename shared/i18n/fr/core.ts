// French catalogue: the strings loaded on every page, composed like ../en/core.ts.
import type { core as en } from '../en/core.ts';
import type { Translation } from '../translation.ts';
import { auth } from './auth.ts';
import { carousel } from './carousel.ts';
import { common } from './common.ts';
import { demos } from './demos.ts';
import { enquiries } from './enquiries.ts';
import { home } from './home.ts';
import { listing } from './listing.ts';
import { maps } from './maps.ts';
import { property } from './property.ts';
import { retry } from './retry.ts';
import { shortlist } from './shortlist.ts';

/**
 * The strings loaded on every page (chrome, listings, cards and their dialogs). Strings of features
 * that live on a few pages only are registered by those pages (app/i18n/catalogues/); index.ts joins
 * everything into the full French catalogue.
 */
export const core: Translation<typeof en> = {
  ...common,
  ...demos,
  ...auth,
  ...enquiries,
  ...carousel,
  ...home,
  ...listing,
  ...maps,
  ...property,
  ...retry,
  ...shortlist,
};
