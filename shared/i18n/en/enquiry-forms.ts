// English catalogue: what the enquiry forms say once loaded (Book Showing, the detail sidebar, the
// contact page), from the messages the server and the shared schemas use, so each is written once.
import { enquiryMessages } from './enquiry-messages.ts';
import { requestMessages } from './request-messages.ts';

export const enquiryForms = {
  enquiryForms: {
    /** The message sent when the visitor writes none (spec 5), shown as the field's placeholder. */
    defaultMessage: enquiryMessages.defaultMessage,
    /** The enquiry forms' field errors, and any form's for a control character (the shared schemas). */
    validation: { ...enquiryMessages.validation, controlCharacters: requestMessages.controlCharacters },
  },
} as const;
