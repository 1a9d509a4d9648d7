import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import { useT } from './i18n/use-t.ts';
import type { Route } from './+types/root';
import { requestEnvContext } from './context.ts';
import type { RootData } from './root-data.ts';
import { useNonce } from './nonce-context.ts';
import { SiteHeader } from './components/layout/site-header.tsx';
import { SiteFooter } from './components/layout/site-footer.tsx';
import { NavigationStatus } from './components/layout/navigation-status.tsx';
import { ErrorPage, errorKindOf } from './components/error-page.tsx';
import { HydrateLater, useRootHydrated } from './components/hydration.tsx';
import { SiteStylesheet } from './components/layout/site-stylesheet.tsx';
import { loadViewer, sharedViewerOf } from './features/auth/viewer.ts';
import { LanguageSuggestion } from './features/language-choice/language-suggestion.tsx';
import './i18n/i18n.ts';
import { useLanguage } from './i18n/use-language.ts';
import { LOCALES } from '../shared/i18n/languages.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const { site, origin, googleMapsApiKey, mapTiles, services, sharedViewer } = context.get(requestEnvContext);
  // The signed-in user's role (the nav is right on first paint), and on a page rendered for this
  // request alone, who they are and their CSRF token; a page for the shared cache shows the
  // visitor's shape only (ADR 054).
  const viewer =
    sharedViewer === undefined ? await loadViewer(services, request) : sharedViewerOf(sharedViewer);
  // Only these values reach the browser.
  return { site, origin, googleMapsApiKey, mapTiles, viewer };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const t = useT();
  const data = useRouteLoaderData<typeof loader>('root');
  const language = useLanguage();
  useRootHydrated();
  return (
    <html lang={LOCALES[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f4c5c" />
        <SiteStylesheet />
        <Meta />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t('nav.skipToContent')}
        </a>
        {/* A French browser's suggestion of the French page: made in the browser only (ADR 051). */}
        <LanguageSuggestion />
        {data ? <SiteHeader site={data.site} /> : null}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {data ? (
          <HydrateLater>
            <SiteFooter site={data.site} />
          </HydrateLater>
        ) : null}
        <NavigationStatus />
        {/* The framework's: a new page starts at the top or at its #hash, Back and Forward return to the
            saved position, <Form preventScrollReset> stays put. `html { scroll-behavior: smooth }` (app.css)
            makes these scrolls smooth, and instant with prefers-reduced-motion. Its inline script (which
            restores the position on a reload before the page is drawn) carries the CSP nonce. */}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const kind = errorKindOf(isRouteErrorResponse(error) ? error.status : undefined);
  if (kind === 'error' && import.meta.env.DEV) console.error(error);
  return <ErrorPage kind={kind} />;
}
