import { Children, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { CarouselSlides, PreviousNextButtons } from '../../components/carousel-parts.tsx';
import { useHydrated } from '../../components/hydration.tsx';

/**
 * The photo carousel of a listing card (spec 2.4, 9: dots, infinite loop). Ten of these sit on the
 * listing page, so it is the browser's own scroll-snap row (swipe works with no script at all) with
 * previous/next and dot buttons that scroll it: no carousel library in the page's budget.
 *
 * Only the first photo is in the page at first. The others join when the visitor reaches for the
 * strip (pointer, touch, focus, scroll): ten cards times eight photos would otherwise all download
 * before anything else, since the browser counts a sideways-hidden slide as near the viewport.
 * Without JavaScript they come from <noscript>, so swiping still shows every photo; the buttons, which
 * need a script to do anything, appear only once it runs.
 *
 * Nothing in it is in the tab order (issue 15: a card is one link and at most two controls): the
 * card's link leads to the detail page, whose photo grid and viewer are made for the keyboard, so
 * ten strips of arrows and dots would only stand between a keyboard user and the next card. The
 * buttons still work by pointer and touch, and screen readers still find them.
 */
export function PhotoStrip({ label, children }: { label: string; children: ReactNode }) {
  const t = useT();
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  // While a button's smooth scroll runs, the slides it passes must not become "current".
  const scrollTarget = useRef<number | null>(null);
  const [current, setCurrent] = useState(0);
  const [isAwake, setAwake] = useState(false);
  const isHydrated = useHydrated();
  const count = slides.length;
  const wake = () => setAwake(true);

  function goTo(index: number) {
    wake();
    const element = track.current;
    if (!element) return;
    // Past either end, wrap around (infinite loop).
    const target = (index + count) % count;
    const left = target * element.clientWidth;
    if (Math.abs(element.scrollLeft - left) > 1) scrollTarget.current = target;
    element.scrollTo({ left, behavior: 'smooth' });
    setCurrent(target);
  }

  return (
    <div
      className="photo-strip"
      role="group"
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
    >
      <div
        ref={track}
        className="photo-strip__track"
        tabIndex={-1}
        onScroll={(event) => {
          wake();
          const element = event.currentTarget;
          const index = Math.round(element.scrollLeft / Math.max(1, element.clientWidth));
          if (scrollTarget.current !== null) {
            if (index === scrollTarget.current) scrollTarget.current = null;
            return;
          }
          if (index !== current) setCurrent(index);
        }}
        onScrollEnd={(event) => {
          // Wherever a scroll comes to rest (a swipe may cut a button's scroll short) is current.
          const element = event.currentTarget;
          scrollTarget.current = null;
          setCurrent(Math.round(element.scrollLeft / Math.max(1, element.clientWidth)));
        }}
      >
        <CarouselSlides slides={slides} className="photo-strip__slide" isAwake={isAwake} current={current} />
      </div>
      {isHydrated ? (
        <>
          <div className="photo-strip__controls">
            <PreviousNextButtons
              className="photo-strip__button"
              tabIndex={-1}
              onPrevious={() => goTo(current - 1)}
              onNext={() => goTo(current + 1)}
            />
          </div>
          <div className="photo-strip__dots">
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className="photo-strip__dot"
                tabIndex={-1}
                aria-current={index === current ? 'true' : undefined}
                onClick={() => goTo(index)}
              >
                <span className="visually-hidden">{t('carousel.goTo', { index: index + 1, count })}</span>
              </button>
            ))}
          </div>
        </>
      ) : null}
    </div>
  );
}
