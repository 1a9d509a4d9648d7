import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createTestUser } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

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

describe('the login modal (spec 2.2)', () => {
  it('opens from the nav, signs in for real and comes back to the same page', async () => {
    const { user, password } = await createTestUser(server.app.services);
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/about-us`, { waitUntil: 'networkidle' });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Password').fill(password);
    await expectNoSeriousA11yViolations(page);
    expect(await dialog.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe(
      '/contact?subject=Password%20reset',
    );
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${server.url}/about-us`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: 'Login' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is a plain link to the login page without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Login' })
        .getAttribute('href'),
    ).toBe('/login');
    await context.close();
  });
});
