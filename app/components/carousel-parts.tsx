import type { ReactNode } from 'react';
import { useT } from '../i18n/use-t.ts';
import { ChevronLeft, ChevronRight } from 'lucide-react';

// Shared by the Embla carousel (carousel.tsx) and the listing cards' photo strip, which must not
// load Embla: this module stays light.

/**
 * The slides, each a group announced as "n of count". Until the visitor reaches for the carousel
 * (`isAwake`), slides after the first stay in <noscript>: without JavaScript they still show, with
 * it their photos do not download before the rest of the page.
 */
export function CarouselSlides({
  slides,
  className,
  isAwake,
  current,
}: {
  slides: readonly ReactNode[];
  /** Each slide's class. */
  className: string;
  isAwake: boolean;
  /** Given when one slide shows at a time: the others are inert (not focusable, not read). */
  current?: number;
}) {
  const t = useT();
  return slides.map((slide, index) => (
    <div
      key={index}
      className={className}
      role="group"
      aria-roledescription={t('carousel.slideRoleDescription')}
      aria-label={t('carousel.slideLabel', { index: index + 1, count: slides.length })}
      inert={current !== undefined && index !== current ? true : undefined}
    >
      {index === 0 || isAwake ? slide : <noscript>{slide}</noscript>}
    </div>
  ));
}

/** The Previous and Next buttons, named for screen readers; `controls` is the id of what they move. */
export function PreviousNextButtons({
  className,
  controls,
  tabIndex,
  onPrevious,
  onNext,
}: {
  className: string;
  controls?: string;
  /** -1 keeps them out of the tab order (the listing cards' photo strips). */
  tabIndex?: number;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const t = useT();
  return (
    <>
      <button
        type="button"
        className={className}
        aria-controls={controls}
        tabIndex={tabIndex}
        onClick={onPrevious}
      >
        <ChevronLeft aria-hidden="true" size={20} />
        <span className="visually-hidden">{t('carousel.previous')}</span>
      </button>
      <button
        type="button"
        className={className}
        aria-controls={controls}
        tabIndex={tabIndex}
        onClick={onNext}
      >
        <ChevronRight aria-hidden="true" size={20} />
        <span className="visually-hidden">{t('carousel.next')}</span>
      </button>
    </>
  );
}
