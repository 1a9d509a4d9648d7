import { useEffect, useSyncExternalStore } from 'react';
import { apiHeaders } from '../../i18n/api-headers.ts';
import { useViewer } from './use-viewer.ts';
import type { ViewerSession } from './viewer.ts';

// The signed-in person's id and CSRF token in the browser (ADR 054). A page rendered for its
// request has them in its root data; a public page from the shared cache has only the visitor's
// role, and asks GET /api/auth/session once, after hydration (the server's HTML and the first
// render agree: no token either side). Kept for the tab's later pages until the viewer signs out.

let known: ViewerSession | null = null;
let asking: Promise<void> | null = null;
const listeners = new Set<() => void>();

function remember(session: ViewerSession | null) {
  if (known?.userId === session?.userId && known?.csrfToken === session?.csrfToken) return;
  known = session;
  for (const listener of listeners) listener();
}

async function askServer(): Promise<void> {
  try {
    const response = await fetch('/api/auth/session', {
      credentials: 'same-origin',
      headers: apiHeaders({ accept: 'application/json' }),
    });
    if (!response.ok) return;
    const body = (await response.json()) as { user?: { id?: unknown }; csrfToken?: unknown };
    const userId = body.user?.id;
    const csrfToken = body.csrfToken;
    if (typeof userId === 'string' && typeof csrfToken === 'string') remember({ userId, csrfToken });
  } catch {
    // Offline: forms without the token fall back to the origin rule (logout) or ask again later.
  } finally {
    asking = null;
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The viewer's id and CSRF token: null signed out, and on a page from the shared cache until the
 * answer of /api/auth/session is in (a moment after hydration).
 */
export function useViewerSession(): ViewerSession | null {
  const viewer = useViewer();
  const isSignedIn = viewer !== null;
  const fromPage = viewer?.session ?? null;
  // The server and hydration see only the page's own data; the browser's store after that.
  const stored = useSyncExternalStore(
    subscribe,
    () => known,
    () => null,
  );
  useEffect(() => {
    if (!isSignedIn) remember(null);
    else if (fromPage) remember(fromPage);
    else if (!known && !asking) asking = askServer();
  }, [isSignedIn, fromPage]);
  if (!isSignedIn) return null;
  return fromPage ?? stored;
}
