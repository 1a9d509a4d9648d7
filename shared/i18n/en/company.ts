// English catalogue: company pages (services, about, privacy, FAQ, pricing, 404). Spec wording is
// kept verbatim. The company's own copy (services, plans, FAQ answers, policy) is in content/.
export const company = {
  company: {
    meta: {
      servicesTitle: 'Services Offered — {{site}}',
      servicesDescription:
        'Property management in Moncton, Dieppe and Riverview: marketing, tenant screening, rent collection, maintenance, financial reporting and eviction protection. Plans and fees.',
      aboutTitle: 'About Us — {{site}}',
      aboutDescription:
        'Who we are: a local property-management team for Moncton, Dieppe and Riverview. Our story, our mission, how we work and our team.',
      privacyTitle: 'Privacy Policy — {{site}}',
      privacyDescription:
        'How {{site}} collects, uses, shares and protects personal information, and your rights under Canadian privacy law (PIPEDA).',
      faqTitle: 'FAQ — {{site}}',
      faqDescription:
        'Answers to common questions about listing a property, fees and payment, and changing your plan.',
      pricingTitle: 'Pricing — {{site}}',
      pricingDescription: 'Listing packages for property owners, in Canadian dollars.',
    },
    opensInNewTab: '(opens in a new tab)',
    socialLabel: 'Follow us',
    contact: {
      heading: 'Get in touch',
      phone: 'Call Us',
      email: 'Email Us',
      address: 'Visit Us',
    },
    contactUs: 'ContactUs',
    services: {
      title: 'Services Offered',
      servicesHeading: 'What we do for owners',
      areasHeading: 'Service areas',
      packagesHeading: 'Our Packages',
      packagesText: 'Listing packages for owners who advertise their own properties with us. Prices in CAD.',
      plansHeading: 'Management plans',
      plansText: 'Choose how much of the work we take on. Fees are in Canadian dollars.',
      setupFee: 'Setup fee',
      ongoingFee: 'Ongoing fee',
      free: 'FREE',
      listYourProperty: 'List Your Property',
      planSubject: 'Management plan: {{plan}}',
      planMessage:
        'Hello, I am interested in the {{plan}} management plan for my property. Please contact me.',
    },
    packages: {
      price: '${{price}}',
      currency: 'CAD',
      choosePlan: 'Choose Plan',
      highlighted: 'Most popular',
    },
    about: {
      title: 'About Us',
      storyHeading: 'Our Story',
      missionHeading: 'Our Mission & Work Process',
      teamHeading: 'Our Team',
      teamCarousel: 'Our team',
      step: 'Step {{number}}',
    },
    privacy: {
      title: 'Privacy Policy',
      effective: 'Effective date: {{date}}',
      contentsHeading: 'Contents',
      contactHeading: 'Privacy contact',
      company: 'Company',
    },
    faq: {
      kicker: 'Services Offered',
      title: 'Frequently Asked Questions',
      tabsLabel: 'Question categories',
      stillQuestions: 'Still have a question? We are happy to help.',
    },
    pricing: {
      title: 'Pricing',
      lead: 'Simple listing packages for property owners. Every price is in Canadian dollars.',
      plansText: 'Prefer us to manage the property? See our management plans.',
    },
  },
} as const;
