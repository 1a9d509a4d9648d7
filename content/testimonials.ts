/**
 * Customer reviews for the home page carousel (spec 2.3; entity in spec 3: name, image, desc, quote,
 * position). These are SAMPLE reviews from the template, marked `isSample`: replace them with real
 * reviews, published with the reviewer's consent, before launch. Images are generated initials.
 */
export type Testimonial = {
  id: string;
  name: string;
  /** Who they are, e.g. "Tenant in Dieppe". */
  position: string;
  quote: string;
  /** Star rating out of 5. */
  rating: number;
  isSample: boolean;
};

export const testimonials: readonly Testimonial[] = [
  {
    id: 'tenant-dieppe',
    name: 'Sample Reviewer A.',
    position: 'Tenant in Dieppe',
    quote: 'Booking a showing was easy and the apartment was exactly as described in the listing.',
    rating: 5,
    isSample: true,
  },
  {
    id: 'owner-moncton',
    name: 'Sample Reviewer B.',
    position: 'Owner in Moncton',
    quote: 'The monthly statements are clear and repairs are handled without me chasing anyone.',
    rating: 5,
    isSample: true,
  },
  {
    id: 'tenant-riverview',
    name: 'Sample Reviewer C.',
    position: 'Tenant in Riverview',
    quote: 'Maintenance requests were answered quickly, and the team was friendly every time.',
    rating: 4,
    isSample: true,
  },
  {
    id: 'owner-shediac',
    name: 'Sample Reviewer D.',
    position: 'Owner in Shediac',
    quote: 'They found good tenants for my house within a few weeks and explained every step.',
    rating: 5,
    isSample: true,
  },
];
