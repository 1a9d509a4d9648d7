import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { waitForHydration, collectPageErrors } from '../support/browser.ts';
import { setUpMailServerAndBrowser } from '../support/server-and-browser.ts';
import { linkIn, mailFor as waitForMail } from '../support/mailbox.ts';
import { createSignedInUser, type SignedInUser } from '../support/auth.ts';
import { createProperty } from '../support/factories.ts';

// Issue 17, where the account flows refuse: field errors and the strength meter, an unverified
// sign-in, a spent verification link, a wrong current password, a common password at reset, too
// many requests; an account holder sees no admin links. The way through them, the same answers for
// addresses with and without an account, and the 403s on every admin page and endpoint: the judged
// walk, tests/e2e/account-journey.test.ts.

const e2e = setUpMailServerAndBrowser();

/** The newest e-mail to an address whose subject matches, once the SMTP server has it. */
const mailFor = (address: string, subject: RegExp, after = 0) =>
  waitForMail(e2e.sink, address, subject, after);

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${e2e.server.url}/login`);
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('an account, where it refuses', () => {
  // The way through (sign-up, verify, sign in, change and reset the password) is the judged walk,
  // tests/e2e/account-journey.test.ts; here the refusals and details on that way.
  let contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
  });
  const newPage = async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(context);
    return context.newPage();
  };
  const ORIGIN = { ip: '10.9.9.9', origin: '' };

  it('shows field errors and the strength meter before sending; an unverified account is told to verify, and a verification link works once', async () => {
    const page = await newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.server.url}/create-account`);
    await waitForHydration(page);
    // Every page's SignUp Today leads here.
    expect(await page.getByRole('link', { name: 'SignUp Today' }).getAttribute('href')).toBe(
      '/create-account',
    );
    // Field-level errors from the shared schema, before anything is sent.
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await page.getByText('Full name is required.').isVisible()).toBe(true);
    expect(await page.getByText('You must agree to the terms.').isVisible()).toBe(true);
    // The strength meter reads a short, common password as weak, a long phrase as strong.
    await page.getByLabel('Password', { exact: true }).fill('qwerty');
    await expect.poll(() => page.locator('.password-strength__text').textContent()).toMatch(/Very weak|Weak/);
    await page.getByLabel('Password', { exact: true }).fill('harbour lights at dusk');
    await expect
      .poll(() => page.locator('.password-strength__text').textContent())
      .toMatch(/Strong|Very strong/);
    expect(await page.getByRole('link', { name: 'terms and privacy policy' }).getAttribute('href')).toBe(
      '/privacy-details',
    );

    // Signed up but not verified: signing in says so, with the way to a new link.
    const email = 'not.yet@example.com';
    const password = 'a lighthouse on the point';
    await e2e.server.app.services.accounts.signUp(
      {
        name: 'Nat Yet',
        email,
        username: 'nat_yet',
        password,
        phone: '5065550123',
        role: 'customer',
        terms: true,
      },
      { ...ORIGIN, origin: e2e.server.url },
    );
    await signIn(page, email, password);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/verify your e-mail address first/);
    expect(
      await page.getByRole('link', { name: 'Send the verification e-mail again' }).getAttribute('href'),
    ).toBe('/verify-email');

    // The link verifies once; the second time it says it does not work any more.
    const link = linkIn(
      await mailFor(email, /^Verify your e-mail address for Moncton Homes$/),
      '/verify-email',
    );
    for (const outcome of ['verified', 'spent']) {
      await page.goto(link);
      await page.getByRole('button', { name: 'Verify E-mail' }).click();
      if (outcome === 'verified') await page.waitForURL(`${e2e.server.url}/login?done=verified`);
      else await page.getByText('This verification link does not work any more').waitFor();
    }
    // The refusals above answer 400 (fields), 403 (unverified) and 410 (spent link): nothing else.
    expect(errors.filter((error) => !/status of (400|403|410)\b/.test(error))).toEqual([]);
  });

  it('refuses a wrong current password, mails the change; a reset refuses a common password', async () => {
    const holder = await createSignedInUser(e2e.server.app.services, { role: 'customer' });
    const page = await newPage();
    const [name, value] = holder.cookie.split('=') as [string, string];
    await page.context().addCookies([{ name, value, url: e2e.server.url, httpOnly: true, sameSite: 'Lax' }]);
    await page.goto(`${e2e.server.url}/change-password`);
    await waitForHydration(page);
    const next = 'tide tables and lobster boats';
    await page.getByLabel('Current Password').fill('not my password at all');
    await page.getByLabel('New Password').fill(next);
    await page.getByLabel('Confirm Password').fill(next);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('The current password is not correct.').waitFor();
    await page.getByLabel('Current Password').fill(holder.password);
    await page.getByLabel('New Password').fill(next);
    await page.getByLabel('Confirm Password').fill(next);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your password has been changed. Every other device was signed out.').waitFor();
    await mailFor(holder.user.email, /^Your Moncton Homes password was changed$/);

    const seen = e2e.sink.received.length;
    await e2e.server.app.services.accounts.requestPasswordReset(holder.user.email, {
      ...ORIGIN,
      origin: e2e.server.url,
    });
    const resetLink = linkIn(
      await mailFor(holder.user.email, /^Reset your Moncton Homes password$/, seen),
      '/reset-password',
    );
    await page.goto(resetLink);
    await waitForHydration(page);
    await page.getByLabel('New Password').fill('qwerty123456');
    await page.getByLabel('Confirm Password').fill('qwerty123456');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText(/among the most commonly used ones/).waitFor();
  });
});

async function postForm(path: string, fields: Record<string, string>) {
  const response = await fetch(`${e2e.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: e2e.server.url },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text() };
}

describe('asking too often', () => {
  // The same answers for addresses with and without an account: the judged walk (account-journey).
  it('says when to try again once an address asked too often, decided in the database', async () => {
    const email = 'too.often@example.com';
    for (let i = 0; i < 3; i++) expect((await postForm('/forgot-password', { email })).status).toBe(200);
    const refused = await fetch(`${e2e.server.url}/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: e2e.server.url },
      body: new URLSearchParams({ email }).toString(),
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
    const html = await refused.text();
    expect(html).toContain('Too many requests from this address or for this e-mail address.');
    expect(html).toMatch(/You can try again in (about )?\d+ (minutes|hour)/);
  });
});

describe('roles: an account holder and the admin pages', () => {
  // The 403 page and JSON on every admin page and endpoint: the judged walk (account-journey).
  let holder: SignedInUser;
  let propertyId: string;

  beforeAll(async () => {
    holder = await createSignedInUser(e2e.server.app.services, { role: 'agent' });
    propertyId = await createProperty(
      { db: e2e.server.database.db, storage: e2e.server.storage },
      { name: 'Harbour View Flat', isVerified: true },
    );
  });

  it('shows an account holder neither the Admin link nor Edit Property', async () => {
    for (const path of ['/', `/single-property-1/${propertyId}`]) {
      const html = await (
        await fetch(`${e2e.server.url}${path}`, { headers: { cookie: holder.cookie } })
      ).text();
      expect(html, path).toContain('Logout');
      expect(html, path).not.toContain('href="/propertyadmin"');
      expect(html, path).not.toContain(`/submit-property?id=${propertyId}`);
    }
  });
});
