/** The trailing number of a file name before its extension: 'kitchen-12.jpg' → 12, 'IMG_0003.HEIC' → 3. */
export function trailingNumberOf(fileName: string): number | null {
  const match = /(\d+)\D*$/.exec(fileName.replace(/\.[^./]*$/, ''));
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * Orders files by the trailing number in their names (spec 2.6: "Images are ordered by a trailing
 * number in the file name"); files without a number keep their order, after the numbered ones.
 */
export function sortByTrailingNumber<T>(items: readonly T[], nameOf: (item: T) => string): T[] {
  return items
    .map((item, index) => ({ item, index, n: trailingNumberOf(nameOf(item)) }))
    .sort((a, b) => {
      if (a.n !== null && b.n !== null && a.n !== b.n) return a.n - b.n;
      if (a.n === null && b.n !== null) return 1;
      if (a.n !== null && b.n === null) return -1;
      return a.index - b.index;
    })
    .map((entry) => entry.item);
}
