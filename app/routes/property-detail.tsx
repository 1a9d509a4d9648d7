import { useLocation } from 'react-router';
import { useT } from '../i18n/use-t.ts';
import type { Route } from './+types/property-detail';
import { requestEnvContext } from '../context.ts';
import { pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { useRootData } from '../root-data.ts';
import { videoEmbedOf } from '../../shared/domain/video.ts';
import { LazyMap } from '../features/maps/lazy-map.tsx';
import { VideoFacade } from '../features/video/video-facade.tsx';
import { listingJsonLd, listingOpenGraph } from '../features/properties/listing-seo.ts';
import { PropertyFacts } from '../features/properties/property-facts.tsx';
import { PropertyGrid } from '../features/properties/property-card.tsx';
import { EnquiryForm } from '../features/enquiries/enquiry-form.tsx';
import { BookShowingButton } from '../features/enquiries/index.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { CANONICAL_DETAIL_PATH, DETAIL_LAYOUTS, detailLayoutOf } from '../features/property-detail/index.ts';
import { PropertyDetailPage } from '../features/property-detail/property-detail-page.tsx';
import { NoProperty } from '../features/property-detail/no-property.tsx';
import { findSimilarProperties } from '../features/property-detail/similar-properties.server.ts';

// /single-property-1 … 4, with or without /{id} (spec 2.1, 2.5; issue 16): one module registered
// once per layout (app/route-registry.ts); the path picks the layout from DETAIL_LAYOUTS.

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  // Without an id: the newest public property (the listing's first card), or none at all yet.
  const property = params.id
    ? await services.properties.get(params.id, 'public')
    : (await services.properties.list({ page: 1, pageSize: 1 }, 'public')).items[0];
  if (!property) {
    // Unknown, unverified and archived properties are all "not found" to a visitor.
    if (params.id) throw pageError(404);
    return { property: null, video: null, similar: [] };
  }
  // Rented or sold: no showing to book, similar open properties instead.
  const similar = property.isClosed ? await findSimilarProperties(services.properties, property) : [];
  return { property, video: videoEmbedOf(property.videoUrl), similar };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!loaderData) return [];
  const { property } = loaderData;
  const site = root?.site.name ?? '';
  if (!property) {
    return pageMeta(matches, {
      title: i18n.t('meta.noPropertyTitle', { site }),
      description: i18n.t('meta.siteDescription'),
    });
  }
  const origin = root?.origin ?? '';
  // Every layout of a property has one address for search engines: the first layout's.
  const path = `/${CANONICAL_DETAIL_PATH}/${property.id}`;
  const url = origin + path;
  const title = i18n.t('meta.propertyTitle', { name: property.name, site });
  const description = property.descriptionPrimary.slice(0, 160);
  return pageMeta(matches, {
    title,
    description,
    canonical: path,
    extra: [
      ...listingOpenGraph({ property, url, title, description, origin, siteName: site }),
      { 'script:ld+json': listingJsonLd({ property, url, origin }) },
    ],
  });
};

export default function PropertyDetail({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const root = useRootData();
  const { pathname } = useLocation();
  const { property, video, similar } = loaderData;
  if (!property) return <NoProperty />;
  return (
    <PropertyDetailPage
      property={property}
      hasSimilar={similar.length > 0}
      layout={detailLayoutOf(pathname) ?? DETAIL_LAYOUTS[CANONICAL_DETAIL_PATH]}
      canEdit={root?.viewer?.role === 'admin'}
      slots={{
        facts: (
          <PropertyFacts
            property={property}
            facts={['beds', 'washrooms', 'sqft', 'availability']}
            className="property-detail__facts"
            iconSize={20}
          />
        ),
        similarGrid: <PropertyGrid properties={similar} headingLevel={3} />,
        video: video ? <VideoFacade video={video} name={property.name} poster={property.images[0]} /> : null,
        map: (showAddress) => (
          <LazyMap
            showAddress={showAddress}
            latitude={property.latitude}
            longitude={property.longitude}
            address={property.address}
            placeId={property.placeId}
            googleMapsApiKey={root?.googleMapsApiKey}
            label={t('property.mapLabel', { address: property.address })}
          />
        ),
        enquiryForm: (
          <>
            {/* The card's Book Showing (issue 30): the free times, or the request form without them. */}
            <p className="enquiry-aside__showing">
              <BookShowingButton
                property={{ id: property.id, name: property.name, address: property.address }}
              />
            </p>
            <EnquiryForm
              property={{ id: property.id, name: property.name, address: property.address }}
              titleId="enquiry-title"
            />
          </>
        ),
      }}
    />
  );
}
