import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Page } from 'playwright-core';

/** The system Chromium: CHROMIUM_PATH, or Debian's /usr/bin/chromium. Never a downloaded build. */
export function findChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one (Debian: `apt-get install -y chromium`) ' +
        'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}

function startChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findChromium(),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The worker's Chromium: the e2e files share one worker (vitest.config.ts), and so one browser. */
let shared: Promise<Browser> | undefined;

/**
 * A browser for one test file: a view of the worker's one Chromium (started on first use, again if
 * it went away), whose close() closes the contexts and pages this file opened, not the browser.
 * Each file still gets fresh contexts (cookies, storage, cache); it no longer pays a Chromium start.
 */
export async function launchBrowser(): Promise<Browser> {
  const start = () =>
    (shared = startChromium().catch((error: unknown) => {
      // The next file tries again.
      shared = undefined;
      throw error;
    }));
  let browser = await (shared ?? start());
  if (!browser.isConnected()) browser = await start();
  const opened = new Set<BrowserContext>();
  const track = (context: BrowserContext) => {
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context;
  };
  return new Proxy(browser, {
    get(target, property) {
      if (property === 'close') {
        return async () => {
          await Promise.all([...opened].map((context) => context.close()));
        };
      }
      if (property === 'newContext') {
        return async (...args: Parameters<Browser['newContext']>) => track(await target.newContext(...args));
      }
      if (property === 'newPage') {
        return async (...args: Parameters<Browser['newPage']>) => {
          const page = await target.newPage(...args);
          track(page.context());
          return page;
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Waits until React has hydrated the page (app/root.tsx marks `<html data-hydrated>`): before that a
 * click reaches the plain HTML (a link, a form post), not React.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
}

/**
 * Collects the page's console errors and uncaught exceptions, for a test to assert there are none.
 * `isExpected` lets a test pass over a console error it provokes on purpose (it sees each one).
 */
export function collectPageErrors(
  page: Page,
  options: { isExpected?: (message: ConsoleMessage) => boolean } = {},
): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !options.isExpected?.(message)) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

// A 1x1 PNG: what the stubbed map tile host answers.
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Map tiles come from OpenStreetMap's servers, which this machine cannot reach: tests that are not
 * about maps answer those requests at the HTTP edge, so pages with a map log no network errors.
 */
export async function stubMapTiles(context: BrowserContext): Promise<void> {
  await context.route('https://tile.openstreetmap.org/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: TILE_PNG }),
  );
}
