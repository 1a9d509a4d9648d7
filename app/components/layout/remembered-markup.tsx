import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the server side offers a part of every page whose markup depends on a few known things only
 * (the header, the footer): the markup it wrote before for the same things, or, when there is none,
 * a note that this request's markup of it is to be kept (app/remembered-markup.server.ts). Provided
 * by entry.server; null in the browser.
 */
export type MarkupMemory = {
  /**
   * The inner markup written before under `key`, with this request's `secrets` put back in; or
   * undefined, and then the element's markup as this request writes it is kept under `key`.
   */
  recall(part: {
    key: string;
    openTag: string;
    closeTag: string;
    secrets: readonly string[];
  }): string | undefined;
};
export const MarkupMemoryContext = createContext<MarkupMemory | null>(null);

/** Text as React writes it into markup (attribute values and text alike). */
export function escapeLikeReact(text: string): string {
  return text.replace(/["&'<>]/g, (character) => ESCAPES[character]!);
}
const ESCAPES: Record<string, string> = {
  '"': '&quot;',
  '&': '&amp;',
  "'": '&#x27;',
  '<': '&lt;',
  '>': '&gt;',
};

type RememberedProps = {
  as: 'header' | 'footer' | 'article';
  className: string;
  /**
   * Attributes after the class, in the order React writes them. The opening tag must be the only
   * one of its kind in the document (a part of a list names its item: `aria-labelledby`), or the
   * text of another element could be kept for this one.
   */
  attributes?: Readonly<Record<string, string>>;
  /**
   * Everything the children's markup depends on, as text: two requests with the same key must get
   * the very same markup from them but for `secrets`. Anything a child reads (the language, the
   * path, the visitor's shape, the data shown) belongs in it. A function is called on the server
   * only (a key made of the data costs a little to write, and the browser needs none).
   */
  memoryKey: string | (() => string);
  /** This request's values in the markup that another request must not see (a CSRF token). */
  secrets?: readonly string[];
  children: ReactNode;
};

/**
 * An element whose children React renders once per `memoryKey` on the server (issue 32: the
 * header and footer were a fifth of a per-request page's server time). Otherwise the server writes
 * the children's markup kept from an earlier request, byte for byte what React would write, as the
 * element's inner HTML; the browser renders the children as usual and hydrates them against it
 * (the same elements, text and boundary comments). In the browser, and whenever nothing is kept,
 * it is the plain element.
 */
export function RememberedMarkup({
  as: Tag,
  className,
  attributes,
  memoryKey,
  secrets = [],
  children,
}: RememberedProps) {
  const memory = useContext(MarkupMemoryContext);
  const inner = memory?.recall({
    key: `${Tag}\n${typeof memoryKey === 'function' ? memoryKey() : memoryKey}`,
    openTag: openTagOf(Tag, className, attributes),
    closeTag: `</${Tag}>`,
    secrets,
  });
  if (inner === undefined) {
    return (
      <Tag className={className} {...attributes}>
        {children}
      </Tag>
    );
  }
  return <Tag className={className} {...attributes} dangerouslySetInnerHTML={{ __html: inner }} />;
}

/** The opening tag as React writes it: the class, then the other attributes in their order. */
function openTagOf(tag: string, className: string, attributes: Readonly<Record<string, string>> = {}) {
  let openTag = `<${tag} class="${escapeLikeReact(className)}"`;
  for (const [name, value] of Object.entries(attributes)) openTag += ` ${name}="${escapeLikeReact(value)}"`;
  return `${openTag}>`;
}
