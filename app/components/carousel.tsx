import {
  Children,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import Autoplay from 'embla-carousel-autoplay';
import { Pause, Play } from 'lucide-react';
import { useT } from '../i18n/use-t.ts';
import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_BREAKPOINTS,
  slidesPerViewAt,
  type SlidesPerView,
} from '../../shared/domain/carousel.ts';
import { CarouselSlides, PreviousNextButtons } from './carousel-parts.tsx';

export type { SlidesPerView } from '../../shared/domain/carousel.ts';

export type CarouselProps = {
  /** Accessible name of the whole carousel, e.g. "Our team". */
  label: string;
  /** One child per slide. */
  children: ReactNode;
  /** Visible slides by viewport width, e.g. `{ base: 1, 480: 2, 768: 3, 1023: 4 }`. */
  slidesPerView: SlidesPerView;
  /** Advance automatically every `autoplayDelay` ms (default true, 2000 ms, spec 9). */
  autoplay?: boolean;
  autoplayDelay?: number;
  /** Show one dot button per slide. */
  hasDots?: boolean;
  /** Wrap around from the last slide to the first (default true). */
  loop?: boolean;
  /**
   * Put slides after the first into the page only when the visitor reaches for the carousel
   * (pointer, touch, focus): their photos then do not compete with the page's first paint. Without
   * JavaScript they come from <noscript>, so the natively scrolling row still has them all.
   */
  defersHiddenSlides?: boolean;
  className?: string;
};

/** The count at each breakpoint travels as a CSS custom property; carousel.css turns it into widths. */
function perViewStyle(perView: SlidesPerView): CSSProperties {
  const style: Record<string, number> = { '--carousel-base': perView.base };
  for (const width of CAROUSEL_BREAKPOINTS) style[`--carousel-${width}`] = slidesPerViewAt(perView, width);
  return style as CSSProperties;
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A server-rendered carousel on Embla. Slide widths come from CSS by breakpoint, so the first
 * slides show without JavaScript (the row scrolls natively) and nothing shifts when it starts. Autoplay (WCAG 2.2.2): a
 * visible Pause/Play button; it also pauses while the pointer is over the carousel or focus is
 * inside it (except on the Pause/Play button itself), and never starts under
 * prefers-reduced-motion. Arrow keys move between slides when focus is inside. Controls stay
 * invisible (but keep their space) until Embla is ready, so no button ever does nothing.
 */
export function Carousel({
  label,
  children,
  slidesPerView,
  autoplay = true,
  autoplayDelay = CAROUSEL_AUTOPLAY_MS,
  hasDots = false,
  loop = true,
  defersHiddenSlides = false,
  className,
}: CarouselProps) {
  const t = useT();
  const slides = Children.toArray(children);
  const count = slides.length;
  const viewportId = useId();
  const [autoplayPlugin] = useState(() =>
    Autoplay({
      delay: autoplayDelay,
      playOnInit: false,
      // We decide when it plays (below); the plugin's own hover/focus handling could restart a
      // slide show the visitor paused.
      stopOnInteraction: true,
      stopOnMouseEnter: false,
      stopOnFocusIn: false,
    }),
  );
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop, align: 'start' }, autoplay ? [autoplayPlugin] : []);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(count);
  const [isPausedByUser, setIsPausedByUser] = useState(!autoplay);
  const [isHovered, setIsHovered] = useState(false);
  const [isFocusInside, setIsFocusInside] = useState(false);
  const [isAwake, setIsAwake] = useState(!defersHiddenSlides);
  const wake = () => setIsAwake(true);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Reduced motion: start paused; the visitor may still press Play.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- matchMedia exists only in the browser
    if (prefersReducedMotion()) setIsPausedByUser(true);
  }, []);

  const isReady = emblaApi !== undefined;
  // Every slide fits in the viewport (fewer slides than it shows): one snap, nothing to move to.
  // The autoplay plugin does not start then (calling it would throw), and the controls stay hidden.
  const canMove = isReady && snapCount > 1;
  const isPlaying = autoplay && !isPausedByUser;
  const shouldAdvance = isPlaying && canMove && !isHovered && !isFocusInside;

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => setSelected(emblaApi.selectedScrollSnap());
    const onReInit = () => {
      setSnapCount(emblaApi.scrollSnapList().length);
      onSelect();
    };
    // Without JavaScript the viewport scrolls natively; Embla moves slides with transforms instead.
    emblaApi.rootNode().scrollLeft = 0;
    onReInit();
    emblaApi.on('select', onSelect).on('reInit', onReInit);
    return () => {
      emblaApi.off('select', onSelect).off('reInit', onReInit);
    };
  }, [emblaApi]);

  useEffect(() => {
    if (!emblaApi || !autoplay) return;
    const apply = () => {
      // Asked of Embla each time: a new width may have changed the number of snaps (reInit).
      if (shouldAdvance && emblaApi.scrollSnapList().length > 1) autoplayPlugin.play();
      else autoplayPlugin.stop();
    };
    apply();
    // A drag stops the plugin (stopOnInteraction); resume afterwards if nothing else says pause.
    emblaApi.on('pointerUp', apply).on('reInit', apply);
    return () => {
      emblaApi.off('pointerUp', apply).off('reInit', apply);
    };
  }, [emblaApi, autoplay, autoplayPlugin, shouldAdvance]);

  const scrollPrev = useCallback(() => {
    emblaApi?.scrollPrev();
    autoplayPlugin.reset();
  }, [emblaApi, autoplayPlugin]);
  const scrollNext = useCallback(() => {
    emblaApi?.scrollNext();
    autoplayPlugin.reset();
  }, [emblaApi, autoplayPlugin]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    const target = event.target as HTMLElement;
    if (target.closest('input, textarea, select, [contenteditable="true"]')) return;
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      scrollPrev();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      scrollNext();
    }
  }

  const hasControls = count > 1;
  const classes = [
    'carousel',
    isReady ? 'carousel--ready' : '',
    isReady && !canMove ? 'carousel--still' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <section
      className={classes}
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      style={perViewStyle(slidesPerView)}
      onKeyDown={onKeyDown}
      onMouseEnter={() => {
        setIsHovered(true);
        wake();
      }}
      onMouseLeave={() => setIsHovered(false)}
      onTouchStart={wake}
      onFocus={(event) => {
        setIsFocusInside(event.target !== toggleRef.current);
        wake();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setIsFocusInside(false);
      }}
    >
      {hasControls ? (
        <div className="carousel__controls">
          {autoplay ? (
            <button
              ref={toggleRef}
              type="button"
              className="carousel__button carousel__toggle"
              aria-controls={viewportId}
              onClick={() => setIsPausedByUser(isPlaying)}
            >
              {isPlaying ? <Pause aria-hidden="true" size={18} /> : <Play aria-hidden="true" size={18} />}
              <span>{t(isPlaying ? 'carousel.pause' : 'carousel.play')}</span>
            </button>
          ) : null}
          <PreviousNextButtons
            className="carousel__button"
            controls={viewportId}
            onPrevious={scrollPrev}
            onNext={scrollNext}
          />
        </div>
      ) : null}
      <div className="carousel__viewport" ref={emblaRef}>
        {/* Announce slide changes only when they are not automatic (WAI-ARIA carousel pattern). */}
        <div className="carousel__track" id={viewportId} aria-live={shouldAdvance ? 'off' : 'polite'}>
          <CarouselSlides slides={slides} className="carousel__slide" isAwake={isAwake} />
        </div>
      </div>
      {hasDots && hasControls ? (
        <div className="carousel__dots" role="group" aria-label={t('carousel.slidePicker')}>
          {Array.from({ length: snapCount }, (_, index) => (
            <button
              key={index}
              type="button"
              className="carousel__dot"
              aria-controls={viewportId}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => {
                emblaApi?.scrollTo(index);
                autoplayPlugin.reset();
              }}
            >
              <span className="visually-hidden">{t('carousel.goTo', { index: index + 1 })}</span>
            </button>
          ))}
        </div>
      ) : null}
    </section>
  );
}
