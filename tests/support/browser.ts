import { existsSync } from 'node:fs';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';

/** The system Chromium: CHROMIUM_PATH, or Debian's /usr/bin/chromium. Never a downloaded build. */
export function findChromium(): string {
  return firstExisting([process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']);
}

/**
 * What the end-to-end tests drive: CHROMIUM_PATH, else Debian's headless shell (the package
 * chromium-headless-shell, the build of Chromium Playwright itself runs headless tests on), else the
 * full Chromium. The shell renders with the same Blink and V8 but has no browser UI behind the page:
 * the first e2e lane took 148 s of CPU in Chromium with it instead of 214 s (issue 28).
 */
export function findTestChromium(): string {
  return firstExisting([
    process.env.CHROMIUM_PATH,
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium-headless-shell',
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]);
}

function firstExisting(candidates: (string | undefined)[]): string {
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'No Chromium found for the end-to-end tests. Install one (Debian: `apt-get install -y ' +
        'chromium chromium-headless-shell`) or point CHROMIUM_PATH at a Chromium or Chrome binary.',
    );
  }
  return found;
}

function startChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: findTestChromium(),
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
 * What a finished test's tab may not carry into the next one, and cannot be undone: a test that
 * uses one of these gets a tab that is closed when it is done, not kept.
 */
const CONTEXT_TAINTS = new Set<PropertyKey>([
  'clock',
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'setExtraHTTPHeaders',
  'setGeolocation',
  'setHTTPCredentials',
  'routeFromHAR',
  'routeWebSocket',
]);
const PAGE_TAINTS = new Set<PropertyKey>([
  ...CONTEXT_TAINTS,
  'emulateMedia',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
  'addLocatorHandler',
]);
/** The events a test listens to on its tab; their listeners go when the tab is kept for the next. */
const PAGE_EVENTS = [
  'close',
  'console',
  'crash',
  'dialog',
  'domcontentloaded',
  'download',
  'filechooser',
  'frameattached',
  'framedetached',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'websocket',
  'worker',
] as const;
const CONTEXT_EVENTS = [
  'console',
  'dialog',
  'page',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
  'weberror',
] as const;

/**
 * A browser context a test opened, and its first page: kept warm for the next test that asks for a
 * context with the same options (`key`) once this one is done.
 */
type Tab = {
  context: BrowserContext;
  page?: Page;
  /** The context's options but the viewport (a kept page takes the next one's); none: never kept. */
  key?: string;
  isTainted: boolean;
  isDone: boolean;
};

/**
 * The key a context's options are kept under, or none when a context with them is not kept: one
 * that starts with cookies (storageState) belongs to its test.
 */
function keyOf(options: BrowserContextOptions = {}): string | undefined {
  // E2E_FRESH_CONTEXTS=1: nothing kept, each context a new one (to tell whether a failure is one).
  if (options.storageState || process.env.E2E_FRESH_CONTEXTS === '1') return undefined;
  const { viewport: _viewport, ...rest } = options;
  return JSON.stringify(rest, Object.keys(rest).sort());
}

/** The worker's kept tabs, by their options' key (keyOf): the e2e files share them one after another. */
const kept = new Map<string, Tab[]>();
/** Contexts that ended for real: closed, or gone with their browser. */
const ended = new WeakSet<BrowserContext>();

/**
 * A browser for one test file: a view of the worker's one Chromium (started on first use, again if
 * it went away), whose close() ends the contexts and pages this file opened, not the browser.
 *
 * A context a test opens is, for the test, a fresh one (no cookies, no storage, no routes, no
 * listeners), but its page may be a warm one that an earlier test closed (or an earlier file left):
 * that context emptied and kept (issue 28). A new page costs Chromium a renderer process and every
 * script compiled afresh, about 1.1 s of CPU on the two-core machine; a page navigated again, 0.5 s.
 * What is kept: the HTTP cache (a returning visitor's) and the renderer. A test that installs a
 * clock, an init script or the like (CONTEXT_TAINTS) gets its context closed for real. A context
 * nobody closes lives until the file ends (a file may share one across its tests).
 */
export async function launchBrowser(): Promise<Browser> {
  const start = () =>
    (shared = startChromium().catch((error: unknown) => {
      // The next file tries again.
      shared = undefined;
      throw error;
    }));
  let browser = await (shared ?? start());
  if (!browser.isConnected()) {
    kept.clear();
    browser = await start();
  }
  /** This file's contexts, each with its tab; a kept one leaves the map and joins the worker's. */
  const opened = new Map<BrowserContext, Tab>();

  /** Empties a finished test's tab and keeps it, or closes it when it cannot be emptied. */
  async function finish(tab: Tab) {
    if (tab.isDone) return;
    tab.isDone = true;
    const { context, page } = tab;
    opened.delete(context);
    if (tab.isTainted || tab.key === undefined || !page || page.isClosed() || ended.has(context)) {
      await context.close();
      return;
    }
    try {
      for (const other of context.pages()) if (other !== page) await other.close();
      for (const event of PAGE_EVENTS) page.removeAllListeners(event);
      for (const event of CONTEXT_EVENTS) context.removeAllListeners(event);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await context.unrouteAll({ behavior: 'ignoreErrors' });
      await context.clearCookies();
      await context.clearPermissions();
      await context.setOffline(false);
      const url = new URL(page.url());
      if (url.protocol === 'http:' || url.protocol === 'https:') {
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
        // A quiet document of the same site: the last one's timers and requests end here, and the
        // renderer stays (a blank page would take another).
        await page.goto(`${url.origin}/robots.txt`, { waitUntil: 'load' });
      }
    } catch {
      await context.close();
      return;
    }
    // A copy: the finished test's views still hold the old record, which stays done.
    kept.set(tab.key, [...(kept.get(tab.key) ?? []), { ...tab, isDone: false }]);
  }

  /** The page as the test sees it: its context is the test's view, not the real one. */
  function pageView(tab: Tab, contextView: BrowserContext, page: Page): Page {
    return new Proxy(page, {
      get(target, property) {
        if (property === 'context') return () => contextView;
        if (property === 'close' && target === tab.page) return () => finish(tab);
        if (PAGE_TAINTS.has(property)) tab.isTainted = true;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  /** The context as the test sees it: its first page may be a kept one, and close() keeps it. */
  function contextView(tab: Tab, viewport: BrowserContextOptions['viewport']): BrowserContext {
    let warm = tab.page;
    const view: BrowserContext = new Proxy(tab.context, {
      get(target, property) {
        if (property === 'close') return () => finish(tab);
        if (property === 'newPage') {
          return async () => {
            if (warm) {
              const page = warm;
              warm = undefined;
              await page.setViewportSize(viewport ?? { width: 1280, height: 720 });
              return pageView(tab, view, page);
            }
            const page = await target.newPage();
            tab.page ??= page;
            return pageView(tab, view, page);
          };
        }
        if (CONTEXT_TAINTS.has(property)) tab.isTainted = true;
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
    return view;
  }

  async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
    const key = keyOf(options);
    const shelf = key === undefined ? [] : (kept.get(key) ?? []);
    let tab = shelf.pop();
    while (tab && ended.has(tab.context)) tab = shelf.pop();
    if (!tab) {
      const context = await browser.newContext(options);
      context.once('close', () => ended.add(context));
      tab = { context, key, isTainted: false, isDone: false };
    }
    opened.set(tab.context, tab);
    return contextView(tab, options.viewport);
  }

  return new Proxy(browser, {
    get(target, property) {
      if (property === 'close') {
        // The file's contexts are done: emptied and kept for the next file, or closed.
        return async () => {
          await Promise.all([...opened.values()].map((tab) => finish(tab)));
        };
      }
      if (property === 'newContext') return newContext;
      if (property === 'newPage') {
        return async (options?: BrowserContextOptions) => (await newContext(options)).newPage();
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

/**
 * A page of its own (a fresh context: no cookies but `cookie`, the session's `name=value`), map
 * tiles stubbed, its errors collected, opened at `url` and, with JavaScript, hydrated. `close` ends
 * the context.
 */
export async function openFreshPage(
  browser: Browser,
  url: string,
  options: { javaScriptEnabled?: boolean; cookie?: string } = {},
) {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
  await stubMapTiles(context);
  if (options.cookie) {
    const [name, value] = options.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: new URL(url).origin, httpOnly: true, sameSite: 'Lax' }]);
  }
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const response = await page.goto(url, { waitUntil: 'load' });
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, errors, response, close: () => context.close() };
}
