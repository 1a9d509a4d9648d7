import type { PublicProperty } from './property.ts';

/**
 * One public property on the map search (issue 16): what its marker and popup card need, nothing
 * more. `image` is the cover photo at a small width (the popup is about 260 px wide), or null.
 */
export type MapPoint = Pick<
  PublicProperty,
  'id' | 'name' | 'listingType' | 'propertyType' | 'price' | 'address' | 'isClosed'
> & {
  latitude: number;
  longitude: number;
  image: { url: string; width: number; height: number } | null;
};

/**
 * The markers for a set of filters, and how many properties match the same filters (leaving the map
 * area out) but have no coordinates, the newest few of them by name: they are listed, with a note
 * that names them, never dropped silently.
 */
export type MapPoints = {
  points: MapPoint[];
  withoutCoordinates: number;
  unplaced: Pick<PublicProperty, 'id' | 'name'>[];
};

/** How many of the properties without coordinates the note names. */
export const MAP_UNPLACED_NAMED = 5;

/** The widest image variant at most this wide is the popup card's photo. */
export const MAP_POPUP_IMAGE_WIDTH = 480;

/**
 * The map's zoom when it has no points to fit (a search that found none): centred on the company's
 * own location (SITE_LATITUDE, SITE_LONGITUDE) at a zoom that shows Greater Moncton. The spec's map
 * page had fixed centre coordinates at zoom 15 (section 2.12); with markers, the map fits them instead.
 */
export const MAP_DEFAULT_ZOOM = 12;

/**
 * Where map tiles come from (TILE_URL, TILE_ATTRIBUTION; ADR 020): a URL template with {z}, {x} and
 * {y} on one fixed host (the Content-Security-Policy allows exactly its origin), and the credit line
 * the tile service asks for, as plain text.
 */
export type MapTiles = { url: string; attribution: string };

export const DEFAULT_MAP_TILES: MapTiles = {
  url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};
