import { Fragment } from 'react';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { PropertySummary } from '../../../shared/domain/property.ts';
import { PhotoStrip } from './photo-strip.tsx';
import { PropertyFacts } from './property-facts.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { ShortlistButtons } from '../shortlist/index.ts';
import { BookShowingButton } from '../enquiries/index.ts';
import { usePropertyText } from '../../hooks/use-property-text.ts';
import { useTextLang } from '../../i18n/use-language.ts';
import { HydrateLater } from '../../components/hydration.tsx';
import { OneTabStop } from './one-tab-stop.tsx';

const CARD_SIZES = '(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 380px';

/** Spec 2.4 card: photo, badges, type, price, address link, washrooms, beds, sqft, availability. */
export function PropertyCard({
  property,
  isPriority = false,
  headingLevel = 3,
  layout = 'grid',
}: {
  property: PropertySummary;
  isPriority?: boolean;
  /** 2 where the cards come straight under the page's h1 (the listing page), else 3. */
  headingLevel?: 2 | 3;
  /** 'list': one card a row, the photo beside the text from 768 px (the list layouts). */
  layout?: 'grid' | 'list';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const t = useT();
  const text = usePropertyText();
  const nameLang = useTextLang(property.textLanguage);
  const href = `/single-property-1/${property.id}`;
  const total = property.images.length;
  const photoOf = (index: number) => {
    const image = property.images[index];
    if (!image) return null;
    const picture = (
      <ResponsiveImage
        image={image}
        alt={text.photoAlt(property, index + 1, total)}
        sizes={CARD_SIZES}
        isPriority={isPriority && index === 0}
        className="property-card__photo"
      />
    );
    // A closed property's photos no longer link (spec 2.4).
    return property.isClosed ? (
      picture
    ) : (
      <Link to={href} tabIndex={-1} aria-hidden="true">
        {picture}
      </Link>
    );
  };
  const photos =
    total === 0 ? (
      <div className="property-card__photo property-card__photo--empty">{t('property.noPhoto')}</div>
    ) : total === 1 ? (
      photoOf(0)
    ) : (
      <PhotoStrip label={t('property.photosOf', { name: property.name })}>
        {property.images.map((image, index) => (
          <Fragment key={image.id}>{photoOf(index)}</Fragment>
        ))}
      </PhotoStrip>
    );

  return (
    <article
      className={`property-card${layout === 'list' ? ' property-card--list' : ''}`}
      aria-labelledby={`card-${property.id}`}
    >
      <div className="property-card__media">
        {photos}
        <ul className="property-card__badges" aria-label={t('property.type')}>
          <li className={`badge badge--${property.listingType}`}>{text.listingBadge(property)}</li>
          {property.isClosed ? <li className="badge badge--closed">{text.closedBadge(property)}</li> : null}
        </ul>
      </div>
      <div className="property-card__body">
        <p className="property-card__type">{t(`property.typeNames.${property.propertyType}`)}</p>
        <p className="property-card__price">{text.price(property)}</p>
        <Heading className="property-card__title" id={`card-${property.id}`}>
          <Link to={href}>{property.address}</Link>
        </Heading>
        <p className="property-card__name" lang={nameLang}>
          {property.name}
        </p>
        <PropertyFacts
          property={property}
          facts={['washrooms', 'beds', 'sqft', 'availability']}
          className="property-card__facts"
          iconSize={18}
        />
        {/* In the tab order: the address link above, then two controls (issue 15): Save and
            Compare as one toolbar, and Book Showing. The photos' links and the carousel are not. */}
        <div className="property-card__actions">
          <OneTabStop label={t('listing.cardTools', { name: property.name })}>
            <ShortlistButtons property={property} />
          </OneTabStop>
          {/* A rented or sold property takes no showings: its badge says why. */}
          {property.isClosed ? null : (
            <BookShowingButton
              property={{ id: property.id, name: property.name, address: property.address }}
            />
          )}
        </div>
      </div>
    </article>
  );
}

export function PropertyGrid({
  properties,
  headingLevel,
  layout = 'grid',
}: {
  properties: PropertySummary[];
  headingLevel?: 2 | 3;
  layout?: 'grid' | 'list';
}) {
  return (
    <ul className={`property-grid${layout === 'list' ? ' property-grid--list' : ''}`}>
      {properties.map((property, index) => (
        <li key={property.id}>
          <HydrateLater>
            <PropertyCard
              property={property}
              isPriority={index === 0}
              headingLevel={headingLevel}
              layout={layout}
            />
          </HydrateLater>
        </li>
      ))}
    </ul>
  );
}
