import { describe, expect, it } from 'vitest';
import { team } from '../../content/team.ts';
import { blog } from '../../shared/i18n/en/blog.ts';
import { formatDate } from '../../shared/format.ts';
import { blogPosts, blogProblems, findPost, neighboursOf } from '../../app/features/blog/posts.server.ts';
import { buildLibrary } from '../../app/features/blog/library.server.ts';
import { parsePostSource } from '../../app/features/blog/front-matter.server.ts';
import { renderMarkdown } from '../../app/features/blog/markdown.server.ts';
import { blogFeed } from '../../app/features/blog/feed.server.ts';
import { readingMinutes, wordCount } from '../../app/features/blog/reading-time.ts';
import { pageOfPosts, parseBlogQuery, topicsOf } from '../../app/features/blog/paging.ts';
import { blogHref } from '../../app/features/blog/paths.ts';
import type { BlogPost } from '../../app/features/blog/types.ts';

/** A post's source with front matter; `fields` replaces or adds lines. */
function source(fields: Record<string, string> = {}, body = 'Hello, Moncton.\n') {
  const all = {
    title: 'A title',
    description: 'A description long enough for a card.',
    date: '2026-11-03',
    author: 'property-manager',
    cover: 'lease-desk',
    coverAlt: 'An illustrated office with two desks.',
    tags: '[leases, tenants]',
    ...fields,
  };
  const lines = Object.entries(all).map(([key, value]) => `${key}: ${value}`);
  return `---\n${lines.join('\n')}\n---\n${body}`;
}

const COVER_FILES = Object.fromEntries(
  ['640.webp', '640.jpg', '1280.webp', '1280.jpg'].map((end) => [
    `../covers/lease-desk-${end}`,
    `/assets/lease-desk-${end}`,
  ]),
);

describe('the posts in content/blog', () => {
  it('are four to six, each read without a problem (front matter, known author, cover)', () => {
    expect(blogProblems).toEqual([]);
    expect(blogPosts.length).toBeGreaterThanOrEqual(4);
    expect(blogPosts.length).toBeLessThanOrEqual(6);
  });

  it('have unique slugs made of lower-case words', () => {
    const slugs = blogPosts.map((post) => post.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('each name an author from the team on About Us, a cover with alt text and tags with names', () => {
    const labels: Record<string, string> = blog.blog.tags;
    for (const post of blogPosts) {
      expect(
        team.map((m) => m.id),
        post.slug,
      ).toContain(post.author?.id);
      expect(post.cover?.image.variants.map((v) => `${v.format} ${v.width}`).sort(), post.slug).toEqual([
        'jpeg 1280',
        'jpeg 640',
        'webp 1280',
        'webp 640',
      ]);
      expect(post.cover?.alt.length, post.slug).toBeGreaterThan(20);
      for (const tag of post.tags) expect(labels[tag], `${post.slug}: tag ${tag}`).toBeDefined();
    }
  });

  it('are 400 to 900 words, say they are not legal advice where they touch the law, and have one h1 at most: none', () => {
    for (const post of blogPosts) {
      const words = wordCount(post.html.replace(/<[^>]+>/g, ' '));
      expect(words, post.slug).toBeGreaterThanOrEqual(400);
      expect(words, post.slug).toBeLessThanOrEqual(900);
      expect(post.html, post.slug).not.toContain('<h1');
      if (post.tags.includes('leases') || post.tags.includes('deposits')) {
        expect(post.html, post.slug).toMatch(/general information[^<]*not legal advice/);
      }
    }
  });

  it('between them exercise a list, a table and a blockquote', () => {
    const html = blogPosts.map((post) => post.html).join('\n');
    expect(html).toContain('<ul>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<table>');
    expect(html).toContain('<blockquote>');
  });

  it('are newest first; /blog-detail alone finds the newest; an unknown slug finds nothing', () => {
    const dates = blogPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(findPost(undefined, 'en')).toBe(blogPosts[0]);
    expect(findPost(blogPosts[1]!.slug, 'en')).toBe(blogPosts[1]);
    expect(findPost('no-such-post', 'en')).toBeUndefined();
  });

  it('link each post to the older (previous) and newer (next) one', () => {
    const [newest, second, third] = blogPosts;
    expect(neighboursOf(blogPosts, second!.slug)).toEqual({
      previous: { slug: third!.slug, title: third!.title },
      next: { slug: newest!.slug, title: newest!.title },
    });
    expect(neighboursOf(blogPosts, newest!.slug).next).toBeNull();
    expect(neighboursOf(blogPosts, blogPosts.at(-1)!.slug).previous).toBeNull();
  });
});

describe('reading a post file', () => {
  it('parses the front matter and the body', () => {
    const parsed = parsePostSource(source({}, '## Heading\n\nText.\n'));
    expect(parsed).toEqual({
      ok: true,
      frontMatter: {
        title: 'A title',
        description: 'A description long enough for a card.',
        date: '2026-11-03',
        author: 'property-manager',
        cover: 'lease-desk',
        coverAlt: 'An illustrated office with two desks.',
        tags: ['leases', 'tenants'],
      },
      body: '## Heading\n\nText.\n',
    });
  });

  it('refuses a file without front matter, a bad date, a missing title and an unknown field', () => {
    expect(parsePostSource('# Just Markdown\n')).toMatchObject({ ok: false });
    const problemOf = (text: string) => {
      const parsed = parsePostSource(text);
      return parsed.ok ? null : parsed.problem;
    };
    expect(problemOf(source({ date: '2026-13-45' }))).toMatch(/date/);
    expect(problemOf(source({ title: '""' }))).toMatch(/title/);
    expect(problemOf(source({ draft: 'true' }))).toMatch(/draft/);
    expect(problemOf(source({ tags: '[Not A Slug]' }))).toMatch(/tags/);
  });

  it('reports an author missing from the team (the page still renders, without an author)', () => {
    const library = buildLibrary({ 'posts/a-post.md': source({ author: 'nobody-here' }) }, COVER_FILES, team);
    expect(library.problems).toEqual(['a-post.md: author "nobody-here" is not in content/team.ts']);
    expect(library.posts[0]?.author).toBeNull();
    expect(library.posts[0]?.title).toBe('A title');
  });

  it('reports a missing cover and a broken file, and keeps the good posts', () => {
    const library = buildLibrary(
      {
        'posts/good.md': source(),
        'posts/no-cover.md': source({ cover: 'not-drawn' }),
        'posts/broken.md': 'no front matter',
      },
      COVER_FILES,
      team,
    );
    expect(library.posts.map((post) => post.slug).sort()).toEqual(['good', 'no-cover']);
    expect(library.posts.find((post) => post.slug === 'no-cover')?.cover).toBeNull();
    expect(library.problems).toHaveLength(2);
    const good = library.posts.find((post) => post.slug === 'good');
    expect(good?.cover?.image.url).toBe('/assets/lease-desk-1280.jpg');
    expect(good?.author).toEqual({ id: 'property-manager', name: undefined, role: 'Property Manager' });
  });
});

describe('rendering Markdown', () => {
  it('renders headings, emphasis, lists, links, tables and blockquotes', () => {
    const html = renderMarkdown(
      '## Rent\n\n**Due** on the _1st_.\n\n- one\n- two\n\n[Contact](/contact)\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n> Note\n',
    );
    expect(html).toContain('<h2>Rent</h2>');
    expect(html).toContain('<strong>Due</strong> on the <em>1st</em>.');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<a href="/contact">Contact</a>');
    expect(html).toContain('<div class="blog-table"><table>');
    expect(html).toContain('</table>\n</div>');
    expect(html).toContain('<blockquote>\n<p>Note</p>\n</blockquote>');
  });

  it('escapes raw HTML instead of passing it through', () => {
    const html = renderMarkdown(
      'Hello <script>alert(1)</script> <img src=x onerror=alert(2)>\n\n<div style=color:red>block</div>\n',
    );
    expect(html).not.toMatch(/<script|<img|<div/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('<p>&lt;div style=color:red&gt;block&lt;/div&gt;</p>');
  });

  it('makes no link of a javascript: or data: address', () => {
    const html = renderMarkdown('[a](javascript:alert(1)) [b](data:text/html;base64,PHNjcmlwdD4=)\n');
    expect(html).not.toContain('<a');
  });

  it('turns a # heading into an h2: the title is the page’s one h1', () => {
    expect(renderMarkdown('# Big\n')).toBe('<h2>Big</h2>\n');
  });
});

describe('reading time', () => {
  it('is the word count at 200 words a minute, rounded up, at least 1 minute', () => {
    expect(wordCount('## A heading\n\n- one | two |\n\n---\n')).toBe(4);
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('word '.repeat(200))).toBe(1);
    expect(readingMinutes('word '.repeat(201))).toBe(2);
    expect(readingMinutes('word '.repeat(800))).toBe(4);
  });
});

describe('the list of posts', () => {
  const posts = Array.from({ length: 13 }, (_, i) => ({
    ...blogPosts[0]!,
    slug: `post-${i + 1}`,
    tags: i % 2 === 0 ? ['leases', 'owners'] : ['winter'],
  })) satisfies BlogPost[];

  it('reads ?tag= and ?page= from the address; a page that is not a number is refused', () => {
    expect(parseBlogQuery(new URLSearchParams(''))).toEqual({ topic: null, page: 1 });
    expect(parseBlogQuery(new URLSearchParams('tag=leases&page=2'))).toEqual({ topic: 'leases', page: 2 });
    expect(parseBlogQuery(new URLSearchParams('tag=&page='))).toEqual({ topic: null, page: 1 });
    for (const page of ['0', '-1', 'two', '1.5', '99999']) {
      expect(parseBlogQuery(new URLSearchParams({ page })), page).toBeNull();
    }
  });

  it('writes the address back, leaving out page 1', () => {
    expect(blogHref({ topic: null, page: 1 })).toBe('/blog');
    expect(blogHref({ topic: 'leases', page: 1 })).toBe('/blog?tag=leases');
    expect(blogHref({ topic: 'a b&c', page: 3 })).toBe('/blog?tag=a+b%26c&page=3');
  });

  it('shows six posts a page; a page past the last is null (404)', () => {
    const first = pageOfPosts(posts, { topic: null, page: 1 });
    expect(first?.items.map((p) => p.slug)).toEqual([
      'post-1',
      'post-2',
      'post-3',
      'post-4',
      'post-5',
      'post-6',
    ]);
    expect(first).toMatchObject({ total: 13, pageCount: 3 });
    expect(pageOfPosts(posts, { topic: null, page: 3 })?.items.map((p) => p.slug)).toEqual(['post-13']);
    expect(pageOfPosts(posts, { topic: null, page: 4 })).toBeNull();
    expect(first?.items[0]).not.toHaveProperty('html');
  });

  it('filters by topic; an unknown topic is an empty first page, not an error', () => {
    const leases = pageOfPosts(posts, { topic: 'leases', page: 1 });
    expect(leases).toMatchObject({ total: 7, pageCount: 2 });
    expect(leases?.items.every((p) => p.tags.includes('leases'))).toBe(true);
    expect(pageOfPosts(posts, { topic: 'pets', page: 1 })).toMatchObject({
      items: [],
      total: 0,
      pageCount: 0,
    });
    expect(pageOfPosts(posts, { topic: 'pets', page: 2 })).toBeNull();
  });

  it('lists the topics in use, most used first', () => {
    expect(topicsOf(posts)).toEqual([
      { id: 'leases', count: 7 },
      { id: 'owners', count: 7 },
      { id: 'winter', count: 6 },
    ]);
  });
});

describe('the Atom feed', () => {
  const xml = blogFeed({
    posts: blogPosts,
    origin: 'https://rentals.example.ca',
    title: 'Moncton Rentals — Blog',
    description: 'Advice for renters & owners.',
    siteName: 'Moncton Rentals & Co',
    topicLabel: (tag) => blog.blog.tags[tag as keyof typeof blog.blog.tags] ?? tag,
  });

  it('is Atom 1.0 with one entry per post, newest first, at absolute addresses', () => {
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>/);
    expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    expect(xml).toContain('<link rel="self" href="https://rentals.example.ca/blog/feed.xml"/>');
    expect(xml.match(/<entry>/g)).toHaveLength(blogPosts.length);
    const ids = [...xml.matchAll(/<id>([^<]+)<\/id>/g)].map((m) => m[1]);
    expect(ids).toEqual([
      'https://rentals.example.ca/blog',
      ...blogPosts.map((post) => `https://rentals.example.ca/blog-detail/${post.slug}`),
    ]);
    expect(xml).toContain(`<updated>${blogPosts[0]!.date}T12:00:00.000Z</updated>`);
  });

  it('carries each post in full with site links made absolute, and escapes what it must', () => {
    expect(xml).toContain('href="https://rentals.example.ca/contact"');
    expect(xml).not.toMatch(/href="\/[^/]/);
    expect(xml).toContain('Moncton Rentals &amp; Co');
    expect(xml).not.toMatch(/&(?![a-z]+;|#\d+;)/);
    expect(xml).toContain('<category label="Leases" term="leases"/>');
    expect(xml).toMatch(
      /<p><img src="https:\/\/rentals\.example\.ca\/[^"]+\.jpg" alt="An illustrated [^"]+"/,
    );
  });
});

describe('dates', () => {
  it('read like "Nov 3, 2026" and "3 nov. 2026"', () => {
    expect(formatDate('2026-11-03', 'en')).toBe('Nov 3, 2026');
    expect(formatDate('2027-01-01', 'en')).toBe('Jan 1, 2027');
    expect(formatDate('2026-11-03', 'fr')).toBe('3 nov. 2026');
    expect(formatDate('not a date', 'en')).toBeNull();
  });
});
