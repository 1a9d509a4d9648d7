import { escapeLikeReact, type MarkupMemory } from './components/layout/remembered-markup.tsx';
import { createRecentMap, type RecentMap } from '../shared/recent-map.ts';

/**
 * The markup of the page parts that depend on a few known things only (the header and the footer,
 * the admin console's cards; app/components/layout/remembered-markup.tsx), kept per key for this
 * process (issue 32).
 *
 * A part rendered for one request is taken from the document as it is sent (`observe`): the text
 * between its opening and closing tags, exactly as React wrote it. The request's secrets in it (its
 * session's CSRF token) are replaced by numbered placeholders before it is kept, and the next
 * request's own are put in their place when it is written again, so no request ever receives
 * another's. The oldest-used entries go first beyond `maxKept` (a part is a few KB; keys vary with
 * the path and the query).
 */
export type MarkupStore = RecentMap<string>;

const MAX_KEPT = 1000;
/** A secret shorter than this could be found by chance in the markup; such a part is not kept. */
const MIN_SECRET_LENGTH = 16;
/** The placeholder of the request's secret number `index`: NUL never appears in what React writes. */
const NUL = '\u0000';
const placeholder = (index: number) => `${NUL}${index}${NUL}`;
/** Kept markup with the placeholders replaced: split on NUL, every second piece is a secret's number. */
const fill = (markup: string, secrets: readonly string[]) =>
  markup
    .split(NUL)
    .map((piece, index) => (index % 2 === 0 ? piece : secrets[Number(piece)]!))
    .join('');

export function createMarkupStore(maxKept = MAX_KEPT): MarkupStore {
  return createRecentMap<string>(maxKept);
}

/** A request's view of the store: React asks it (`recall`), the document stream shows it what is sent. */
export type RequestMarkupMemory = MarkupMemory & {
  /** Each piece of the document's text as it is sent, in order; a tag is never split across pieces. */
  observe(text: string): void;
};

type Watched = {
  key: string;
  openTag: string;
  closeTag: string;
  /** The secrets as they appear in the markup (escaped as React escapes them). */
  secrets: string[];
  /** The inner markup seen so far; undefined until the opening tag has been seen. */
  inner: string | undefined;
};

export function markupMemoryFor(store: MarkupStore): RequestMarkupMemory {
  const watched: Watched[] = [];
  // The key asked under each opening tag this request. Parts are found in the document by their
  // opening tag: one asked under two keys (two cards of one class with nothing else to tell them
  // apart) could be taken for the other, so such a tag is no longer watched, under either key.
  const keyOfTag = new Map<string, string>();
  const ambiguousTags = new Set<string>();

  const keep = (part: Watched, inner: string) => {
    const tagName = part.closeTag.slice(2, -1);
    // A nested element of the same name would have ended the part too early; a NUL would be taken
    // for a placeholder. Neither happens in our parts: such a part is simply not kept.
    if (inner.includes(`<${tagName}`) || inner.includes(NUL)) return;
    let markup = inner;
    part.secrets.forEach((secret, index) => {
      markup = markup.split(secret).join(placeholder(index));
    });
    store.set(part.key, markup);
  };

  return {
    recall({ key, openTag, closeTag, secrets }) {
      const escaped = secrets.map(escapeLikeReact);
      if (escaped.some((secret) => secret.length < MIN_SECRET_LENGTH)) return undefined;
      const fullKey = `${key}\n${secrets.length}`;
      const earlier = keyOfTag.get(openTag);
      if (earlier === undefined) keyOfTag.set(openTag, fullKey);
      else if (earlier !== fullKey && !ambiguousTags.has(openTag)) {
        ambiguousTags.add(openTag);
        for (let index = watched.length - 1; index >= 0; index--) {
          if (watched[index]!.openTag === openTag) watched.splice(index, 1);
        }
      }
      const markup = store.get(fullKey);
      if (markup !== undefined) return escaped.length === 0 ? markup : fill(markup, escaped);
      if (!ambiguousTags.has(openTag) && !watched.some((part) => part.key === fullKey)) {
        watched.push({ key: fullKey, openTag, closeTag, secrets: escaped, inner: undefined });
      }
      return undefined;
    },
    observe(text) {
      for (let index = 0; index < watched.length;) {
        const part = watched[index]!;
        let from = 0;
        if (part.inner === undefined) {
          const at = text.indexOf(part.openTag);
          if (at === -1) {
            index++;
            continue;
          }
          part.inner = '';
          from = at + part.openTag.length;
        }
        const end = text.indexOf(part.closeTag, from);
        if (end === -1) {
          part.inner += text.slice(from);
          index++;
          continue;
        }
        keep(part, part.inner + text.slice(from, end));
        watched.splice(index, 1);
      }
    },
  };
}
