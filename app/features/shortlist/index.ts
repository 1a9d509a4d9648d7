// The shortlist feature's public entry: what the layout and other features may use (ADR 027).
export { ShortlistButtons } from './shortlist-buttons.tsx';
export { ShortlistPanel } from './shortlist-panel.tsx';
export { forgetSaved } from './shortlist-store.ts';
