import type { Services } from '../../../server/services.ts';
import type { ViewerShape } from '../../../server/auth/viewer-shapes.ts';

/** Who the signed-in person is, and their session's CSRF token (forms: hidden input; fetch: X-CSRF-Token). */
export type ViewerSession = { userId: string; csrfToken: string };

/**
 * The signed-in person as a page shows them (root loader data): their role and, for an admin, the
 * submissions awaiting review (beside the Admin link), so the header is right on first paint.
 * `session` is there on a page rendered for this request; on a public page from the shared cache
 * (ADR 054) it is null, and useViewerSession() asks the server for it once the page has hydrated.
 */
export type Viewer = ViewerShape & { session: ViewerSession | null };

/** For the root loader: the browser session's user, or null. Bearer tokens do not sign in pages. */
export async function loadViewer(services: Services, request: Request): Promise<Viewer | null> {
  const current = await services.auth.authenticate(request);
  if (!current || current.via !== 'cookie' || !current.csrfToken) return null;
  const { id, role } = current.user;
  const reviewCount = role === 'admin' ? await services.reviewCount() : 0;
  return { role, reviewCount, session: { userId: id, csrfToken: current.csrfToken } };
}

/** The viewer of a page rendered for the shared cache: its shape, no person (ADR 054). */
export function sharedViewerOf(shape: ViewerShape | null): Viewer | null {
  return shape ? { ...shape, session: null } : null;
}
