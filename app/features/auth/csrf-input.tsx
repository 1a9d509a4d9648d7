import { useViewerSession } from './use-viewer-session.ts';

/**
 * The hidden CSRF field every state-changing form of a signed-in page carries (name 'csrf'). Empty
 * on a page from the shared cache until its script has the token (ADR 054); the logout form
 * without it is taken on the browser's word that it came from this site (the origin rule).
 */
export function CsrfInput() {
  const session = useViewerSession();
  return <input type="hidden" name="csrf" value={session?.csrfToken ?? ''} />;
}
