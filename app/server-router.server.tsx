import { Suspense, type ComponentType } from 'react';
import {
  createStaticRouter,
  IDLE_NAVIGATION,
  ServerRouter as ReactRouterServerRouter,
  StaticRouterProvider,
  UNSAFE_FrameworkContext as FrameworkContext,
  UNSAFE_RemixErrorBoundary as RemixErrorBoundary,
  UNSAFE_shouldHydrateRouteLoader as shouldHydrateRouteLoader,
  type DataRouteObject,
  type EntryContext,
  type RouteObject,
  type ServerRouterProps,
  type StaticHandlerContext,
} from 'react-router';

/**
 * React Router's `ServerRouter`, with the route tables built once per build instead of once per
 * render (issue 32).
 *
 * React Router's own builds, on every render, its 80 routes twice over: the server routes of the
 * route modules, then the static router's data routes (a copy of each, with its React element),
 * about 110 KB of a per-request page's allocations, the same every time. Here both are built the
 * first time a build is seen and kept with it; each render gets its own router object on top (its
 * state, matches and location are the request's), the rest being React Router's.
 *
 * This is React Router 8.4.0's `ServerRouter` (`lib/dom/ssr/server.js`) and `createStaticRouter`'s
 * state (`lib/dom/server.js`), line for line but for what is kept. Two of its parts are not
 * exported (the server routes' builder and the data stream's component); they are found beside the
 * module `react-router` resolves to. On another release (tests/unit/server-router.test.ts says
 * which), or without those parts, React Router's own `ServerRouter` renders, as before.
 */

export const WRITTEN_FOR_VERSION = '8.4.0';

type CreateServerRoutes = (
  manifest: EntryContext['manifest']['routes'],
  routeModules: EntryContext['routeModules'],
  future: EntryContext['future'],
  isSpaMode: boolean,
) => RouteObject[];

type StreamTransferProps = {
  context: EntryContext;
  identifier: number;
  reader: ReadableStreamDefaultReader<Uint8Array>;
  textDecoder: TextDecoder;
  nonce?: string;
};

type Internals = {
  createServerRoutes: CreateServerRoutes;
  StreamTransfer: ComponentType<StreamTransferProps>;
};

type StaticRouter = ReturnType<typeof createStaticRouter>;
type HandlerContext = StaticHandlerContext & { _match?: (location: unknown) => unknown };

/** React Router's unexported parts, when this is the release the copy was made from. */
async function loadInternals(): Promise<Internals | undefined> {
  try {
    if (typeof import.meta.resolve !== 'function') return undefined;
    const entry = import.meta.resolve('react-router');
    const at = (file: string) => new URL(file, entry).href;
    const [routes, singleFetch] = await Promise.all([
      import(/* @vite-ignore */ at('./lib/dom/ssr/routes.js')) as Promise<Record<string, unknown>>,
      import(/* @vite-ignore */ at('./lib/dom/ssr/single-fetch.js')) as Promise<Record<string, unknown>>,
    ]);
    const { createServerRoutes } = routes;
    const { StreamTransfer } = singleFetch;
    if (typeof createServerRoutes !== 'function' || typeof StreamTransfer !== 'function') return;
    if ((await reactRouterVersion()) !== WRITTEN_FOR_VERSION) return undefined;
    return {
      createServerRoutes: createServerRoutes as CreateServerRoutes,
      StreamTransfer: StreamTransfer as ComponentType<StreamTransferProps>,
    };
  } catch {
    return undefined;
  }
}

/** The version of the installed react-router package, read from its package.json. */
export async function reactRouterVersion(): Promise<string | undefined> {
  const { readFile } = await import('node:fs/promises');
  let dir = new URL('./', import.meta.resolve('react-router'));
  for (let depth = 0; depth < 4; depth++) {
    try {
      const json = JSON.parse(await readFile(new URL('package.json', dir), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (json.name === 'react-router') return json.version;
    } catch {
      // Not at this level: one up.
    }
    dir = new URL('../', dir);
  }
  return undefined;
}

const internals = await loadInternals();

/** Whether pages render through the copy (true) or React Router's own ServerRouter. */
export const keepsRouteTables = internals !== undefined;

/**
 * A build's routes as the static router holds them, kept with its manifest. React Router gives each
 * render a new object of route modules (`createEntryRouteModules`), whose entries are the build's
 * modules; so the routes are used again only while every module is the very one they were built
 * from (a new build, or a module reloaded in development, builds them again).
 */
type Kept = { ids: string[]; modules: unknown[]; router: StaticRouter };
const keptByManifest = new WeakMap<object, Kept>();

function baseRouterOf(context: EntryContext, { createServerRoutes }: Internals): StaticRouter {
  const { manifest, routeModules } = context;
  const kept = keptByManifest.get(manifest.routes);
  if (
    kept &&
    kept.ids.length === Object.keys(routeModules).length &&
    kept.ids.every((id, index) => routeModules[id] === kept.modules[index])
  ) {
    return kept.router;
  }
  const routes = createServerRoutes(manifest.routes, routeModules, context.future, context.isSpaMode);
  // Built against no request: every part that reads one is the request's own (routerFor below).
  const noRequest = { basename: '/', matches: [] } as unknown as StaticHandlerContext;
  const router = createStaticRouter(routes, noRequest, { future: context.future });
  const ids = Object.keys(routeModules);
  keptByManifest.set(manifest.routes, { ids, modules: ids.map((id) => routeModules[id]), router });
  return router;
}

/** The router of one render: the kept routes and manifest, this request's state and matches. */
function routerFor(base: StaticRouter, context: HandlerContext): StaticRouter {
  const manifest = base.manifest as Record<string, DataRouteObject | undefined>;
  const mapRouteMatch = <M extends { route: { id: string } }>(match: M) => ({
    ...match,
    route: manifest[match.route.id] || match.route,
  });
  const matches = context.matches.map(mapRouteMatch);
  return Object.create(base, {
    basename: { get: () => context.basename },
    state: {
      get: () => ({
        historyAction: 'POP',
        location: context.location,
        matches,
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: context.errors,
        initialized: true,
        renderFallback: false,
        navigation: IDLE_NAVIGATION,
        restoreScrollPosition: null,
        preventScrollReset: false,
        revalidation: 'idle',
        fetchers: new Map(),
        blockers: new Map(),
      }),
    },
    match: {
      value: (location: unknown) =>
        (context._match?.(location) as { route: { id: string } }[] | null)?.map(mapRouteMatch) ?? null,
    },
  }) as StaticRouter;
}

/**
 * The render's loader data, less what the browser loads again on hydration (a route's
 * `clientLoader` with `HydrateFallback`): as React Router's ServerRouter does, in place.
 */
function withoutHydratedLoaderData(context: EntryContext): HandlerContext {
  const { manifest, routeModules } = context;
  const handlerContext = context.staticHandlerContext as HandlerContext;
  handlerContext.loaderData = { ...handlerContext.loaderData };
  for (const match of handlerContext.matches) {
    const routeId = match.route.id;
    const route = routeModules[routeId];
    const manifestRoute = manifest.routes[routeId];
    if (
      route &&
      manifestRoute &&
      shouldHydrateRouteLoader(routeId, route.clientLoader, manifestRoute.hasLoader, context.isSpaMode) &&
      (route.HydrateFallback || !manifestRoute.hasLoader)
    ) {
      delete handlerContext.loaderData[routeId];
    }
  }
  return handlerContext;
}

export function ServerRouter({ context, url, nonce }: ServerRouterProps) {
  if (!internals) return <ReactRouterServerRouter context={context} url={url} nonce={nonce} />;
  const { StreamTransfer } = internals;
  const { manifest, routeModules, criticalCss, serverHandoffString } = context;
  const base = baseRouterOf(context, internals);
  const handlerContext = withoutHydratedLoaderData(context);
  const router = routerFor(base, handlerContext);
  return (
    <>
      <FrameworkContext.Provider
        value={{
          manifest,
          routeModules,
          criticalCss,
          serverHandoffString,
          future: context.future,
          ssr: context.ssr,
          isSpaMode: context.isSpaMode,
          routeDiscovery: context.routeDiscovery,
          nonce,
          serializeError: context.serializeError,
          renderMeta: context.renderMeta,
        }}
      >
        <RemixErrorBoundary location={router.state.location}>
          <StaticRouterProvider router={router} context={handlerContext} hydrate={false} />
        </RemixErrorBoundary>
      </FrameworkContext.Provider>
      {context.serverHandoffStream ? (
        <Suspense>
          <StreamTransfer
            context={context}
            identifier={0}
            reader={context.serverHandoffStream.getReader()}
            textDecoder={new TextDecoder()}
            nonce={nonce}
          />
        </Suspense>
      ) : null}
    </>
  );
}
