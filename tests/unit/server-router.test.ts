import { describe, expect, it } from 'vitest';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  Links,
  Meta,
  Outlet,
  Scripts,
  ServerRouter as ReactRouterServerRouter,
  useLoaderData,
  useLocation,
  useMatches,
  useParams,
  type EntryContext,
} from 'react-router';
import {
  keepsRouteTables,
  reactRouterVersion,
  ServerRouter,
  WRITTEN_FOR_VERSION,
} from '../../app/server-router.server.tsx';

// Our ServerRouter keeps the route tables React Router's builds on every render (issue 32). Its
// document must be React Router's exactly, or the browser would hydrate another page. The pages
// themselves are walked, hydrated and compared by the e2e tests.

type Module = { default: ComponentType; meta?: (args: { loaderData: unknown }) => unknown[] };

const e = createElement;

function Root() {
  return e(
    'html',
    { lang: 'en' },
    e('head', null, e(Meta), e(Links)),
    e('body', null, e(Outlet), e(Scripts)),
  );
}

function Home() {
  const { title } = useLoaderData<{ title: string }>();
  return e('h1', null, title, ' at ', useLocation().pathname);
}

function Detail() {
  const params = useParams();
  const matches = useMatches();
  return e('p', null, `home ${params.id}: `, matches.map((m) => m.id).join(' > '));
}

const MANIFEST_ROUTES = {
  root: { id: 'root', path: '', module: '/root.js', imports: [], hasLoader: true },
  'routes/home': { id: 'routes/home', parentId: 'root', index: true, module: '/home.js', hasLoader: true },
  'routes/detail': {
    id: 'routes/detail',
    parentId: 'root',
    path: 'homes/:id',
    module: '/detail.js',
    hasLoader: true,
  },
};

function modules(detail: ComponentType = Detail): Record<string, Module> {
  return {
    root: { default: Root, meta: () => [{ title: 'Moncton homes' }] },
    'routes/home': { default: Home },
    'routes/detail': {
      default: detail,
      meta: ({ loaderData }) => [{ title: (loaderData as { title: string }).title }],
    },
  };
}

const handler = createStaticHandler([
  {
    id: 'root',
    path: '/',
    loader: () => ({ site: 'Moncton' }),
    children: [
      { id: 'routes/home', index: true, loader: () => ({ title: 'Welcome' }) },
      { id: 'routes/detail', path: 'homes/:id', loader: ({ params }) => ({ title: `Home ${params.id}` }) },
    ],
  },
]);

const manifest = {
  entry: { module: '/entry.client.js', imports: [] },
  routes: MANIFEST_ROUTES,
  url: '/manifest.js',
  version: '1',
} as unknown as EntryContext['manifest'];

/** A render's context as React Router's request handler makes it: new route modules each time. */
async function contextFor(path: string, routeModules = modules()): Promise<EntryContext> {
  const staticHandlerContext = await handler.query(new Request(`http://localhost${path}`));
  if (staticHandlerContext instanceof Response) throw new Error(`${path}: ${staticHandlerContext.status}`);
  return {
    manifest,
    routeModules: { ...routeModules } as unknown as EntryContext['routeModules'],
    staticHandlerContext,
    future: {},
    ssr: true,
    isSpaMode: false,
    routeDiscovery: { mode: 'initial' },
    branches: [],
    renderMeta: {},
    serverHandoffString: JSON.stringify({ url: path }),
  } as unknown as EntryContext;
}

const render = (Router: typeof ServerRouter, context: EntryContext, path: string) =>
  renderToString(e(Router, { context, url: `http://localhost${path}`, nonce: 'n0nce' }));

describe('our ServerRouter', () => {
  it('is the copy of the installed React Router, and in use', async () => {
    // On another release, compare React Router's lib/dom/ssr/server.js and createStaticRouter with
    // app/server-router.server.tsx, bring the copy up to date and then its version.
    expect(await reactRouterVersion()).toBe(WRITTEN_FOR_VERSION);
    expect(keepsRouteTables).toBe(true);
  });

  it("writes React Router's document, render after render, for each page", async () => {
    for (const round of [1, 2]) {
      for (const path of ['/', '/homes/7', '/homes/8']) {
        const ours = render(ServerRouter, await contextFor(path), path);
        const reactRouters = render(ReactRouterServerRouter, await contextFor(path), path);
        expect(ours, `${path}, round ${round}`).toBe(reactRouters);
      }
    }
    const page = render(ServerRouter, await contextFor('/homes/7'), '/homes/7');
    expect(page).toContain('<title>Home 7</title>');
    expect(page).toContain('root &gt; routes/detail</p>');
  });

  it('builds the routes again when a route module is another', async () => {
    render(ServerRouter, await contextFor('/homes/7'), '/homes/7');
    const Changed = () => e('p', null, 'changed');
    const page = render(ServerRouter, await contextFor('/homes/7', modules(Changed)), '/homes/7');
    expect(page).toContain('<p>changed</p>');
    const back = render(ServerRouter, await contextFor('/homes/7'), '/homes/7');
    expect(back).toContain('root &gt; routes/detail</p>');
  });
});
