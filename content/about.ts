/** The About Us page copy (spec 2.10): Our Story, Our Mission & Work Process (four steps). */
export type WorkStep = { id: string; title: string; text: string };

export const about = {
  lead: 'A local property-management team for Moncton, Dieppe and Riverview.',
  story: [
    'We started with a simple idea: owners and tenants in Greater Moncton deserve a property ' +
      'manager who answers the phone, explains things plainly and looks after homes as if they ' +
      'were our own.',
    'Today we market, lease and manage rental homes and apartments across the region, and we help ' +
      'owners who want to sell. Every listing on this website is reviewed by our team before it is ' +
      'published, so what you see is what you will find.',
  ],
  mission:
    'Our mission is to make renting out a property easy for owners and living in one pleasant for ' +
    'tenants: fair, prompt and honest, with no surprises on either side.',
};

export const workProcess: readonly WorkStep[] = [
  {
    id: 'consultation',
    title: 'Consultation',
    text: 'We visit your property, listen to your goals and suggest a fair rent or price and the plan that fits.',
  },
  {
    id: 'marketing',
    title: 'Marketing',
    text: 'We photograph and list the property, answer enquiries and show it to interested people.',
  },
  {
    id: 'screening',
    title: 'Screening & Leasing',
    text: 'We screen applicants with their consent, recommend the best fit and prepare the lease.',
  },
  {
    id: 'management',
    title: 'Ongoing Management',
    text: 'We collect rent, coordinate maintenance and send you clear monthly statements.',
  },
];
