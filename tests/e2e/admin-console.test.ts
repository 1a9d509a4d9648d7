import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createProperty } from '../support/factories.ts';
import { createSignedInUser, signInBrowser, type SignedInUser } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { auditLog, emailOutbox, enquiries, properties } from '../../server/db/schema.ts';

let server: TestServer;
let browser: Browser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const deps = { db: server.database.db, storage: server.storage };
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
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function adminPage(options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
  const admin = await signInBrowser(context, server);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  return { context, page, errors, admin };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });
const publicNames = async (context: BrowserContext) => {
  const page = await context.newPage();
  await page.goto(`${server.url}/list-layout-new-3`);
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
    await page.goto(`${server.url}/propertyadmin`, { waitUntil: 'networkidle' });
    expect(await page.getByRole('status').first().textContent()).toBe('Showing 1-3 of 3 properties');
    const submission = card(page, 'Maple Street Duplex');
    expect(await submission.getByText('Sam Submitter').isVisible()).toBe(true);
    expect(await submission.getByRole('link', { name: 'sam@example.com' }).isVisible()).toBe(true);
    expect(await submission.getByRole('link', { name: '5065550199' }).isVisible()).toBe(true);
    // No phone, no phone row.
    expect(await card(page, 'Harbour View Flat').getByText('Phone').count()).toBe(0);
    for (const label of ['Verify', 'Mark as Rented', 'Deactivate']) {
      expect(await submission.getByRole('button', { name: label }).isVisible()).toBe(true);
    }
    expect(
      await card(page, 'Dieppe Bungalow').getByRole('button', { name: 'Mark as Sold' }).isVisible(),
    ).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('City').fill('dieppe');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/city=dieppe/);
    await expect.poll(() => page.getByRole('article').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('toggles each flag at once, the public listing follows immediately, and the history records it', async () => {
    const { page, errors, context } = await adminPage();
    await page.goto(`${server.url}/propertyadmin`, { waitUntil: 'networkidle' });
    expect((await publicNames(context)).names).not.toContain('Maple Street Duplex');
    const submission = card(page, 'Maple Street Duplex');

    await submission.getByRole('button', { name: 'Verify' }).click();
    // The card changes before the server answers.
    await submission.getByRole('button', { name: 'Un-verify' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect((await publicNames(context)).names).toContain('Maple Street Duplex');

    await submission.getByRole('button', { name: 'Mark as Rented' }).click();
    await submission.getByRole('button', { name: 'Mark as Available' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect((await publicNames(context)).rented).toBe(1);

    await submission.getByRole('button', { name: 'Deactivate' }).click();
    await submission.getByRole('button', { name: 'Activate' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect((await publicNames(context)).names).not.toContain('Maple Street Duplex');

    await submission.getByText('History (3)').click();
    expect(
      await submission
        .getByRole('listitem')
        .filter({ hasText: 'changed Deactivated from no to yes' })
        .count(),
    ).toBe(1);

    const [row] = await server.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, ids.submission!));
    expect(row).toMatchObject({ isVerified: true, isClosed: true, isArchived: true });

    // Put it back for the other tests.
    await submission.getByRole('button', { name: 'Activate' }).click();
    await submission.getByRole('button', { name: 'Deactivate' }).waitFor();
    await submission.getByRole('button', { name: 'Mark as Available' }).click();
    await submission.getByRole('button', { name: 'Mark as Rented' }).waitFor();
    await submission.getByRole('button', { name: 'Un-verify' }).click();
    await submission.getByRole('button', { name: 'Verify' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
    await context.close();
  });

  it("alerts 'Failed to update property status. Please try again.' and restores the card when the update fails", async () => {
    const { page, context } = await adminPage();
    await page.goto(`${server.url}/propertyadmin`, { waitUntil: 'networkidle' });
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
    await page.waitForLoadState('networkidle');
    expect(await submission.getByRole('button', { name: 'Un-verify' }).count()).toBe(0);
    const [row] = await server.database.db
      .select()
      .from(properties)
      .where(eq(properties.id, ids.submission!));
    expect(row?.isVerified).toBe(false);
    await context.close();
  });

  it('toggles without JavaScript through the page action', async () => {
    const { page, context, admin } = await adminPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}/propertyadmin?city=moncton`);
    await card(page, 'Harbour View Flat').getByRole('button', { name: 'Mark as Rented' }).click();
    await page.waitForURL('**/propertyadmin?city=moncton');
    await card(page, 'Harbour View Flat').getByRole('button', { name: 'Mark as Available' }).waitFor();
    const audit = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, ids.published!));
    expect(audit.map((a) => [a.actorUserId, a.field, a.before, a.after])).toEqual([
      [admin.user.id, 'isClosed', false, true],
    ]);
    await card(page, 'Harbour View Flat').getByRole('button', { name: 'Mark as Available' }).click();
    await page.waitForURL('**/propertyadmin?city=moncton');
    await context.close();
  });
});

describe('review queue, enquiries, outbox and tokens', () => {
  it('shows new submissions with a count beside the Admin link', async () => {
    const { page, context } = await adminPage();
    await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Admin 1 submission awaiting review' }).click();
    await page.waitForURL('**/propertyadmin');
    await page
      .getByRole('navigation', { name: 'Admin sections' })
      .getByRole('link', { name: /Review queue/ })
      .click();
    await page.waitForURL('**/propertyadmin/review');
    await page.getByRole('status').getByText('1 submission awaiting review').waitFor();
    expect(await page.getByRole('article').count()).toBe(1);
    await card(page, 'Maple Street Duplex').getByRole('button', { name: 'Verify' }).click();
    await page.waitForLoadState('networkidle');
    await expect
      .poll(() => page.getByText('Nothing to review. New submissions will appear here.').isVisible())
      .toBe(true);
    expect(await page.getByRole('link', { name: 'Admin', exact: true }).isVisible()).toBe(true);
    await server.database.db
      .update(properties)
      .set({ isVerified: false })
      .where(eq(properties.id, ids.submission!));
    await context.close();
  });

  it('reads enquiries and marks them handled', async () => {
    await server.database.db.insert(enquiries).values({
      kind: 'showing',
      propertyId: ids.published,
      name: 'Rita Renter',
      email: 'rita@example.com',
      phone: '5065550142',
      message: 'Could I see it on Saturday?',
      details: { pets: 'No' },
    });
    const { page, context, errors } = await adminPage();
    await page.goto(`${server.url}/propertyadmin/enquiries`, { waitUntil: 'networkidle' });
    const enquiry = page.getByRole('article', { name: 'Showing request: Rita Renter' });
    expect(await enquiry.getByText('Could I see it on Saturday?').isVisible()).toBe(true);
    expect(await enquiry.getByRole('link', { name: 'Harbour View Flat' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await enquiry.getByRole('button', { name: /^Mark handled\W+Rita Renter$/ }).click();
    await expect.poll(() => page.getByText('No enquiries here.').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Handled (1)' }).click();
    await page.getByRole('button', { name: /^Reopen\W+Rita Renter$/ }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the outbox and retries a failed message', async () => {
    await server.database.db.insert(emailOutbox).values([
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
    await page.goto(`${server.url}/propertyadmin/outbox`, { waitUntil: 'networkidle' });
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
    await page.goto(`${server.url}/propertyadmin/tokens`, { waitUntil: 'networkidle' });
    await page.getByLabel('Token name').fill('Website sync');
    await page.getByRole('button', { name: 'Create token' }).click();
    const token = (await page.locator('.token-created code').textContent({ timeout: 10_000 })) ?? '';
    expect(token).toMatch(/^mpt_/);
    const asToken = () =>
      fetch(`${server.url}/api/properties`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await (await asToken()).json()) as unknown[]).length).toBe(3);
    await page.getByRole('button', { name: 'Revoke token Website sync' }).click();
    await page.getByText(/^Revoked /).waitFor();
    expect((await asToken()).status).toBe(401);
    await context.close();
  });
});

describe('access to admin pages', () => {
  it('sends a signed-out visitor to /login, a non-admin gets 403, and writes need the CSRF token', async () => {
    const signedOut = await fetch(`${server.url}/propertyadmin/outbox?status=failed`, { redirect: 'manual' });
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(
      '/login?redirectTo=%2Fpropertyadmin%2Foutbox%3Fstatus%3Dfailed',
    );

    const customer: SignedInUser = await createSignedInUser(server.app.services, { role: 'customer' });
    const admin: SignedInUser = await createSignedInUser(server.app.services);
    const form = (csrf: string) =>
      new URLSearchParams({
        intent: 'status',
        csrf,
        id: ids.published!,
        field: 'isVerified',
        value: 'false',
      });
    const pages = [
      '/propertyadmin',
      '/propertyadmin/review',
      '/propertyadmin/enquiries',
      '/propertyadmin/outbox',
      '/propertyadmin/tokens',
    ];
    for (const path of pages) {
      const get = await fetch(server.url + path, {
        headers: { cookie: customer.cookie },
        redirect: 'manual',
      });
      expect(get.status, path).toBe(403);
      const post = (cookie: string | undefined, csrf: string) =>
        fetch(server.url + path, {
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
    const [row] = await server.database.db.select().from(properties).where(eq(properties.id, ids.published!));
    expect(row?.isVerified).toBe(true);
    // The same write with the admin's token goes through.
    const ok = await fetch(`${server.url}/propertyadmin`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: admin.cookie },
      body: form(admin.csrfToken),
      redirect: 'manual',
    });
    expect(ok.status).toBe(303);
    await server.database.db
      .update(properties)
      .set({ isVerified: true })
      .where(eq(properties.id, ids.published!));
  });
});
