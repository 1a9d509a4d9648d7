import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { orders } from '../../server/db/schema.ts';
import { setUpMailServerAndBrowser } from '../support/server-and-browser.ts';
import { mailFor } from '../support/mailbox.ts';
import { waitForHydration } from '../support/browser.ts';
import { createSignedInUser, createTestUser, type SignedInUser } from '../support/auth.ts';

// Issue 17: a listing package ordered on invoice. Choose Plan → sign in → billing details, coupon,
// HST → payment information (no card fields) → confirmation with the order number; the office and
// the customer get the order at a real SMTP server. Paying and the package: account-journey.test.ts.

// The worker's server that sends mail: its outbox goes to a real SMTP server as it fills.
const e2e = setUpMailServerAndBrowser();

async function signedInContext(who: SignedInUser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, ...options });
  const [name, value] = who.cookie.split('=') as [string, string];
  await context.addCookies([{ name, value, url: e2e.server.url, httpOnly: true, sameSite: 'Lax' }]);
  return context;
}

async function fillBilling(page: Page) {
  await page.getByRole('textbox', { name: /^Name/ }).fill('Jane Owner');
  await page.getByRole('textbox', { name: /^Email/ }).fill('jane.buyer@example.com');
  await page.getByLabel(/^Street Address/).fill('12 King Street');
  await page.getByLabel(/^Town \/ City/).fill('Moncton');
  await page.getByLabel(/^Province \/ State/).fill('NB');
  await page.getByLabel(/^Postal Code \/ ZIP/).fill('e1c4b5');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('5065550142');
}

const summaryLine = (page: Page, term: RegExp | string) =>
  page.locator('.order-summary__lines > div', { has: page.locator('dt', { hasText: term }) }).locator('dd');

describe('ordering a listing package on invoice', () => {
  let context: BrowserContext;
  let page: Page;
  let orderNumber = '';

  it('goes from Choose Plan through sign-in back to the checkout with the plan chosen', async () => {
    const { user, password } = await createTestUser(e2e.server.app.services, { role: 'customer' });
    context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    page = await context.newPage();
    await page.goto(`${e2e.server.url}/pricing`);
    await page.getByRole('link', { name: 'Choose Plan' }).nth(2).click();
    await page.waitForURL('**/checkout?plan=standard');
    await page.getByText('Returning customer?').waitFor();
    expect(await summaryLine(page, /^Total$/).textContent()).toBe('$228.85');

    await page.getByRole('link', { name: 'Click here to login' }).first().click();
    await page.waitForURL('**/login?redirectTo=*');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/checkout?plan=standard');
    await waitForHydration(page);
    expect(await page.getByRole('radio', { name: /^Standard/ }).isChecked()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Billing Details' }).isVisible()).toBe(true);
  });

  it('checks the coupon on the server and shows the price, 15 % HST and total as the plan changes', async () => {
    await page.getByLabel('Coupon Code').fill('NOTACODE');
    await page.getByRole('button', { name: 'Apply Coupon' }).click();
    await page.getByText('This coupon code is not valid.').waitFor();
    await page.getByLabel('Coupon Code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply Coupon' }).click();
    await page.getByText('Coupon WELCOME10 applied').waitFor();
    // Standard $199.00 − $19.90 = $179.10; HST $26.865 → $26.87; total $205.97.
    expect(await summaryLine(page, /^Subtotal$/).textContent()).toBe('$199.00');
    expect(await summaryLine(page, 'Discount (WELCOME10)').textContent()).toBe('−$19.90');
    expect(await summaryLine(page, /^HST \(15%/).textContent()).toBe('$26.87');
    expect(await summaryLine(page, /^Total$/).textContent()).toBe('$205.97');

    await page.getByRole('radio', { name: /^Platinum/ }).check();
    expect(await summaryLine(page, /^Total$/).textContent()).toBe('$102.47');
    expect(
      await page
        .getByRole('combobox', { name: /^Country/ })
        .locator('option')
        .allTextContents(),
    ).toEqual(['Choose a country', 'Canada', 'United States', 'United Kingdom', 'India']);
  });

  it('explains payment on invoice without any card field, and a double click places one order', async () => {
    await fillBilling(page);
    await page.getByRole('button', { name: 'Proceed Payment' }).click();
    await page.waitForURL('**/payment');
    await page.getByRole('heading', { level: 2, name: 'Payment Information' }).waitFor();
    expect(await page.locator('[aria-current="step"]').textContent()).toBe('2Payment Information');
    expect(await page.getByText('Interac e-Transfer to pay@company.example').isVisible()).toBe(true);
    expect(await page.getByText('E1C 4B5').isVisible()).toBe(true);
    expect(await page.locator('main input:not([type="hidden"]), [autocomplete^="cc-"]').count()).toBe(0);
    expect(await page.content()).not.toMatch(/card number|cvc|expiry/i);

    await page.getByRole('button', { name: 'Place Order' }).dblclick();
    await page.waitForURL('**/payment?order=MP-*');
    await page.getByText('Thank you! Your order is placed.').waitFor();
    orderNumber = new URL(page.url()).searchParams.get('order')!;
    expect(await page.getByText(orderNumber, { exact: true }).isVisible()).toBe(true);
    expect(await page.locator('[aria-current="step"]').textContent()).toBe('3Confirmation');

    const stored = await e2e.server.database.db
      .select()
      .from(orders)
      .where(eq(orders.billingEmail, 'jane.buyer@example.com'));
    expect(stored.map((o) => [o.number, o.package, o.totalCents])).toEqual([
      [orderNumber, 'platinum', 10247],
    ]);

    const office = await mailFor(e2e.sink, 'office@company.example', new RegExp(orderNumber));
    expect(office.subject).toBe(`New package order ${orderNumber}: Platinum for Jane Owner`);
    expect(office.text).toContain('HST (15%): $13.37');
    expect(office.text).toContain('Total: $102.47');
    const customer = await mailFor(e2e.sink, 'jane.buyer@example.com', new RegExp(orderNumber));
    expect(customer.text).toContain('Interac e-Transfer to pay@company.example');
    await context.close();
  });
  // An admin marking it paid and the package on the submit dashboard: the judged walk
  // (account-journey.test.ts).
});

describe('without JavaScript', () => {
  it('shows field errors at Customer Detail, then places the order with plain form posts', async () => {
    const customer = await createSignedInUser(e2e.server.app.services, { role: 'agency' });
    const context = await signedInContext(customer, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/checkout?plan=basic`);
    await page.getByRole('button', { name: 'Proceed Payment' }).click();
    await page.waitForURL('**/payment');
    expect(await page.getByRole('heading', { level: 2, name: 'Customer Detail' }).isVisible()).toBe(true);
    expect(await page.getByText('Name is required.').isVisible()).toBe(true);
    expect(await page.getByText('Please enter a valid phone number (at least 10 digits).').count()).toBe(0);
    expect(await page.getByText('Phone number is required.').isVisible()).toBe(true);

    await fillBilling(page);
    await page.getByRole('button', { name: 'Proceed Payment' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/payment?order=MP-*');
    expect(await page.getByText('Thank you! Your order is placed.').isVisible()).toBe(true);
    const mine = await e2e.server.database.db
      .select()
      .from(orders)
      .where(eq(orders.userId, customer.user.id));
    expect(mine.map((o) => [o.package, o.totalCents])).toEqual([['basic', 5635]]);

    // Someone else's order number shows nothing of it.
    const stranger = await signedInContext(
      await createSignedInUser(e2e.server.app.services, { role: 'customer' }),
    );
    const response = await (
      await stranger.newPage()
    ).goto(`${e2e.server.url}/payment?order=${mine[0]!.number}`);
    expect(response?.status()).toBe(404);
    await stranger.close();
    await context.close();
  });

  it('refuses a post without the CSRF token, from another site, or signed out', async () => {
    const customer = await createSignedInUser(e2e.server.app.services, { role: 'customer' });
    const body = new URLSearchParams({ plan: 'basic', intent: 'review' }).toString();
    const post = (headers: Record<string, string>) =>
      fetch(`${e2e.server.url}/payment`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
      });
    expect((await post({ cookie: customer.cookie })).status).toBe(403);
    expect((await post({ cookie: customer.cookie, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    const signedOut = await post({});
    expect([302, 303]).toContain(signedOut.status);
    expect(signedOut.headers.get('location')).toBe('/login?redirectTo=%2Fcheckout');
  });
});
