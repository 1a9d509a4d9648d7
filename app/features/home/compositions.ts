// The home page variants /home-2 … /home-11 (spec 2.1's demo routes, issue 16): ten compositions of
// the same sections, as data. One route module (app/routes/home-variant.tsx) renders whichever row
// its path names; a new variant is a new row here and a line in app/routes.ts. See ADR 035.

/** The first screen: a photo behind the search, text beside a photo, a map, a video, a slide show. */
export type HeroKind = 'image' | 'split' | 'map' | 'video' | 'slider';

/** The search: one row, Rent and Buy as tabs over the fields, or a card of its own. */
export type SearchKind = 'inline' | 'tabbed' | 'card';

/** How the newest properties are shown. */
export type FeaturedLayout = 'grid' | 'carousel' | 'list';

/** The sections that follow the first screen, in the order a composition lists them. */
export type SectionKind = 'featured' | 'services' | 'testimonials' | 'agents' | 'callToAction';

export type HomeComposition = {
  /** The catalogue key of the variant's own words (homeVariants.variants.<key>). */
  key: 'home2' | 'home3' | 'home4' | 'home5' | 'home6' | 'home7' | 'home8' | 'home9' | 'home10' | 'home11';
  hero: HeroKind;
  search: SearchKind;
  featured: {
    layout: FeaturedLayout;
    /** Rentals only, homes for sale only, or both (the newest of either). */
    listingType?: 'rent' | 'sale';
  };
  sections: readonly SectionKind[];
};

/** Every path with its composition: each hero twice, each search and each layout three or four times. */
export const HOME_COMPOSITIONS = {
  '/home-2': {
    key: 'home2',
    hero: 'image',
    search: 'inline',
    featured: { layout: 'grid', listingType: 'rent' },
    sections: ['featured', 'services', 'testimonials', 'callToAction'],
  },
  '/home-3': {
    key: 'home3',
    hero: 'split',
    search: 'card',
    featured: { layout: 'carousel' },
    sections: ['featured', 'agents', 'testimonials', 'callToAction'],
  },
  '/home-4': {
    key: 'home4',
    hero: 'map',
    search: 'tabbed',
    featured: { layout: 'list' },
    sections: ['featured', 'services', 'callToAction'],
  },
  '/home-5': {
    key: 'home5',
    hero: 'video',
    search: 'inline',
    featured: { layout: 'grid' },
    sections: ['featured', 'testimonials', 'agents', 'callToAction'],
  },
  '/home-6': {
    key: 'home6',
    hero: 'slider',
    search: 'card',
    featured: { layout: 'grid', listingType: 'rent' },
    sections: ['services', 'featured', 'agents', 'testimonials'],
  },
  '/home-7': {
    key: 'home7',
    hero: 'image',
    search: 'tabbed',
    featured: { layout: 'carousel', listingType: 'sale' },
    sections: ['featured', 'callToAction', 'testimonials'],
  },
  '/home-8': {
    key: 'home8',
    hero: 'split',
    search: 'inline',
    featured: { layout: 'list', listingType: 'rent' },
    sections: ['featured', 'services', 'testimonials', 'agents', 'callToAction'],
  },
  '/home-9': {
    key: 'home9',
    hero: 'map',
    search: 'card',
    featured: { layout: 'grid' },
    sections: ['featured', 'callToAction', 'services'],
  },
  '/home-10': {
    key: 'home10',
    hero: 'video',
    search: 'tabbed',
    featured: { layout: 'carousel', listingType: 'rent' },
    sections: ['services', 'featured', 'testimonials', 'callToAction'],
  },
  '/home-11': {
    key: 'home11',
    hero: 'slider',
    search: 'inline',
    featured: { layout: 'list' },
    sections: ['featured', 'agents', 'services', 'testimonials', 'callToAction'],
  },
} as const satisfies Record<string, HomeComposition>;

export type HomeVariantPath = keyof typeof HOME_COMPOSITIONS;

/** The paths in order, for app/routes.ts and the tests. */
export const HOME_VARIANT_PATHS = Object.keys(HOME_COMPOSITIONS) as HomeVariantPath[];

/** The composition a path names (a trailing slash allowed), or undefined. */
export function compositionOf(pathname: string): HomeComposition | undefined {
  const path = pathname.replace(/\/+$/, '');
  return Object.hasOwn(HOME_COMPOSITIONS, path) ? HOME_COMPOSITIONS[path as HomeVariantPath] : undefined;
}
