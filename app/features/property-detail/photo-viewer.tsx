import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/use-t.ts';
import useEmblaCarousel from 'embla-carousel-react';
import type { PropertyImage } from '../../../shared/domain/property.ts';
import { Dialog } from '../../components/dialog.tsx';
import { CarouselSlides, PreviousNextButtons } from '../../components/carousel-parts.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';

export type ViewerPhoto = { image: PropertyImage; alt: string };

function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** The photos worth having in the page: the one shown and its neighbours (wrapping around). */
function around(index: number, count: number): number[] {
  return [index - 1, index, index + 1].map((i) => (i + count) % count);
}

/**
 * The slides, previous/next and the "2 of 5" counter. Mounted on each open (the dialog renders its
 * body only while open), so Embla starts at the photo that was clicked.
 */
function ViewerBody({ photos, startIndex }: { photos: readonly ViewerPhoto[]; startIndex: number }) {
  const t = useT();
  const count = photos.length;
  const [emblaRef, emblaApi] = useEmblaCarousel({ loop: count > 1, startIndex });
  const [current, setCurrent] = useState(startIndex);
  // Photos beside the one shown are clipped away, where the browser would never lazy-load them: they
  // are put in the page, once, when they become a neighbour, so a swipe finds them loaded.
  const [loaded, setLoaded] = useState(() => new Set(around(startIndex, count)));

  useEffect(() => {
    if (!emblaApi) return;
    const onSelect = () => {
      const index = emblaApi.selectedScrollSnap();
      setCurrent(index);
      setLoaded((before) => {
        const next = around(index, count).filter((i) => !before.has(i));
        return next.length === 0 ? before : new Set([...before, ...next]);
      });
    };
    emblaApi.on('select', onSelect);
    return () => {
      emblaApi.off('select', onSelect);
    };
  }, [emblaApi, count]);

  const previous = useCallback(() => emblaApi?.scrollPrev(prefersReducedMotion()), [emblaApi]);
  const next = useCallback(() => emblaApi?.scrollNext(prefersReducedMotion()), [emblaApi]);

  // ←/→ wherever focus is in the dialog (it is modal: nothing else has focus). Escape is the
  // dialog's own.
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') {
        event.preventDefault();
        previous();
      } else if (event.key === 'ArrowRight') {
        event.preventDefault();
        next();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [previous, next]);

  const slides = photos.map((photo, index) =>
    loaded.has(index) ? (
      <ResponsiveImage
        key={photo.image.id}
        image={photo.image}
        alt={photo.alt}
        sizes="100vw"
        // Eager: these are the shown photo and the ones a swipe reveals next.
        isPriority
        className="photo-viewer__photo"
      />
    ) : null,
  );

  return (
    <>
      <div className="photo-viewer__viewport" ref={emblaRef}>
        <div className="photo-viewer__track">
          <CarouselSlides slides={slides} className="photo-viewer__slide" isAwake current={current} />
        </div>
      </div>
      <div className="photo-viewer__controls">
        {count > 1 ? (
          <PreviousNextButtons className="photo-viewer__button" onPrevious={previous} onNext={next} />
        ) : null}
        <p className="photo-viewer__counter" aria-live="polite" aria-atomic="true">
          {t('property.photoCounter', { n: current + 1, total: count })}
        </p>
      </div>
    </>
  );
}

/**
 * The full-screen photo viewer: a modal dialog (focus kept inside and given back, Escape closes), the
 * photos on Embla (swipe and drag), ←/→ and buttons to move, a counter read out politely.
 * Loaded on the first open by PhotoViewerProvider.
 */
export default function PhotoViewer({
  photos,
  label,
  startIndex,
  isOpen,
  onClose,
}: {
  photos: readonly ViewerPhoto[];
  label: string;
  startIndex: number;
  isOpen: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={label} className="photo-viewer">
      <ViewerBody photos={photos} startIndex={startIndex} />
    </Dialog>
  );
}
