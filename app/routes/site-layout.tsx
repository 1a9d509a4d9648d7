import { Outlet } from 'react-router';
import type { Route } from './+types/site-layout';
import { RouteErrorPage } from '../components/error-page.tsx';

/**
 * Every page sits in this layout so that what a page throws is shown here, inside the root's
 * header and footer. React Router skips the loader of the route whose boundary shows an action's
 * error; were that the root, the header would lose the root loader's data (and disappear).
 */
export default function SiteLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
