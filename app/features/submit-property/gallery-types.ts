/** One photo of the gallery being edited: already stored, or chosen now and not uploaded yet. */
export type GalleryItem =
  | { key: string; kind: 'existing'; id: string; previewUrl: string; name: string }
  | { key: string; kind: 'new'; file: File; previewUrl: string; name: string };

/** Moves the item at `from` to `to` (both indexes in the list), returning a new list. */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
