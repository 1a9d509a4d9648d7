import { enquiryMessages as en } from './en/enquiry-messages.ts';
import { enquiryMessages as fr } from './fr/enquiry-messages.ts';

/**
 * The enquiry feature's server-side messages in each language (issue 29): what the server writes in
 * the enquirer's language (the acknowledgement, the default message, a refusal). Pages load their own
 * language's strings through i18next.
 */
export const ENQUIRY_MESSAGES = { en, fr } as const;
