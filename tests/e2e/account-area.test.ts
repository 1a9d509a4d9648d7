// The account area as an account holder meets it (issue 17): sent to sign in and back, the sidebar,
// bookmarks that merge at sign-in and follow the account to another browser (removing works in
// both, with and without JavaScript), page views counted even when the page comes from the cache
// (robots not), editing and withdrawing a submission awaiting review, asking for a change to a
// listed one, the submit dashboard prefilled from the profile, and a new e-mail address that waits
// for its link. Markup, axe and widths of these pages: the whole-route walk (markup.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, waitForHydration } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { createSignedInUser, createTestUser } from '../support/auth.ts';
import { emailOutbox, users } from '../../server/db/schema.ts';

const PERSON =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36';
const ROBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let owner: { id: string; email: string; password: string };
const ids: Record<string, string> = {};
/** The account holder's first browser, signed in through the form (after saving a property signed out). */
let laptop: { context: BrowserContext; page: Page; errors: string[] };

const e2e = setUpServerAndBrowser();

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  const created = await createTestUser(e2e.server.app.services, {
    role: 'customer',
    email: 'olive@example.com',
  });
  owner = { id: created.user.id, email: created.user.email, password: created.password };
  const base = Date.UTC(2026, 8, 1);
  ids.listed = await createProperty(
    deps,
    { name: 'Harbour View Flat', customerEmail: 'Olive@Example.com', createdAt: new Date(base + 3000) },
    { images: 1 },
  );
  ids.review = await createProperty(
    deps,
    {
      name: 'Maple Street Duplex',
      customerEmail: 'olive@example.com',
      isVerified: false,
      createdAt: new Date(base + 2000),
    },
    { images: 1 },
  );
  ids.loft = await createProperty(deps, {
    name: 'Queen Street Loft',
    customerEmail: 'olive@example.com',
    isVerified: false,
    createdAt: new Date(base + 1500),
  });
  ids.other = await createProperty(
    deps,
    { name: 'Dieppe Bungalow', listingType: 'sale', price: 299000, createdAt: new Date(base + 1000) },
    { images: 1 },
  );
});

afterAll(async () => {
  await laptop?.context.close();
});

async function newBrowser(
  options: { userAgent?: string; javaScriptEnabled?: boolean; signedIn?: boolean } = {},
) {
  const context = await e2e.browser.newContext({
    userAgent: options.userAgent ?? PERSON,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    viewport: { width: 1366, height: 900 },
  });
  if (options.signedIn) {
    const session = await e2e.server.app.services.auth.createSessionFor(owner.id);
    const [name, value] = session.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: e2e.server.url, httpOnly: true, sameSite: 'Lax' }]);
  }
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

async function open(page: Page, path: string, { isScripted = true } = {}) {
  await page.goto(e2e.server.url + path);
  if (isScripted) await waitForHydration(page);
}

const bookmarkNames = (page: Page) => page.locator('.bookmark-card__title').allTextContents();

/** The dashboard's page views of a property, as its table shows them. */
async function viewsOf(page: Page, name: string): Promise<number> {
  // The table is the server's: no need to wait for the page's scripts.
  await open(page, '/dashboard', { isScripted: false });
  const row = page.getByRole('row', { name: new RegExp(name) });
  return Number(await row.locator('td').nth(1).textContent());
}

describe('signing in to the account area', () => {
  it('sends a signed-out visitor to sign in and back; the browser’s saved property joins the account', async () => {
    laptop = await newBrowser();
    const { page } = laptop;
    // Saved while signed out: kept in the browser, as before accounts.
    await open(page, `/single-property-1/${ids.other}`);
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await page.getByText('Dieppe Bungalow saved.').waitFor();

    await page.goto(`${e2e.server.url}/dashboard`);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/dashboard');
    await waitForHydration(page);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(owner.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${e2e.server.url}/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // Real figures: the two submissions made with the account's address, one in each state.
    const figures = page.getByRole('region', { name: 'Your figures' });
    await figures.getByRole('link', { name: '2 Awaiting review' }).waitFor();
    await figures.getByRole('link', { name: '1 Public' }).waitFor();
    await figures.getByRole('link', { name: '0 Archived' }).waitFor();
    // The saved property merged into the account's bookmarks on this first page after signing in.
    await expect
      .poll(async () => (await e2e.server.app.services.accounts.bookmarks.list(owner.id)).length)
      .toBe(1);
    await open(page, '/bookmark-list');
    expect(await bookmarkNames(page)).toEqual(['Dieppe Bungalow']);
  });

  it('opens and closes the sidebar on a phone, where it starts closed; beside the page on a laptop', async () => {
    const { page } = laptop;
    const link = page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Profile' });
    expect(await link.isVisible()).toBe(true);
    await page.setViewportSize({ width: 390, height: 800 });
    await link.waitFor({ state: 'hidden' });
    await page.getByText('Account menu').click();
    await link.waitFor({ state: 'visible' });
    await page.getByText('Account menu').click();
    await link.waitFor({ state: 'hidden' });
    await page.setViewportSize({ width: 1366, height: 900 });
    await link.waitFor({ state: 'visible' });
  });

  it('lets an admin use the account pages too', async () => {
    const admin = await createSignedInUser(e2e.server.app.services);
    for (const path of [
      '/dashboard',
      '/my-profile',
      '/bookmark-list',
      '/my-property',
      '/submit-property-dashboard',
    ]) {
      const response = await fetch(e2e.server.url + path, {
        headers: { cookie: admin.cookie },
        redirect: 'manual',
      });
      expect(response.status, path).toBe(200);
    }
  });
});

describe('bookmarks on two browsers', () => {
  it('follow the account to another browser; one saved there shows here; removing works in both, without JavaScript too', async () => {
    const phone = await newBrowser({ signedIn: true });
    await open(phone.page, '/bookmark-list');
    expect(await bookmarkNames(phone.page)).toEqual(['Dieppe Bungalow']);
    await open(phone.page, `/single-property-1/${ids.listed}`);
    await phone.page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await phone.page.getByText('Harbour View Flat saved.').waitFor();
    await expect
      .poll(async () => (await e2e.server.app.services.accounts.bookmarks.list(owner.id)).length)
      .toBe(2);

    await open(laptop.page, '/bookmark-list');
    expect((await bookmarkNames(laptop.page)).sort()).toEqual(['Dieppe Bungalow', 'Harbour View Flat']);

    // A third browser without JavaScript removes one with the page's form.
    const plain = await newBrowser({ signedIn: true, javaScriptEnabled: false });
    await open(plain.page, '/bookmark-list', { isScripted: false });
    await plain.page.getByRole('button', { name: 'Remove Dieppe Bungalow from your bookmarks' }).click();
    await plain.page.getByText('Dieppe Bungalow was removed from your bookmarks.').waitFor();
    expect(await bookmarkNames(plain.page)).toEqual(['Harbour View Flat']);
    await plain.context.close();

    // The other browsers follow, the header's saved list included.
    await open(phone.page, '/bookmark-list');
    expect(await bookmarkNames(phone.page)).toEqual(['Harbour View Flat']);
    await expect
      .poll(() =>
        phone.page.evaluate(() => JSON.parse(localStorage.getItem('shortlist:v1') ?? '{}').saved?.length),
      )
      .toBe(1);
    // Removing on this page with JavaScript: gone from the server and from this browser's list.
    await phone.page.getByRole('button', { name: 'Remove Harbour View Flat from your bookmarks' }).click();
    await phone.page.getByText('No saved properties yet.').waitFor();
    expect(
      await phone.page.evaluate(() => JSON.parse(localStorage.getItem('shortlist:v1') ?? '{}').saved),
    ).toEqual([]);
    expect(phone.errors).toEqual([]);
    await phone.context.close();
  });
});

describe('a Save while the browser’s list merges at sign-in', () => {
  it('is kept, on the server and in the browser, however long the merge takes', async () => {
    const { user } = await createTestUser(e2e.server.app.services, { role: 'customer' });
    const visitor = await newBrowser();
    const { page, context } = visitor;
    await open(page, `/single-property-1/${ids.other}`);
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await page.getByText('Dieppe Bungalow saved.').waitFor();

    // The merge after signing in is held until the second Save was made.
    let mergeSeen!: () => void;
    const seen = new Promise<void>((resolve) => (mergeSeen = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await context.route('**/api/account/bookmarks/merge', async (route) => {
      mergeSeen();
      await released;
      await route.continue();
    });
    const session = await e2e.server.app.services.auth.createSessionFor(user.id);
    const [name, value] = session.cookie.split('=') as [string, string];
    await context.addCookies([{ name, value, url: e2e.server.url, httpOnly: true, sameSite: 'Lax' }]);
    await open(page, `/single-property-1/${ids.listed}`);
    await seen;
    await page.getByRole('button', { name: 'Save', exact: true }).first().click();
    await page.getByText('Harbour View Flat saved.').waitFor();
    release();

    const names = async () =>
      (await e2e.server.app.services.accounts.bookmarks.list(user.id)).map((p) => p.name).sort();
    await expect.poll(names).toEqual(['Dieppe Bungalow', 'Harbour View Flat']);
    await open(page, '/bookmark-list');
    expect((await bookmarkNames(page)).sort()).toEqual(['Dieppe Bungalow', 'Harbour View Flat']);
    expect(
      await page.evaluate(() =>
        (JSON.parse(localStorage.getItem('shortlist:v1') ?? '{}').saved as { name: string }[])
          .map((item) => item.name)
          .sort(),
      ),
    ).toEqual(['Dieppe Bungalow', 'Harbour View Flat']);
    await context.close();
  });
});

describe('page views', () => {
  it('count each visit of a property’s page, also when the page cache answers, and leave out robots', async () => {
    const before = await viewsOf(laptop.page, 'Harbour View Flat');
    const visitor = await newBrowser();
    await visitor.page.goto(`${e2e.server.url}/single-property-1/${ids.listed}`);
    await visitor.page.goto(`${e2e.server.url}/single-property-3/${ids.listed}`);
    await visitor.page.goto(`${e2e.server.url}/single-property-1/${ids.listed}`);
    await visitor.context.close();
    const robot = await newBrowser({ userAgent: ROBOT });
    await robot.page.goto(`${e2e.server.url}/single-property-1/${ids.listed}`);
    await robot.context.close();
    await expect.poll(() => viewsOf(laptop.page, 'Harbour View Flat'), { timeout: 10_000 }).toBe(before + 3);
  });
});

describe('my properties', () => {
  it('edits a submission awaiting review, which stays in review', async () => {
    const { page } = laptop;
    await open(page, '/my-property');
    const card = page.getByRole('listitem').filter({ hasText: 'Maple Street Duplex' });
    await card.getByText('Awaiting review').waitFor();
    await card.getByRole('link', { name: 'Edit Maple Street Duplex' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit your submission' }).waitFor();
    await waitForHydration(page);
    // The owner sees the photo of the property that is not public yet.
    const photo = page.locator('.submit-form img').first();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByLabel('Property Title').fill('Maple Street Duplex, renovated');
    await page.getByRole('button', { name: 'Submit & Preview' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Updated!' });
    await dialog.waitFor();
    await dialog.getByRole('link', { name: 'My Properties' }).click();
    const renamed = page.getByRole('listitem').filter({ hasText: 'Maple Street Duplex, renovated' });
    await renamed.getByText('Awaiting review').waitFor();
  });

  it('withdraws it after asking, and a listed one offers to ask the office for a change', async () => {
    const { page } = laptop;
    // The site's dialog asks first (not the browser's confirm()); Cancel keeps the property.
    const ask = async () => {
      await page.getByRole('button', { name: 'Withdraw Maple Street Duplex, renovated' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Withdraw Property?' });
      await dialog
        .getByText('Maple Street Duplex, renovated leaves the review queue and will not be published.')
        .waitFor();
      return dialog;
    };
    await (await ask()).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    expect(
      await page
        .getByRole('listitem')
        .filter({ hasText: 'Maple Street Duplex' })
        .getByText('Awaiting review')
        .count(),
    ).toBe(1);
    await (await ask()).getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page.getByText('Maple Street Duplex, renovated was withdrawn. It will not be published.').waitFor();
    const card = page.getByRole('listitem').filter({ hasText: 'Maple Street Duplex, renovated' });
    await card.getByText('Archived').waitFor();
    expect(await card.getByRole('button').count()).toBe(0);

    // Without JavaScript the same question stands in the card, and its form withdraws.
    const plain = await newBrowser({ signedIn: true, javaScriptEnabled: false });
    await open(plain.page, '/my-property', { isScripted: false });
    await plain.page.getByRole('button', { name: 'Withdraw Queen Street Loft' }).click();
    await plain.page.waitForURL(`**/my-property?withdraw=${ids.loft}`);
    const question = plain.page.getByRole('group', { name: 'Withdraw Property?' });
    await question
      .getByText('Queen Street Loft leaves the review queue and will not be published.')
      .waitFor();
    await question.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await plain.page.getByText('Queen Street Loft was withdrawn. It will not be published.').waitFor();
    await plain.context.close();

    const listed = page.getByRole('listitem').filter({ hasText: 'Harbour View Flat' });
    expect(await listed.getByRole('link', { name: /Edit/ }).count()).toBe(0);
    await listed.getByRole('link', { name: 'Ask us to change it: Harbour View Flat' }).click();
    await page.waitForURL(/\/contact\?/);
    await waitForHydration(page);
    expect(await page.getByLabel('Subject').inputValue()).toBe('Change to my listing: Harbour View Flat');
    expect(await page.getByLabel(/Message/).inputValue()).toContain(ids.listed!);
  });
});

describe('the profile and the submit dashboard', () => {
  it('saves the profile, and the submit dashboard welcomes the person with their contact details filled in', async () => {
    const { page } = laptop;
    await open(page, '/my-profile');
    await page.getByLabel('Name').fill('Olive Owner');
    await page.getByLabel('City').fill('Moncton');
    await page.getByLabel('Province').selectOption('New Brunswick');
    await page.getByLabel('Postal Code').fill('e1c4b5');
    await page.getByLabel('Phone').fill('(506) 555-0123');
    await page.getByLabel('Facebook').fill('facebook.com/olive');
    await page.getByLabel('Facebook').blur();
    await page.getByText('Please enter a full address starting with https://.').waitFor();
    await page.getByLabel('Facebook').fill('https://facebook.com/olive');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Your profile is saved.').waitFor();
    expect(await page.getByLabel('Postal Code').inputValue()).toBe('E1C 4B5');

    await open(page, '/submit-property-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Welcome, Olive Owner!' }).waitFor();
    await page
      .getByRole('region', { name: 'Your listing package' })
      .getByRole('link', { name: 'See the packages' })
      .waitFor();
    const contact = page.getByRole('region', { name: 'Contact Information' });
    expect(await contact.getByLabel('Email').inputValue()).toBe('olive@example.com');
    expect(await contact.getByLabel(/Phone/).inputValue()).toContain('5065550123'.slice(0, 3));
  });

  it('keeps the e-mail address until the link sent to the new one is used', async () => {
    const { page } = laptop;
    await open(page, '/my-profile');
    await page.getByLabel('Email').fill('olive.new@example.com');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(/We sent a link to olive\.new@example\.com/).waitFor();
    expect(await page.getByLabel('Email').inputValue()).toBe('olive@example.com');

    const [mail] = await e2e.server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'olive.new@example.com'))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    const link = /https?:\/\/\S+\/confirm-email\?token=\S+/.exec(mail?.textBody ?? '')?.[0];
    expect(link).toBeDefined();
    await open(page, new URL(link!).pathname + new URL(link!).search);
    await page.getByRole('button', { name: 'Confirm New Address' }).click();
    await page.getByText('Your e-mail address is now olive.new@example.com.').waitFor();
    const [user] = await e2e.server.database.db.select().from(users).where(eq(users.id, owner.id));
    expect(user?.email).toBe('olive.new@example.com');
    // Other hosts (map tiles, video thumbnails on the pages visited) are out of reach in the test.
    expect(laptop.errors.filter((e) => !e.includes('net::ERR_NAME_NOT_RESOLVED'))).toEqual([]);
  });
});
