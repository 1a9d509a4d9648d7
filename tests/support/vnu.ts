import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);

/** The Nu HTML checker from npm's vnu-jar (a devDependency): never fetched over the network. */
const VNU_JAR = require.resolve('vnu-jar/build/dist/vnu.jar');

/** One document to check: a name to report it by (its path, say) and its HTML. */
export type HtmlDocument = { name: string; html: string };

export type VnuError = {
  /** The document's name, as given to `validateHtml`. */
  document: string;
  message: string;
  line?: number;
  column?: number;
  /** The markup around the error, as the checker quotes it. */
  extract?: string;
};

type VnuJson = {
  messages: {
    type: string;
    subType?: string;
    url?: string;
    message: string;
    lastLine?: number;
    firstColumn?: number;
    lastColumn?: number;
    extract?: string;
  }[];
};

/**
 * The Java runtime to start the checker with: `java` on the PATH (Debian's `default-jre-headless`,
 * which .ci/run installs), else the one vnu-jar's install script downloads into
 * node_modules/.cache/vnu-jar when a machine has none. Null when neither runs.
 */
function findJava(): string | null {
  const cache = path.join(path.dirname(require.resolve('vnu-jar/package.json')), '../.cache/vnu-jar/java');
  const cached = existsSync(cache)
    ? readdirSync(cache).map((name) => path.join(cache, name, 'bin/java'))
    : [];
  for (const java of ['java', ...cached]) {
    try {
      execFileSync(java, ['-version'], { stdio: 'ignore' });
      return java;
    } catch {
      // Not there, or not runnable: try the next one.
    }
  }
  return null;
}

let java: string | null | undefined;
const javaPath = () => (java === undefined ? (java = findJava()) : java);

/** Why the checker cannot run here (no Java runtime), or null when it can. */
export function whyVnuCannotRun(): string | null {
  if (javaPath()) return null;
  return (
    'No Java runtime: the Nu HTML checker (vnu-jar) needs Java 11 or newer. Install one ' +
    '(Debian: `apt-get install -y default-jre-headless`) to run the markup check.'
  );
}

/**
 * Checks every document with the Nu HTML checker in one Java start (it takes a few seconds, so
 * documents are batched) and returns its errors, in document order. Warnings are not reported.
 */
export async function validateHtml(documents: HtmlDocument[]): Promise<VnuError[]> {
  const folder = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  try {
    const byUrl = new Map<string, string>();
    const seenStyles = new Set<string>();
    const files = await Promise.all(
      documents.map(async (document, index) => {
        const file = path.join(folder, `${String(index).padStart(3, '0')}.html`);
        await writeFile(file, blankRepeatedStyles(document.html, seenStyles));
        byUrl.set(pathToFileURL(file).href, document.name);
        return file;
      }),
    );
    const output = await runVnu(files);
    const errors = (JSON.parse(output) as VnuJson).messages
      .filter((message) => message.type !== 'info' && !isNewerCssProperty(message.message))
      .map((message) => {
        const document = message.url ? byUrl.get(normalizeFileUrl(message.url)) : undefined;
        return {
          document: document ?? message.url ?? '(no document)',
          message: message.message,
          line: message.lastLine,
          column: message.firstColumn ?? message.lastColumn,
          extract: message.extract,
        };
      });
    const order = new Map(documents.map((document, index) => [document.name, index]));
    return errors.sort((a, b) => (order.get(a.document) ?? -1) - (order.get(b.document) ?? -1));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * CSS properties Chromium supports that the checker's CSS validator does not know yet (CSS Anchor
 * Positioning, in Chromium since version 125): only its "doesn't exist" for exactly these is
 * passed over; a wrong value or any other property is still an error.
 */
const NEWER_CSS_PROPERTIES = ['anchor-name', 'position-anchor', 'position-area', 'position-try-fallbacks'];

function isNewerCssProperty(message: string): boolean {
  const match = /^CSS: “([a-z-]+)”: Property “([a-z-]+)” doesn't exist\.$/.exec(message);
  return Boolean(match && match[1] === match[2] && NEWER_CSS_PROPERTIES.includes(match[1]!));
}

/**
 * The checker reads the CSS of every <style> element too; the site's stylesheet is inlined into
 * every page, so a copy an earlier document carried is blanked (spaces, so the line and column of
 * each error stay those of the page) instead of being checked again.
 */
function blankRepeatedStyles(html: string, seen: Set<string>): string {
  return html.replace(
    /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/gi,
    (whole, open: string, css: string, close: string) => {
      if (!seen.has(css)) {
        seen.add(css);
        return whole;
      }
      return open + css.replace(/[^\n]/g, ' ') + close;
    },
  );
}

/** The checker names files `file:/tmp/…`; Node writes `file:///tmp/…`. */
function normalizeFileUrl(url: string): string {
  return url.startsWith('file:/') && !url.startsWith('file:///') ? `file://${url.slice(5)}` : url;
}

function runVnu(files: string[]): Promise<string> {
  const java = javaPath();
  if (!java) return Promise.reject(new Error(whyVnuCannotRun() ?? 'No Java runtime.'));
  const args = ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files];
  return new Promise((resolve, reject) => {
    // Exit status 1 means "errors found"; the JSON on stdout says which.
    execFile(java, args, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (stdout.trim().startsWith('{')) resolve(stdout);
      else reject(new Error(`The Nu HTML checker failed: ${error?.message ?? ''}\n${stderr}`));
    });
  });
}

/** A readable list: each document's errors with the markup around them. */
export function formatVnuErrors(errors: VnuError[]): string {
  return errors
    .map((error) => {
      const where = error.line ? ` (line ${error.line}, column ${error.column ?? '?'})` : '';
      const extract = error.extract ? `\n    ${error.extract.replace(/\s+/g, ' ').trim()}` : '';
      return `- ${error.document}${where}: ${error.message}${extract}`;
    })
    .join('\n');
}
