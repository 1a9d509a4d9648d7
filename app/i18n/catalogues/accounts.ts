// Strings of the account pages (/create-account, /verify-email, /forgot-password, /reset-password,
// /change-password).
import { accounts } from '../../../shared/i18n/en/accounts.ts';
import { registerCatalogue } from '../register.ts';

registerCatalogue(accounts);
