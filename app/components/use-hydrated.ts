import { startTransition, useEffect, useState } from 'react';

// Set once the page has hydrated: what mounts later (after a client-side navigation) starts ready.
let hasHydrated = false;

/**
 * False on the server and during hydration, true once React runs in the browser: controls that need
 * JavaScript appear only when they work, and the first client render still matches the HTML.
 *
 * The switch to true is a transition, not an urgent update: React spreads the re-render of every
 * card's buttons over several short tasks, so a phone stays responsive while they appear.
 */
export function useHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(hasHydrated);
  useEffect(() => {
    hasHydrated = true;
    if (!isHydrated) startTransition(() => setIsHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}
