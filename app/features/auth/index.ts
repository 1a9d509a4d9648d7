// The auth feature's public entry: what the layout and other features may use (ADR 027).
import { lazy } from 'react';
export { useViewer } from './use-viewer.ts';
export { useViewerSession } from './use-viewer-session.ts';
export type { Viewer, ViewerSession } from './viewer.ts';
export { AuthNavItems } from './auth-nav-items.tsx';
export { LoginNavItem } from './login-nav-item.tsx';
export { CsrfInput } from './csrf-input.tsx';
// The sign-in fields, for a form elsewhere that asks for them (the submit page's session dialog):
// loaded with that form, since every page imports this entry and the fields bring the form kit.
export const LoginFields = lazy(() =>
  import('./login-fields.tsx').then((module) => ({ default: module.LoginFields })),
);
