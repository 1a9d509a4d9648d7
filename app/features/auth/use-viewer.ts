import { useRouteLoaderData } from 'react-router';
import type { Viewer } from './viewer.ts';

/** The signed-in person (from the root loader), or null when signed out. */
export function useViewer(): Viewer | null {
  const data = useRouteLoaderData('root') as { viewer?: Viewer | null } | undefined;
  return data?.viewer ?? null;
}
