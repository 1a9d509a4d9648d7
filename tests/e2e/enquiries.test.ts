import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import type { BrowserContext, Locator } from 'playwright-core';
import { emailOutbox, enquiries, rateLimitCounters } from '../../server/db/schema.ts';
import { collectPageErrors, stubMapTiles, waitForHydration } from '../support/browser.ts';
import { startTestServer } from '../support/test-server.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

const ids: Record<string, string> = {};

const HARBOUR = { name: 'Harbour View Apartment', address: '12 Harbour Lane, Moncton, NB E1C 4A1' };
const BIRCH = { name: 'Birch Street Duplex', address: '48 Birch Street, Dieppe, NB E1A 2B3' };

const e2e = setUpServerAndBrowser({
  config: {
    ENQUIRY_RATE_LIMIT: '1000',
    SITE_NAME: 'Tidewater Homes',
    SITE_STREET_ADDRESS: '500 Main Street, Moncton, NB E1C 1B9',
    SITE_PHONE: '(506) 555-0142',
    SITE_EMAIL: 'office@tidewater.example',
    SITE_FACEBOOK_URL: 'https://www.facebook.com/tidewater',
    SITE_YOUTUBE_URL: 'https://www.youtube.com/@tidewater',
    SITE_INSTAGRAM_URL: 'https://www.instagram.com/tidewater',
    SITE_WHATSAPP_URL: 'https://wa.me/15065550142',
  },
});

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  const base = Date.UTC(2026, 9, 1);
  ids.harbour = await createProperty(deps, { ...HARBOUR, createdAt: new Date(base + 2000) });
  ids.birch = await createProperty(deps, { ...BIRCH, city: 'Dieppe', createdAt: new Date(base + 1000) });
});

async function open(
  path: string,
  options: { javaScriptEnabled?: boolean; prepare?: (context: BrowserContext) => Promise<unknown> } = {},
) {
  const context = await e2e.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
  await stubMapTiles(context);
  await options.prepare?.(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(e2e.server.url + path, { waitUntil: 'load' });
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, errors, close: () => context.close() };
}

async function storedEnquiries() {
  return e2e.server.database.db.select().from(enquiries).orderBy(asc(enquiries.createdAt));
}

async function outboxOf(enquiryId: string) {
  return e2e.server.database.db.select().from(emailOutbox).where(eq(emailOutbox.enquiryId, enquiryId));
}

/** The texts of the field errors currently shown inside `scope`. */
async function visibleErrors(scope: Locator): Promise<string[]> {
  return (await scope.locator('.field__error').allTextContents()).map((t) => t.trim());
}

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

const isEnquiryPost = (url: string, method: string) =>
  method === 'POST' && new URL(url).pathname.startsWith('/enquiry');

describe('Book Showing modal on a listing card', () => {
  it('loads its form code on first open only, validates with the spec messages, sends, says Success! and clears', async () => {
    const { page, errors, close } = await open('/list-layout-new-3');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });
    const card = page.getByRole('article', { name: HARBOUR.address });
    const opener = card.getByRole('button', { name: 'Book Showing' });
    expect(scripts.filter((s) => s.includes('book-showing'))).toEqual([]);

    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Book Showing' });
    await dialog.getByLabel(/^Name/).waitFor();
    expect(scripts.some((s) => s.includes('book-showing-form'))).toBe(true);
    expect(await dialog.getByText(HARBOUR.address).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, { include: 'dialog[open]' });

    // Nothing filled in: every required field says so, and nothing is sent.
    let posts = 0;
    page.on('request', (request) => {
      if (isEnquiryPost(request.url(), request.method())) posts += 1;
    });
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => visibleErrors(dialog))
      .toEqual([
        'Name is required.',
        'Email is required.',
        'Phone number is required.',
        'You must consent to the terms.',
      ]);
    expect(await descriptionOf(dialog.getByLabel(/^Name/))).toBe('Name is required.');
    expect(await dialog.getByLabel(/^Name/).getAttribute('aria-invalid')).toBe('true');

    // Only digits are kept, at most 15 characters; the e-mail must look like one.
    const phone = dialog.getByLabel(/^Phone/);
    await phone.pressSequentially('(506) 555-01');
    expect(await phone.inputValue()).toBe('50655501');
    await dialog.getByLabel(/^Email/).fill('jane@');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => visibleErrors(dialog))
      .toEqual([
        'Name is required.',
        'Please enter a valid email address.',
        'Please enter a valid phone number (at least 10 digits).',
        'You must consent to the terms.',
      ]);
    await phone.fill('');
    await phone.pressSequentially('50655501239999999999');
    expect(await phone.inputValue()).toBe('506555012399999');
    expect(posts).toBe(0);

    await dialog.getByLabel(/^Name/).fill('Jane Tenant');
    await dialog.getByLabel(/^Email/).fill('jane@example.com');
    await phone.fill('5065550123');
    await dialog.getByLabel(/^I consent/).check();
    await dialog.getByRole('button', { name: 'Send Message' }).click();

    const success = page.getByRole('alertdialog', { name: 'Success!' });
    await success.waitFor();
    expect(await success.getByText('Your message has been sent successfully.').isVisible()).toBe(true);
    expect(await dialog.isVisible()).toBe(false);
    await success.getByRole('button', { name: 'OK' }).click();
    await success.waitFor({ state: 'hidden' });
    // Focus is back on the button that opened the modal.
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);

    const [stored] = await storedEnquiries();
    expect(stored).toMatchObject({
      kind: 'showing',
      propertyId: ids.harbour,
      name: 'Jane Tenant',
      email: 'jane@example.com',
      phone: '5065550123',
      message: `Hello, I am interested in ${HARBOUR.name} at ${HARBOUR.address} and would like to book a showing.`,
    });
    expect(await outboxOf(stored!.id)).toHaveLength(2);

    // Opened again: the form is empty.
    await opener.click();
    await dialog.getByLabel(/^Name/).waitFor();
    expect(await dialog.getByLabel(/^Name/).inputValue()).toBe('');
    expect(await dialog.getByLabel(/^I consent/).isChecked()).toBe(false);
    // Escape closes it and gives focus back.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it("says 'Error!' when the message cannot be sent, and keeps what was typed", async () => {
    const { page, close } = await open('/list-layout-new-3');
    await page.route(
      (url) => url.pathname.startsWith('/enquiry'),
      (route) => (route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue()),
    );
    await page
      .getByRole('article', { name: BIRCH.address })
      .getByRole('button', { name: 'Book Showing' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Book Showing' });
    await dialog.getByLabel(/^Name/).fill('Sam Renter');
    await dialog.getByLabel(/^Email/).fill('sam@example.com');
    await dialog.getByLabel(/^Phone/).fill('5065550199');
    await dialog.getByLabel(/^Message/).fill('Weekend please.');
    await dialog.getByLabel(/^I consent/).check();
    await dialog.getByRole('button', { name: 'Send Message' }).click();

    const failure = page.getByRole('alertdialog', { name: 'Error!' });
    await failure.waitFor();
    expect(await failure.getByText('Failed to send the message. Please try again.').isVisible()).toBe(true);
    await failure.getByRole('button', { name: 'OK' }).click();
    await failure.waitFor({ state: 'hidden' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel(/^Name/).inputValue()).toBe('Sam Renter');
    expect(await dialog.getByLabel(/^Message/).inputValue()).toBe('Weekend please.');
    expect((await storedEnquiries()).some((e) => e.name === 'Sam Renter')).toBe(false);
    await close();
  });
});

describe('the detail page sidebar form', () => {
  it('validates, shows the employer field only when employed, sends, says Success! and clears', async () => {
    const { page, errors, close } = await open(`/single-property-1/${ids.birch}`);
    const form = page.getByRole('region', { name: 'Contact us about this property' });
    const send = form.getByRole('button', { name: 'Send Message' });
    await expectNoSeriousA11yViolations(page, { include: '.property-detail__sidebar' });

    await send.click();
    await expect
      .poll(() => visibleErrors(form))
      .toEqual([
        'Name is required.',
        'Email is required.',
        'Phone number is required.',
        'You must consent to the terms.',
      ]);
    await form.getByLabel(/^Email/).fill('not-an-email');
    await form.getByLabel(/^Phone/).pressSequentially('506-555');
    expect(await form.getByLabel(/^Phone/).inputValue()).toBe('506555');
    await send.click();
    await expect.poll(() => visibleErrors(form)).toContain('Please enter a valid email address.');
    expect(await visibleErrors(form)).toContain('Please enter a valid phone number (at least 10 digits).');

    const employer = form.getByLabel('Employer name');
    const employed = form.getByRole('group', { name: 'Are you employed?' });
    expect(await employer.isVisible()).toBe(false);
    await employed.getByLabel('Yes').check();
    expect(await employer.isVisible()).toBe(true);
    await employed.getByLabel('No').check();
    expect(await employer.isVisible()).toBe(false);
    await employed.getByLabel('Yes').check();

    await form.getByLabel(/^Name/).fill('Priya Patel');
    await form.getByLabel(/^Email/).fill('priya@example.com');
    await form.getByLabel(/^Phone/).fill('5065550111');
    await form.getByRole('group', { name: 'Do you have pets?' }).getByLabel('Yes').check();
    await employer.fill('Atlantic Bakery');
    await form.getByLabel(/^I consent/).check();
    await send.click();

    const success = page.getByRole('alertdialog', { name: 'Success!' });
    await success.waitFor();
    expect(await success.getByText('Your message has been sent successfully.').isVisible()).toBe(true);
    await success.getByRole('button', { name: 'OK' }).click();
    expect(await form.getByLabel(/^Name/).inputValue()).toBe('');
    expect(await employer.isVisible()).toBe(false);

    const stored = (await storedEnquiries()).find((e) => e.name === 'Priya Patel');
    expect(stored).toMatchObject({
      kind: 'property',
      propertyId: ids.birch,
      message: `Hello, I am interested in ${BIRCH.name}. Please contact me with more details.`,
      details: { pets: 'Yes', isWorking: 'Yes', employerDetails: 'Atlantic Bakery' },
    });
    expect(errors).toEqual([]);
    await close();
  });

  it('is checked by the server, with the same messages, while its browser-side checks are not loaded', async () => {
    // The checks arrive after the page; here they never do.
    const { page, close } = await open(`/single-property-1/${ids.birch}`, {
      prepare: (context) => context.route('**/assets/enquiry-validation-*.js', (route) => route.abort()),
    });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (isEnquiryPost(request.url(), request.method())) posts.push(request.url());
    });
    const before = (await storedEnquiries()).length;
    const form = page.getByRole('region', { name: 'Contact us about this property' });
    await form.getByLabel(/^Email/).fill('not-an-email');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => visibleErrors(form))
      .toEqual([
        'Name is required.',
        'Please enter a valid email address.',
        'Phone number is required.',
        'You must consent to the terms.',
      ]);
    expect(posts).toHaveLength(1);
    expect(await form.getByLabel(/^Email/).inputValue()).toBe('not-an-email');
    expect(await storedEnquiries()).toHaveLength(before);
    await close();
  });

  it("sends employerDetails 'N/A' when not employed, whatever the hidden field holds", async () => {
    const { page, close } = await open(`/single-property-1/${ids.harbour}`);
    const form = page.getByRole('region', { name: 'Contact us about this property' });
    const employed = form.getByRole('group', { name: 'Are you employed?' });
    await employed.getByLabel('Yes').check();
    await form.getByLabel('Employer name').fill('Left Behind Ltd');
    await employed.getByLabel('No').check();
    await form.getByLabel(/^Name/).fill('Noah No-Job');
    await form.getByLabel(/^Email/).fill('noah@example.com');
    await form.getByLabel(/^Phone/).fill('5065550112');
    await form.getByLabel(/^Message/).fill('Is the basement finished?');
    await form.getByLabel(/^I consent/).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('alertdialog', { name: 'Success!' }).waitFor();
    const stored = (await storedEnquiries()).find((e) => e.name === 'Noah No-Job');
    expect(stored).toMatchObject({
      message: 'Is the basement finished?',
      details: { pets: 'No', isWorking: 'No', employerDetails: 'N/A' },
    });
    await close();
  });

  it("says 'Please Wait' when sent while the next property's details are still loading", async () => {
    const { page, close } = await open(`/single-property-1/${ids.harbour}`);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith(`/single-property-1/${ids.birch}`),
      async (route) => {
        await held;
        await route.continue();
      },
    );
    // A client-side navigation to the other property (as a link to it would do); its data is held back.
    await page.evaluate((id) => {
      const router = (window as unknown as { __reactRouterDataRouter: { navigate(to: string): unknown } })
        .__reactRouterDataRouter;
      void router.navigate(`/single-property-1/${id}`);
    }, ids.birch);
    // The loading overlay ('Loading property details...') stops the pointer, not the keyboard.
    const form = page.getByRole('region', { name: 'Contact us about this property' });
    await page.getByText('Loading property details...').waitFor();
    await form.getByLabel(/^Email/).fill('early@example.com');
    await form.getByLabel(/^Phone/).fill('5065550113');
    await form.getByLabel(/^I consent/).focus();
    await page.keyboard.press('Space');
    await form.getByLabel(/^Name/).fill('Early Bird');
    await form.getByLabel(/^Name/).press('Enter');

    const wait = page.getByRole('alertdialog', { name: 'Please Wait' });
    await wait.waitFor();
    expect(
      await wait.getByText('Property details are still loading. Please try again in a moment.').isVisible(),
    ).toBe(true);
    await wait.getByRole('button', { name: 'OK' }).click();
    expect((await storedEnquiries()).some((e) => e.name === 'Early Bird')).toBe(false);

    release();
    await page.waitForURL(`**/single-property-1/${ids.birch}`);
    await page.getByRole('heading', { level: 1, name: BIRCH.name }).waitFor();
    await close();
  });
});

describe('the contact page', () => {
  it('shows the company details from the configuration and prefills subject and message from the URL', async () => {
    const subject = 'Standard plan';
    const message = 'I would like the Standard management plan for my duplex.';
    const { page, errors, close } = await open(
      `/contact?subject=${encodeURIComponent(subject)}&message=${encodeURIComponent(message)}`,
    );
    expect(await page.getByRole('heading', { level: 1, name: 'Contact Us' }).isVisible()).toBe(true);
    expect(await page.getByLabel(/^Subject/).inputValue()).toBe(subject);
    expect(await page.getByLabel(/^Message/).inputValue()).toBe(message);
    const details = page.getByRole('region', { name: 'Our office' });
    expect(await details.getByText('500 Main Street, Moncton, NB E1C 1B9').isVisible()).toBe(true);
    expect(await details.getByRole('link', { name: 'office@tidewater.example' }).getAttribute('href')).toBe(
      'mailto:office@tidewater.example',
    );
    expect(await details.getByRole('link', { name: '(506) 555-0142' }).getAttribute('href')).toBe(
      'tel:5065550142',
    );
    for (const network of ['Facebook', 'YouTube', 'Instagram', 'WhatsApp']) {
      expect(await details.getByRole('link', { name: network }).isVisible()).toBe(true);
    }
    await expectNoSeriousA11yViolations(page, { include: '.contact-page' });
    expect(errors).toEqual([]);
    await close();
  });

  it('validates on submit with each error under its field, and sends nothing until all are fixed', async () => {
    const { page, close } = await open('/contact');
    let posts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST') posts += 1;
    });
    const form = page.locator('form.contact-form');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => visibleErrors(form))
      .toEqual([
        'Your name is required.',
        'Email is required.',
        'Phone number is required.',
        'A subject is required.',
        'A message is required.',
      ]);
    expect(await descriptionOf(page.getByLabel(/^Subject/))).toBe('A subject is required.');
    await page.getByLabel(/^Email/).fill('someone@');
    await page.getByLabel(/^Phone/).pressSequentially('phone: 506 555');
    expect(await page.getByLabel(/^Phone/).inputValue()).toBe('506555');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => visibleErrors(form))
      .toEqual([
        'Your name is required.',
        'Please enter a valid email address.',
        'Please enter a valid phone number (at least 10 digits).',
        'A subject is required.',
        'A message is required.',
      ]);
    await page.getByLabel(/^Phone/).pressSequentially('0123456789012345');
    expect(await page.getByLabel(/^Phone/).inputValue()).toHaveLength(15);
    expect(posts).toBe(0);
    await close();
  });

  it("shows 'Sending...' with a spinner, then 'Thank You!', and confirming goes home", async () => {
    const { page, close } = await open('/contact');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/contact'),
      async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      },
    );
    await page.getByLabel(/^Your name/).fill('Olivia Owner');
    await page.getByLabel(/^Email/).fill('olivia@example.com');
    await page.getByLabel(/^Phone/).fill('5065550177');
    await page.getByLabel(/^Subject/).fill('Tenant placement');
    await page.getByLabel(/^Message/).fill('Can you find a tenant for my condo?');
    await page.getByRole('button', { name: 'Send Message' }).click();

    const sending = page.getByRole('button', { name: 'Sending...' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    expect(await sending.locator('.enquiry-spinner').isVisible()).toBe(true);
    release();

    const thanks = page.getByRole('alertdialog', { name: 'Thank You!' });
    await thanks.waitFor();
    expect(await thanks.getByText('Your message has been sent successfully.').isVisible()).toBe(true);
    const stored = (await storedEnquiries()).find((e) => e.name === 'Olivia Owner');
    expect(stored).toMatchObject({ kind: 'general', propertyId: null, subject: 'Tenant placement' });
    expect(await outboxOf(stored!.id)).toHaveLength(2);
    await thanks.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL(`${e2e.server.url}/`);
    await close();
  });

  it("says 'Error!' with OK when sending fails, and keeps what was typed", async () => {
    const { page, close } = await open('/contact');
    await page.route(
      (url) => url.pathname.startsWith('/contact'),
      (route) =>
        route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'down' }) : route.continue(),
    );
    await page.getByLabel(/^Your name/).fill('Failing Fred');
    await page.getByLabel(/^Email/).fill('fred@example.com');
    await page.getByLabel(/^Phone/).fill('5065550188');
    await page.getByLabel(/^Subject/).fill('Hello');
    await page.getByLabel(/^Message/).fill('Anyone there?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const failure = page.getByRole('alertdialog', { name: 'Error!' });
    await failure.waitFor();
    expect(await failure.getByText('Failed to send message. Please try again later.').isVisible()).toBe(true);
    await failure.getByRole('button', { name: 'OK' }).click();
    await failure.waitFor({ state: 'hidden' });
    expect(page.url()).toBe(`${e2e.server.url}/contact`);
    expect(await page.getByLabel(/^Your name/).inputValue()).toBe('Failing Fred');
    expect(await page.getByLabel(/^Message/).inputValue()).toBe('Anyone there?');
    await close();
  });
});

describe('without JavaScript', () => {
  it('the contact form posts to the server, which renders the errors, then the thanks', async () => {
    const { page, close } = await open('/contact', { javaScriptEnabled: false });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const form = page.locator('form.contact-form');
    await expect
      .poll(() => visibleErrors(form))
      .toEqual([
        'Your name is required.',
        'Email is required.',
        'Phone number is required.',
        'A subject is required.',
        'A message is required.',
      ]);
    await page.getByLabel(/^Your name/).fill('Nora NoScript');
    await page.getByLabel(/^Email/).fill('nora@example.com');
    await page.getByLabel(/^Phone/).fill('(506) 555-0166');
    await page.getByLabel(/^Subject/).fill('Plain HTML');
    await page.getByLabel(/^Message/).fill('Sent without JavaScript.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    expect(await page.getByText('Your message has been sent successfully.').isVisible()).toBe(true);
    const stored = (await storedEnquiries()).find((e) => e.name === 'Nora NoScript');
    expect(stored).toMatchObject({ kind: 'general', phone: '5065550166', subject: 'Plain HTML' });
    await close();
  });

  it('Book Showing is a link to the form on its own page, which works as a plain POST', async () => {
    const { page, close } = await open('/list-layout-new-3', { javaScriptEnabled: false });
    await page
      .getByRole('article', { name: HARBOUR.address })
      .getByRole('link', { name: 'Book Showing' })
      .click();
    await page.getByRole('heading', { level: 1, name: `Book a showing: ${HARBOUR.name}` }).waitFor();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => visibleErrors(page.locator('form.enquiry-form')))
      .toEqual([
        'Name is required.',
        'Email is required.',
        'Phone number is required.',
        'You must consent to the terms.',
      ]);
    await page.getByLabel(/^Name/).fill('Theo Textonly');
    await page.getByLabel(/^Email/).fill('theo@example.com');
    await page.getByLabel(/^Phone/).fill('5065550155');
    await page.getByLabel(/^I consent/).check();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.getByRole('link', { name: `Back to ${HARBOUR.name}` }).click();
    await page.waitForURL(`**/single-property-1/${ids.harbour}`);
    expect((await storedEnquiries()).find((e) => e.name === 'Theo Textonly')).toMatchObject({
      kind: 'showing',
      propertyId: ids.harbour,
    });
    await close();
  });

  it('the sidebar form posts too; the employer field appears when Yes is chosen', async () => {
    const { page, close } = await open(`/single-property-1/${ids.birch}`, { javaScriptEnabled: false });
    const form = page.getByRole('region', { name: 'Contact us about this property' });
    await form.getByRole('group', { name: 'Are you employed?' }).getByLabel('Yes').check();
    expect(await form.getByLabel('Employer name').isVisible()).toBe(true);
    await form.getByLabel('Employer name').fill('Moncton Hospital');
    await form.getByLabel(/^Email/).fill('ida@example.com');
    await form.getByLabel(/^Phone/).fill('5065550144');
    await form.getByLabel(/^I consent/).check();
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The name was forgotten: the server answers with the form, its error, and what was typed.
    const again = page.getByRole('region', { name: 'Contact us about this property' });
    await expect.poll(() => visibleErrors(again)).toEqual(['Name is required.']);
    expect(await again.getByLabel('Employer name').inputValue()).toBe('Moncton Hospital');
    await again.getByLabel(/^Name/).fill('Ida Nurse');
    await again.getByLabel(/^I consent/).check();
    await again.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    expect((await storedEnquiries()).find((e) => e.name === 'Ida Nurse')).toMatchObject({
      kind: 'property',
      propertyId: ids.birch,
      details: { pets: 'No', isWorking: 'Yes', employerDetails: 'Moncton Hospital' },
    });
    await close();
  });
});

describe('sending too often (the per-address limit, spec 8 failures)', () => {
  /** This browser's address has used up its window, which ends in `seconds`; undone by `lift`. */
  async function exhaustLimit(seconds: number) {
    const key = 'enquiry:127.0.0.1';
    const ends = sql`now() + make_interval(secs => ${seconds})`;
    await e2e.server.database.db
      .insert(rateLimitCounters)
      .values({ key, count: 1000, windowStartedAt: sql`now()`, windowEndsAt: ends })
      .onConflictDoUpdate({ target: rateLimitCounters.key, set: { count: 1000, windowEndsAt: ends } });
    return () => e2e.server.database.db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
  }

  it('each form says its own failure and when to try again, with and without JavaScript', async () => {
    const lift = await exhaustLimit(420);
    try {
      // The card's Book Showing modal: 'Error!' over the form, which keeps what was typed.
      const { page, errors, close } = await open('/list-layout-new-3');
      await page
        .getByRole('article', { name: HARBOUR.address })
        .getByRole('button', { name: 'Book Showing' })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Book Showing' });
      await dialog.getByLabel(/^Name/).fill('Rita Retry');
      await dialog.getByLabel(/^Email/).fill('rita@example.com');
      await dialog.getByLabel(/^Phone/).fill('5065550177');
      await dialog.getByLabel(/^I consent/).check();
      await dialog.getByRole('button', { name: 'Send Message' }).click();
      const failure = page.getByRole('alertdialog', { name: 'Error!' });
      await failure.waitFor();
      expect((await failure.locator('p').textContent())?.trim()).toBe(
        'Failed to send the message. Please try again. You can try again in 7 minutes.',
      );
      await failure.getByRole('button', { name: 'OK' }).click();
      expect(await dialog.getByLabel(/^Name/).inputValue()).toBe('Rita Retry');
      expect(errors.filter((e) => !e.includes('status of 429'))).toEqual([]);
      await close();

      // The contact page, its own words; under a minute left, seconds.
      await lift();
      const liftSoon = await exhaustLimit(45);
      const contact = await open('/contact');
      await contact.page.getByLabel(/^Your name/).fill('Rita Retry');
      await contact.page.getByLabel(/^Email/).fill('rita@example.com');
      await contact.page.getByLabel(/^Phone/).fill('5065550177');
      await contact.page.getByLabel(/^Subject/).fill('Viewing');
      await contact.page.getByLabel(/^Message/).fill('Is it still available?');
      await contact.page.getByRole('button', { name: 'Send Message' }).click();
      const contactFailure = contact.page.getByRole('alertdialog', { name: 'Error!' });
      await contactFailure.waitFor();
      expect((await contactFailure.locator('p').textContent())?.trim()).toMatch(
        /^Failed to send message\. Please try again later\. You can try again in 4[0-5] seconds\.$/,
      );
      await contact.close();
      await liftSoon();

      // Without JavaScript, the page the plain POST renders says the same.
      await exhaustLimit(90);
      const plain = await open('/contact', { javaScriptEnabled: false });
      await plain.page.getByLabel(/^Your name/).fill('Rita Retry');
      await plain.page.getByLabel(/^Email/).fill('rita@example.com');
      await plain.page.getByLabel(/^Phone/).fill('5065550177');
      await plain.page.getByLabel(/^Subject/).fill('Viewing');
      await plain.page.getByLabel(/^Message/).fill('Is it still available?');
      await plain.page.getByRole('button', { name: 'Send Message' }).click();
      await plain.page.waitForLoadState();
      const alert = plain.page.getByRole('alert');
      expect(await alert.getByRole('heading', { name: 'Error!' }).isVisible()).toBe(true);
      expect(await alert.locator('p').textContent()).toBe(
        'Failed to send message. Please try again later. You can try again in 2 minutes.',
      );
      expect(await plain.page.getByLabel(/^Message/).inputValue()).toBe('Is it still available?');
      await plain.close();
    } finally {
      await lift();
    }
  });
});

describe('abuse protection on the form actions', () => {
  it('drops a filled honeypot silently and answers 429 with a clear message past the rate limit', async () => {
    const limited = await startTestServer({ config: { ENQUIRY_RATE_LIMIT: '2' } });
    try {
      const propertyId = await createProperty({ db: limited.database.db, storage: limited.storage });
      const body = new URLSearchParams({
        form: 'showing',
        propertyId,
        name: 'Spam Bot',
        email: 'bot@example.com',
        phone: '5065550100',
        consent: 'on',
        website: 'https://spam.example',
      });
      const post = () =>
        fetch(`${limited.url}/enquiry?property=${propertyId}&form=showing`, { method: 'POST', body });
      const trapped = await post();
      const trappedPage = await trapped.text();
      expect(trapped.status).toBe(200);
      expect(trappedPage).toContain('Your message has been sent successfully.');
      expect(await limited.database.db.select().from(enquiries)).toEqual([]);

      const second = await post();
      await second.body?.cancel();
      expect(second.status).toBe(200);
      const refused = await post();
      const refusedPage = await refused.text();
      expect(refused.status).toBe(429);
      // The window is 10 minutes: the page's words and the answer's Retry-After say the same.
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
      expect(refusedPage).toContain('<h2 class="enquiry-result__title">Error!</h2>');
      expect(refusedPage).toContain(
        'Failed to send the message. Please try again. You can try again in 10 minutes.',
      );
    } finally {
      await limited.close();
    }
  });
});
