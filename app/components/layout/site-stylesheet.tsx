import { createContext, useContext } from 'react';
import stylesHref from '../../styles/app.css?url';

/**
 * What the server side needs to inline the built stylesheet: its text and the style nonce the
 * Content-Security-Policy of this response allows. Provided by entry.server in production only.
 */
export type InlineStyles = { nonce: string; read(href: string): string | undefined };
export const InlineStylesContext = createContext<InlineStyles | null>(null);

const ELEMENT_ID = 'site-styles';
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
  const css = server ? server.read(stylesHref) : textInDocument;
  if (css === undefined) return <link rel="stylesheet" href={stylesHref} precedence="default" />;
  return <style id={ELEMENT_ID} nonce={server?.nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}
