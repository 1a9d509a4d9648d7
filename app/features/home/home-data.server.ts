import type { Services } from '../../../server/services.ts';
import { API_MAX_PAGE_SIZE, HOME_LIMIT } from '../../../shared/domain/limits.ts';
import { toPropertySummary, type PublicProperty } from '../../../shared/domain/property.ts';
import { videoEmbedOf } from '../../../shared/domain/video.ts';
import type { HomeComposition } from './compositions.ts';
import type { HeroProperty } from './hero-media.tsx';

/** How many pages of the newest public properties to look through for a map or a video. */
const PAGES_TO_SEARCH = 5;

type Properties = Services['properties'];

function heroPropertyOf(property: PublicProperty): HeroProperty | null {
  const [image] = property.images;
  if (!image) return null;
  const { id, name, city, address, price, listingType, propertyType } = property;
  return { id, name, city, address, price, listingType, propertyType, image };
}

/** The newest public property for which `pick` gives something, looking through a few pages. */
async function findNewest<T>(properties: Properties, pick: (property: PublicProperty) => T | null) {
  for (let page = 1; page <= PAGES_TO_SEARCH; page++) {
    const result = await properties.list({ page, pageSize: API_MAX_PAGE_SIZE }, 'public');
    for (const property of result.items) {
      const picked = pick(property);
      if (picked !== null) return picked;
    }
    if (page >= result.pageCount) break;
  }
  return null;
}

/** What the map hero shows: the newest public property with coordinates. */
function mapPropertyOf(property: PublicProperty) {
  const { id, name, address, latitude, longitude } = property;
  return latitude === null || longitude === null ? null : { id, name, address, latitude, longitude };
}

/** A property with a video that can be embedded: what a video shows and says of it; else null. */
function videoPropertyOf(property: PublicProperty) {
  const video = videoEmbedOf(property.videoUrl);
  if (!video) return null;
  const { id, name, listingType, price, address, city, propertyType, images } = property;
  return { id, name, listingType, price, address, city, propertyType, poster: images[0] ?? null, video };
}

/**
 * The newest public property whose video can be embedded (looking through a few pages), or null:
 * the video hero of the home variants and the /video page.
 */
export function newestWithVideo(properties: Properties) {
  return findNewest(properties, videoPropertyOf);
}

/**
 * Everything a home variant shows from the database, real and current: the newest properties of the
 * composition's kind with their total (the listing's own query and count), how many homes are listed
 * for rent and for sale, and what its hero needs (a photo, a map location, a video).
 */
export async function loadHomeVariant(properties: Properties, composition: HomeComposition) {
  const { listingType } = composition.featured;
  const [featured, rent, sale] = await Promise.all([
    properties.list({ ...(listingType ? { listingType } : {}), page: 1, pageSize: HOME_LIMIT }, 'public'),
    properties.list({ listingType: 'rent', page: 1, pageSize: 1 }, 'public'),
    properties.list({ listingType: 'sale', page: 1, pageSize: 1 }, 'public'),
  ]);
  const pictured = featured.items.map(heroPropertyOf).filter((p): p is HeroProperty => p !== null);
  const [map, video] = await Promise.all([
    composition.hero === 'map' ? findNewest(properties, mapPropertyOf) : null,
    composition.hero === 'video' ? newestWithVideo(properties) : null,
  ]);
  return {
    featured: featured.items.map(toPropertySummary),
    featuredTotal: featured.total,
    counts: { rent: rent.total, sale: sale.total },
    // The image and split heroes show the newest pictured property; the slider, all of them.
    pictured,
    map,
    video,
  };
}
