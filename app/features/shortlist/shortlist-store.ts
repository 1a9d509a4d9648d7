import { useSyncExternalStore } from 'react';
import type { PropertySummary } from '../../../shared/domain/property.ts';

/** What the side panel needs to show a chosen property without asking the server. */
export type ShortlistItem = Pick<PropertySummary, 'id' | 'name' | 'address' | 'price' | 'listingType'> & {
  imageUrl: string | null;
};

type Lists = { saved: ShortlistItem[]; compare: ShortlistItem[] };

/** At most three properties side by side on /compare-property. */
export const COMPARE_LIMIT = 3;
const STORAGE_KEY = 'shortlist:v1';
const EMPTY: Lists = { saved: [], compare: [] };

let cache: Lists | null = null;
const listeners = new Set<() => void>();

function isItem(value: unknown): value is ShortlistItem {
  const v = value as ShortlistItem;
  return typeof v === 'object' && v !== null && typeof v.id === 'string' && typeof v.name === 'string';
}

function read(): Lists {
  if (cache) return cache;
  try {
    const parsed = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Lists> | null;
    cache = {
      saved: Array.isArray(parsed?.saved) ? parsed.saved.filter(isItem) : [],
      compare: Array.isArray(parsed?.compare) ? parsed.compare.filter(isItem).slice(0, COMPARE_LIMIT) : [],
    };
  } catch {
    // Storage can be disabled or full; the lists then live for this page only.
    cache = { ...EMPTY };
  }
  return cache;
}

function write(next: Lists) {
  cache = next;
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Keep the in-memory lists.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the lists.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) {
      cache = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export type ToggleResult = 'added' | 'removed' | 'full';

/**
 * The visitor's saved and compared properties, kept in the browser across visits. The server (and
 * the first render in the browser) sees empty lists, so hydration always matches.
 */
export function useShortlist() {
  const lists = useSyncExternalStore(subscribe, read, () => EMPTY);
  return {
    saved: lists.saved,
    compare: lists.compare,
    isSaved: (id: string) => lists.saved.some((item) => item.id === id),
    isCompared: (id: string) => lists.compare.some((item) => item.id === id),
    toggleSaved(item: ShortlistItem): ToggleResult {
      const current = read();
      const has = current.saved.some((i) => i.id === item.id);
      write({
        ...current,
        saved: has ? current.saved.filter((i) => i.id !== item.id) : [item, ...current.saved],
      });
      return has ? 'removed' : 'added';
    },
    toggleCompare(item: ShortlistItem): ToggleResult {
      const current = read();
      if (current.compare.some((i) => i.id === item.id)) {
        write({ ...current, compare: current.compare.filter((i) => i.id !== item.id) });
        return 'removed';
      }
      if (current.compare.length >= COMPARE_LIMIT) return 'full';
      write({ ...current, compare: [...current.compare, item] });
      return 'added';
    },
  };
}

/** /compare-property for these properties. */
export function compareHref(items: readonly { id: string }[]): string {
  return items.length > 0 ? `/compare-property?ids=${items.map((i) => i.id).join(',')}` : '/compare-property';
}
