import { team } from '../../../content/team.ts';
import { buildLibrary } from './library.server.ts';
import type { BlogPost, BlogPostLink } from './types.ts';

/**
 * The site's posts, read once when the server starts. Vite bundles the Markdown files into the
 * server build and the covers into the hashed client assets: posts change with a deploy only, and
 * nothing reads the content folder at run time (ADR 032).
 */
const library = buildLibrary(
  import.meta.glob<string>('../../../content/blog/*.md', { query: '?raw', import: 'default', eager: true }),
  import.meta.glob<string>('../../../content/blog/covers/*.{jpg,webp}', {
    query: '?url',
    import: 'default',
    eager: true,
  }),
  team,
);

/** Every post, newest first. */
export const blogPosts: readonly BlogPost[] = library.posts;

/** Mistakes in the posts' files (unknown author, missing cover, bad front matter): none, say the tests. */
export const blogProblems: readonly string[] = library.problems;

/** The post at /blog-detail/{slug}, or the newest one when there is no slug. */
export function findPost(slug: string | undefined): BlogPost | undefined {
  return slug === undefined ? blogPosts[0] : blogPosts.find((post) => post.slug === slug);
}

/** The older (previous) and newer (next) post around one, for the links under it. */
export function neighboursOf(
  posts: readonly BlogPost[],
  slug: string,
): { previous: BlogPostLink | null; next: BlogPostLink | null } {
  const index = posts.findIndex((post) => post.slug === slug);
  const link = (post: BlogPost | undefined) => (post ? { slug: post.slug, title: post.title } : null);
  if (index < 0) return { previous: null, next: null };
  return { previous: link(posts[index + 1]), next: link(posts[index - 1]) };
}
