// The listing's layouts (spec 2.1, 2.12; issue 16): one page module (app/routes/listings.tsx)
// registered once per path in app/route-registry.ts; the path picks how the same list is shown.

/** Where the filters sit: see ListingLayout['filters']. */
export type FiltersPlacement = 'column' | 'toggle' | 'panel';

/** The price bounds of the slider: the lowest and highest price of the kind listed (null: none). */
export type PriceBounds = { min: number; max: number } | null;

/** A link with parameters added that are not filters (?view=list). */
export function withParams(href: string, extra: Record<string, string> | undefined): string {
  if (!extra || Object.keys(extra).length === 0) return href;
  const qs = new URLSearchParams(extra).toString();
  return `${href}${href.includes('?') ? '&' : '?'}${qs}`;
}

/** The main listing (spec 2.4): its address is the canonical one of every layout. */
export const MAIN_LISTING_PATH = '/list-layout-new-3';

export type ListingLayout = {
  path: string;
  /** Cards side by side, or one a row with the photo beside the text; 'either' lets ?view= choose. */
  cards: 'grid' | 'list' | 'either';
  /**
   * Where the filters are: 'column' beside the results, always open from 992 px (the main listing);
   * 'toggle' beside the results with a button that hides and shows them; 'panel' folded above
   * full-width results until opened.
   */
  filters: FiltersPlacement;
  /** The same list in the other card style (the grid and list links keep the search). */
  grid?: string;
  list?: string;
  /** A location search and the sort above the results (the classic listing). */
  hasSearchBar?: boolean;
};

export const LISTING_LAYOUTS: readonly ListingLayout[] = [
  { path: MAIN_LISTING_PATH, cards: 'grid', filters: 'column' },
  {
    path: '/grid-layout-with-sidebar',
    cards: 'grid',
    filters: 'toggle',
    grid: '/grid-layout-with-sidebar',
    list: '/listings-list-with-sidebar',
  },
  {
    path: '/listings-list-with-sidebar',
    cards: 'list',
    filters: 'toggle',
    grid: '/grid-layout-with-sidebar',
    list: '/listings-list-with-sidebar',
  },
  { path: '/grid', cards: 'grid', filters: 'panel', grid: '/grid', list: '/list-layout-full' },
  { path: '/list-layout-full', cards: 'list', filters: 'panel', grid: '/grid', list: '/list-layout-full' },
  { path: '/classical-property', cards: 'either', filters: 'panel', hasSearchBar: true },
];

/** The layout of a path (the main listing's for any other). */
export function listingLayoutOf(pathname: string): ListingLayout {
  const path = pathname.replace(/\/+$/, '') || '/';
  return LISTING_LAYOUTS.find((layout) => layout.path === path) ?? LISTING_LAYOUTS[0]!;
}

/** ?view=list on a layout that lets the visitor choose; the grid otherwise. */
export function cardStyleOf(layout: ListingLayout, params: URLSearchParams): 'grid' | 'list' {
  if (layout.cards !== 'either') return layout.cards;
  return params.get('view') === 'list' ? 'list' : 'grid';
}
