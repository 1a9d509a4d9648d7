// English catalogue: enquiries, showing requests, the contact page and their e-mails.
// Spec wording (sections 2.4, 2.5, 2.9, 4, 5 and 8) is kept verbatim.
import { enquiryMessages } from './enquiry-messages.ts';
import { requestMessages } from './request-messages.ts';

export const enquiries = {
  enquiries: {
    fields: {
      name: 'Name',
      yourName: 'Your name',
      email: 'Email',
      phone: 'Phone',
      phoneHint: 'Digits only, at least 10.',
      message: 'Message (optional)',
      contactMessage: 'Message',
      subject: 'Subject',
      consent:
        'I consent to having this website store my submitted information so the team can answer my enquiry.',
      pets: 'Do you have pets?',
      employed: 'Are you employed?',
      employer: 'Employer name',
      yes: 'Yes',
      no: 'No',
      honeypot: 'Leave this field empty',
      required: 'required',
    },
    bookShowing: 'Book Showing',
    bookShowingFor: 'Book a showing: {{name}}',
    bookShowingTitle: 'Book Showing',
    sidebarTitle: 'Contact us about this property',
    send: 'Send Message',
    sending: 'Sending...',
    loadingForm: 'Loading the form...',
    /** The message sent when the visitor writes none (spec 5), shown as the field's placeholder. */
    defaultMessage: enquiryMessages.defaultMessage,
    /** The enquiry forms' field errors, and every form's for a control character (the shared schemas). */
    validation: { ...enquiryMessages.validation, controlCharacters: requestMessages.controlCharacters },
    states: {
      successTitle: 'Success!',
      successText: 'Your message has been sent successfully.',
      errorTitle: 'Error!',
      errorText: 'Failed to send the message. Please try again.',
      contactSuccessTitle: 'Thank You!',
      contactErrorText: 'Failed to send message. Please try again later.',
      pleaseWaitTitle: 'Please Wait',
      pleaseWaitText: 'Property details are still loading. Please try again in a moment.',
      ok: 'OK',
      backToProperty: 'Back to {{name}}',
      backToHome: 'Back to Home',
    },
    page: {
      metaTitle: 'Book a showing — {{site}}',
      enquiryMetaTitle: 'Enquire about a property — {{site}}',
      sendHeading: 'Send an enquiry',
      chooseProperty: 'Choose a property from the listings to send an enquiry or book a showing.',
      browseListings: 'Browse listings',
    },
    contact: {
      metaTitle: 'Contact — {{site}}',
      metaDescription: 'Write to us, call or visit our office in Greater Moncton.',
      heading: 'Contact Us',
      mapLabel: 'Map of the office of {{name}}',
      intro:
        'Questions about a rental, a sale or our management plans? Send us a message and we will answer soon.',
      formHeading: 'Send us a message',
      detailsHeading: 'Our office',
      address: 'Address',
      email: 'E-mail',
      phone: 'Phone',
      followUs: 'Follow us',
    },
  },
} as const;
