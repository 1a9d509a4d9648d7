/** A comfortable reading pace for web text. */
export const WORDS_PER_MINUTE = 200;

/** Words of a Markdown text: runs of non-space holding a letter or digit (no bare `#`, `|`, `-`). */
export function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read a text at WORDS_PER_MINUTE, rounded up; at least 1 ("4 min read"). */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(wordCount(markdown) / WORDS_PER_MINUTE));
}
