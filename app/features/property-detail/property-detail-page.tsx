import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t.ts';
import { CalendarCheck } from 'lucide-react';
import type { PublicProperty } from '../../../shared/domain/property.ts';
import { HydrateLater } from '../../components/hydration.tsx';
import { usePropertyText } from '../../hooks/use-property-text.ts';
import { ActionBar } from './action-bar.tsx';
import { EnquiryAside } from './enquiry-aside.tsx';
import type { DetailLayout } from './layouts.ts';
import { PhotoGrid } from './photo-grid.tsx';
import { PhotoSlider } from './photo-slider.tsx';
import { PhotoViewerProvider } from './photo-viewer-context.tsx';
import { PropertySummary } from './property-summary.tsx';
import {
  DescriptionPanel,
  DetailsPanel,
  GalleryPanel,
  LocationPanel,
  SimilarSection,
  VideoPanel,
} from './property-sections.tsx';

/** Where the phone's bar and the closed notice lead. */
const ENQUIRY_ID = 'enquiry';
const SIMILAR_ID = 'similar';

/**
 * What the route hands in from other features (ADR 027: a feature uses another only through its
 * public entry; the route composes them): the facts row, the similar properties' cards, the video
 * facade, the location map and the enquiry form.
 */
export type DetailSlots = {
  facts: ReactNode;
  similarGrid: ReactNode;
  video: ReactNode;
  /** The map; `showAddress` false where the address is in the text right below it. */
  map: (showAddress: boolean) => ReactNode;
  enquiryForm: ReactNode;
};

/**
 * A property's page in one of the layouts of layouts.ts (spec 2.5, issue 16): the same sections in
 * every layout, only the first block and the place of the enquiry form change.
 */
export function PropertyDetailPage({
  property,
  hasSimilar,
  layout,
  canEdit,
  slots,
}: {
  property: PublicProperty;
  hasSimilar: boolean;
  layout: DetailLayout;
  canEdit: boolean;
  slots: DetailSlots;
}) {
  const t = useT();
  const text = usePropertyText();
  const total = property.images.length;
  const photos = property.images.map((image, index) => ({
    image,
    alt: text.photoAlt(property, index + 1, total),
  }));
  const price = text.price(property);
  const closedBadge = property.isClosed ? (
    <span className="badge badge--closed">{text.closedBadge(property)}</span>
  ) : null;
  const photosLabel = t('property.photosOf', { name: property.name });
  const photoGrid = (
    <HydrateLater>
      <PhotoGrid property={property} />
    </HydrateLater>
  );
  const isMapFirst = layout.top === 'map';
  const hasCoordinates = property.latitude !== null && property.longitude !== null;

  return (
    <PhotoViewerProvider photos={photos} label={photosLabel}>
      <article
        className={`container property-detail property-detail--layout-${layout.number}${layout.hasSidebar ? '' : ' property-detail--full'}`}
        aria-labelledby="property-title"
      >
        <div className="property-detail__main">
          {layout.top === 'photo-grid' ? photoGrid : null}
          {layout.top === 'photo-slider' ? (
            <HydrateLater>
              <PhotoSlider photos={photos} label={photosLabel} />
            </HydrateLater>
          ) : null}
          {isMapFirst ? (
            <div className="property-detail__map">
              {/* The address is in the facts right under the map, unless there is no map to show. */}
              <HydrateLater>{slots.map(!hasCoordinates)}</HydrateLater>
            </div>
          ) : null}

          <PropertySummary
            property={property}
            price={price}
            closedBadge={closedBadge}
            facts={slots.facts}
            canEdit={canEdit}
            enquiryId={layout.hasSidebar ? undefined : ENQUIRY_ID}
          />
          {/* Map first: the photos come right after the facts. */}
          {isMapFirst ? <div className="property-detail__photos-after">{photoGrid}</div> : null}

          {property.isClosed ? (
            <SimilarSection id={SIMILAR_ID} hasSimilar={hasSimilar} grid={slots.similarGrid} />
          ) : null}
          <DetailsPanel property={property} />
          <DescriptionPanel property={property} />
          {slots.video ? <VideoPanel>{slots.video}</VideoPanel> : null}
          <LocationPanel property={property} map={isMapFirst ? undefined : slots.map(true)} />
          {/* Gallery first: every photo is in the row on top already. */}
          {layout.top === 'photo-slider' ? null : <GalleryPanel photos={photos} />}
          {layout.hasSidebar ? null : (
            <EnquiryAside
              property={property}
              enquiryForm={slots.enquiryForm}
              closedBadge={closedBadge}
              id={ENQUIRY_ID}
              similarId={SIMILAR_ID}
              isSidebar={false}
            />
          )}
        </div>

        {layout.hasSidebar ? (
          <EnquiryAside
            property={property}
            enquiryForm={slots.enquiryForm}
            closedBadge={closedBadge}
            id={ENQUIRY_ID}
            similarId={SIMILAR_ID}
            isSidebar
          />
        ) : null}

        <HydrateLater>
          <ActionBar
            price={price}
            badge={closedBadge}
            targetId={property.isClosed ? SIMILAR_ID : ENQUIRY_ID}
            actionLabel={t(property.isClosed ? 'property.seeSimilar' : 'enquiries.bookShowing')}
            actionIcon={property.isClosed ? null : <CalendarCheck aria-hidden="true" size={18} />}
          />
        </HydrateLater>
      </article>
    </PhotoViewerProvider>
  );
}
