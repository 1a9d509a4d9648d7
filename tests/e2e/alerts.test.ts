import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { properties, savedSearches } from '../../server/db/schema.ts';
import { openFreshPage } from '../support/browser.ts';
import { setUpMailServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { createSignedInUser } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { linkIn, mailFor } from '../support/mailbox.ts';

// Saved-search alerts in the browser (issue 30): the listing's link, the form with its own unticked
// consent, the double opt-in through a real SMTP server, the alert e-mail with its one-click
// unsubscribe (a cookie-less POST from elsewhere), and the account's list.

const e2e = setUpMailServerAndBrowser();
const ids: Record<string, string> = {};

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  ids.seen = await createProperty(deps, { name: 'Maple Court', city: 'Moncton', beds: 2 });
});

const open = (path: string, options: { javaScriptEnabled?: boolean; cookie?: string } = {}) =>
  openFreshPage(e2e.browser, e2e.server.url + path, options);

const runJobs = async () =>
  (await e2e.server.app.services.alerts.processEvents()) + (await e2e.server.app.services.alerts.sendDue());

describe('Get alerts for this search', () => {
  it('from the listing: the search in words, an unticked consent, a confirmation e-mail, then the alert', async () => {
    const { page, errors, close } = await open('/list-layout-new-3?for=rent&city=Moncton');
    await page.getByRole('link', { name: 'Get alerts for this search' }).click();
    await page.getByRole('heading', { name: 'Get alerts for this search', level: 1 }).waitFor();
    expect(new URL(page.url()).search).toBe('?for=rent&city=Moncton');
    expect(await page.getByText('For rent · in Moncton').isVisible()).toBe(true);
    const consent = page.getByLabel(/^Yes, send me e-mails from Moncton Homes/);
    expect(await consent.isChecked()).toBe(false);
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel(/^Email/).fill('renter@example.com');
    await page.getByRole('radio', { name: 'As they are listed' }).check();
    await page.getByRole('button', { name: 'Create alert' }).click();
    // The consent is its own and required.
    await page.getByText('You must consent to the terms.').waitFor();
    await consent.check();
    await page.getByRole('button', { name: 'Create alert' }).click();
    await page.getByRole('heading', { name: 'Check your e-mail' }).waitFor();

    const confirmation = await mailFor(e2e.sink, 'renter@example.com', /^Confirm your listing alert/);
    // Nothing but the confirmation before it is confirmed, whatever is listed meanwhile.
    await e2e.server.database.db.update(properties).set({ price: 1100 }).where(eq(properties.id, ids.seen!));
    await runJobs();
    const link = linkIn(confirmation, '/alerts/confirm');
    const confirmPage = await open(link.slice(link.indexOf('/alerts/confirm')));
    expect(
      (
        await e2e.server.database.db
          .select()
          .from(savedSearches)
          .where(eq(savedSearches.email, 'renter@example.com'))
      )[0]?.status,
    ).toBe('pending');
    await confirmPage.page.getByRole('button', { name: 'Confirm my alert' }).click();
    await confirmPage.page.getByText('Your alert is on.', { exact: false }).waitFor();
    await confirmPage.close();

    // A matching property goes public: one e-mail, with the one-click unsubscribe.
    const id = await createProperty(
      { db: e2e.server.database.db, storage: e2e.server.storage },
      { name: 'Riverside Loft', city: 'Moncton', isVerified: false },
    );
    await e2e.server.database.db.update(properties).set({ isVerified: true }).where(eq(properties.id, id));
    await runJobs();
    const mail = await mailFor(e2e.sink, 'renter@example.com', /^1 new listing for your search/);
    expect(mail.text).toContain('New: Riverside Loft');
    expect(mail.text).not.toContain('Maple Court');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /<([^>]+)>/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1] ?? '';
    expect(oneClick).toMatch(/\/api\/alerts\/unsubscribe\?token=/);

    // The mail provider's one-click POST: no cookie, from its own origin.
    const response = await fetch(oneClick.replace(/^https?:\/\/[^/]+/, e2e.server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(
      (
        await e2e.server.database.db
          .select()
          .from(savedSearches)
          .where(eq(savedSearches.email, 'renter@example.com'))
      )[0]?.status,
    ).toBe('unsubscribed');
    expect(errors).toEqual([]);
    await close();
  });

  it('on the map page too, and in French', async () => {
    const map = await open('/map?for=sale');
    await map.page.getByRole('link', { name: 'Get alerts for this search' }).waitFor();
    expect(
      await map.page.getByRole('link', { name: 'Get alerts for this search' }).getAttribute('href'),
    ).toBe('/alerts?for=sale');
    await map.close();
    const french = await open('/fr/alerts?for=sale&beds=3');
    await french.page.getByRole('heading', { name: 'Recevoir des alertes pour cette recherche' }).waitFor();
    expect(await french.page.getByText('À vendre · 3 chambres et plus').isVisible()).toBe(true);
    await french.close();
  });
});

describe('My Alerts', () => {
  it('lists the account’s alerts, changes how often one comes, and stops it', async () => {
    const account = await createSignedInUser(e2e.server.app.services, { role: 'customer' });
    const email = account.user.email;
    await e2e.server.app.services.alerts.create(
      {
        filters: { city: 'Dieppe' },
        email,
        frequency: 'daily',
        language: 'en',
        ip: '127.0.0.1',
        userId: account.user.id,
      },
      { origin: e2e.server.url },
    );
    const { page, errors, close } = await open('/my-alerts', { cookie: account.cookie });
    const item = page.getByRole('listitem').filter({ hasText: 'in Dieppe' });
    await item.waitFor();
    expect(await item.getByText('Waiting for confirmation').isVisible()).toBe(true);
    await item.getByLabel('How often').selectOption({ label: 'Weekly' });
    await item.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The alert is updated.').waitFor();
    expect(
      (await e2e.server.database.db.select().from(savedSearches).where(eq(savedSearches.email, email)))[0]
        ?.frequency,
    ).toBe('weekly');
    await page
      .getByRole('listitem')
      .filter({ hasText: 'in Dieppe' })
      .getByRole('button', { name: 'Stop this alert' })
      .click();
    await page.getByText('The alert is stopped.').waitFor();
    expect(await page.getByText('You have no alerts.', { exact: false }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await close();
  });
});
