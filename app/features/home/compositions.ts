// The home page variants /home-2 … /home-11 (spec 2.1's demo routes, issue 16): ten compositions of
// the same sections, as data. One route module (app/routes/home-variant.tsx) renders whichever row
// its path names; a new variant is a new row here (app/route-registry.ts registers its path). See ADR 035.

/** The first screen: a photo behind the search, text beside a photo, a map, a video, a slide show. */
export type HeroKind = 'image' | 'split' | 'map' | 'video' | 'slider';

/** The search: one row, Rent and Buy as tabs over the fields, or a card of its own. */
export type SearchKind = 'inline' | 'tabbed' | 'card';

/** How the newest properties are shown. */
export type FeaturedLayout = 'grid' | 'carousel' | 'list';

/** The sections that follow the first screen, in the order a composition lists them. */
export type SectionKind = 'featured' | 'services' | 'testimonials' | 'agents' | 'callToAction';

/** The variants' numbers: /home-2 … /home-11. */
type VariantNumber = 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

export type HomeComposition = {
  /** The catalogue key of the variant's own words (homeVariants.variants.<key>). */
  key: `home${VariantNumber}`;
  hero: HeroKind;
  search: SearchKind;
  featured: {
    layout: FeaturedLayout;
    /** Rentals only, homes for sale only, or both (the newest of either). */
    listingType?: 'rent' | 'sale';
  };
  sections: readonly SectionKind[];
};

/** Variant `number`: its path and composition, the parts in the order a visitor meets them. */
function variant<const N extends VariantNumber>(
  number: N,
  hero: HeroKind,
  search: SearchKind,
  featured: HomeComposition['featured'],
  sections: readonly SectionKind[],
) {
  const composition: HomeComposition = { key: `home${number}`, hero, search, featured, sections };
  return [`/home-${number}` as const, composition] as const;
}

/** The newest properties as a `layout`: rentals only, homes for sale only, or the newest of either. */
const rentals = (layout: FeaturedLayout) => ({ layout, listingType: 'rent' }) as const;
const homesForSale = (layout: FeaturedLayout) => ({ layout, listingType: 'sale' }) as const;
const newest = (layout: FeaturedLayout) => ({ layout });

// Section presets: runs of sections that several variants share.
/** What is on offer: the newest properties, then the company's services. */
const OFFER = ['featured', 'services'] as const;
/** Word from clients, then the call to action: how most variants end. */
const CLOSING = ['testimonials', 'callToAction'] as const;

/** Every variant: each hero twice, each search and each layout three or four times. */
const VARIANTS = [
  // number, hero, search, the newest properties, and the sections after the first screen
  variant(2, 'image', 'inline', rentals('grid'), [...OFFER, ...CLOSING]),
  variant(3, 'split', 'card', newest('carousel'), ['featured', 'agents', ...CLOSING]),
  variant(4, 'map', 'tabbed', newest('list'), [...OFFER, 'callToAction']),
  variant(5, 'video', 'inline', newest('grid'), ['featured', 'testimonials', 'agents', 'callToAction']),
  variant(6, 'slider', 'card', rentals('grid'), ['services', 'featured', 'agents', 'testimonials']),
  variant(7, 'image', 'tabbed', homesForSale('carousel'), ['featured', 'callToAction', 'testimonials']),
  variant(8, 'split', 'inline', rentals('list'), [...OFFER, 'testimonials', 'agents', 'callToAction']),
  variant(9, 'map', 'card', newest('grid'), ['featured', 'callToAction', 'services']),
  variant(10, 'video', 'tabbed', rentals('carousel'), ['services', 'featured', ...CLOSING]),
  variant(11, 'slider', 'inline', newest('list'), ['featured', 'agents', 'services', ...CLOSING]),
];

export type HomeVariantPath = (typeof VARIANTS)[number][0];

/** Every path with its composition. */
export const HOME_COMPOSITIONS = Object.fromEntries(VARIANTS) as Readonly<
  Record<HomeVariantPath, HomeComposition>
>;

/** The paths in order, for app/route-registry.ts and the tests. */
export const HOME_VARIANT_PATHS: HomeVariantPath[] = VARIANTS.map(([path]) => path);

/** The composition a path names (a trailing slash allowed), or undefined. */
export function compositionOf(pathname: string): HomeComposition | undefined {
  const path = pathname.replace(/\/+$/, '');
  return Object.hasOwn(HOME_COMPOSITIONS, path) ? HOME_COMPOSITIONS[path as HomeVariantPath] : undefined;
}
