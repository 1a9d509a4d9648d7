import { team } from '../../../content/team.ts';
import { team as frenchTeam } from '../../../content/fr/team.ts';
import type { Language } from '../../../shared/i18n/languages.ts';
import { buildLibrary } from './library.server.ts';
import type { BlogPost, BlogPostLink } from './types.ts';

/**
 * The site's posts, read once when the server starts. Vite bundles the Markdown files into the
 * server build and the covers into the hashed client assets: posts change with a deploy only, and
 * nothing reads the content folder at run time (ADR 032).
 */
const covers = import.meta.glob<string>('../../../content/blog/covers/*.{jpg,webp}', {
  query: '?url',
  import: 'default',
  eager: true,
});
/** The posts in each language: content/blog/ and its translations, same file names, in content/blog/fr/. */
const libraries = {
  en: buildLibrary(
    import.meta.glob<string>('../../../content/blog/*.md', { query: '?raw', import: 'default', eager: true }),
    covers,
    team,
  ),
  fr: buildLibrary(
    import.meta.glob<string>('../../../content/blog/fr/*.md', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
    covers,
    frenchTeam,
  ),
};

/** Every post in `language`, newest first. */
export function postsIn(language: Language): readonly BlogPost[] {
  return libraries[language].posts;
}

/** Every English post, newest first. */
export const blogPosts: readonly BlogPost[] = postsIn('en');

/** Mistakes in the posts' files (unknown author, missing cover, bad front matter): none, say the tests. */
export const blogProblems: readonly string[] = [
  ...libraries.en.problems,
  ...libraries.fr.problems.map((problem) => `fr/${problem}`),
  // Each post in both languages (issue 29), under the same name.
  ...libraries.en.posts
    .filter((post) => !libraries.fr.posts.some((french) => french.slug === post.slug))
    .map((post) => `${post.slug}.md: no French translation in content/blog/fr/`),
];

/** The post at /blog-detail/{slug} in `language`, or the newest one when there is no slug. */
export function findPost(slug: string | undefined, language: Language): BlogPost | undefined {
  const posts = postsIn(language);
  return slug === undefined ? posts[0] : posts.find((post) => post.slug === slug);
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
