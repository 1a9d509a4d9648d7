import { Children, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';

/**
 * The photo carousel of a listing card (spec 2.4, 9: dots, infinite loop). Ten of these sit on the
 * listing page, so it is the browser's own scroll-snap row (swipe works with no script at all) with
 * previous/next and dot buttons that scroll it: no carousel library in the page's budget.
 */
export function PhotoStrip({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const count = slides.length;

  function goTo(index: number) {
    const element = track.current;
    if (!element) return;
    // Past either end, wrap around (infinite loop).
    const target = (index + count) % count;
    element.scrollTo({ left: target * element.clientWidth, behavior: 'smooth' });
    setCurrent(target);
  }

  return (
    <div
      className="photo-strip"
      role="group"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
    >
      <div
        ref={track}
        className="photo-strip__track"
        onScroll={(event) => {
          const element = event.currentTarget;
          const index = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
          if (index !== current) setCurrent(index);
        }}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            className="photo-strip__slide"
            role="group"
            aria-roledescription={t('carousel.slideRoleDescription')}
            aria-label={t('carousel.slideLabel', { index: index + 1, count })}
            inert={index !== current ? true : undefined}
          >
            {slide}
          </div>
        ))}
      </div>
      <div className="photo-strip__controls">
        <button type="button" className="photo-strip__button" onClick={() => goTo(current - 1)}>
          <ChevronLeft aria-hidden="true" size={20} />
          <span className="visually-hidden">{t('carousel.previous')}</span>
        </button>
        <button type="button" className="photo-strip__button" onClick={() => goTo(current + 1)}>
          <ChevronRight aria-hidden="true" size={20} />
          <span className="visually-hidden">{t('carousel.next')}</span>
        </button>
      </div>
      <div className="photo-strip__dots">
        {slides.map((_, index) => (
          <button
            key={index}
            type="button"
            className="photo-strip__dot"
            aria-current={index === current ? 'true' : undefined}
            onClick={() => goTo(index)}
          >
            <span className="visually-hidden">{t('carousel.goTo', { index: index + 1, count })}</span>
          </button>
        ))}
      </div>
    </div>
  );
}
