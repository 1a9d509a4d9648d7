import type { BlogPost, BlogPostSummary } from './types.ts';

/** Posts on a page of /blog. */
export const POSTS_PER_PAGE = 6;

/** /blog?tag=leases&page=2 as the list needs it. */
export type BlogQuery = { topic: string | null; page: number };

/** The query of /blog, or null when `page` is not a page number (the route answers 404). */
export function parseBlogQuery(params: URLSearchParams): BlogQuery | null {
  const topic = params.get('tag')?.trim().slice(0, 60) || null;
  const page = params.get('page') ?? '';
  if (page !== '' && !/^[1-9]\d{0,3}$/.test(page)) return null;
  return { topic, page: page === '' ? 1 : Number(page) };
}

export type BlogPage = BlogQuery & {
  items: BlogPostSummary[];
  /** Posts on the topic (or all of them). */
  total: number;
  pageCount: number;
};

/** A card's worth of a post (no body). */
export function summaryOf({ html: _html, ...summary }: BlogPost): BlogPostSummary {
  return summary;
}

/**
 * One page of the posts on a topic. A topic nobody wrote about gives an empty first page (the page
 * says so); a page past the last gives null: the route answers 404 rather than an empty page.
 */
export function pageOfPosts(
  posts: readonly BlogPost[],
  query: BlogQuery,
  perPage = POSTS_PER_PAGE,
): BlogPage | null {
  const matching = query.topic ? posts.filter((post) => post.tags.includes(query.topic as string)) : posts;
  const pageCount = Math.ceil(matching.length / perPage);
  if (query.page > Math.max(1, pageCount)) return null;
  const start = (query.page - 1) * perPage;
  return {
    ...query,
    items: matching.slice(start, start + perPage).map(summaryOf),
    total: matching.length,
    pageCount,
  };
}

/** Every tag in use with its number of posts, most used first. */
export function topicsOf(posts: readonly BlogPost[]): { id: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const post of posts) for (const tag of post.tags) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  return [...counts]
    .map(([id, count]) => ({ id, count }))
    .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id));
}
