// The auth feature's public entry: what the layout and other features may use (ADR 027).
export { useViewer } from './use-viewer.ts';
export type { Viewer } from './viewer.ts';
export { AuthNavItems } from './auth-nav-items.tsx';
export { LoginNavItem } from './login-nav-item.tsx';
