import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { signInBrowser } from '../support/auth.ts';

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

describe('when an action refuses a form', () => {
  it('shows the error page inside the site header and footer, with its status and no internal text', async () => {
    // Without JavaScript: the whole page comes from the server's answer to the POST.
    const context = await browser.newContext({ javaScriptEnabled: false });
    await signInBrowser(context, server);
    const page = await context.newPage();
    await page.goto(`${server.url}/logout`);
    // A stale form: its CSRF token no longer matches the session's.
    await page.route('**/logout', (route) =>
      route.request().method() === 'POST' ? route.continue({ postData: 'csrf=stale' }) : route.continue(),
    );
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.getByRole('main').getByRole('button', { name: 'Logout' }).click(),
    ]);
    await page.waitForLoadState();
    expect(response.status()).toBe(403);
    expect(await page.getByRole('heading', { name: 'Access denied' }).isVisible()).toBe(true);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByText(/All rights reserved/).isVisible()).toBe(true);
    expect(await page.content()).not.toContain('CSRF');
    await context.close();
  });
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
