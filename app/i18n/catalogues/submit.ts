// Strings of the submit / edit property form (/submit-property).
import { submit } from '../../../shared/i18n/en/submit.ts';
import { registerCatalogue } from '../register.ts';

registerCatalogue(submit);
