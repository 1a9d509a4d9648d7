// English messages of the enquiry feature that do not go through i18next: the shared schemas'
// validation messages (spec 5, verbatim), the default interest texts, and the e-mails the server
// sends. Imported directly by shared/domain/enquiry-schemas.ts and server/mail, so they stay out of
// the catalogue every page downloads. A French version is a sibling file with the same shape.
export const enquiryMessages = {
  validation: {
    nameRequired: 'Name is required.',
    yourNameRequired: 'Your name is required.',
    emailRequired: 'Email is required.',
    emailInvalid: 'Please enter a valid email address.',
    phoneRequired: 'Phone number is required.',
    phoneInvalid: 'Please enter a valid phone number (at least 10 digits).',
    consentRequired: 'You must consent to the terms.',
    subjectRequired: 'A subject is required.',
    messageRequired: 'A message is required.',
    tooLong: 'Please use at most {{max}} characters.',
    singleLine: 'Please remove line breaks and control characters.',
    wrongType: 'This value has the wrong type.',
    notAllowed: 'This field is not allowed.',
    propertyUnavailable: 'This property is no longer available.',
    invalidPayload: 'Some fields are not valid.',
  },
  /** POST /api/send-email's 429 (its Retry-After says when); the forms say the spec's failure instead. */
  rateLimited: 'You have sent too many messages in a short time. Please wait a few minutes and try again.',
  defaultMessage: {
    showing: 'Hello, I am interested in {{name}} at {{address}} and would like to book a showing.',
    property: 'Hello, I am interested in {{name}}. Please contact me with more details.',
    addressOnly: 'Hello, I am interested in the property at {{address}}. Please contact me.',
  },
  kind: {
    showing: 'Showing request',
    property: 'Property enquiry',
    general: 'General Inquiry',
  },
  email: {
    companySubject: {
      showing: 'Showing request: {{property}}',
      property: 'Enquiry: {{property}}',
      general: 'Contact form: {{subject}}',
    },
    companyIntro: 'New {{kind}} from the website.',
    labels: {
      kind: 'Kind',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      subject: 'Subject',
      message: 'Message',
      property: 'Property',
      address: 'Address',
      link: 'Link',
      pets: 'Pets',
      isWorking: 'Employed',
      employerDetails: 'Employer',
      language: 'Language',
    },
    /** The enquirer's language, in the office's e-mail: they are answered in it. */
    languages: { en: 'English', fr: 'French' },
    replyHint: 'Reply to this e-mail to answer {{name}} directly.',
    ackSubject: 'We received your message — {{site}}',
    ackGreeting: 'Hello {{name}},',
    ackBody: 'Thank you for your message. We received it and will get back to you shortly.',
    ackAbout: 'It was about {{property}}, {{address}}:',
    ackSignature: 'The team at {{site}}',
  },
} as const;
