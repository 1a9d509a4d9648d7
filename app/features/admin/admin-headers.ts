import type { MetaDescriptor } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { pageMeta, rootDataOf } from '../seo.ts';

/** Admin pages carry owners' contact details and a CSRF token: never stored by any cache. */
export function adminHeaders() {
  return { 'Cache-Control': 'private, no-store' };
}

/** Every admin page: the console's title (never in search results: app/route-registry.ts). */
export function adminMeta({ matches }: { matches: Parameters<typeof rootDataOf>[0] }): MetaDescriptor[] {
  return pageMeta(matches, { title: i18n.t('admin.title', { site: rootDataOf(matches)?.site.name ?? '' }) });
}
