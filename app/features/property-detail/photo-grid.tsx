import { useT } from '../../i18n/use-t.ts';
import { Images } from 'lucide-react';
import type { PublicProperty } from '../../../shared/domain/property.ts';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { usePropertyText } from '../../hooks/use-property-text.ts';
import { largestPhotoUrl, PhotoLink } from './photo-viewer-context.tsx';

/** Photos beside the large one. */
const SMALL_PHOTOS = 4;

/** The id of the list of all photos (the Gallery section) that "Show all N photos" leads to. */
export const ALL_PHOTOS_ID = 'photos';

type Photos = Pick<PublicProperty, 'images' | 'name' | 'propertyType' | 'city'>;

/**
 * The top of the detail page, as listing sites have it: one large photo and up to four small ones,
 * no taller than about half the first screen, and "Show all N photos". Plain links in the HTML:
 * each photo leads to its large version and "Show all" to the Gallery section; with JavaScript they
 * open the full-screen viewer instead. Phones show the large photo only.
 */
export function PhotoGrid({ property }: { property: Photos }) {
  const t = useT();
  const text = usePropertyText();
  const total = property.images.length;
  const shown = property.images.slice(0, 1 + SMALL_PHOTOS);
  if (total === 0) return null;
  return (
    <div
      className={`photo-grid photo-grid--${shown.length}`}
      role="group"
      aria-label={t('property.photosOf', { name: property.name })}
    >
      {shown.map((image, index) => (
        <PhotoLink
          key={image.id}
          index={index}
          href={largestPhotoUrl(image)}
          className={index === 0 ? 'photo-grid__photo photo-grid__photo--large' : 'photo-grid__photo'}
        >
          <ResponsiveImage
            image={image}
            alt={text.photoAlt(property, index + 1, total)}
            // Large: the main column (2/3 of it beside small photos) or a phone's width; small: a
            // sixth of the main column.
            sizes={
              index === 0
                ? '(max-width: 767px) 100vw, (max-width: 991px) 66vw, 560px'
                : '(max-width: 991px) 25vw, 200px'
            }
            isPriority={index === 0}
          />
        </PhotoLink>
      ))}
      {total > 1 ? (
        <PhotoLink index={0} href={`#${ALL_PHOTOS_ID}`} className="photo-grid__all">
          <Images aria-hidden="true" size={18} />
          {t('property.showAllPhotos', { n: total })}
        </PhotoLink>
      ) : null}
    </div>
  );
}
