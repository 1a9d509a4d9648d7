import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { collectPageErrors, waitForHydration } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty, specSubmissionForm } from '../support/factories.ts';
import { createSignedInUser, signInBrowser, type SignedInUser } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { auditLog, emailOutbox, enquiries, properties } from '../../server/db/schema.ts';

const ids: Record<string, string> = {};

const e2e = setUpServerAndBrowser();

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  const base = Date.UTC(2026, 5, 1);
  ids.published = await createProperty(deps, {
    name: 'Harbour View Flat',
    customerName: 'Paula Owner',
    customerEmail: 'paula@example.com',
    customerPhone: '',
    createdAt: new Date(base),
  });
  ids.submission = await createProperty(deps, {
    name: 'Maple Street Duplex',
    isVerified: false,
    customerName: 'Sam Submitter',
    customerEmail: 'sam@example.com',
    customerPhone: '5065550199',
    createdAt: new Date(base + 3_600_000),
  });
  ids.sale = await createProperty(deps, {
    name: 'Dieppe Bungalow',
    listingType: 'sale',
    propertyType: 'Detached',
    city: 'Dieppe',
    price: 299000,
    createdAt: new Date(base - 3_600_000),
  });
});

async function adminPage(options: { javaScriptEnabled?: boolean } = {}) {
  const context = await e2e.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
  const admin = await signInBrowser(context, e2e.server);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  return { context, page, errors, admin };
}

/** Opens a page and waits for its scripts (a toggle clicked before that posts the plain form). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/**
 * Clicks a moderation toggle (or a notice's Undo) and waits until its change is settled: the answer
 * of POST /api/update-property-status, then the list's fresh data (no toggle busy any more). Not
 * `networkidle`, which returns at once on a page that was quiet before the click (issue 28: under a
 * busy machine the next step read the listing before the change was made).
 */
async function clickAndSettle(page: Page, control: Locator) {
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/update-property-status'));
  await control.click();
  await answered;
  await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const publicNames = async (context: BrowserContext) => {
  const page = await context.newPage();
  await page.goto(`${e2e.server.url}/list-layout-new-3`);
  const names = await page.locator('.property-card__name').allTextContents();
  const rented = await page
    .locator('.property-card', { has: page.getByText('Rented', { exact: true }) })
    .count();
  await page.close();
  return { names, rented };
};

describe('the admin console', () => {
  it('lists every property with the owner contact details, 10 a page, with the listing filters', async () => {
    const { page, errors, context } = await adminPage();
    await open(page, `${e2e.server.url}/propertyadmin`);
    expect(await page.getByRole('status').first().textContent()).toBe('Showing 1-3 of 3 properties');
    const submission = card(page, 'Maple Street Duplex');
    expect(await submission.getByText('Sam Submitter').isVisible()).toBe(true);
    expect(await submission.getByRole('link', { name: 'sam@example.com' }).isVisible()).toBe(true);
    // The phone is stored as digits and reads as a phone number; the link dials the digits.
    const phone = submission.getByRole('link', { name: '(506) 555-0199' });
    expect(await phone.isVisible()).toBe(true);
    expect(await phone.getAttribute('href')).toBe('tel:5065550199');
    // No phone, no phone row.
    expect(await card(page, 'Harbour View Flat').getByText('Phone').count()).toBe(0);
    for (const label of ['Verify', 'Mark as Rented', 'Deactivate']) {
      expect(await submission.getByRole('button', { name: label }).isVisible()).toBe(true);
    }
    expect(
      await card(page, 'Dieppe Bungalow').getByRole('button', { name: 'Mark as Sold' }).isVisible(),
    ).toBe(true);

    await page.getByLabel('City', { exact: true }).fill('dieppe');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/city=dieppe/);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends the browser only what its cards show: no description, features or photos (issue 32)', async () => {
    const admin = await createSignedInUser(e2e.server.app.services, { role: 'admin' });
    for (const path of ['/propertyadmin.data', '/propertyadmin/review.data']) {
      const response = await fetch(`${e2e.server.url}${path}`, { headers: { cookie: admin.cookie } });
      expect(response.status, path).toBe(200);
      const data = await response.text();
      // The card's own fields are there (the owner's address: admins only)…
      expect(data, path).toContain('sam@example.com');
      // …and the rest of the property is not (every factory property has this description).
      expect(data, path).not.toContain('A bright test apartment.');
      expect(data, path).not.toMatch(/"descriptionPrimary"|"images"|"features"/);
    }
  });

  it('toggles each flag at once, the public listing follows immediately, and the history records it', async () => {
    const { page, errors, context } = await adminPage();
    await open(page, `${e2e.server.url}/propertyadmin`);
    expect((await publicNames(context)).names).not.toContain('Maple Street Duplex');
    const submission = card(page, 'Maple Street Duplex');

    // The server's answer held back, to see the card while its change is on its way.
    const held = Promise.withResolvers<void>();
    await page.route('**/api/update-property-status', async (route) => {
      await held.promise;
      await route.continue();
    });
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/update-property-status'),
    );
    await submission.getByRole('button', { name: 'Verify' }).click();
    // The card changes before the server answers, its busy toggle as readable as the others.
    const busy = submission.getByRole('button', { name: 'Un-verify' });
    await busy.waitFor();
    expect(await busy.getAttribute('aria-busy')).toBe('true');
    await expectNoSeriousA11yViolations(page, { include: '.admin-card' });
    held.resolve();
    await answered;
    await page.unroute('**/api/update-property-status');
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    expect((await publicNames(context)).names).toContain('Maple Street Duplex');

    await clickAndSettle(page, submission.getByRole('button', { name: 'Mark as Rented' }));
    await submission.getByRole('button', { name: 'Mark as Available' }).waitFor();
    expect((await publicNames(context)).rented).toBe(1);

    await clickAndSettle(page, submission.getByRole('button', { name: 'Deactivate' }));
    await submission.getByRole('button', { name: 'Activate' }).waitFor();
    expect((await publicNames(context)).names).not.toContain('Maple Street Duplex');

    await submission.getByText('History (3)').click();
    expect(
      await submission
        .getByRole('listitem')
        .filter({ hasText: 'changed Deactivated from no to yes' })
        .count(),
    ).toBe(1);

    const [row] = await e2e.server.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, ids.submission!));
    expect(row).toMatchObject({ isVerified: true, isClosed: true, isArchived: true });

    // Put it back for the other tests.
    await clickAndSettle(page, submission.getByRole('button', { name: 'Activate' }));
    await clickAndSettle(page, submission.getByRole('button', { name: 'Mark as Available' }));
    await clickAndSettle(page, submission.getByRole('button', { name: 'Un-verify' }));
    await submission.getByRole('button', { name: 'Verify' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("alerts 'Failed to update property status. Please try again.' and restores the card when the update fails", async () => {
    const { page, context } = await adminPage();
    await open(page, `${e2e.server.url}/propertyadmin`);
    await page.route('**/api/update-property-status', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"statusCode":500}' }),
    );
    const alerts: string[] = [];
    page.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    const submission = card(page, 'Maple Street Duplex');
    await submission.getByRole('button', { name: 'Verify' }).click();
    await expect.poll(() => alerts).toEqual(['Failed to update property status. Please try again.']);
    await submission.getByRole('button', { name: 'Verify' }).waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    expect(await submission.getByRole('button', { name: 'Un-verify' }).count()).toBe(0);
    const [row] = await e2e.server.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, ids.submission!));
    expect(row?.isVerified).toBe(false);
    await context.close();
  });

  it('toggles without JavaScript through the page action, which comes back saying what changed, with Undo', async () => {
    const { page, context, admin } = await adminPage({ javaScriptEnabled: false });
    await page.goto(`${e2e.server.url}/propertyadmin?city=moncton`);
    await card(page, 'Harbour View Flat').getByRole('button', { name: 'Mark as Rented' }).click();
    await page.waitForURL(/\/propertyadmin\?city=moncton&changed=/);
    await card(page, 'Harbour View Flat').getByRole('button', { name: 'Mark as Available' }).waitFor();
    const notice = page.getByRole('status').filter({ hasText: 'Harbour View Flat' });
    expect(await notice.getByText('“Harbour View Flat” marked as Rented.').isVisible()).toBe(true);
    expect((await publicNames(context)).rented).toBe(1);

    // Undo is a form: the inverse change through the same action, audited like any other.
    await notice.getByRole('button', { name: 'Undo' }).click();
    await page.waitForURL(/undone=true/);
    expect(new URL(page.url()).searchParams.get('city')).toBe('moncton');
    expect(await notice.getByText('Undone: “Harbour View Flat” marked as Available.').isVisible()).toBe(true);
    expect(await notice.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    await card(page, 'Harbour View Flat').getByRole('button', { name: 'Mark as Rented' }).waitFor();
    expect((await publicNames(context)).rented).toBe(0);
    const audit = await e2e.server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ids.published!))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.actorUserId, a.field, a.before, a.after])).toEqual([
      [admin.user.id, 'isClosed', false, true],
      [admin.user.id, 'isClosed', true, false],
    ]);

    // The URL alone cannot make the page claim a change the property does not show.
    const claim = new URLSearchParams({ changed: ids.published!, flag: 'isClosed', to: 'true' });
    await page.goto(`${e2e.server.url}/propertyadmin?${claim}`);
    expect(await page.getByText('marked as Rented').count()).toBe(0);

    // A change that cannot be made comes back with the spec's failure message.
    const failed = await fetch(`${e2e.server.url}/propertyadmin?city=moncton`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie },
      body: new URLSearchParams({
        intent: 'status',
        csrf: admin.csrfToken,
        id: '00000000-0000-4000-8000-000000000000',
        change: 'isClosed:true',
      }),
      redirect: 'manual',
    });
    expect(failed.status).toBe(303);
    await page.goto(new URL(failed.headers.get('location')!, e2e.server.url).href);
    expect(await page.getByRole('alert').textContent()).toBe(
      'Failed to update property status. Please try again.',
    );
    await context.close();
  });
});

describe('the notice after a status change, with JavaScript (issue 15)', () => {
  it('says what changed in a polite live region; Undo reverses it through the same audited path', async () => {
    const { page, errors, context, admin } = await adminPage();
    await open(page, `${e2e.server.url}/propertyadmin`);
    const harbour = card(page, 'Harbour View Flat');
    await clickAndSettle(page, harbour.getByRole('button', { name: 'Mark as Rented' }));
    const notice = page.getByRole('status').filter({ hasText: 'Harbour View Flat' });
    await notice.getByText('“Harbour View Flat” marked as Rented.').waitFor();
    expect((await publicNames(context)).rented).toBe(1);

    await clickAndSettle(page, notice.getByRole('button', { name: 'Undo' }));
    await notice.getByText('Undone: “Harbour View Flat” marked as Available.').waitFor();
    expect(await notice.getByRole('button', { name: 'Undo' }).count()).toBe(0);
    await harbour.getByRole('button', { name: 'Mark as Rented' }).waitFor();
    expect((await publicNames(context)).rented).toBe(0);
    const audit = await e2e.server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, admin.user.id))
      .orderBy(auditLog.id);
    expect(audit.map((a) => [a.entityId, a.field, a.before, a.after])).toEqual([
      [ids.published, 'isClosed', false, true],
      [ids.published, 'isClosed', true, false],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('uses the spec’s words for each change', async () => {
    const { page, errors, context } = await adminPage();
    await open(page, `${e2e.server.url}/propertyadmin`);
    const dieppe = card(page, 'Dieppe Bungalow');
    for (const [button, said] of [
      ['Un-verify', '“Dieppe Bungalow” un-verified.'],
      ['Verify', '“Dieppe Bungalow” verified.'],
      ['Mark as Sold', '“Dieppe Bungalow” marked as Sold.'],
      ['Mark as Available', '“Dieppe Bungalow” marked as Available.'],
      ['Deactivate', '“Dieppe Bungalow” deactivated.'],
      ['Activate', '“Dieppe Bungalow” activated.'],
    ] as const) {
      // The card has its fresh flags before the next change.
      await clickAndSettle(page, dieppe.getByRole('button', { name: button }));
      await page.getByRole('status').getByText(said, { exact: true }).waitFor();
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('offers Undo for 8 seconds, the time standing still while the notice is hovered or focused', async () => {
    const { page, errors, context } = await adminPage();
    await page.clock.install();
    await open(page, `${e2e.server.url}/propertyadmin`);
    const dieppe = card(page, 'Dieppe Bungalow');
    await clickAndSettle(page, dieppe.getByRole('button', { name: 'Mark as Sold' }));
    const undo = page.getByRole('status').getByRole('button', { name: 'Undo' });
    await undo.waitFor();
    // The page's clock runs on by itself too: the steps leave some seconds of the 8 unused.
    await page.clock.runFor(3000);
    expect(await undo.isVisible()).toBe(true);

    await undo.hover();
    await page.clock.runFor(20_000);
    expect(await undo.isVisible()).toBe(true);
    await page.mouse.move(0, 0);
    await undo.focus();
    await page.clock.runFor(20_000);
    expect(await undo.isVisible()).toBe(true);
    await undo.blur();
    await page.clock.runFor(1000);
    expect(await undo.isVisible()).toBe(true);
    await page.clock.runFor(8000);
    expect(await undo.count()).toBe(0);
    expect(await page.getByText('“Dieppe Bungalow” marked as Sold.').count()).toBe(0);

    // The card's own button is still there to change it back.
    await clickAndSettle(page, dieppe.getByRole('button', { name: 'Mark as Available' }));
    await dieppe.getByRole('button', { name: 'Mark as Sold' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('review queue, enquiries, outbox and tokens', () => {
  it('shows new submissions with a count beside the Admin link; a verified one leaves, Undo brings it back', async () => {
    const { page, context, errors } = await adminPage();
    await open(page, `${e2e.server.url}/`);
    await page.getByRole('link', { name: 'Admin 1 submission awaiting review' }).click();
    await page.waitForURL('**/propertyadmin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: /Review queue/ })
      .click();
    await page.waitForURL('**/propertyadmin/review');
    await page.getByRole('status').getByText('1 submission awaiting review').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await clickAndSettle(page, card(page, 'Maple Street Duplex').getByRole('button', { name: 'Verify' }));
    await expect
      .poll(() => page.getByText('Nothing to review. New submissions will appear here.').isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).isVisible()).toBe(true);
    // The card left the queue with the focused button: the notice takes the focus, Undo is next.
    const notice = page.getByRole('status').filter({ hasText: 'Maple Street Duplex' });
    expect(await notice.innerText()).toMatch(/^“Maple Street Duplex” verified\.\s*Undo$/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[role="status"]') !== null))
      .toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await card(page, 'Maple Street Duplex').waitFor();
    await page.getByRole('status').getByText('1 submission awaiting review').waitFor();
    expect(await notice.innerText()).toBe('Undone: “Maple Street Duplex” un-verified.');
    await page.getByRole('link', { name: 'Admin 1 submission awaiting review' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads enquiries and marks them handled', async () => {
    await e2e.server.database.db.insert(enquiries).values({
      kind: 'showing',
      propertyId: ids.published,
      name: 'Rita Renter',
      email: 'rita@example.com',
      phone: '5065550142',
      message: 'Could I see it on Saturday?',
      details: { pets: 'No' },
    });
    const { page, context, errors } = await adminPage();
    await open(page, `${e2e.server.url}/propertyadmin/enquiries`);
    const enquiry = page.getByRole('article', { name: 'Showing request: Rita Renter' });
    expect(await enquiry.getByText('Could I see it on Saturday?').isVisible()).toBe(true);
    expect(await enquiry.getByRole('link', { name: 'Harbour View Flat' }).isVisible()).toBe(true);
    await enquiry.getByRole('button', { name: /^Mark handled\W+Rita Renter$/ }).click();
    await expect.poll(() => page.getByText('No enquiries here.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Handled (1)' }).click();
    await page.getByRole('button', { name: /^Reopen\W+Rita Renter$/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows an enquiry’s answers under their labels, in words, and its phone as a phone number', async () => {
    await e2e.server.database.db.insert(enquiries).values([
      {
        kind: 'property',
        propertyId: ids.published,
        name: 'Omar Applicant',
        email: 'omar@example.com',
        phone: '5065550177',
        message: 'Is parking included?',
        details: { pets: 'Yes', isWorking: 'Yes', employerDetails: 'Moncton Hospital' },
      },
      {
        // As an API client may send them (spec 7 call 3): true/false, an address we could not match.
        kind: 'property',
        name: 'Nina Newcomer',
        email: 'nina@example.com',
        phone: '15065550178',
        message: 'Hello',
        details: { address: '9 Unknown Road', pets: 'false', isWorking: 'No', employerDetails: 'N/A' },
      },
    ]);
    const { page, context, errors } = await adminPage();
    await open(page, `${e2e.server.url}/propertyadmin/enquiries`);
    const omar = page.getByRole('article', { name: 'Property enquiry: Omar Applicant' });
    const pairs = async (article: typeof omar) => {
      const terms = await article.getByRole('term').allInnerTexts();
      const definitions = await article.getByRole('definition').allInnerTexts();
      return terms.map((term, i) => `${term}: ${definitions[i]}`);
    };
    expect((await pairs(omar)).slice(1)).toEqual([
      'Email: omar@example.com',
      'Phone: (506) 555-0177',
      'Property: Harbour View Flat',
      'Pets: Yes',
      'Currently working: Yes',
      'Employer: Moncton Hospital',
    ]);
    expect(await omar.getByRole('link', { name: '(506) 555-0177' }).getAttribute('href')).toBe(
      'tel:5065550177',
    );
    const nina = page.getByRole('article', { name: 'Property enquiry: Nina Newcomer' });
    expect((await pairs(nina)).slice(1)).toEqual([
      'Email: nina@example.com',
      'Phone: +1 (506) 555-0178',
      'Address: 9 Unknown Road',
      'Pets: No',
      'Currently working: No',
      'Employer: Not applicable',
    ]);
    const text = await page.locator('main').innerText();
    for (const raw of ['isWorking', 'employerDetails', 'pets', 'true', 'false', 'N/A']) {
      expect(text, raw).not.toContain(raw);
    }
    for (const name of ['Omar Applicant', 'Nina Newcomer']) {
      await page.getByRole('button', { name: new RegExp(`^Mark handled\\W+${name}$`) }).click();
      await page.getByRole('article', { name: `Property enquiry: ${name}` }).waitFor({ state: 'detached' });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the outbox and retries a failed message', async () => {
    await e2e.server.database.db.insert(emailOutbox).values([
      {
        toAddress: 'office@example.com',
        subject: 'Delivered note',
        textBody: 'x',
        status: 'sent',
        attempts: 1,
        sentAt: new Date(),
      },
      {
        toAddress: 'office@example.com',
        subject: 'Bounced note',
        textBody: 'x',
        status: 'failed',
        attempts: 5,
        lastError: '550 mailbox unavailable',
      },
    ]);
    const { page, context } = await adminPage();
    await open(page, `${e2e.server.url}/propertyadmin/outbox`);
    expect(await page.getByRole('link', { name: 'Failed (1)' }).isVisible()).toBe(true);
    expect(await page.getByText('550 mailbox unavailable').isVisible()).toBe(true);
    await page.getByRole('button', { name: /^Retry\W+Bounced note$/ }).click();
    await page.getByRole('link', { name: 'Failed (0)' }).waitFor();
    const row = page.getByRole('row', { name: /Bounced note/ });
    expect(await row.getByText('Waiting', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('creates an API token shown once, which then reads the admin view, and revokes it', async () => {
    const { page, context } = await adminPage();
    await open(page, `${e2e.server.url}/propertyadmin/tokens`);
    await page.getByLabel('Token name').fill('Website sync');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.locator('.token-created code').textContent({ timeout: 10_000 })) ?? '';
    expect(token).toMatch(/^mpt_/);
    const asToken = () =>
      fetch(`${e2e.server.url}/api/properties`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await (await asToken()).json()) as unknown[]).length).toBe(3);
    await page.getByRole('button', { name: 'Revoke token Website sync' }).click();
    await page.getByText(/^Revoked /).waitFor();
    expect((await asToken()).status).toBe(401);
    await context.close();
  });
});

describe('access to admin pages', () => {
  it('sends a signed-out visitor to /login, a non-admin gets 403, and writes need the CSRF token', async () => {
    const signedOut = await fetch(`${e2e.server.url}/propertyadmin/outbox?status=failed`, {
      redirect: 'manual',
    });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(
      '/login?redirectTo=%2Fpropertyadmin%2Foutbox%3Fstatus%3Dfailed',
    );

    const customer: SignedInUser = await createSignedInUser(e2e.server.app.services, { role: 'customer' });
    const admin: SignedInUser = await createSignedInUser(e2e.server.app.services);
    const form = (csrf: string) =>
      new URLSearchParams({
        intent: 'status',
        csrf,
        id: ids.published!,
        change: 'isVerified:false',
      });
    const pages = [
      '/propertyadmin',
      '/propertyadmin/review',
      '/propertyadmin/enquiries',
      '/propertyadmin/outbox',
      '/propertyadmin/tokens',
    ];
    for (const path of pages) {
      const get = await fetch(e2e.server.url + path, {
        headers: { cookie: customer.cookie },
        redirect: 'manual',
      });
      expect(get.status, path).toBe(403);
      const post = (cookie: string | undefined, csrf: string) =>
        fetch(e2e.server.url + path, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
          body: form(csrf),
          redirect: 'manual',
        });
      const anonymous = await post(undefined, '');
      expect(anonymous.status, path).toBe(302);
      expect(anonymous.headers.get('location')).toMatch(/^\/login\?redirectTo=/);
      expect((await post(customer.cookie, customer.csrfToken)).status, path).toBe(403);
      expect((await post(admin.cookie, 'wrong-token')).status, path).toBe(403);
      expect((await post(admin.cookie, customer.csrfToken)).status, path).toBe(403);
    }
    const [row] = await e2e.server.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, ids.published!));
    expect(row?.isVerified).toBe(true);
    // The same write with the admin's token goes through.
    const ok = await fetch(`${e2e.server.url}/propertyadmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie },
      body: form(admin.csrfToken),
      redirect: 'manual',
    });
    expect(ok.status).toBe(303);
    await e2e.server.database.db
      .update(properties)
      .set({ isVerified: true })
      .where(eq(properties.id, ids.published!));
  });
});

describe('phone numbers typed by people (issue 15)', () => {
  it('stores a typed "(506) 555-0121" as its digits and shows it as a phone number in the console', async () => {
    const submitted = await fetch(`${e2e.server.url}/api/submit-property`, {
      method: 'POST',
      body: specSubmissionForm({ propertyTitle: 'Typed Phone Cottage', phone: '(506) 555-0121' }),
    });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    const sent = await fetch(`${e2e.server.url}/api/send-email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Tess Typist',
        email: 'tess@example.com',
        phone: '(506) 555-0121',
        description: 'Do you manage condos?',
        subject: 'General Inquiry',
        address: 'General Inquiry',
      }),
    });
    expect(sent.status).toBe(200);
    const [owner] = await e2e.server.database.db.select().from(properties).where(eq(properties.id, id));
    expect(owner?.customerPhone).toBe('5065550121');
    const [enquiry] = await e2e.server.database.db
      .select()
      .from(enquiries)
      .where(eq(enquiries.email, 'tess@example.com'));
    expect(enquiry?.phone).toBe('5065550121');

    const { page, context, errors } = await adminPage();
    await open(page, `${e2e.server.url}/propertyadmin/review`);
    const ownerPhone = card(page, 'Typed Phone Cottage').getByRole('link', { name: '(506) 555-0121' });
    expect(await ownerPhone.getAttribute('href')).toBe('tel:5065550121');
    await open(page, `${e2e.server.url}/propertyadmin/enquiries`);
    const enquirerPhone = page
      .getByRole('article', { name: 'Contact message: Tess Typist' })
      .getByRole('link', { name: '(506) 555-0121' });
    expect(await enquirerPhone.getAttribute('href')).toBe('tel:5065550121');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('every console page at a phone’s and a laptop’s width', () => {
  it('never scrolls sideways, inside or out; no serious accessibility violation with a notice showing', async () => {
    const { page, context, errors } = await adminPage();
    await open(page, `${e2e.server.url}/propertyadmin/tokens`);
    await page.getByLabel('Token name').fill('A token with a rather long name for a narrow screen');
    await page.getByRole('button', { name: 'Create token' }).click();
    await page.locator('.token-created').waitFor();
    const paths = [
      '/propertyadmin',
      '/propertyadmin/review',
      '/propertyadmin/enquiries?status=all',
      '/propertyadmin/outbox',
      '/propertyadmin/tokens',
    ];
    // Axe on each page at 390 and 1366 px is the whole-route walk's (tests/e2e/markup.test.ts);
    // here: nothing scrolls sideways with this file's longer content (the long token name).
    for (const path of paths) {
      await page.setViewportSize({ width: 1366, height: 900 });
      await open(page, e2e.server.url + path);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth - window.innerWidth,
          // No box of the console scrolls sideways (axe: scrollable-region-focusable).
          boxes: [...document.querySelectorAll('main *')].filter(
            (el) =>
              el.scrollWidth > el.clientWidth + 1 &&
              ['auto', 'scroll'].includes(getComputedStyle(el).overflowX),
          ).length,
        }));
        expect(overflow, `${path} at ${width}px`).toEqual({ page: 0, boxes: 0 });
      }
    }
    // With a notice showing.
    await page.setViewportSize({ width: 390, height: 900 });
    await open(page, `${e2e.server.url}/propertyadmin`);
    await clickAndSettle(
      page,
      card(page, 'Harbour View Flat').getByRole('button', { name: 'Mark as Rented' }),
    );
    const undo = page.getByRole('status').getByRole('button', { name: 'Undo' });
    await undo.focus();
    await expectNoSeriousA11yViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
    await clickAndSettle(page, undo);
    await card(page, 'Harbour View Flat').getByRole('button', { name: 'Mark as Rented' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
