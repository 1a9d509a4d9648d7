import { useId, useRef } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { PreviousNextButtons } from '../../components/carousel-parts.tsx';
import { useHydrated } from '../../components/hydration.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { largestPhotoUrl, PhotoLink } from './photo-viewer-context.tsx';
import type { ViewerPhoto } from './photo-viewer.tsx';

/**
 * The gallery-first layout's top (/single-property-2): every photo in one row, as tall as the photo
 * grid, that swipes or scrolls sideways with no script (scroll-snap). Each photo is a link to its
 * large version, or with JavaScript opens the full-screen viewer; Tab walks the photos and brings
 * each into view. Previous and Next scroll by about a screen, wrapping at the ends.
 */
export function PhotoSlider({ photos, label }: { photos: readonly ViewerPhoto[]; label: string }) {
  const track = useRef<HTMLUListElement>(null);
  const trackId = useId();
  const isHydrated = useHydrated();
  const t = useT();
  if (photos.length === 0) return null;

  function scroll(direction: 1 | -1) {
    const element = track.current;
    if (!element) return;
    const end = element.scrollWidth - element.clientWidth;
    const step = Math.max(1, element.clientWidth * 0.8);
    let left = element.scrollLeft + direction * step;
    // Past an end: round to the other one.
    if (direction === 1 && element.scrollLeft >= end - 1) left = 0;
    if (direction === -1 && element.scrollLeft <= 1) left = end;
    element.scrollTo({ left, behavior: 'smooth' });
  }

  return (
    <div className="photo-slider" role="group" aria-label={label}>
      <ul ref={track} id={trackId} className="photo-slider__track">
        {photos.map(({ image, alt }, index) => (
          <li key={image.id} className="photo-slider__slide">
            <PhotoLink index={index} href={largestPhotoUrl(image)} className="photo-slider__photo">
              <ResponsiveImage
                image={image}
                alt={alt}
                // A phone's width (less the next photo's edge), else about the row's height times 4/3.
                sizes="(max-width: 767px) 88vw, 640px"
                isPriority={index === 0}
              />
            </PhotoLink>
          </li>
        ))}
      </ul>
      {isHydrated && photos.length > 1 ? (
        <div className="photo-slider__controls">
          <PreviousNextButtons
            className="photo-slider__button"
            controls={trackId}
            onPrevious={() => scroll(-1)}
            onNext={() => scroll(1)}
          />
        </div>
      ) : null}
      <p className="photo-slider__count">{t('property.photoCount', { count: photos.length })}</p>
    </div>
  );
}
