// Strings of the account area (/dashboard, /my-profile, /bookmark-list, /my-property,
// /submit-property-dashboard, /confirm-email, /undo-email-change).
import { account } from '../../../shared/i18n/en/account.ts';
import { registerCatalogue } from '../register.ts';

registerCatalogue(account);
