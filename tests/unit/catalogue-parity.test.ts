// The French catalogue and content against the English (issue 29): every key in both, the same
// i18next placeholders and markup tags, and no French string left in English but for the words both
// languages write alike (names, brands, a few shared words), listed below by key.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** Where the two languages sit side by side: a folder of catalogue parts, the company content. */
const PAIRS = [
  { name: 'catalogue', english: '../../shared/i18n/en/', french: '../../shared/i18n/fr/' },
  { name: 'content', english: '../../content/', french: '../../content/fr/' },
] as const;

/**
 * Words French writes as English does: brands, names, and words the two languages share. A French
 * string equal to its English one must be one of these (placeholders apart).
 */
const SAME_IN_BOTH = new Set<string>([
  // Brands and networks.
  'Facebook',
  'Instagram',
  'YouTube',
  'WhatsApp',
  'Google',
  'Google Plus',
  'Twitter',
  'X (Twitter)',
  'LinkedIn',
  'Linkedin',
  'Tumbler',
  'CAD',
  // Places and the style guide's sample person.
  'Moncton',
  'Dieppe',
  'Riverview',
  'Shediac',
  'Jane Doe',
  // Words both languages write alike.
  'Agent',
  'Agents',
  'Agents —',
  'Type',
  'Province',
  'Message',
  'Description',
  'Total',
  'Standard',
  'Premium',
  'Services',
  'Photos',
  'photos',
  'photo',
  'Pause',
  'Pagination',
  'Page',
  'FAQ',
  'Contact',
  'Consultation',
  'Confirmation',
  'Active',
  'Internet',
  'Date',
  'minutes',
  'Garage',
]);

const folder = (relative: string) => new URL(relative, import.meta.url);
/** The parts (index.ts and core.ts only put parts together: the whole is checked once, below). */
const modulesOf = (relative: string) =>
  readdirSync(folder(relative)).filter(
    (file) => file.endsWith('.ts') && !['site.ts', 'index.ts', 'core.ts'].includes(file),
  );

/** `{{count}}`, `{{ name }}` (formatting options apart), `<privacy>`, `</1>`: what must survive translation. */
const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}|<\/?\w+\s*\/?>/g)]
    .map((match) => (match[1] ? `{{${match[1]}}}` : match[0].replace(/\s/g, '')))
    .sort();

type Finding = string;

function compare(english: unknown, french: unknown, path: string, file: string, found: Finding[]) {
  if (typeof english === 'string') {
    if (typeof french !== 'string') return found.push(`${path}: no French string`);
    if (placeholdersOf(english).join() !== placeholdersOf(french).join()) {
      found.push(
        `${path}: placeholders ${placeholdersOf(english)} in English, ${placeholdersOf(french)} in French`,
      );
    }
    const words = english.replace(/\{\{[^}]*\}\}/g, '').trim();
    // An id (`tenant-screening`, `basic`) is no one's reading.
    const isId = /^[a-z0-9]+(-[a-z0-9]+)*$/.test(english);
    const isProse = !isId && /[a-z]{3}/i.test(words) && !/^(https?:|\/|[\w.+-]+@)/.test(words);
    if (isProse && english === french && !SAME_IN_BOTH.has(words)) {
      found.push(`${path}: the same in French as in English: ${JSON.stringify(words)}`);
    }
    return;
  }
  if (typeof english === 'function') {
    if (typeof french !== 'function') found.push(`${path}: not a function in French`);
    return;
  }
  if (english && typeof english === 'object') {
    if (!french || typeof french !== 'object') return found.push(`${path}: missing in French`);
    for (const key of Object.keys(english)) {
      compare(
        (english as Record<string, unknown>)[key],
        (french as Record<string, unknown>)[key],
        `${path}.${key}`,
        file,
        found,
      );
    }
    for (const key of Object.keys(french)) {
      if (!(key in english)) found.push(`${path}.${key}: only in French`);
    }
  }
}

describe.each(PAIRS)('the French $name', ({ english, french }) => {
  it.each(modulesOf(english))('%s: every key and placeholder of the English, in French', async (file) => {
    const en = (await import(`${english}${file}`)) as Record<string, unknown>;
    const fr = (await import(`${french}${file}`)) as Record<string, unknown>;
    const found: Finding[] = [];
    for (const name of Object.keys(en)) compare(en[name], fr[name], name, file, found);
    for (const name of Object.keys(fr)) if (!(name in en)) found.push(`${name}: exported only in French`);
    expect(found).toEqual([]);
  });

  it('has no file the English has not', () => {
    const all = (relative: string) => readdirSync(folder(relative)).filter((file) => file.endsWith('.ts'));
    expect(all(french).filter((file) => !all(english).includes(file))).toEqual([]);
  });
});

describe('the whole French catalogue', () => {
  it('is the English one in French, put together the same way (index.ts)', async () => {
    const { en } = await import('../../shared/i18n/en/index.ts');
    const { fr } = await import('../../shared/i18n/fr/index.ts');
    const found: Finding[] = [];
    compare(en, fr, 'index', 'index.ts', found);
    expect(found).toEqual([]);
  });
});
