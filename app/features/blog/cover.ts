/** Widths of each cover's renditions (WebP and JPEG), drawn by scripts/blog-covers.ts; 4:3 like the scenes. */
export const COVER_WIDTHS = [640, 1280] as const;
export const COVER_ASPECT = 3 / 4;
