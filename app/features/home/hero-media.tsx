import type { ReactNode } from 'react';
import { Link } from '../../components/site-link.tsx';
import { useT } from '../../i18n/use-t.ts';
import type { PropertyImage, PropertySummary } from '../../../shared/domain/property.ts';
import { Carousel } from '../../components/carousel.tsx';
import { ResponsiveImage } from '../../components/responsive-image.tsx';
import { usePropertyText } from '../../hooks/use-property-text.ts';

/** A property as a hero shows it: its first photo, name, place and price, and a link to it. */
export type HeroProperty = Pick<
  PropertySummary,
  'id' | 'name' | 'city' | 'address' | 'price' | 'listingType' | 'propertyType'
> & { image: PropertyImage };

const detailHref = (id: string) => `/single-property-1/${id}`;

/** The image hero's photo, behind the text, and a caption saying which property it is. */
export function HeroBackdrop({ property }: { property: HeroProperty }) {
  const t = useT();
  return (
    <>
      <ResponsiveImage
        image={property.image}
        alt=""
        sizes="100vw"
        isPriority
        className="home-hero__backdrop"
      />
      <p className="home-hero__credit">
        <Link to={detailHref(property.id)}>{t('homeVariants.hero.pictured', { name: property.name })}</Link>
      </p>
    </>
  );
}

/** One property's photo with its badge, price and name, as a card (the split hero, the slides). */
export function HeroPhoto({
  property,
  sizes,
  isPriority = false,
}: {
  property: HeroProperty;
  sizes: string;
  isPriority?: boolean;
}) {
  const text = usePropertyText();
  return (
    <figure className="hero-photo">
      <ResponsiveImage
        image={property.image}
        alt={text.photoAlt(property, 1, 1)}
        sizes={sizes}
        isPriority={isPriority}
        className="hero-photo__image"
      />
      <figcaption className="hero-photo__caption">
        <span className={`badge badge--${property.listingType}`}>{text.listingBadge(property)}</span>
        <span className="hero-photo__price">{text.price(property)}</span>
        <Link to={detailHref(property.id)} className="hero-photo__name">
          {property.name}
        </Link>
        <span className="hero-photo__place">{property.address}</span>
      </figcaption>
    </figure>
  );
}

const SLIDES_PER_VIEW = { base: 1, 768: 2, 1200: 3 } as const;

/** The slider hero: the newest properties' photos in a carousel (autoplay with a pause button). */
export function HeroSlides({ properties }: { properties: HeroProperty[] }) {
  const t = useT();
  return (
    <Carousel
      label={t('homeVariants.hero.slidesLabel')}
      slidesPerView={SLIDES_PER_VIEW}
      hasDots
      className="hero-slides"
    >
      {properties.map((property, index) => (
        <HeroPhoto
          key={property.id}
          property={property}
          sizes="(max-width: 767px) 100vw, (max-width: 1199px) 50vw, 380px"
          isPriority={index === 0}
        />
      ))}
    </Carousel>
  );
}

/** A map or a video in the hero, with a caption naming the property and a link to it. */
export function HeroFrame({
  caption,
  property,
  extra,
  children,
}: {
  caption: string;
  property: Pick<HeroProperty, 'id' | 'name'>;
  extra?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <figure className="hero-frame">
      {children}
      <figcaption className="hero-frame__caption">
        <span>{caption}</span>
        <Link to={detailHref(property.id)}>
          {t('homeVariants.hero.viewProperty', { name: property.name })}
        </Link>
        {extra}
      </figcaption>
    </figure>
  );
}
