import { createContext, useContext } from 'react';
import stylesHref from '../../styles/app.css?url';

/**
 * What the server side needs to inline the built stylesheet: the style nonce the
 * Content-Security-Policy of this response allows, and whether the built file is there. Provided by
 * entry.server in production only; the document stream (app/document-stream.server.ts) puts the
 * file's text, read once and kept as bytes, into the empty element this renders.
 */
export type InlineStyles = { nonce: string; has(href: string): boolean };
export const InlineStylesContext = createContext<InlineStyles | null>(null);

export const ELEMENT_ID = 'site-styles';
// In the browser the text is already in the document; hydration renders the very same element.
const textInDocument =
  typeof document === 'undefined'
    ? undefined
    : (document.getElementById(ELEMENT_ID)?.textContent ?? undefined);

/**
 * The site's one stylesheet (about 8 KB compressed), inlined into every document: the first paint
 * waits for no second request, which on a phone's connection is a round trip or more. Without a
 * built file (the development server) it is an ordinary stylesheet link.
 */
export function SiteStylesheet() {
  const server = useContext(InlineStylesContext);
  // On the server the element is written empty: React would otherwise encode the 100 KB of text into
  // bytes on every render, and the document stream scan them (issue 32).
  const css = server ? (server.has(stylesHref) ? '' : undefined) : textInDocument;
  if (css === undefined) return <link rel="stylesheet" href={stylesHref} precedence="default" />;
  return <style id={ELEMENT_ID} nonce={server?.nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}
