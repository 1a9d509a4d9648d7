// Carousel constants of spec section 9 (and the About page's team carousel, section 2.10).

/** Every carousel autoplays every 2 seconds. */
export const CAROUSEL_AUTOPLAY_MS = 2000;

/**
 * Viewport widths (px) at which a carousel may change its number of visible slides. Each is a
 * `min-width` media query in app/styles/carousel.css, so only these values are accepted.
 */
export const CAROUSEL_BREAKPOINTS = [480, 576, 768, 992, 1023, 1200, 1768] as const;
export type CarouselBreakpoint = (typeof CAROUSEL_BREAKPOINTS)[number];

/**
 * Slides visible at once: `base` below the first breakpoint given, then `{ [width]: n }` meaning
 * "n slides when the viewport is at least `width` px wide".
 */
export type SlidesPerView = { base: number } & { [W in CarouselBreakpoint]?: number };

/** Team carousel (spec 2.10): 4 wide, 3 below 1023 px, 2 below 768 px, 1 below 480 px. */
export const TEAM_SLIDES_PER_VIEW: SlidesPerView = { base: 1, 480: 2, 768: 3, 1023: 4 };

/** Testimonial carousel (spec 9): 3 slides, 2 below 1768 px, 1 below 480 px. */
export const TESTIMONIAL_SLIDES_PER_VIEW: SlidesPerView = { base: 1, 480: 2, 1768: 3 };

/** How many slides show at a given viewport width (the same rule the CSS applies). */
export function slidesPerViewAt(perView: SlidesPerView, viewportWidth: number): number {
  let count = perView.base;
  for (const width of CAROUSEL_BREAKPOINTS) {
    const value = perView[width];
    if (viewportWidth >= width && value !== undefined) count = value;
  }
  return count;
}
