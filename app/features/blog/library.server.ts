import type { TeamMember } from '../../../content/team.ts';
import type { ImageVariant } from '../../../shared/domain/property.ts';
import { COVER_ASPECT, COVER_WIDTHS } from './cover.ts';
import { parsePostSource } from './front-matter.server.ts';
import { renderMarkdown } from './markdown.server.ts';
import { readingMinutes } from './reading-time.ts';
import type { BlogAuthor, BlogCover, BlogPost } from './types.ts';

export type PostLibrary = {
  /** Newest first (then by slug, so the order never depends on the file system). */
  posts: readonly BlogPost[];
  /** What is wrong with the files, one line each: the unit tests require none. */
  problems: readonly string[];
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The last part of a path, without the extension when one is given. */
function baseName(path: string, extension = ''): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  return extension && name.endsWith(extension) ? name.slice(0, -extension.length) : name;
}

function authorOf(id: string, team: readonly TeamMember[]): BlogAuthor | null {
  const member = team.find((m) => m.id === id);
  return member ? { id: member.id, name: member.name, role: member.role } : null;
}

/** Every rendition of a cover, or null when one is missing (the page then shows no picture). */
function coverOf(name: string, alt: string, urls: ReadonlyMap<string, string>): BlogCover | null {
  const variants: ImageVariant[] = [];
  for (const width of COVER_WIDTHS) {
    for (const [format, extension] of [
      ['webp', 'webp'],
      ['jpeg', 'jpg'],
    ] as const) {
      const url = urls.get(`${name}-${width}.${extension}`);
      if (url) variants.push({ format, width, height: width * COVER_ASPECT, url });
    }
  }
  const largest = variants.filter((v) => v.format === 'jpeg').at(-1);
  if (!largest || variants.length !== COVER_WIDTHS.length * 2) return null;
  return {
    alt,
    image: {
      id: `cover-${name}`,
      position: 0,
      width: largest.width,
      height: largest.height,
      url: largest.url,
      variants,
    },
  };
}

/**
 * Reads the posts: each Markdown file's front matter checked, its body rendered, its author and cover
 * looked up. A file that cannot be read is left out and a bad reference leaves its part empty, so one
 * mistake never takes the blog down; each is reported in `problems`.
 * @param sources Markdown text by file path (content/blog/*.md).
 * @param coverUrls The URL of each cover file, by file path (content/blog/covers/*).
 */
export function buildLibrary(
  sources: Readonly<Record<string, string>>,
  coverUrls: Readonly<Record<string, string>>,
  team: readonly TeamMember[],
): PostLibrary {
  const urls = new Map(Object.entries(coverUrls).map(([path, url]) => [baseName(path), url]));
  const posts: BlogPost[] = [];
  const problems: string[] = [];
  for (const [path, source] of Object.entries(sources)) {
    const slug = baseName(path, '.md');
    const file = `${slug}.md`;
    if (!SLUG.test(slug)) problems.push(`${file}: the file name must be lower-case words joined by hyphens`);
    const parsed = parsePostSource(source);
    if (!parsed.ok) {
      problems.push(`${file}: ${parsed.problem}`);
      continue;
    }
    const { frontMatter, body } = parsed;
    const author = authorOf(frontMatter.author, team);
    if (!author) problems.push(`${file}: author "${frontMatter.author}" is not in content/team.ts`);
    const cover = coverOf(frontMatter.cover, frontMatter.coverAlt, urls);
    if (!cover)
      problems.push(`${file}: cover "${frontMatter.cover}" lacks renditions in content/blog/covers/`);
    posts.push({
      slug,
      title: frontMatter.title,
      description: frontMatter.description,
      date: frontMatter.date,
      author,
      cover,
      tags: frontMatter.tags,
      readingMinutes: readingMinutes(body),
      html: renderMarkdown(body),
    });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return { posts, problems };
}
