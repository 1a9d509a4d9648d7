import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { loginThrottle } from '../../server/db/schema.ts';
import type { Page } from 'playwright-core';
import { collectPageErrors, waitForHydration } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createSignedInUser, createTestUser } from '../support/auth.ts';

const e2e = setUpServerAndBrowser();

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

describe('signing in through the form', () => {
  it('goes from a signed-out /propertyadmin to /login and back, with the right nav links, then signs out', async () => {
    const { user, password } = await createTestUser(e2e.server.app.services);
    const context = await e2e.browser.newContext();
    // An attacker-chosen session id planted before sign-in must not survive it.
    await context.addCookies([{ name: 'session', value: 'planted-by-attacker', url: e2e.server.url }]);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${e2e.server.url}/propertyadmin?city=moncton`);
    await waitForHydration(page);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/propertyadmin?city=moncton');
    expect(await nav(page).getByRole('link', { name: 'Login' }).isVisible()).toBe(true);
    expect(
      await nav(page)
        .getByRole('link', { name: /^Admin/ })
        .count(),
    ).toBe(0);
    // Axe on /login at 390 and 1366 px: the whole-route walk's (tests/e2e/markup.test.ts).

    // Wrong password: the spec's message, the e-mail kept.
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Invalid email or password.');
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);

    // The button reads 'Logging in...' and is disabled while the request runs (held until then).
    const held = Promise.withResolvers<void>();
    await page.route('**/login.data*', async (route) => {
      await held.promise;
      await route.continue();
    });
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    const busy = page.getByRole('button', { name: 'Logging in...' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);
    held.resolve();
    await page.waitForURL('**/propertyadmin?city=moncton');
    await page.unroute('**/login.data*');

    const cookies = await context.cookies(e2e.server.url);
    const session = cookies.find((c) => c.name === 'session');
    expect(session?.value).not.toBe('planted-by-attacker');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.getByRole('heading', { name: 'All properties' }).waitFor();
    expect(
      await nav(page)
        .getByRole('link', { name: /^Admin/ })
        .isVisible(),
    ).toBe(true);
    expect(await nav(page).getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await nav(page).getByRole('link', { name: 'Login' }).count()).toBe(0);

    await nav(page).getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await nav(page).getByRole('link', { name: 'Login' }).waitFor();
    expect(
      await nav(page)
        .getByRole('link', { name: /^Admin/ })
        .count(),
    ).toBe(0);
    expect(await nav(page).getByRole('button', { name: 'Logout' }).count()).toBe(0);
    // The session is gone on the server too: the old cookie no longer opens the console.
    const response = await fetch(`${e2e.server.url}/propertyadmin`, {
      headers: { cookie: `session=${session!.value}` },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    // The wrong password was answered with 401, which the browser reports; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    await context.close();
  });

  it('works without JavaScript, and success without a redirect target goes to /', async () => {
    const { user, password } = await createTestUser(e2e.server.app.services);
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForLoadState();
    expect(await page.getByRole('alert').textContent()).toBe('Invalid email or password.');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${e2e.server.url}/`);
    await nav(page)
      .getByRole('link', { name: /^Admin/ })
      .waitFor();
    await context.close();
  });

  it('throttles repeated failures with a clear message and when to try again, with and without JavaScript', async () => {
    const { user, password } = await createTestUser(e2e.server.app.services);
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/login`);
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password', { exact: true }).fill(`guess-${i}`);
      await page.getByRole('button', { name: 'Login' }).click();
      await page.waitForLoadState();
    }
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    const refusal = page.waitForResponse((r) => r.request().method() === 'POST');
    await page.getByRole('button', { name: 'Login' }).click();
    const refused = await refusal;
    await page.waitForLoadState();
    // The block is 15 minutes; the page's words and the answer's Retry-After say the same.
    expect(refused.status()).toBe(429);
    expect(Number(await refused.headerValue('retry-after'))).toBeGreaterThan(14 * 60);
    expect(await page.getByRole('alert').textContent()).toBe(
      'Too many failed sign-in attempts. You can try again in 15 minutes.',
    );
    await context.close();

    // The block has 90 seconds left: the sentence follows it, in the browser with JavaScript too.
    await e2e.server.database.db
      .update(loginThrottle)
      .set({ blockedUntil: sql`now() + interval '90 seconds'` })
      .where(eq(loginThrottle.key, `account:${user.email}`));
    const withJs = await e2e.browser.newContext();
    const jsPage = await withJs.newPage();
    const errors = collectPageErrors(jsPage);
    await jsPage.goto(`${e2e.server.url}/login`);
    await waitForHydration(jsPage);
    await jsPage.getByLabel('Email').fill(user.email);
    await jsPage.getByLabel('Password', { exact: true }).fill(password);
    await jsPage.getByRole('button', { name: 'Login' }).click();
    await expect
      .poll(() => jsPage.getByRole('alert').textContent())
      .toBe('Too many failed sign-in attempts. You can try again in 2 minutes.');
    expect(errors.filter((e) => !e.includes('status of 429'))).toEqual([]);
    await withJs.close();
  });

  it("has spec 2.2's controls on the page too, without JavaScript: 'Save Password' works, the rest say why not", async () => {
    const { user, password } = await createTestUser(e2e.server.app.services);
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/login`);
    for (const name of ['Facebook', 'Google']) {
      const control = page.getByRole('button', { name, exact: true });
      expect(await control.isDisabled()).toBe(true);
      expect(await control.getAttribute('aria-describedby')).toBeTruthy();
    }
    expect(await page.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(await page.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe(
      '/create-account',
    );
    expect(await page.getByText('Sign-in with Facebook or Google is not available yet.').isVisible()).toBe(
      true,
    );
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('checkbox', { name: 'Save Password' }).check();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${e2e.server.url}/`);
    const session = (await context.cookies(e2e.server.url)).find((c) => c.name === 'session');
    expect(((session?.expires ?? 0) * 1000 - Date.now()) / 86_400_000).toBeGreaterThan(29.9);
    await context.close();
  });

  it('shows field errors from the shared schema before sending', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/login`);
    await waitForHydration(page);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).focus();
    await expect.poll(() => page.getByText('Please enter a valid email address.').isVisible()).toBe(true);
    await context.close();
  });
});

describe('the sign-in state on the server', () => {
  it('renders Admin and Logout in the first HTML for a signed-in admin, Login otherwise', async () => {
    const admin = await createSignedInUser(e2e.server.app.services);
    const signedIn = await (await fetch(`${e2e.server.url}/`, { headers: { cookie: admin.cookie } })).text();
    expect(signedIn).toContain('href="/propertyadmin"');
    expect(signedIn).toMatch(/>Logout<\/button>/);
    expect(signedIn).not.toContain('href="/login"');
    const signedOut = await (await fetch(`${e2e.server.url}/`)).text();
    expect(signedOut).toContain('href="/login"');
    expect(signedOut).not.toContain('href="/propertyadmin"');
  });
});
