import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('when a page cannot load its data', () => {
  it('renders the error page with status 500, never a blank screen', async () => {
    // The database goes away under the running server.
    await server.database.close();
    const page = await browser.newPage();
    collectPageErrors(page);
    const response = await page.goto(`${server.url}/list-layout-new-3`);
    expect(response?.status()).toBe(500);
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).isVisible()).toBe(true);
    expect(
      await page.getByText('We could not load this page. Please try again in a moment.').isVisible(),
    ).toBe(true);
    // The chrome still stands, so the visitor can go elsewhere.
    expect(await page.getByRole('link', { name: 'Back To Home' }).isVisible()).toBe(true);
    // Internals never reach the visitor.
    // (The inlined stylesheet is left out: class names such as .badge--closed are not internals.)
    const html = (await page.content()).replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
    expect(html).not.toMatch(/PGlite|closed|stack/i);
    await page.close();
  });
});
