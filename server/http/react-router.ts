import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { Nonces, RequestEnv } from './request-env.ts';
import type { Services } from '../services.ts';
import type { SiteInfo } from '../../content/site.ts';
import type { MapTiles } from '../../shared/domain/map-points.ts';
import type { RouterContext } from 'react-router';
import { toWebRequest } from './web-request.ts';
import { cacheKeyOf, sendCached, type RenderedResponse } from './response-cache.ts';
import { readFormData, ClientRequestError, type FormLimits } from './request-body.ts';
import { availableParallelism } from 'node:os';
import { createRenderGate, type RenderGate } from './render-gate.ts';
import { DATABASE_RETRY_SECONDS, isDatabaseUnavailable } from '../db/unavailable.ts';
import { chosenLanguageRedirect } from './language-choice.ts';
import { shapeKeyOf, type ViewerShape } from '../auth/viewer-shapes.ts';
import { FRENCH_PREFIX, languageOfPath, type Language } from '../../shared/i18n/languages.ts';

export type ReactRouterOptions = {
  /** The server build, or a function that loads it (Vite's dev server reloads it on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  services: Services;
  site: SiteInfo;
  googleMapsApiKey: string | undefined;
  mapTiles: MapTiles;
  origin: (request: FastifyRequest) => string;
  /** How many renders run at once and wait in line (server/http/render-gate.ts). */
  renderGate?: RenderGate;
};

/** Two renders per core keep both busy while one waits on the database; a short line beyond. */
export function defaultRenderGate(): RenderGate {
  const concurrency = 2 * availableParallelism();
  return createRenderGate({ concurrency, queueLength: 16 * concurrency });
}

/**
 * The form guard for page actions: a body it refuses becomes a thrown Response with its status
 * (400, 413, 415), which React Router renders as the error page with that status and our message.
 */
async function readPageForm(request: Request, limits?: FormLimits): Promise<FormData> {
  try {
    return await readFormData(request, limits);
  } catch (error) {
    if (error instanceof ClientRequestError) {
      throw new Response(error.message, {
        status: error.status,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    throw error;
  }
}

type EntryContexts = {
  requestEnvContext: RouterContext<RequestEnv>;
  nonceContext: RouterContext<Nonces>;
  runInLanguage: <T>(language: Language, work: () => T) => T;
  /** Whether a request path's anonymous answer may come from the page cache (app/route-registry.ts). */
  isCachedPath: (pathname: string) => boolean;
};

/**
 * The context keys, the language runner and the page cache's choice exported by
 * app/entry.server.tsx, as bundled into this build.
 */
function contextsOf(build: ServerBuild): EntryContexts {
  const entry = build.entry.module as unknown as Partial<EntryContexts>;
  if (!entry.requestEnvContext || !entry.nonceContext || !entry.runInLanguage || !entry.isCachedPath) {
    throw new Error(
      'app/entry.server.tsx must export requestEnvContext, nonceContext, runInLanguage and isCachedPath.',
    );
  }
  return entry as EntryContexts;
}

/**
 * The same build serving the French pages (issue 29): the same routes under /fr, React Router's
 * basename. Every link, form and redirect the app writes as a site path (`/about-us`) then stays in
 * the page's language, in the server's HTML and in the browser's router alike (the basename travels
 * to the browser with the page).
 */
function inFrench(build: ServerBuild): ServerBuild {
  return { ...build, basename: FRENCH_PREFIX };
}

/** Hands every page request to React Router, with the services in its context. */
export const reactRouterPlugin: FastifyPluginAsync<ReactRouterOptions> = async (app, options) => {
  const { build } = options;
  const handlers: Record<Language, ReturnType<typeof createRequestHandler>> = {
    en: createRequestHandler(build, options.mode),
    fr: createRequestHandler(
      typeof build === 'function' ? async () => inFrench(await build()) : inFrench(build),
      options.mode,
    ),
  };

  // Page actions read their own bodies (forms, multipart): leave the stream untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const loadBuild = typeof options.build === 'function' ? options.build : () => options.build as ServerBuild;

  const cache = options.mode === 'production' ? options.services.responseCache : null;
  const gate = options.renderGate ?? defaultRenderGate();

  /** Renders the page through React Router, with the request environment in its context. */
  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    sharedViewer?: ViewerShape | null,
  ): Promise<Response> {
    // The slot is held until the answer is sent (a streamed page renders while it is sent).
    const leave = await gate.enter();
    // A visitor who left while waiting in line frees the slot at once ('close' has already fired).
    if (reply.raw.closed) leave();
    else reply.raw.once('close', leave);
    try {
      return await renderNow(request, reply, sharedViewer);
    } catch (error) {
      leave();
      throw error;
    }
  }

  async function renderNow(
    request: FastifyRequest,
    reply: FastifyReply,
    sharedViewer: ViewerShape | null | undefined,
  ): Promise<Response> {
    const { requestEnvContext, nonceContext, runInLanguage } = contextsOf(await loadBuild());
    const context = new RouterContextProvider();
    let wasDatabaseUnavailable = false;
    context.set(requestEnvContext, {
      services: options.services,
      site: options.site,
      googleMapsApiKey: options.googleMapsApiKey,
      mapTiles: options.mapTiles,
      origin: options.origin(request),
      clientIp: request.ip,
      log: request.log,
      requestId: String(request.id),
      readForm: readPageForm,
      noteError(error) {
        if (isDatabaseUnavailable(error)) wasDatabaseUnavailable = true;
      },
      get isDatabaseUnavailable() {
        return wasDatabaseUnavailable;
      },
      sharedViewer,
    });
    context.set(nonceContext, { script: reply.cspNonce?.script ?? '', style: reply.cspNonce?.style ?? '' });
    const language = languageOfPath(new URL(request.url, 'http://local').pathname);
    const response = await runInLanguage(language, () =>
      handlers[language](toWebRequest(request, reply), context),
    );
    // A document was rendered as the 503 page by app/entry.server.tsx; a `.data` answer keeps React
    // Router's encoding of the error, with the status and the wait a client can act on (issue 26).
    if (wasDatabaseUnavailable && response.status >= 500) {
      const headers = new Headers(response.headers);
      headers.set('retry-after', String(DATABASE_RETRY_SECONDS));
      headers.set('cache-control', 'no-store');
      return new Response(response.body, { status: 503, headers });
    }
    return response;
  }

  app.all('/*', async (request, reply) => {
    // A visitor who chose French, on an English page: the French page (ADR 051). Decided before the
    // cache is asked: this answer is never stored, and the English page stored is never theirs.
    const chosen = chosenLanguageRedirect(request);
    if (chosen) {
      return reply.header('cache-control', 'no-store').header('vary', 'Cookie').redirect(chosen, 302);
    }
    const isPublic = isPublicPage(request, contextsOf(await loadBuild()).isCachedPath);
    // A page not fit to keep (a 404, a cookie) is answered from this very render, not a second one.
    let fresh: Response | undefined;
    // Signed in or not, a public page comes from the shared cache, in the visitor's shape: their
    // role, never their person (ADR 054). A request with an Authorization header is answered alone.
    const shape = cache && isPublic ? await options.services.viewerShapes.of(request) : undefined;
    if (cache && shape !== undefined) {
      const key = cacheKeyOf(request) + shapeKeyOf(shape);
      const privacy = shape ? 'private' : 'public';
      // HEAD is answered from a stored GET only; it never stores its own (bodiless) render.
      if (request.method === 'HEAD') {
        const stored = cache.get(key);
        if (stored) return sendCached(request, reply, stored, 'hit', privacy);
      } else {
        const { entry, isHit } = await cache.through(key, async () => {
          const rendered = await render(request, reply, shape);
          const kept = await storable(rendered);
          if (!kept) fresh = rendered;
          return kept;
        });
        if (entry) return sendCached(request, reply, entry, isHit ? 'hit' : 'miss', privacy);
      }
    }
    const response = fresh ?? (await render(request, reply));

    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie') continue;
      reply.header(name, value);
    }
    // The same address signed in shows that person's page: never kept by a shared cache.
    if (isPublic) reply.header('cache-control', 'private, no-cache').header('vary', 'Cookie, Authorization');
    // A body refused before it was read (413 by its declared length, 415) is still arriving: the
    // rest is read and thrown away after this answer (server/http/lingering-refusal.ts).
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  });
};

/**
 * The pages every visitor sees alike, rendered once per change (ADR 030), and their loader data
 * ('.data'): those app/route-registry.ts marks `isCached`, in either language. Any other page, and
 * any of these for a signed-in visitor, is rendered for its request.
 */
function isPublicPage(request: FastifyRequest, isCachedPath: (pathname: string) => boolean): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return isCachedPath(new URL(request.url, 'http://local').pathname);
}

/** A rendered page that every visitor may get: 200, no cookie, not marked private by its route. */
async function storable(response: Response): Promise<RenderedResponse | undefined> {
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (
    response.status !== 200 ||
    response.headers.has('set-cookie') ||
    /private|no-store/.test(cacheControl)
  ) {
    return undefined;
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (name === 'content-length' || name === 'content-security-policy') continue;
    headers[name] = value;
  }
  headers['cache-control'] = 'public, no-cache';
  return { status: 200, headers, body: Buffer.from(await response.arrayBuffer()) };
}
