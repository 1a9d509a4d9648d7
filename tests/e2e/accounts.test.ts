import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import routeConfig from '../../app/routes.ts';
import { launchBrowser, waitForHydration, collectPageErrors } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { startSmtpSink, type ReceivedMail, type SmtpSink } from '../support/smtp-sink.ts';
import { createSignedInUser, type SignedInUser } from '../support/auth.ts';
import { createProperty } from '../support/factories.ts';
import { createSmtpTransport } from '../../server/mail/transport.ts';
import { createMailWorker, type MailWorker } from '../../server/mail/worker.ts';

// Issue 17, as a visitor meets it: sign up, the verification e-mail arrives at a real SMTP server,
// its link verifies, sign in; change password ends the other session; forgot password works once;
// answers for addresses with and without an account cannot be told apart; an account holder gets
// 403 on every admin page.

let server: TestServer;
let sink: SmtpSink;
let worker: MailWorker;
let browser: Browser;

beforeAll(async () => {
  sink = await startSmtpSink();
  server = await startTestServer({
    config: {
      SMTP_URL: sink.url,
      MAIL_FROM: 'no-reply@company.example',
      MAIL_TO: 'office@company.example',
      SITE_NAME: 'Moncton Homes',
    },
  });
  worker = createMailWorker({
    db: server.database.db,
    transport: createSmtpTransport(sink.url),
    from: 'no-reply@company.example',
    log: { info() {}, warn() {}, error() {} },
    pollIntervalMs: 100,
  });
  worker.start();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await worker?.stop();
  await server?.close();
  await sink?.stop();
});

/** The newest e-mail to an address whose subject matches, once the SMTP server has it. */
async function mailFor(address: string, subject: RegExp, after = 0): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      () => {
        found = sink.received
          .slice(after)
          .filter((mail) => mail.envelopeTo.includes(address) && subject.test(mail.subject))
          .at(-1);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

function linkIn(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]{43}`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  return match[0];
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await waitForHydration(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

describe('an account, from sign-up to a forgotten password', () => {
  let contexts: BrowserContext[] = [];
  afterAll(async () => {
    for (const context of contexts) await context.close();
    contexts = [];
  });
  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    contexts.push(context);
    return context.newPage();
  };

  it('signs up, verifies by the e-mailed link, signs in; a password change signs the other device out; a reset link works once', async () => {
    const email = 'new.owner@example.com';
    const first = 'harbour lights at dusk';
    const page = await newPage();
    const errors = collectPageErrors(page);

    // The footer's SignUp Today leads to the form.
    await page.goto(`${server.url}/`);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'SignUp Today' }).click();
    await page.waitForURL(`${server.url}/create-account`);
    await waitForHydration(page);

    // Field-level errors from the shared schema, before anything is sent.
    await page.getByRole('button', { name: 'Create Account' }).click();
    expect(await page.getByText('Full name is required.').isVisible()).toBe(true);
    expect(await page.getByText('You must agree to the terms.').isVisible()).toBe(true);

    await page.getByLabel('Full Name').fill('Nora Owner');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Username').fill('NoraOwner');
    await page.getByLabel('Phone').fill('506-555-0199');
    // The strength meter reads a short, common password as weak, a long phrase as strong.
    await page.getByLabel('Password', { exact: true }).fill('qwerty');
    await expect.poll(() => page.locator('.password-strength__text').textContent()).toMatch(/Very weak|Weak/);
    await page.getByLabel('Password', { exact: true }).fill(first);
    await expect
      .poll(() => page.locator('.password-strength__text').textContent())
      .toMatch(/Strong|Very strong/);
    await page.getByRole('radio', { name: 'Agency' }).check();
    expect(await page.getByRole('link', { name: 'terms and privacy policy' }).getAttribute('href')).toBe(
      '/privacy-details',
    );
    await page.getByRole('checkbox', { name: /I agree/ }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();
    expect(await page.getByText(`We sent a message to ${email}.`).isVisible()).toBe(true);

    // Not verified yet: signing in says so, with the way to a new link.
    await signIn(page, email, first);
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toMatch(/verify your e-mail address first/);
    expect(
      await page.getByRole('link', { name: 'Send the verification e-mail again' }).getAttribute('href'),
    ).toBe('/verify-email');

    // The e-mail arrived at the SMTP server; its link verifies, once.
    const verifyMail = await mailFor(email, /^Verify your e-mail address for Moncton Homes$/);
    expect(verifyMail.headers['reply-to']).toContain('office@company.example');
    const verifyLink = linkIn(verifyMail, '/verify-email');
    await page.goto(verifyLink);
    await page.getByRole('button', { name: 'Verify E-mail' }).click();
    await page.waitForURL(`${server.url}/login?done=verified`);
    await page.getByRole('status').filter({ hasText: 'Your e-mail address is verified' }).waitFor();
    await page.goto(verifyLink);
    await page.getByRole('button', { name: 'Verify E-mail' }).click();
    await page.getByText('This verification link does not work any more').waitFor();

    // Signed in: Logout, and no Admin link for an account holder.
    await signIn(page, email, first);
    await page.waitForURL(`${server.url}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: /^Admin/ }).count()).toBe(0);

    // A second device signed in to the same account.
    const other = await newPage();
    await signIn(other, email, first);
    await other.waitForURL(`${server.url}/`);
    await other.goto(`${server.url}/change-password`);
    expect(new URL(other.url()).pathname).toBe('/change-password');

    // Change password on the first: current, new, confirm. The other device is signed out.
    const second = 'tide tables and lobster boats';
    await page.goto(`${server.url}/change-password`);
    await waitForHydration(page);
    await page.getByLabel('Current Password').fill('not my password at all');
    await page.getByLabel('New Password').fill(second);
    await page.getByLabel('Confirm Password').fill(second);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('The current password is not correct.').waitFor();
    await page.getByLabel('Current Password').fill(first);
    await page.getByLabel('New Password').fill(second);
    await page.getByLabel('Confirm Password').fill(second);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Your password has been changed. Every other device was signed out.').waitFor();
    await other.goto(`${server.url}/change-password`);
    expect(new URL(other.url()).pathname).toBe('/login');
    await page.goto(`${server.url}/change-password`);
    expect(new URL(page.url()).pathname).toBe('/change-password');
    await mailFor(email, /^Your Moncton Homes password was changed$/);

    // Forgot Password from the login page: a link by e-mail, used once; every session ends.
    const seen = sink.received.length;
    const visitor = await newPage();
    await visitor.goto(`${server.url}/login`);
    await waitForHydration(visitor);
    await visitor.getByRole('link', { name: 'Forgot Password' }).click();
    await visitor.waitForURL(`${server.url}/forgot-password`);
    await visitor.getByRole('heading', { name: 'Forgot Password' }).waitFor();
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByRole('button', { name: 'Send Reset Link' }).click();
    await visitor
      .getByText(`If an account uses ${email}, a link to choose a new password is on its way.`)
      .waitFor();
    const resetLink = linkIn(
      await mailFor(email, /^Reset your Moncton Homes password$/, seen),
      '/reset-password',
    );
    const third = 'a quiet street in dieppe';
    await visitor.goto(resetLink);
    await waitForHydration(visitor);
    await visitor.getByLabel('New Password').fill('qwerty123456');
    await visitor.getByLabel('Confirm Password').fill('qwerty123456');
    await visitor.getByRole('button', { name: 'Reset Password' }).click();
    await visitor.getByText(/among the most commonly used ones/).waitFor();
    await visitor.getByLabel('New Password').fill(third);
    await visitor.getByLabel('Confirm Password').fill(third);
    await visitor.getByRole('button', { name: 'Reset Password' }).click();
    await visitor.waitForURL(`${server.url}/login?done=reset`);
    await page.goto(`${server.url}/change-password`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await signIn(visitor, email, third);
    await visitor.waitForURL(`${server.url}/`);
    // The used link fails.
    await visitor.goto(resetLink);
    await visitor.getByText('This reset link does not work any more').waitFor();

    // The refusals above answer 400 (fields), 403 (unverified) and 410 (spent link): nothing else.
    expect(errors.filter((error) => !/status of (400|403|410)\b/.test(error))).toEqual([]);
  });
});

/** The visible part of a page's answer, with per-request details (nonces, the address) taken out. */
function visibleAnswer(html: string, email: string) {
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return main.replaceAll(email, '{email}').replace(/nonce="[^"]*"/g, '');
}

async function postForm(path: string, fields: Record<string, string>) {
  const started = performance.now();
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  return { status: response.status, html: await response.text(), ms: performance.now() - started };
}

describe('answers that never tell who has an account', () => {
  const form = (email: string, username: string) => ({
    name: 'Sam Renter',
    email,
    username,
    password: 'maple syrup on pancakes',
    phone: '5065550142',
    role: 'customer',
    terms: 'on',
  });

  it('create account: the same status, screen and about the same time for an address with an account and a new one', async () => {
    const holder = await createSignedInUser(server.app.services, { role: 'customer' });
    const taken = await postForm('/create-account', form(holder.user.email, 'sam_one'));
    const fresh = await postForm('/create-account', form('brand.new@example.com', 'sam_two'));
    expect(taken.status).toBe(fresh.status);
    expect(taken.status).toBe(200);
    expect(visibleAnswer(taken.html, holder.user.email)).toBe(
      visibleAnswer(fresh.html, 'brand.new@example.com'),
    );
    expect(taken.html).toContain('Check your e-mail');
    expect(taken.ms).toBeGreaterThan(fresh.ms / 4);
    expect(fresh.ms).toBeGreaterThan(taken.ms / 4);
    // The difference goes to the address's owner only.
    const told = await mailFor(holder.user.email, /^Your Moncton Homes account$/);
    expect(told.text).toContain('you already have one with Moncton Homes');
    await mailFor('brand.new@example.com', /^Verify your e-mail address/);
  });

  it('forgot password: the same answer for an address with an account and one without', async () => {
    const holder = await createSignedInUser(server.app.services, { role: 'customer' });
    const known = await postForm('/forgot-password', { email: holder.user.email });
    const unknown = await postForm('/forgot-password', { email: 'nobody.at.all@example.com' });
    expect(known.status).toBe(unknown.status);
    expect(visibleAnswer(known.html, holder.user.email)).toBe(
      visibleAnswer(unknown.html, 'nobody.at.all@example.com'),
    );
  });

  it('says when to try again once an address asked too often, decided in the database', async () => {
    const email = 'too.often@example.com';
    for (let i = 0; i < 3; i++) expect((await postForm('/forgot-password', { email })).status).toBe(200);
    const refused = await fetch(`${server.url}/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
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
  type Entry = { path?: string; file: string; children?: Entry[] };
  const flatten = (entries: Entry[]): Entry[] => entries.flatMap((e) => [e, ...flatten(e.children ?? [])]);
  // Every admin page of app/routes.ts, whatever is added later, and the edit form.
  const adminPages = [
    ...flatten(routeConfig as Entry[])
      .map((entry) => entry.path)
      .filter((path): path is string => Boolean(path?.startsWith('propertyadmin')))
      .map((path) => `/${path}`),
  ];
  let holder: SignedInUser;
  let propertyId: string;

  beforeAll(async () => {
    holder = await createSignedInUser(server.app.services, { role: 'agent' });
    propertyId = await createProperty(
      { db: server.database.db, storage: server.storage },
      { name: 'Harbour View Flat', isVerified: true },
    );
  });

  it('finds the admin pages to check', () => {
    expect(adminPages).toContain('/propertyadmin');
    expect(adminPages.length).toBeGreaterThanOrEqual(5);
  });

  it('answers the 403 page to every admin page and form post, and to the edit form', async () => {
    const pages = [...adminPages, `/submit-property?id=${propertyId}`];
    for (const path of pages) {
      const response = await fetch(`${server.url}${path}`, { headers: { cookie: holder.cookie } });
      const html = await response.text();
      expect(response.status, path).toBe(403);
      expect(html, path).toContain('Access denied');
      const post = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: {
          cookie: holder.cookie,
          origin: server.url,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ csrf: holder.csrfToken, intent: 'status', id: propertyId }).toString(),
        redirect: 'manual',
      });
      expect(post.status, `POST ${path}`).toBe(403);
    }
  });

  it('shows an account holder neither the Admin link nor Edit Property', async () => {
    for (const path of ['/', `/single-property-1/${propertyId}`]) {
      const html = await (await fetch(`${server.url}${path}`, { headers: { cookie: holder.cookie } })).text();
      expect(html, path).toContain('Logout');
      expect(html, path).not.toContain('href="/propertyadmin"');
      expect(html, path).not.toContain(`/submit-property?id=${propertyId}`);
    }
  });
});
