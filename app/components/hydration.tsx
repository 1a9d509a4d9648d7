import { startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';

// Hydration in steps, and knowing when it is over.
//
// React hydrates everything outside a <Suspense> boundary in one go and commits it in one task; each
// boundary is hydrated afterwards, on its own, in short tasks the browser can interleave with input.
// <HydrateLater> wraps parts of a page that are not the first thing a visitor uses (cards, carousels,
// the footer, the detail page's sections), so a phone never stalls on one long hydration task. The
// HTML is the same (the server renders every boundary inline); a click on a part not yet hydrated
// makes React hydrate that part first and then handle the click.

let boundaries = 0;
let boundariesHydrated = 0;
let rootHydrated = false;
// Set once the whole page has hydrated: what mounts later (after a client-side navigation) starts ready.
let pageHydrated = false;

function settle() {
  if (pageHydrated || !rootHydrated || boundariesHydrated < boundaries) return;
  pageHydrated = true;
  // <html data-hydrated>: React has taken over the whole page, error pages included (tests wait for it).
  document.documentElement.dataset.hydrated = '';
}

/** Called by the root layout's effect: everything outside the boundaries has hydrated. */
export function useRootHydrated(): void {
  useEffect(() => {
    rootHydrated = true;
    settle();
  }, []);
}

function BoundaryHydrated() {
  useEffect(() => {
    boundariesHydrated++;
    settle();
    return () => {
      boundariesHydrated--;
    };
  }, []);
  return null;
}

/** A part of the page hydrated after the rest, in its own short tasks (see above). */
export function HydrateLater({ children }: { children: ReactNode }) {
  // Counted in the commit of the part around it, which always comes before the boundary's own.
  useEffect(() => {
    boundaries++;
    return () => {
      boundaries--;
    };
  }, []);
  return (
    <Suspense fallback={null}>
      {children}
      <BoundaryHydrated />
    </Suspense>
  );
}

/**
 * False on the server and during hydration, true once React runs in the browser: controls that need
 * JavaScript appear only when they work, and the first client render still matches the HTML.
 *
 * The switch to true is a transition, not an urgent update: React spreads the re-render of every
 * card's buttons over several short tasks, so a phone stays responsive while they appear.
 */
export function useHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(pageHydrated);
  useEffect(() => {
    if (!isHydrated) startTransition(() => setIsHydrated(true));
  }, [isHydrated]);
  return isHydrated;
}
