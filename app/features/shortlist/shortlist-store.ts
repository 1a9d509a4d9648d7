import { useSyncExternalStore } from 'react';
import type { ShortlistItem } from '../../../shared/domain/shortlist.ts';
import { apiHeaders } from '../../i18n/api-headers.ts';

export type { ShortlistItem } from '../../../shared/domain/shortlist.ts';

/**
 * `account`: the signed-in account whose bookmarks `saved` mirrors (issue 17), or absent while the
 * list is the browser's own.
 */
type Lists = { saved: ShortlistItem[]; compare: ShortlistItem[]; account?: string };

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
      ...(typeof parsed?.account === 'string' ? { account: parsed.account } : {}),
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

/** The signed-in browser session whose bookmarks the saved list follows, once synced. */
let session: { userId: string; csrfToken: string } | null = null;

const BOOKMARKS_API = '/api/account/bookmarks';

async function askServer(method: string, url: string, body?: unknown): Promise<ShortlistItem[] | null> {
  if (!session) return null;
  try {
    const response = await fetch(url, {
      method,
      credentials: 'same-origin',
      // A Save just before leaving the page still reaches the server.
      keepalive: method !== 'GET',
      headers: apiHeaders({
        accept: 'application/json',
        ...(method === 'GET' ? {} : { 'x-csrf-token': session.csrfToken }),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      }),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok || response.status === 204) return null;
    const json = (await response.json()) as { items?: unknown };
    return Array.isArray(json.items) ? json.items.filter(isItem) : null;
  } catch {
    // Offline or the session ended: the browser's list stays as it is until the next page load.
    return null;
  }
}

/**
 * The account's bookmark writes, one after another: the merge at sign-in first, then each Save or
 * removal in the order they were made, so a Save pressed while the merge is under way reaches the
 * server after it and is not lost.
 */
let writes: Promise<unknown> = Promise.resolve();
function queueWrite<T>(task: () => Promise<T>): Promise<T> {
  const next = writes.then(task, task);
  writes = next.catch(() => undefined);
  return next;
}

/** Saves and removals made while the account's list was asked for, applied over its answer. */
let madeMeanwhile: Map<string, { item: ShortlistItem; isSaved: boolean }> | null = null;

/**
 * Signed in, the saved list is the account's bookmarks (issue 17): at the first page after
 * signing in, the browser's own list merges into the account's; afterwards the account's list
 * replaces the browser's on each page load, so it follows the person to any device. Signed out,
 * the account's list leaves this browser (a shared computer keeps no one's bookmarks).
 */
export async function syncWithAccount(viewer: { userId: string; csrfToken: string } | null): Promise<void> {
  const current = read();
  if (!viewer) {
    session = null;
    if (current.account) write({ saved: [], compare: current.compare });
    return;
  }
  session = viewer;
  const isSameAccount = current.account === viewer.userId;
  const changes = new Map<string, { item: ShortlistItem; isSaved: boolean }>();
  madeMeanwhile = changes;
  const items = isSameAccount
    ? // A read: writes made meanwhile need not wait for it (they are shown over its answer below).
      await askServer('GET', BOOKMARKS_API)
    : // Another account's list (signed out without this page seeing it) is not merged into this one.
      await queueWrite(() =>
        askServer('POST', `${BOOKMARKS_API}/merge`, {
          ids: current.account ? [] : current.saved.map((item) => item.id),
        }),
      );
  if (madeMeanwhile === changes) madeMeanwhile = null;
  if (items === null || session?.userId !== viewer.userId) return;
  // What was saved or removed meanwhile went to the server after this request: show it over the list.
  let saved = items.filter((item) => changes.get(item.id)?.isSaved !== false);
  for (const change of changes.values()) {
    if (change.isSaved && !saved.some((item) => item.id === change.item.id)) saved = [change.item, ...saved];
  }
  write({ ...read(), saved, account: viewer.userId });
}

/** A bookmark the account's page removed on the server: gone from the browser's list too. */
export function forgetSaved(id: string): void {
  const current = read();
  if (current.saved.some((item) => item.id === id)) {
    write({ ...current, saved: current.saved.filter((item) => item.id !== id) });
  }
}

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
      // Signed in: the account's bookmarks change too (the list shown changes at once), after the
      // merge at sign-in if it is still under way.
      if (session) {
        madeMeanwhile?.set(item.id, { item, isSaved: !has });
        void queueWrite(() =>
          askServer(has ? 'DELETE' : 'PUT', `${BOOKMARKS_API}/${encodeURIComponent(item.id)}`),
        );
      }
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
