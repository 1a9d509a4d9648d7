/**
 * French content: the home page's customer reviews (spec 2.3), same shape as content/testimonials.ts.
 * Each entry spreads the English one at the same position (id, rating, `isSample`) and replaces only
 * the words: keep the two lists in the same order. These are SAMPLE reviews, like the English ones:
 * replace both with real reviews, published with the reviewer's consent, before launch.
 */
import { testimonials as enTestimonials, type Testimonial } from '../testimonials.ts';

export type { Testimonial } from '../testimonials.ts';

export const testimonials: readonly Testimonial[] = [
  {
    ...enTestimonials[0]!, // tenant-dieppe
    name: 'Client Exemple A.',
    position: 'Locataire à Dieppe',
    quote:
      'Réserver une visite a été facile, et l’appartement était exactement comme le décrivait l’annonce.',
  },
  {
    ...enTestimonials[1]!, // owner-moncton
    name: 'Client Exemple B.',
    position: 'Propriétaire à Moncton',
    quote:
      'Les relevés mensuels sont clairs, et les réparations se font sans que j’aie à courir après qui ' +
      'que ce soit.',
  },
  {
    ...enTestimonials[2]!, // tenant-riverview
    name: 'Client Exemple C.',
    position: 'Locataire à Riverview',
    quote: 'Mes demandes d’entretien ont reçu une réponse rapide, et l’équipe a toujours été aimable.',
  },
  {
    ...enTestimonials[3]!, // owner-shediac
    name: 'Client Exemple D.',
    position: 'Propriétaire à Shediac',
    quote:
      'Ils ont trouvé de bons locataires pour ma maison en quelques semaines et m’ont expliqué chaque étape.',
  },
];
