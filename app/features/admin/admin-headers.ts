import type { MetaDescriptor } from 'react-router';
import { i18n } from '../../i18n/i18n.ts';
import { rootDataOf } from '../seo.ts';

/** Admin pages carry owners' contact details and a CSRF token: never stored by any cache. */
export function adminHeaders() {
  return { 'Cache-Control': 'private, no-store' };
}

/** Every admin page: the console's title, and never in search results. */
export function adminMeta({ matches }: { matches: Parameters<typeof rootDataOf>[0] }): MetaDescriptor[] {
  return [
    { title: i18n.t('admin.title', { site: rootDataOf(matches)?.site.name ?? '' }) },
    { name: 'robots', content: 'noindex' },
  ];
}
