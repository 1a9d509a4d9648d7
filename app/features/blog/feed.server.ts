import { Feed } from 'feed';
import { FEED_PATH, postHref } from './paths.ts';
import type { BlogPost } from './types.ts';

export const FEED_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Links inside a post are site-relative; a feed reader resolves nothing, so they become absolute. */
function absolutise(html: string, origin: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${origin}/`);
}

/**
 * The blog as an Atom 1.0 feed (ADR 032): every post in full, newest first, with absolute addresses
 * from the configured public origin (as the sitemap). Titles and summaries are sent as escaped HTML,
 * the feed library's `type="html"`.
 */
export function blogFeed(options: {
  posts: readonly BlogPost[];
  origin: string;
  title: string;
  description: string;
  siteName: string;
  topicLabel: (tag: string) => string;
}): string {
  const { posts, origin, siteName } = options;
  const feed = new Feed({
    id: `${origin}/blog`,
    link: `${origin}/blog`,
    feed: `${origin}${FEED_PATH}`,
    title: options.title,
    description: options.description,
    language: 'en-CA',
    updated: posts[0] ? new Date(`${posts[0].date}T12:00:00Z`) : new Date(0),
    author: { name: siteName, link: origin },
    copyright: siteName,
    generator: false,
  });
  for (const post of posts) {
    const url = origin + postHref(post.slug);
    const date = new Date(`${post.date}T12:00:00Z`);
    // The cover leads the content (readers show it); the library's enclosure would call a JPEG "image/jpg".
    const cover = post.cover
      ? `<p><img src="${origin}${post.cover.image.url}" alt="${escapeHtml(post.cover.alt)}" width="${post.cover.image.width}" height="${post.cover.image.height}"></p>\n`
      : '';
    feed.addItem({
      id: url,
      link: url,
      title: escapeHtml(post.title),
      description: escapeHtml(post.description),
      content: cover + absolutise(post.html, origin),
      date,
      published: date,
      author: [{ name: post.author?.name ?? `${post.author?.role ?? siteName}, ${siteName}` }],
      category: post.tags.map((tag) => ({ term: tag, name: options.topicLabel(tag) })),
    });
  }
  return feed.atom1();
}
