// The home feature's public entry (ADR 027): the sections the home page and its variants are composed
// of. The variants' loader is home-data.server.ts (routes import it directly: no entry re-exports
// server code).
export { HOME_COMPOSITIONS, HOME_VARIANT_PATHS, compositionOf } from './compositions.ts';
export type { FeaturedLayout, HeroKind, HomeComposition, SearchKind, SectionKind } from './compositions.ts';
export { HomeHero } from './home-hero.tsx';
export { HeroBackdrop, HeroFrame, HeroPhoto, HeroSlides, type HeroProperty } from './hero-media.tsx';
export { HomeSearch, type ListingCounts } from './home-search.tsx';
export { HomeSection } from './home-section.tsx';
export { ServicesBand } from './services-band.tsx';
export { CallToAction } from './call-to-action.tsx';
export { filtersOfSearch, LISTINGS_PATH } from './search-filters.ts';
export { HomeSearchHero } from './home-search-hero.tsx';
export { HomeResults } from './home-results.tsx';
