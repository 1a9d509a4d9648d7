import { Link, useRouteLoaderData } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin, Pencil } from 'lucide-react';
import { HydrateLater } from '../components/hydration.tsx';
import { Detail } from '../components/detail.tsx';
import type { Route } from './+types/property-detail';
import { requestEnvContext } from '../context.ts';
import { pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { FEATURES } from '../../shared/domain/options.ts';
import { videoEmbedOf } from '../../shared/domain/video.ts';
import { descriptionParagraphs } from '../../shared/domain/property.ts';
import { Carousel } from '../components/carousel.tsx';
import { LazyMap } from '../features/maps/lazy-map.tsx';
import { VideoFacade } from '../features/video/video-facade.tsx';
import { listingJsonLd, listingOpenGraph } from '../features/properties/listing-seo.ts';
import { PropertyFacts } from '../features/properties/property-facts.tsx';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { ShortlistButtons } from '../features/shortlist/shortlist-buttons.tsx';
import { usePropertyText } from '../hooks/use-property-text.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { EnquiryForm } from '../features/enquiries/enquiry-form.tsx';
import type { loader as rootLoader } from '../root.tsx';

/** A section of the page's main column, open to begin with, named by its heading. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="panel" open>
      <summary>
        <h2>{title}</h2>
      </summary>
      {children}
    </details>
  );
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const { services } = context.get(requestEnvContext);
  const property = await services.properties.get(params.id, 'public');
  // Unknown, unverified and archived properties are all "not found" to a visitor.
  if (!property) throw pageError(404);
  return { property, video: videoEmbedOf(property.videoUrl) };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!loaderData) return [];
  const { property } = loaderData;
  const origin = root?.origin ?? '';
  const url = `${origin}/single-property-1/${property.id}`;
  const title = i18n.t('meta.propertyTitle', { name: property.name, site: root?.site.name ?? '' });
  const description = property.descriptionPrimary.slice(0, 160);
  return pageMeta({
    title,
    description,
    canonical: root ? url : undefined,
    extra: [
      ...listingOpenGraph({ property, url, title, description, origin, siteName: root?.site.name ?? '' }),
      { 'script:ld+json': listingJsonLd({ property, url, origin }) },
    ],
  });
};

export default function PropertyDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const text = usePropertyText();
  const { property, video } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const site = root?.site;
  // Spec 2.5: 'Edit Property' only for a signed-in admin (spec 6), leading to the edit form.
  const canEdit = root?.viewer?.user.role === 'admin';
  const [cover, ...rest] = property.images;
  const total = property.images.length;

  return (
    <article className="property-detail" aria-labelledby="property-title">
      <HydrateLater>
        {cover ? (
          <div className="property-detail__hero">
            {total > 1 ? (
              <Carousel
                label={t('property.photos')}
                slidesPerView={{ base: 1 }}
                autoplay={false}
                hasDots
                defersHiddenSlides
                className="property-detail__slider"
              >
                {property.images.map((image, index) => (
                  <ResponsiveImage
                    key={image.id}
                    image={image}
                    alt={text.photoAlt(property, index + 1, total)}
                    sizes="100vw"
                    isPriority={index === 0}
                    className="property-detail__cover"
                  />
                ))}
              </Carousel>
            ) : (
              <ResponsiveImage
                image={cover}
                alt={text.photoAlt(property, 1, total)}
                sizes="100vw"
                isPriority
                className="property-detail__cover"
              />
            )}
          </div>
        ) : null}
      </HydrateLater>
      <div className="container property-detail__layout">
        <div className="property-detail__main">
          <p className="property-detail__badges">
            <span className={`badge badge--${property.listingType}`}>
              {t(property.listingType === 'rent' ? 'property.forRent' : 'property.forSale')}
            </span>
            {property.isClosed ? (
              <span className="badge badge--closed">{text.closedBadge(property)}</span>
            ) : null}
          </p>
          <h1 id="property-title">{property.name}</h1>
          <p className="property-detail__address">
            <MapPin aria-hidden="true" size={18} />
            {property.address}
          </p>
          <p className="property-detail__price">{text.price(property)}</p>
          <PropertyFacts
            property={property}
            facts={['beds', 'washrooms', 'sqft', 'availability']}
            className="property-detail__facts"
            iconSize={20}
          />
          <ShortlistButtons property={property} />
          {canEdit ? (
            <p>
              <Link className="button button--primary" to={`/submit-property?id=${property.id}`}>
                <Pencil aria-hidden="true" size={18} />
                {t('property.editProperty')}
              </Link>
            </p>
          ) : null}

          <Panel title={t('property.detailAndFeatures')}>
            <dl className="property-detail__specs">
              <Detail term={t('property.type')}>{property.propertyType}</Detail>
              <Detail term={t('property.bedrooms')}>{property.beds}</Detail>
              <Detail term={t('property.bathrooms')}>{property.washrooms}</Detail>
              <Detail term={t('property.area')}>{text.sqft(property)}</Detail>
            </dl>
            <ul className="feature-list">
              {FEATURES.map((feature) => {
                const has = property.features.includes(feature);
                return (
                  <li key={feature} className={has ? 'feature-list__yes' : 'feature-list__no'}>
                    <span>{feature}</span>
                    <span>{t(has ? 'property.featureYes' : 'property.featureNo')}</span>
                  </li>
                );
              })}
            </ul>
          </Panel>

          <Panel title={t('property.description')}>
            <div className="prose">
              {descriptionParagraphs(property).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </div>
          </Panel>

          {video ? (
            <Panel title={t('property.video')}>
              <HydrateLater>
                <VideoFacade video={video} name={property.name} poster={cover} />
              </HydrateLater>
            </Panel>
          ) : null}

          <Panel title={t('property.location')}>
            <dl className="property-detail__specs">
              <Detail term={t('property.address')}>{property.address}</Detail>
              <Detail term={t('property.city')}>{property.city}</Detail>
              <Detail term={t('property.province')}>{property.province}</Detail>
              <Detail term={t('property.postalCode')}>{property.postalCode}</Detail>
            </dl>
            <HydrateLater>
              <LazyMap
                latitude={property.latitude}
                longitude={property.longitude}
                address={property.address}
                placeId={property.placeId}
                googleMapsApiKey={root?.googleMapsApiKey}
                label={t('property.mapLabel', { address: property.address })}
              />
            </HydrateLater>
          </Panel>

          {rest.length > 0 ? (
            <Panel title={t('property.gallery')}>
              <ul className="gallery">
                {rest.map((image, index) => (
                  <li key={image.id}>
                    <ResponsiveImage
                      image={image}
                      alt={text.photoAlt(property, index + 2, total)}
                      sizes="(max-width: 991px) 50vw, 260px"
                    />
                  </li>
                ))}
              </ul>
            </Panel>
          ) : null}
        </div>
        <aside className="property-detail__sidebar" aria-labelledby="enquiry-title">
          <HydrateLater>
            <div className="enquiry-sidebar">
              <EnquiryForm
                property={{ id: property.id, name: property.name, address: property.address }}
                titleId="enquiry-title"
              />
              <div className="sidebar-card">
                {site ? <p>{t('property.enquiryText', { phone: site.phone, email: site.email })}</p> : null}
                <Link to="/list-layout-new-3">{t('property.backToListings')}</Link>
              </div>
            </div>
          </HydrateLater>
        </aside>
      </div>
    </article>
  );
}
