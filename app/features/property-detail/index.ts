// The property-detail feature's public entry (ADR 027): only the light layout table, which the page
// shell reads on every page. Routes import the page itself (property-detail-page.tsx) directly.
export {
  CANONICAL_DETAIL_PATH,
  DETAIL_LAYOUTS,
  detailLayoutOf,
  isPropertyDetailPath,
  type DetailLayout,
  type DetailLayoutPath,
} from './layouts.ts';
