import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, stubMapTiles } from './browser.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export type ServerAndBrowser = { server: TestServer; browser: Browser };

/** The same, with one context and page the whole file shares, and that page's console errors. */
export type ServerAndPage = ServerAndBrowser & { context: BrowserContext; page: Page; errors: string[] };

type ServerOptions = { config?: Record<string, string> };
type PageOptions = ServerOptions & {
  viewport: { width: number; height: number };
  /** Answer the OpenStreetMap tile requests (browser.ts), for pages with a map. */
  stubMapTiles?: boolean;
};

/**
 * One e2e file's server (its own database and storage) and browser: started in a `beforeAll`,
 * closed in an `afterAll`. Its fields are set once that `beforeAll` has run: read them in the
 * file's own hooks (registered after this call, so they run after it: its seeding) and tests.
 */
export function setUpServerAndBrowser(options: ServerOptions = {}): ServerAndBrowser {
  const fixture = {} as ServerAndBrowser;
  beforeAll(async () => {
    fixture.server = await startTestServer({ config: options.config });
    fixture.browser = await launchBrowser();
  });
  afterAll(async () => {
    // Closes the contexts and pages the file opened (browser.ts), then the server.
    await fixture.browser?.close();
    await fixture.server?.close();
  });
  return fixture;
}

/** setUpServerAndBrowser, plus the page the file's tests share, at `viewport`. */
export function setUpServerAndPage(options: PageOptions): ServerAndPage {
  const fixture = setUpServerAndBrowser(options) as ServerAndPage;
  beforeAll(async () => {
    fixture.context = await fixture.browser.newContext({ viewport: options.viewport });
    if (options.stubMapTiles) await stubMapTiles(fixture.context);
    fixture.page = await fixture.context.newPage();
    fixture.errors = collectPageErrors(fixture.page);
  });
  return fixture;
}
