import { useContext, useEffect, useLayoutEffect, useMemo } from 'react';
import {
  UNSAFE_DataRouterContext as DataRouterContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useLocation,
  useNavigation,
} from 'react-router';

// React Router's <ScrollRestoration>, with one difference: the saved positions are read from
// sessionStorage only when one can exist (a reload, or back/forward to an entry seen before), never
// while a freshly opened page loads. Made while the HTML is parsed, a page's first sessionStorage
// access waits on the browser process (8-17 ms of blocked main thread measured here), and on a fresh
// page it can only find nothing: the entry's key has just been made up. (The router's own read, at
// start-up, comes later and cost under 4 ms.)
// Navigations behave as before: a new page starts at the top, or at its #hash; back and forward
// return to where the visitor was; <Form preventScrollReset> stays put.

const STORAGE_KEY = 'react-router-scroll-positions';
/** The document's own entry when the script below gave it its key: nothing can be stored for it. */
const FRESH_KEY = '__freshScrollKey';

declare global {
  interface Window {
    [FRESH_KEY]?: string;
  }
}

/** Runs before hydration (inlined below): keys the entry, and restores its position on a reload. */
function restoreBeforeHydration(storageKey: string, freshKeyName: string) {
  const state = window.history.state as { key?: string } | null;
  if (!state?.key) {
    const key = Math.random().toString(32).slice(2);
    window.history.replaceState({ key }, '');
    (window as unknown as Record<string, string>)[freshKeyName] = key;
    return;
  }
  try {
    const storedY = (JSON.parse(sessionStorage.getItem(storageKey) || '{}') as Record<string, unknown>)[
      state.key
    ];
    if (typeof storedY === 'number') window.scrollTo(0, storedY);
  } catch {
    sessionStorage.removeItem(storageKey);
  }
}

function readStored(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) || '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Positions by history key, as React Router's router keeps them (it writes one when a navigation
 * leaves a page and reads one on back/forward), with the stored ones merged in on the first read
 * that needs them.
 */
function createPositions(): Record<string, number> {
  const positions: Record<string, number> = {};
  let loaded = false;
  const load = () => {
    if (loaded) return;
    loaded = true;
    for (const [key, y] of Object.entries(readStored())) if (!(key in positions)) positions[key] = y;
  };
  return new Proxy(positions, {
    get(target, key) {
      if (typeof key === 'string' && !(key in target) && key !== window[FRESH_KEY]) load();
      return Reflect.get(target, key) as unknown;
    },
    ownKeys(target) {
      load();
      return Reflect.ownKeys(target);
    },
  });
}

export function ScrollRestoration({ nonce }: { nonce?: string }) {
  const { router } = useContext(DataRouterContext) ?? {};
  const { restoreScrollPosition, preventScrollReset } = useContext(DataRouterStateContext) ?? {};
  const location = useLocation();
  const navigation = useNavigation();
  const positions = useMemo(() => (typeof window === 'undefined' ? {} : createPositions()), []);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pageshow', onPageShow);
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useEffect(() => {
    const onPageHide = () => {
      if (navigation.state === 'idle') positions[location.key] = window.scrollY;
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...positions }));
      } catch {
        // Storage full or refused: positions are then kept for this visit only.
      }
      window.history.scrollRestoration = 'auto';
    };
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [navigation.state, location.key, positions]);

  useLayoutEffect(
    () => router?.enableScrollRestoration(positions, () => window.scrollY),
    [router, positions],
  );

  useLayoutEffect(() => {
    if (restoreScrollPosition === false) return;
    if (typeof restoreScrollPosition === 'number') {
      window.scrollTo(0, restoreScrollPosition);
      return;
    }
    if (location.hash) {
      let target: HTMLElement | null = null;
      try {
        target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      } catch {
        // Not a decodable id: no element to scroll to.
      }
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    if (preventScrollReset === true) return;
    window.scrollTo(0, 0);
  }, [location, restoreScrollPosition, preventScrollReset]);

  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{
        __html: `(${restoreBeforeHydration.toString()})(${JSON.stringify(STORAGE_KEY)}, ${JSON.stringify(FRESH_KEY)})`,
      }}
    />
  );
}
