import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NonceContext, nonceContext } from './nonce-context.ts';
import { scriptsAfterFirstPhoto } from './document-stream.server.ts';
import { InlineStylesContext, type InlineStyles } from './components/layout/site-stylesheet.tsx';
import { MarkupMemoryContext } from './components/layout/remembered-markup.tsx';
import { createMarkupStore, markupMemoryFor } from './remembered-markup.server.ts';
import { rememberReactRouterMatches } from './remembered-matches.server.ts';
import { ServerRouter } from './server-router.server.tsx';
import { requestEnvContext } from './context.ts';
import { RequestIdContext } from './components/error-page.tsx';
import { I18nextProvider } from 'react-i18next';
import { currentLanguage, i18nFor, runInLanguage } from './i18n/language.server.ts';
import { urlForLog } from '../shared/url-for-log.ts';

export const streamTimeout = 5_000;

// The built client files sit beside this server bundle: build/server/index.js, build/client/.
const CLIENT_DIR = fileURLToPath(new URL('../client/', import.meta.url));
const builtCss = new Map<string, Buffer | undefined>();
// The header's and footer's markup, kept per language, path and visitor's shape (issue 32). Not in
// development: an edited component would still be written as it was.
const markupStore = import.meta.env.PROD ? createMarkupStore() : undefined;
// React Router's route matches, once per path for the process (issue 32).
await rememberReactRouterMatches();

/** The bytes of a built stylesheet under /assets/, read once; undefined when there is none. */
function readBuiltCss(href: string): Buffer | undefined {
  if (!builtCss.has(href)) {
    let bytes: Buffer | undefined;
    if (import.meta.env.PROD && /^\/assets\/[\w.-]+\.css$/.test(href)) {
      try {
        bytes = readFileSync(path.join(CLIENT_DIR, href));
      } catch {
        bytes = undefined;
      }
    }
    builtCss.set(href, bytes);
  }
  return builtCss.get(href);
}

/** React Router's default Node entry, plus the CSP nonce on every script React writes. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // A loader or action met the database out of reach (a restart, issue 26): React Router renders
  // again with this 503 as the error, in the boundary that caught the first one (its internal
  // `_deepestRenderedBoundaryId`; without it, the root's), so the page says so in our words.
  if (responseStatusCode >= 500 && loadContext.get(requestEnvContext).isDatabaseUnavailable) {
    const handlerContext = routerContext.staticHandlerContext as {
      errors?: object | null;
      _deepestRenderedBoundaryId?: string;
    };
    handlerContext._deepestRenderedBoundaryId ??= Object.keys(handlerContext.errors ?? {})[0];
    throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
  }
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { script: nonce, style: styleNonce } = loadContext.get(nonceContext);
  const { requestId } = loadContext.get(requestEnvContext);
  // The stylesheet the page inlines: SiteStylesheet writes its element empty, the stream fills it.
  let inlinedCss: Buffer | undefined;
  const inlineStyles: InlineStyles = {
    nonce: styleNonce,
    has(href) {
      inlinedCss = readBuiltCss(href);
      return inlinedCss !== undefined;
    },
  };
  const requestI18n = i18nFor(currentLanguage());
  const markupMemory = markupStore && markupMemoryFor(markupStore);

  const logRenderError = (error: unknown) =>
    loadContext
      .get(requestEnvContext)
      .log.error({ err: error, url: urlForLog(request.url) }, 'streaming render failed');

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // An error React recovered from before the shell was ready (a <Suspense> boundary's part it leaves
    // to the browser): the answer becomes a 500, so it is logged once the shell is sent. One the shell
    // itself failed on goes to React Router, which logs it (handleError below).
    const recoveredErrors: unknown[] = [];
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once; browsers get the shell as soon as it is ready.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <I18nextProvider i18n={requestI18n}>
        <NonceContext.Provider value={nonce}>
          <InlineStylesContext.Provider value={inlineStyles}>
            <MarkupMemoryContext.Provider value={markupMemory ?? null}>
              <RequestIdContext.Provider value={requestId}>
                <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
              </RequestIdContext.Provider>
            </MarkupMemoryContext.Provider>
          </InlineStylesContext.Provider>
        </NonceContext.Provider>
      </I18nextProvider>,
      {
        nonce,
        // Every <Suspense> boundary (app/components/hydration.tsx) is written in place, never moved
        // to the end of the stream for a script to put back: the page must read the same without
        // JavaScript, and nothing may shift while it loads. Our data is loaded before rendering, so
        // nothing is gained by streaming boundaries separately.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          for (const error of recoveredErrors.splice(0)) logRenderError(error);
          const body = scriptsAfterFirstPhoto(
            () => {
              clearTimeout(timeoutId);
              timeoutId = undefined;
            },
            inlinedCss,
            markupMemory?.observe,
          );
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logRenderError(error);
          else recoveredErrors.push(error);
        },
      },
    );
  });
}

/** Loader, action and render errors go to the request's structured log. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // A visitor who leaves mid-request is not an error.
  if (request.signal.aborted) return;
  // The 503 handleRequest throws to render the database's outage (its cause was logged below).
  if (error instanceof Response) return;
  const env = context.get(requestEnvContext);
  env.noteError(error);
  if (env.isDatabaseUnavailable) {
    env.log.warn(
      { err: error, url: urlForLog(request.url) },
      'page request met the database unavailable (503)',
    );
    return;
  }
  context
    .get(requestEnvContext)
    .log.error({ err: error, url: urlForLog(request.url) }, 'page request failed');
};

// The HTTP host fills these for every request. It must use the very objects this bundle uses
// (context keys compare by identity), so it takes them from the build's entry module; likewise it
// runs each page request in its language (app/i18n/language.server.ts), and asks the route registry
// which anonymous answers the page cache may keep.
export { requestEnvContext, nonceContext, runInLanguage };
export { isCachedPath } from './route-registry.ts';
