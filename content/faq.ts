/** FAQ entries (spec 2.12 and 3: id, title, desc) in the three categories of spec 9. */
export type FaqEntry = { id: string; title: string; desc: string };
export type FaqCategoryId = 'general' | 'payment' | 'upgrade';
export type FaqCategory = { id: FaqCategoryId; title: string; entries: readonly FaqEntry[] };

export const faqCategories: readonly FaqCategory[] = [
  {
    id: 'general',
    title: 'General',
    entries: [
      {
        id: 'areas',
        title: 'Which areas do you serve?',
        desc:
          'We manage and market properties in Moncton, Dieppe and Riverview, and our listings also ' +
          'include homes in Shediac. Ask us about other nearby communities.',
      },
      {
        id: 'list-property',
        title: 'How do I list my property?',
        desc:
          'Use Submit Property in the menu. It is free to submit; our team reviews each submission ' +
          'and publishes it once the details are confirmed.',
      },
      {
        id: 'verified',
        title: 'Why is my listing not visible yet?',
        desc:
          'New submissions are reviewed before they appear on the website. We may contact you to ' +
          'confirm details or photos first.',
      },
      {
        id: 'showing',
        title: 'How do I book a showing?',
        desc:
          'Open a listing and use the enquiry form, or press Book Showing on a listing card. We reply ' +
          'by phone or e-mail to agree on a time.',
      },
    ],
  },
  {
    id: 'payment',
    title: 'Payment',
    entries: [
      {
        id: 'fees',
        title: 'What does management cost?',
        desc:
          'Basic (tenant placement) costs one month’s rent plus HST, with no ongoing fee. Standard ' +
          'costs half a month’s rent plus HST to set up, then 6% of the rent plus HST. Premium costs ' +
          'half a month’s rent plus HST, then 10% of the rent plus HST.',
      },
      {
        id: 'hst',
        title: 'Is HST included in your prices?',
        desc: 'No. HST is added to our fees where the plan says "plus HST", at the rate in force.',
      },
      {
        id: 'rent-paid',
        title: 'When do owners receive the rent?',
        desc:
          'On Standard and Premium plans we collect the rent, deduct the agreed fees and approved ' +
          'expenses, and send the balance with a monthly statement.',
      },
      {
        id: 'payment-methods',
        title: 'How can tenants pay rent?',
        desc:
          'We agree the payment method with each tenant when the lease is signed. We never ask for ' +
          'payment details through this website.',
      },
    ],
  },
  {
    id: 'upgrade',
    title: 'Upgrade',
    entries: [
      {
        id: 'change-plan',
        title: 'Can I change my plan later?',
        desc:
          'Yes. Contact us and we will explain what changes and agree the date the new plan starts ' +
          'with you.',
      },
      {
        id: 'placement-to-management',
        title: 'I used tenant placement. Can you manage the tenancy now?',
        desc:
          'Yes. We review the lease and the property’s condition with you, then take over rent ' +
          'collection and maintenance under the Standard or Premium plan.',
      },
      {
        id: 'more-listings',
        title: 'I need more listings than my package includes.',
        desc: 'Contact us about a larger package; we will suggest one that fits your number of properties.',
      },
    ],
  },
];
