import type { Services } from '../../../server/services.ts';
import type { CurrentUser } from '../../../server/auth/auth-service.ts';

/** The signed-in person as the browser sees them: root loader data, so the nav is right on first paint. */
export type Viewer = {
  user: Pick<CurrentUser, 'id' | 'email' | 'role'>;
  /** This session's CSRF token, for forms (hidden input) and fetch (X-CSRF-Token header). */
  csrfToken: string;
  /** Submissions awaiting review, shown beside the Admin link (admins only, else 0). */
  reviewCount: number;
};

/** For the root loader: the browser session's user, or null. Bearer tokens do not sign in pages. */
export async function loadViewer(services: Services, request: Request): Promise<Viewer | null> {
  const current = await services.auth.authenticate(request);
  if (!current || current.via !== 'cookie' || !current.csrfToken) return null;
  const { id, email, role } = current.user;
  const reviewCount = role === 'admin' ? await services.moderation.reviewCount() : 0;
  return { user: { id, email, role }, csrfToken: current.csrfToken, reviewCount };
}
