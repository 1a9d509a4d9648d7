import type { ReactNode } from 'react';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import { FEATURES } from '../../../shared/domain/options.ts';
import { descriptionParagraphs, type PublicProperty } from '../../../shared/domain/property.ts';
import { Detail } from '../../components/detail.tsx';
import { HydrateLater } from '../../components/hydration.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { usePropertyText } from '../../hooks/use-property-text.ts';
import { useTextLang } from '../../i18n/use-language.ts';
import { Panel } from './panel.tsx';
import { ALL_PHOTOS_ID } from './photo-grid.tsx';
import { largestPhotoUrl, PhotoLink } from './photo-viewer-context.tsx';
import type { ViewerPhoto } from './photo-viewer.tsx';

// The collapsible sections of spec 2.5, in the order every layout keeps.

/** Detail & Features: the kind and size, and each of the 15 features as Yes or No. */
export function DetailsPanel({ property }: { property: PublicProperty }) {
  const t = useT();
  const text = usePropertyText();
  return (
    <Panel title={t('property.detailAndFeatures')}>
      <dl className="property-detail__specs">
        <Detail term={t('property.type')}>{t(`property.typeNames.${property.propertyType}`)}</Detail>
        <Detail term={t('property.bedrooms')}>{property.beds}</Detail>
        <Detail term={t('property.bathrooms')}>{property.washrooms}</Detail>
        <Detail term={t('property.area')}>{text.sqft(property)}</Detail>
      </dl>
      <ul className="feature-list">
        {FEATURES.map((feature) => {
          const has = property.features.includes(feature);
          return (
            <li key={feature} className={has ? 'feature-list__yes' : 'feature-list__no'}>
              <span>{t(`property.featureNames.${feature}`)}</span>
              <span>{t(has ? 'property.featureYes' : 'property.featureNo')}</span>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}

/** Description: description1 and description2 (spec 2.5), a paragraph each. */
export function DescriptionPanel({ property }: { property: PublicProperty }) {
  const t = useT();
  const lang = useTextLang(property.textLanguage);
  return (
    <Panel title={t('property.description')}>
      <div className="prose" lang={lang}>
        {descriptionParagraphs(property).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </Panel>
  );
}

/** Property video, only when the URL gives an embeddable video (the route hands in the facade). */
export function VideoPanel({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Panel title={t('property.video')}>
      <HydrateLater>{children}</HydrateLater>
    </Panel>
  );
}

/** Location: the address in parts, and the map below it unless the layout shows it on top. */
export function LocationPanel({ property, map }: { property: PublicProperty; map?: ReactNode }) {
  const t = useT();
  return (
    <Panel title={t('property.location')}>
      <dl className="property-detail__specs">
        <Detail term={t('property.address')}>{property.address}</Detail>
        <Detail term={t('property.city')}>{property.city}</Detail>
        <Detail term={t('property.province')}>{property.province}</Detail>
        <Detail term={t('property.postalCode')}>{property.postalCode}</Detail>
      </dl>
      {map ? <HydrateLater>{map}</HydrateLater> : null}
    </Panel>
  );
}

/**
 * Gallery: every photo, where "Show all N photos" leads without JavaScript (with it, each opens the
 * full-screen viewer). One photo: the grid on top already has it.
 */
export function GalleryPanel({ photos }: { photos: readonly ViewerPhoto[] }) {
  const t = useT();
  if (photos.length <= 1) return null;
  return (
    <Panel title={t('property.gallery')} id={ALL_PHOTOS_ID}>
      <HydrateLater>
        <ul className="gallery">
          {photos.map(({ image, alt }, index) => (
            <li key={image.id}>
              <PhotoLink index={index} href={largestPhotoUrl(image)}>
                <ResponsiveImage image={image} alt={alt} sizes="(max-width: 991px) 50vw, 260px" />
              </PhotoLink>
            </li>
          ))}
        </ul>
      </HydrateLater>
    </Panel>
  );
}

/** A rented or sold property: similar open ones instead of a showing (`grid` from the route). */
export function SimilarSection({
  id,
  hasSimilar,
  grid,
}: {
  id: string;
  hasSimilar: boolean;
  grid: ReactNode;
}) {
  const t = useT();
  return (
    <section id={id} className="property-detail__similar" aria-labelledby="similar-title">
      <h2 id="similar-title">{t('property.similarTitle')}</h2>
      {hasSimilar ? (
        grid
      ) : (
        <p>
          {t('property.noSimilar')} <Link to="/list-layout-new-3">{t('property.backToListings')}</Link>
        </p>
      )}
    </section>
  );
}
