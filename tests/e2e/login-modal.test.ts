import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { collectPageErrors, waitForHydration } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createTestUser } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

const e2e = setUpServerAndBrowser();

/** The accessible description of a control: the text of what aria-describedby points to. */
async function descriptionOf(control: Locator): Promise<string> {
  return control.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? '')
      .filter(Boolean)
      .join(' '),
  );
}

describe('the login modal (spec 2.2)', () => {
  it('opens from the nav, signs in for real and comes back to the same page', async () => {
    const { user, password } = await createTestUser(e2e.server.app.services);
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.server.url}/about-us`);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await expectNoSeriousA11yViolations(page);
    // 'Save Password' left unticked: a cookie that ends with the browser session.
    expect(await dialog.getByRole('checkbox', { name: 'Save Password' }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${e2e.server.url}/about-us`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect.poll(() => nav.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(await nav.getByRole('button', { name: 'Login' }).count()).toBe(0);
    const session = (await context.cookies(e2e.server.url)).find((c) => c.name === 'session');
    expect(session?.expires).toBe(-1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with 'Save Password' ticked keeps the visitor signed in for 30 days", async () => {
    const { user, password } = await createTestUser(e2e.server.app.services);
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/contact`);
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').fill(user.email);
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    const remember = dialog.getByRole('checkbox', { name: 'Save Password' });
    expect(await descriptionOf(remember)).toBe('Keep me signed in on this device for 30 days.');
    await remember.check();
    await dialog.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${e2e.server.url}/contact`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }).waitFor();
    const session = (await context.cookies(e2e.server.url)).find((c) => c.name === 'session');
    const days = ((session?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    await context.close();
  });

  it("shows the spec's other controls (links, or disabled saying why), and fits a 320 px phone", async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.server.url}/list-layout-new-3`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const opener = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Login' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Email').waitFor();
    // Focus moved into the dialog.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    // Facebook and Google have nothing behind them: disabled, each saying why.
    for (const name of ['Facebook', 'Google']) {
      const control = dialog.getByRole('button', { name, exact: true });
      expect(await control.isVisible()).toBe(true);
      expect(await control.isDisabled()).toBe(true);
      expect(await control.getAttribute('aria-disabled')).toBe('true');
      expect(await descriptionOf(control)).toBe('Sign-in with Facebook or Google is not available yet.');
    }
    // Forgot Password and Create Account are links to their pages (issue 17).
    expect(await dialog.getByRole('link', { name: 'Forgot Password' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(await dialog.getByRole('link', { name: 'Create Account' }).getAttribute('href')).toBe(
      '/create-account',
    );

    // Nothing sticks out of the dialog or the window at 320 px.
    const widths = await dialog.evaluate((element) => ({
      dialog: element.getBoundingClientRect().right,
      content: element.scrollWidth - element.clientWidth,
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
    }));
    expect(widths.content).toBe(0);
    expect(widths.dialog).toBeLessThanOrEqual(widths.window);
    expect(widths.page).toBeLessThanOrEqual(widths.window);
    await expectNoSeriousA11yViolations(page, { include: 'dialog[open]' });

    // Escape closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is a plain link to the login page without JavaScript', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/`);
    expect(
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Login' })
        .getAttribute('href'),
    ).toBe('/login');
    await context.close();
  });
});
