import type { PropertyImage } from '../../../shared/domain/property.ts';

/** A post's author: a member of the team shown on About Us (content/team.ts). */
export type BlogAuthor = { id: string; name?: string; role: string };

/** A post's cover: the site's image shape (renditions for ResponsiveImage) and its alt text. */
export type BlogCover = { image: PropertyImage; alt: string };

/** What a card on /blog shows. */
export type BlogPostSummary = {
  /** The file's name without `.md`: the post's address, /blog-detail/{slug}. */
  slug: string;
  title: string;
  /** One or two sentences: the card's excerpt, the page's meta description, the feed's summary. */
  description: string;
  /** ISO date (yyyy-mm-dd) of publication. */
  date: string;
  /** Null when the front matter names nobody on the team (a unit test fails on it). */
  author: BlogAuthor | null;
  cover: BlogCover | null;
  tags: string[];
  readingMinutes: number;
};

/** A whole post: its Markdown rendered to HTML on the server, raw HTML in it escaped (ADR 032). */
export type BlogPost = BlogPostSummary & { html: string };

/** A link to the post before or after another. */
export type BlogPostLink = Pick<BlogPostSummary, 'slug' | 'title'>;
