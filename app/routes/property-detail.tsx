import { Link, useRouteLoaderData } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, MapPin, Pencil } from 'lucide-react';
import { HydrateLater } from '../components/hydration.tsx';
import { Detail } from '../components/detail.tsx';
import type { Route } from './+types/property-detail';
import { requestEnvContext } from '../context.ts';
import { pageError } from '../responses.ts';
import { i18n } from '../i18n/i18n.ts';
import { FEATURES } from '../../shared/domain/options.ts';
import { videoEmbedOf } from '../../shared/domain/video.ts';
import { descriptionParagraphs } from '../../shared/domain/property.ts';
import { LazyMap } from '../features/maps/lazy-map.tsx';
import { VideoFacade } from '../features/video/video-facade.tsx';
import { listingJsonLd, listingOpenGraph } from '../features/properties/listing-seo.ts';
import { PropertyFacts } from '../features/properties/property-facts.tsx';
import { PropertyGrid } from '../features/properties/property-card.tsx';
import { ALL_PHOTOS_ID, PhotoGrid } from '../features/properties/photo-grid.tsx';
import {
  largestPhotoUrl,
  PhotoLink,
  PhotoViewerProvider,
} from '../features/properties/photo-viewer-context.tsx';
import { ActionBar } from '../features/properties/action-bar.tsx';
import { StickySidebar } from '../features/properties/sticky-sidebar.tsx';
import { findSimilarProperties } from '../features/properties/similar-properties.server.ts';
import { ResponsiveImage } from '../components/responsive-image.tsx';
import { ShortlistButtons } from '../features/shortlist/shortlist-buttons.tsx';
import { usePropertyText } from '../hooks/use-property-text.ts';
import { pageMeta, rootDataOf } from '../features/seo.ts';
import { EnquiryForm } from '../features/enquiries/enquiry-form.tsx';
import type { loader as rootLoader } from '../root.tsx';

/** Where the phone's bar and the closed notice lead. */
const ENQUIRY_ID = 'enquiry';
const SIMILAR_ID = 'similar';

/** A section of the page's main column, open to begin with, named by its heading. */
function Panel({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <details className="panel" id={id} open>
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
  // Rented or sold: no showing to book, similar open properties instead.
  const similar = property.isClosed ? await findSimilarProperties(services.properties, property) : [];
  return { property, video: videoEmbedOf(property.videoUrl), similar };
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
  const { property, video, similar } = loaderData;
  const root = useRouteLoaderData<typeof rootLoader>('root');
  const site = root?.site;
  // Spec 2.5: 'Edit Property' only for a signed-in admin (spec 6), leading to the edit form.
  const canEdit = root?.viewer?.user.role === 'admin';
  const total = property.images.length;
  const photos = property.images.map((image, index) => ({
    image,
    alt: text.photoAlt(property, index + 1, total),
  }));
  const price = text.price(property);
  const closedBadge = property.isClosed ? (
    <span className="badge badge--closed">{text.closedBadge(property)}</span>
  ) : null;
  const contactCard = (
    <div className="sidebar-card">
      {site ? <p>{t('property.enquiryText', { phone: site.phone, email: site.email })}</p> : null}
      <Link to="/list-layout-new-3">{t('property.backToListings')}</Link>
    </div>
  );

  return (
    <PhotoViewerProvider photos={photos} label={t('property.photosOf', { name: property.name })}>
      <article className="container property-detail" aria-labelledby="property-title">
        <div className="property-detail__main">
          <HydrateLater>
            <PhotoGrid property={property} />
          </HydrateLater>
          <header className="property-detail__summary">
            <div className="property-detail__topline">
              <p className="property-detail__badges">
                <span className={`badge badge--${property.listingType}`}>
                  {t(property.listingType === 'rent' ? 'property.forRent' : 'property.forSale')}
                </span>
                {closedBadge}
              </p>
              {canEdit ? (
                <Link className="button button--ghost" to={`/submit-property?id=${property.id}`}>
                  <Pencil aria-hidden="true" size={18} />
                  {t('property.editProperty')}
                </Link>
              ) : null}
            </div>
            <h1 id="property-title">{property.name}</h1>
            <p className="property-detail__address">
              <MapPin aria-hidden="true" size={18} />
              {property.address}
            </p>
            <p className="property-detail__price">{price}</p>
            <PropertyFacts
              property={property}
              facts={['beds', 'washrooms', 'sqft', 'availability']}
              className="property-detail__facts"
              iconSize={20}
            />
            <ShortlistButtons property={property} />
          </header>

          {property.isClosed ? (
            <section id={SIMILAR_ID} className="property-detail__similar" aria-labelledby="similar-title">
              <h2 id="similar-title">{t('property.similarTitle')}</h2>
              {similar.length > 0 ? (
                <PropertyGrid properties={similar} headingLevel={3} />
              ) : (
                <p>
                  {t('property.noSimilar')}{' '}
                  <Link to="/list-layout-new-3">{t('property.backToListings')}</Link>
                </p>
              )}
            </section>
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
                <VideoFacade video={video} name={property.name} poster={property.images[0]} />
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

          {/* Every photo, where "Show all N photos" leads without JavaScript (one photo: the grid has it). */}
          {total > 1 ? (
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
          ) : null}
        </div>

        {property.isClosed ? (
          <aside className="property-detail__sidebar" aria-labelledby="closed-title">
            <HydrateLater>
              <StickySidebar className="enquiry-sidebar">
                <div className="enquiry-card">
                  <h2 id="closed-title" className="enquiry-card__title">
                    {t('property.closedTitle')}
                  </h2>
                  <p>{closedBadge}</p>
                  <p>
                    {t(
                      property.listingType === 'rent'
                        ? 'property.closedRentedText'
                        : 'property.closedSoldText',
                    )}
                  </p>
                  <a className="button button--accent" href={`#${SIMILAR_ID}`}>
                    {t('property.seeSimilar')}
                  </a>
                </div>
                {contactCard}
              </StickySidebar>
            </HydrateLater>
          </aside>
        ) : (
          <aside id={ENQUIRY_ID} className="property-detail__sidebar" aria-labelledby="enquiry-title">
            <HydrateLater>
              <StickySidebar className="enquiry-sidebar">
                <EnquiryForm
                  property={{ id: property.id, name: property.name, address: property.address }}
                  titleId="enquiry-title"
                />
                {contactCard}
              </StickySidebar>
            </HydrateLater>
          </aside>
        )}

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
