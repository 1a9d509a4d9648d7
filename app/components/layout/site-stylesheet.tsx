import { createContext, useContext } from 'react';
import stylesHref from '../../styles/app.css?url';

/**
 * What the server side needs to inline the built stylesheet: its text and the style nonce the
 * Content-Security-Policy of this response allows, and whether this page links it instead (a page
 * only a signed-in visitor gets, app/route-registry.ts). Provided by entry.server in production only.
 */
export type InlineStyles = { nonce: string; read(href: string): string | undefined; isLinked: boolean };
export const InlineStylesContext = createContext<InlineStyles | null>(null);

const ELEMENT_ID = 'site-styles';
// In the browser the text is already in the document; hydration renders the very same element.
const textInDocument =
  typeof document === 'undefined'
    ? undefined
    : (document.getElementById(ELEMENT_ID)?.textContent ?? undefined);

/**
 * The site's one stylesheet (about 15 KB compressed), inlined into every public document: the first
 * paint waits for no second request, which on a phone's connection is a round trip or more. The
 * account area and the admin console link it instead (ADR 060): their visitors have been on the site,
 * every document of theirs is rendered and compressed for them alone, and 105 KB of it was the
 * stylesheet, which a link lets the browser keep. Without a built file (the development server) it is
 * an ordinary stylesheet link. The browser renders what the document has: the inlined text, or the link.
 */
export function SiteStylesheet() {
  const server = useContext(InlineStylesContext);
  const css = server ? (server.isLinked ? undefined : server.read(stylesHref)) : textInDocument;
  if (css === undefined) return <link rel="stylesheet" href={stylesHref} precedence="default" />;
  return <style id={ELEMENT_ID} nonce={server?.nonce} dangerouslySetInnerHTML={{ __html: css }} />;
}
