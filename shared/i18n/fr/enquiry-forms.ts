// French catalogue: what the enquiry forms say once loaded.
import type { enquiryForms as en } from '../en/enquiry-forms.ts';
import type { Translation } from '../translation.ts';
import { enquiryMessages } from './enquiry-messages.ts';
import { requestMessages } from './request-messages.ts';

export const enquiryForms: Translation<typeof en> = {
  enquiryForms: {
    defaultMessage: enquiryMessages.defaultMessage,
    validation: { ...enquiryMessages.validation, controlCharacters: requestMessages.controlCharacters },
  },
};
