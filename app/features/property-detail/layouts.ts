// The detail page's layouts (issue 16: /single-property-1 … 4), one table keyed by the path's first
// segment. One page component composes the same sections in the order a layout gives; no page is
// copied. Light on purpose: the page shell reads it (the loading overlay) on every page.

/** What a layout puts at the top of the page. */
export type DetailTop = 'photo-grid' | 'photo-slider' | 'map';

export type DetailLayout = {
  /** 1 to 4, as in the path. */
  number: number;
  /** The page's first block: the photo grid (today's page), every photo in a row, or the map. */
  top: DetailTop;
  /** True: the enquiry form in a sticky sidebar; false: full width, the form below the sections. */
  hasSidebar: boolean;
};

export const DETAIL_LAYOUTS = {
  // Today's page: photo grid, facts, sections, the form beside them.
  'single-property-1': { number: 1, top: 'photo-grid', hasSidebar: true },
  // Gallery first: every photo in a row along the top.
  'single-property-2': { number: 2, top: 'photo-slider', hasSidebar: true },
  // Map first: the location map on top, the photos under the facts.
  'single-property-3': { number: 3, top: 'map', hasSidebar: true },
  // Full width: no sidebar, the enquiry form below the sections.
  'single-property-4': { number: 4, top: 'photo-grid', hasSidebar: false },
} as const satisfies Record<string, DetailLayout>;

export type DetailLayoutPath = keyof typeof DETAIL_LAYOUTS;

/** The path every layout's canonical link names: one address per property for search engines. */
export const CANONICAL_DETAIL_PATH: DetailLayoutPath = 'single-property-1';

const PATH = /^\/(single-property-[1-4])(?:\/[^/]*)?\/?$/;

/** The layout of a detail page's path, or null when the path is not one. */
export function detailLayoutOf(pathname: string): DetailLayout | null {
  const segment = PATH.exec(pathname)?.[1];
  return segment && segment in DETAIL_LAYOUTS ? DETAIL_LAYOUTS[segment as DetailLayoutPath] : null;
}

/** Whether a path is a property's page, in any layout. */
export function isPropertyDetailPath(pathname: string): boolean {
  return detailLayoutOf(pathname) !== null;
}
