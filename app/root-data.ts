import { useRouteLoaderData } from 'react-router';
import type { SiteInfo } from '../content/site.ts';
import type { Viewer } from './features/auth/viewer.ts';
import type { MapTiles } from '../shared/domain/map-points.ts';

/**
 * What the root loader (app/root.tsx) sends with every page: the only request values that reach the
 * browser. Declared here, not inferred from the loader, so that what root.tsx renders (the error
 * page, the layout) can read it without importing root.tsx back.
 */
export type RootData = {
  site: SiteInfo;
  /** Origin for canonical URLs and the sitemap, e.g. https://example.com */
  origin: string;
  /** Public browser key for Google Maps, when configured. */
  googleMapsApiKey: string | undefined;
  /** Where map tiles come from, and their credit line (TILE_URL, TILE_ATTRIBUTION). */
  mapTiles: MapTiles;
  /** The signed-in person, or null. */
  viewer: Viewer | null;
};

/** The root loader's data; undefined when the root loader itself failed (its error page renders). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>('root');
}
