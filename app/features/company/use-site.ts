import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../root.tsx';
import { siteDefaults, type SiteInfo } from '../../../content/site.ts';

/** The company's details from the root loader (site configuration). */
export function useSite(): SiteInfo {
  return useRouteLoaderData<typeof rootLoader>('root')?.site ?? siteDefaults;
}
