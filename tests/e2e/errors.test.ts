import { describe, expect, it } from 'vitest';
import { collectPageErrors } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { signInBrowser } from '../support/auth.ts';

// Its own server: the last test closes the server's database.
const e2e = setUpServerAndBrowser({ isOwnServer: true });

describe('when an action refuses a form', () => {
  it('shows the error page inside the site header and footer, with its status and no internal text', async () => {
    // Without JavaScript: the whole page comes from the server's answer to the POST.
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    await signInBrowser(context, e2e.server);
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/logout`);
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
    await e2e.server.database.close();
    const page = await e2e.browser.newPage();
    collectPageErrors(page);
    const response = await page.goto(`${e2e.server.url}/list-layout-new-3`);
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
