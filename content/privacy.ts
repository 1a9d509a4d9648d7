/**
 * The privacy policy (spec 2.10: effective 01-Jan-2025, ten sections, the company's contact details).
 * It describes what this website really does; keep it true when the website changes. `{company}`
 * stands for the company's name, which comes from the site configuration (content/site.ts, SITE_*
 * variables): the privacy page fills it in (app/features/company/privacy-policy.ts).
 */
export type PolicySection = {
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
};

/** ISO date; pages format it as the spec writes it ("01-Jan-2025"). */
export const privacyEffectiveDate = '2025-01-01';

export const privacySections: readonly PolicySection[] = [
  {
    id: 'about',
    title: '1. About this policy',
    paragraphs: [
      'This policy explains how {company} ("we", "us") collects, uses, shares and protects personal ' +
        'information through this website. It applies to visitors, people who enquire about a ' +
        'property, property owners who submit a listing, and our staff who sign in.',
      'We follow the Personal Information Protection and Electronic Documents Act (PIPEDA) and its ' +
        'fair information principles.',
    ],
  },
  {
    id: 'collect',
    title: '2. Information we collect',
    paragraphs: ['We collect only what you give us through our forms, plus basic technical data:'],
    list: [
      'Enquiries, showing requests and contact messages: your name, e-mail address, phone number, ' +
        'message and the property it concerns; on the property enquiry form also whether you have ' +
        'pets, whether you are employed and, if you choose, your employer.',
      'Property submissions: the owner’s or contact person’s name, e-mail address and phone number, ' +
        'the property’s address and details, and the photos you upload. We remove hidden data from ' +
        'photos, such as the GPS location stored by phones, before keeping them.',
      'Staff sign-in: e-mail address, a protected (hashed) password and sign-in sessions.',
      'Technical data: your IP address, browser type, the pages requested and the time, which our ' +
        'server records in its logs to keep the website secure and working.',
    ],
  },
  {
    id: 'use',
    title: '3. Why we use it',
    paragraphs: ['We use personal information only for these purposes:'],
    list: [
      'to answer your enquiry, arrange a showing and follow up about the property you asked about;',
      'to review, publish and manage the properties you submit, and to contact you about them;',
      'to let our staff sign in and keep their accounts secure;',
      'to protect the website against abuse and fix problems;',
      'to meet our legal, accounting and tax obligations.',
    ],
  },
  {
    id: 'consent',
    title: '4. Consent',
    paragraphs: [
      'We ask for your consent on each form before we collect your information, and we use it only ' +
        'for the purposes above. You may withdraw your consent at any time by contacting us; we will ' +
        'tell you if this means we can no longer help with your request.',
      'We do not sell personal information and we do not use it for advertising.',
    ],
  },
  {
    id: 'cookies',
    title: '5. Cookies and sessions',
    paragraphs: [
      'Visitors browsing the website do not need any cookie. When a staff member signs in, we set ' +
        'one essential session cookie that keeps them signed in; it ends when they log out or ' +
        'after at most 14 days.',
      'We use no analytics, advertising or tracking cookies. Some pages may show a map or a video ' +
        'from an outside provider; when they load, that provider receives your IP address and ' +
        'applies its own privacy policy.',
    ],
  },
  {
    id: 'sharing',
    title: '6. Who we share it with',
    paragraphs: ['We share personal information only when needed for the purposes above, and only with:'],
    list: [
      'the owner of a property you enquire about, when you ask us to pass on your details;',
      'service providers who host this website and deliver our e-mail, under contracts that ' +
        'require them to protect it and use it only for us;',
      'authorities, when the law requires it.',
    ],
  },
  {
    id: 'retention',
    title: '7. How long we keep it',
    paragraphs: ['We keep personal information only as long as we need it:'],
    list: [
      'enquiries and contact messages: up to 24 months after our last exchange with you;',
      'property submissions and their photos: while the property is listed or under our management, ' +
        'then up to 24 months; photos you remove are deleted;',
      'sign-in sessions: until they end (at most 14 days);',
      'server logs: up to 90 days;',
      'records we must keep by law, such as accounting records: for the period the law sets.',
    ],
  },
  {
    id: 'security',
    title: '8. How we protect it',
    paragraphs: [
      'The website uses encrypted connections (HTTPS). Passwords are stored only in hashed form, ' +
        'owners’ contact details are never shown on public listings, and only authorised staff can ' +
        'see submissions and enquiries. If a service provider stores information outside Canada, ' +
        'it may be subject to the laws of that country; we require the same protection from it.',
    ],
  },
  {
    id: 'rights',
    title: '9. Your rights',
    paragraphs: ['Under Canadian privacy law you may:'],
    list: [
      'ask what personal information we hold about you and how we have used and shared it;',
      'ask us to correct information that is inaccurate or incomplete;',
      'withdraw your consent, or ask us to delete information we no longer need;',
      'complain to us, and if you are not satisfied, to the Office of the Privacy Commissioner of ' +
        'Canada (priv.gc.ca).',
    ],
  },
  {
    id: 'contact',
    title: '10. Contact us and changes to this policy',
    paragraphs: [
      'Our privacy officer answers questions and requests about personal information, normally ' +
        'within 30 days. We may update this policy; the effective date above shows the latest ' +
        'version.',
    ],
  },
];
