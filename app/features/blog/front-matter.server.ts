import { parse } from 'yaml';
import { z } from 'zod';

/** The `---` block at the very top of a post, and the body after it. */
const BLOCK = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

const id = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');

/** What a post's front matter holds (content/blog/*.md); anything else is a mistake worth a test failure. */
export const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(20).max(300),
  /** Publication date, yyyy-mm-dd (YAML's core schema keeps it a string). */
  date: z.iso.date(),
  /** A team member's id (content/team.ts). */
  author: id,
  /** A cover's name: content/blog/covers/{cover}-{width}.{jpg,webp}. */
  cover: id,
  /** The cover's alt text: what the picture shows. */
  coverAlt: z.string().trim().min(10).max(200),
  tags: z.array(id).min(1).max(6),
});

export type FrontMatter = z.output<typeof frontMatterSchema>;

export type ParsedSource =
  { ok: true; frontMatter: FrontMatter; body: string } | { ok: false; problem: string };

/** Splits a post's source into its checked front matter and its Markdown body. */
export function parsePostSource(source: string): ParsedSource {
  const match = BLOCK.exec(source);
  if (!match) return { ok: false, problem: 'no front matter (a --- block at the top)' };
  let data: unknown;
  try {
    data = parse(match[1] ?? '');
  } catch (error) {
    return { ok: false, problem: `front matter is not YAML: ${(error as Error).message}` };
  }
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    return { ok: false, problem: `front matter: ${issues.join('; ')}` };
  }
  return { ok: true, frontMatter: result.data, body: source.slice(match[0].length) };
}
