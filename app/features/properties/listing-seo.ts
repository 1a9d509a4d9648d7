import type { MetaDescriptor } from 'react-router';
import type { PublicProperty } from '../../../shared/domain/property.ts';
import { openGraphLocales, urlInLanguage } from '../seo.ts';

const SCHEMA_TYPES: Record<PublicProperty['propertyType'], string> = {
  Detached: 'SingleFamilyResidence',
  'Semi-Detached': 'House',
  Apartment: 'Apartment',
  Basement: 'Apartment',
  Office: 'Place',
  Garage: 'Place',
};

/** The largest JPEG rendition: what link previews (Open Graph) fetch. */
function shareImage(property: PublicProperty, origin: string): string | undefined {
  const jpegs = property.images[0]?.variants.filter((v) => v.format === 'jpeg') ?? [];
  const largest = jpegs.sort((a, b) => b.width - a.width)[0];
  return largest ? origin + largest.url : undefined;
}

/** Open Graph and Twitter card tags of a listing. */
export function listingOpenGraph(options: {
  property: PublicProperty;
  url: string;
  title: string;
  description: string;
  origin: string;
  siteName: string;
}): MetaDescriptor[] {
  const image = shareImage(options.property, options.origin);
  return [
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: options.siteName },
    { property: 'og:title', content: options.title },
    { property: 'og:description', content: options.description },
    { property: 'og:url', content: urlInLanguage(options.url) },
    ...openGraphLocales(),
    ...(image ? [{ property: 'og:image', content: image }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
  ];
}

/** schema.org description of the listing: an offer in CAD for a place with an address and coordinates. */
export function listingJsonLd({
  property,
  url,
  origin,
}: {
  property: PublicProperty;
  url: string;
  origin: string;
}) {
  const isRent = property.listingType === 'rent';
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    name: property.name,
    description: property.descriptionPrimary,
    url: urlInLanguage(url),
    datePosted: property.createdAt.toISOString(),
    image: property.images.map((image) => origin + image.url),
    offers: {
      '@type': 'Offer',
      price: property.price,
      priceCurrency: 'CAD',
      businessFunction: `http://purl.org/goodrelations/v1#${isRent ? 'LeaseOut' : 'Sell'}`,
      availability: `https://schema.org/${property.isClosed ? 'SoldOut' : 'InStock'}`,
      availabilityStarts: property.availableDate,
      ...(isRent
        ? {
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price: property.price,
              priceCurrency: 'CAD',
              unitCode: 'MON',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
            },
          }
        : {}),
    },
    itemOffered: {
      '@type': SCHEMA_TYPES[property.propertyType],
      name: property.name,
      numberOfBedrooms: property.beds,
      numberOfBathroomsTotal: property.washrooms,
      floorSize: { '@type': 'QuantitativeValue', value: property.sqft, unitCode: 'FTK' },
      address: {
        '@type': 'PostalAddress',
        streetAddress:
          [property.streetNumber, property.streetName].filter(Boolean).join(' ') || property.address,
        addressLocality: property.city,
        addressRegion: property.province,
        postalCode: property.postalCode,
        addressCountry: 'CA',
      },
      ...(property.latitude !== null && property.longitude !== null
        ? { geo: { '@type': 'GeoCoordinates', latitude: property.latitude, longitude: property.longitude } }
        : {}),
    },
  };
}
