import type { BlogQuery } from './paging.ts';

/** The blog's Atom feed (ADR 032). */
export const FEED_PATH = '/blog/feed.xml';

/** The address of a page of the list; page 1 and "all topics" are left out of it. */
export function blogHref(query: BlogQuery): string {
  const params = new URLSearchParams();
  if (query.topic) params.set('tag', query.topic);
  if (query.page > 1) params.set('page', String(query.page));
  const search = params.toString();
  return search ? `/blog?${search}` : '/blog';
}

/** The address of a post. */
export function postHref(slug: string): string {
  return `/blog-detail/${slug}`;
}
