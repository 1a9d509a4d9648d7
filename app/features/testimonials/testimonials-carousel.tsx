import { useT } from '../../i18n/use-t.ts';
import { Star } from 'lucide-react';
import { Carousel } from '../../components/carousel.tsx';
import { TESTIMONIAL_SLIDES_PER_VIEW } from '../../../shared/domain/carousel.ts';
import { testimonialsContent } from '../../i18n/content/testimonials.ts';
import { useLanguage } from '../../i18n/use-language.ts';

/** Spec 2.3: the customer reviews carousel (autoplay 2 s; 3 slides, 2 below 1768 px, 1 below 480 px). */
export function TestimonialsCarousel() {
  const t = useT();
  const { testimonials } = testimonialsContent.of(useLanguage());
  return (
    <section className="container section testimonials" aria-labelledby="testimonials-title">
      <h2 id="testimonials-title">{t('home.reviewsHeading')}</h2>
      <Carousel label={t('home.reviewsCarousel')} slidesPerView={TESTIMONIAL_SLIDES_PER_VIEW} hasDots>
        {testimonials.map((review) => (
          <figure key={review.id} className="testimonial">
            <p className="testimonial__rating">
              {Array.from({ length: 5 }, (_, i) => (
                <Star
                  key={i}
                  aria-hidden="true"
                  size={18}
                  fill={i < review.rating ? 'currentColor' : 'none'}
                />
              ))}
              <span className="visually-hidden">{t('home.rating', { rating: review.rating })}</span>
            </p>
            <blockquote>
              <p>{review.quote}</p>
            </blockquote>
            <figcaption>
              <strong>{review.name}</strong>
              <span>{review.position}</span>
            </figcaption>
          </figure>
        ))}
      </Carousel>
    </section>
  );
}
