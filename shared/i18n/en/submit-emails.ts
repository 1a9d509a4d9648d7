// English: the e-mails a new submission sends (server side only; not part of the UI catalogue).
export const submitEmails = {
  company: {
    subject: 'New property submitted for review: {{title}}',
    intro: 'A property owner submitted a property. It is not public until an admin verifies it.',
    review: 'Review it in the admin console: /propertyadmin/review',
  },
  owner: {
    subject: 'We received your property: {{title}}',
    greeting: 'Hello {{name}},',
    intro:
      'Thank you for submitting your property to {{site}}. Our team will review it and contact you; it appears on the site once it has been verified.',
    summary: 'What you sent us:',
    closing: 'The {{site}} team',
  },
  labels: {
    title: 'Property',
    status: 'Status',
    type: 'Type',
    price: 'Price',
    address: 'Address',
    beds: 'Bedrooms',
    washrooms: 'Bathrooms',
    available: 'Available',
    photos: 'Photos',
    owner: 'Owner',
    email: 'Email',
    phone: 'Phone',
    language: 'Language',
  },
  status: { rent: 'For Rent', sale: 'For Sale' },
  /** The owner's language, in the office's e-mail: they are answered in it. */
  languages: { en: 'English', fr: 'French' },
} as const;
