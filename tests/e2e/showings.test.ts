import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { showings } from '../../server/db/schema.ts';
import { openFreshPage } from '../support/browser.ts';
import { setUpMailServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { createSignedInUser, type SignedInUser } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { linkIn, mailFor } from '../support/mailbox.ts';
import { EVERY_DAY } from '../support/showings.ts';

// Showing slots in the browser (issue 30): Book Showing offers the free times and books one; the
// e-mail (through a real SMTP server) carries the invite and the manage link; the link's page
// moves or cancels, once; the console sets the availability and cancels with a message.

const e2e = setUpMailServerAndBrowser();
const ids: Record<string, string> = {};
const HARBOUR = { name: 'Harbour View Apartment', address: '12 Harbour Lane, Moncton, NB E1C 4A1' };
let admin: SignedInUser;

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  ids.harbour = await createProperty(deps, HARBOUR);
  ids.birch = await createProperty(deps, {
    name: 'Birch Street Duplex',
    address: '48 Birch Street, Dieppe, NB E1A 2B3',
  });
  await e2e.server.app.services.showings.setAvailability(ids.harbour, EVERY_DAY);
  admin = await createSignedInUser(e2e.server.app.services);
});

const open = (path: string, options: { javaScriptEnabled?: boolean; cookie?: string } = {}) =>
  openFreshPage(e2e.browser, e2e.server.url + path, options);

/**
 * The `n`th offered time at least two hours away. EVERY_DAY offers times from the next half hour on:
 * the first one may be in the past by the time the form is sent (the server then says it was taken).
 */
async function laterTime(group: Locator, n = 0): Promise<Locator> {
  const values = await group
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value));
  const value = values.filter((v) => Date.parse(v) > Date.now() + 2 * 3_600_000)[n];
  if (!value) throw new Error(`no ${n + 1} offered times two hours away in ${values.length}`);
  return group.locator(`input[value="${value}"]`);
}

/** Chooses a time as a person does: a click on its chip (the label), scrolled into view by Playwright. */
async function pick(radio: Locator) {
  await radio.locator('xpath=..').click();
  expect(await radio.isChecked()).toBe(true);
}

async function bookedShowings(propertyId: string) {
  return e2e.server.database.db.select().from(showings).where(eq(showings.propertyId, propertyId));
}

describe('Book Showing with times', () => {
  it('offers the free times of the next two weeks in the modal, books one, and e-mails the invite and a manage link', async () => {
    const { page, errors, close } = await open('/list-layout-new-3');
    const card = page.getByRole('article', { name: HARBOUR.address });
    await card.getByRole('button', { name: 'Book Showing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Showing' });
    const times = dialog.getByRole('group', { name: 'Choose a time' });
    await times.getByRole('radio').first().waitFor();
    expect(await times.getByText('Times are Atlantic Time. 14 days ahead.').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page, { include: 'dialog[open]' });

    await dialog.getByLabel(/^Name/).fill('Jane Tenant');
    await dialog.getByLabel(/^Email/).fill('jane@example.com');
    await dialog.getByLabel(/^Phone/).fill('5065550123');
    await dialog.getByLabel(/^I consent/).check();
    const first = await laterTime(times);
    const start = await first.getAttribute('value');
    await pick(first);
    await dialog.getByRole('button', { name: 'Send Message' }).click();

    const booked = page.getByRole('alertdialog', { name: 'Showing booked' });
    await booked.waitFor();
    expect(await booked.textContent()).toContain('jane@example.com');
    const rows = await bookedShowings(ids.harbour!);
    expect(rows.map((r) => [r.startsAt.toISOString(), r.email, r.status])).toEqual([
      [start, 'jane@example.com', 'booked'],
    ]);

    const mail = await mailFor(
      e2e.sink,
      'jane@example.com',
      /^Your showing of Harbour View Apartment is booked$/,
    );
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail.calendar).toContain(`UID:showing-${rows[0]!.id}@company.example`);
    expect(mail.calendar).toContain('METHOD:REQUEST');
    const office = await mailFor(
      e2e.sink,
      'office@company.example',
      /^Showing booked: Harbour View Apartment/,
    );
    expect(office.calendar).toContain('METHOD:REQUEST');
    expect(linkIn(mail, '/showing')).toMatch(/\/showing\?token=/);

    // The taken time is no longer offered to the next visitor.
    const again = await open('/list-layout-new-3');
    await again.page
      .getByRole('article', { name: HARBOUR.address })
      .getByRole('button', { name: 'Book Showing' })
      .click();
    const list = again.page
      .getByRole('dialog', { name: 'Book Showing' })
      .getByRole('group', { name: 'Choose a time' });
    await list.getByRole('radio').first().waitFor();
    expect(await list.locator(`input[value="${start}"]`).count()).toBe(0);
    await again.close();

    expect(errors).toEqual([]);
    await close();
  });

  it('is on the detail page too, above the sidebar form', async () => {
    const { page, errors, close } = await open(`/single-property-1/${ids.harbour}`);
    await page.getByRole('button', { name: 'Book Showing' }).click();
    const dialog = page.getByRole('dialog', { name: 'Book Showing' });
    await dialog.getByRole('group', { name: 'Choose a time' }).getByRole('radio').first().waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the request form for a property without times, and works without JavaScript', async () => {
    const { page, close } = await open(`/enquiry?property=${ids.birch}&form=showing`, {
      javaScriptEnabled: false,
    });
    expect(await page.getByRole('radio').count()).toBe(0);
    await close();

    const plain = await open(`/enquiry?property=${ids.harbour}&form=showing`, { javaScriptEnabled: false });
    const radios = plain.page.getByRole('group', { name: 'Choose a time' }).getByRole('radio');
    expect(await radios.count()).toBeGreaterThan(0);
    const chosen = await laterTime(plain.page.getByRole('group', { name: 'Choose a time' }), 1);
    const start = await chosen.getAttribute('value');
    await pick(chosen);
    await plain.page.getByLabel(/^Name/).fill('Sam Renter');
    await plain.page.getByLabel(/^Email/).fill('sam@example.com');
    await plain.page.getByLabel(/^Phone/).fill('5065550199');
    await plain.page.getByLabel(/^I consent/).check();
    await plain.page.getByRole('button', { name: 'Send Message' }).click();
    await plain.page.getByRole('heading', { name: 'Showing booked' }).waitFor();
    const rows = await bookedShowings(ids.harbour!);
    expect(rows.some((r) => r.email === 'sam@example.com' && r.startsAt.toISOString() === start)).toBe(true);
    await plain.close();
  });

  it('in French: the times, the confirmation and the e-mail', async () => {
    const { page, close } = await open(`/fr/enquiry?property=${ids.harbour}&form=showing`);
    const times = page.getByRole('group', { name: 'Choisissez une heure' });
    await times.getByRole('radio').first().waitFor();
    await pick(await laterTime(times, 2));
    await page.getByLabel(/^Nom/).fill('Léa Locataire');
    await page.getByLabel(/^Courriel/).fill('lea@example.com');
    await page.getByLabel(/^Téléphone/).fill('5065550177');
    await page.getByLabel(/^J'accepte/).check();
    await page.getByRole('button', { name: /Envoyer/ }).click();
    await page.getByRole('alertdialog', { name: 'Visite réservée' }).waitFor();
    const mail = await mailFor(
      e2e.sink,
      'lea@example.com',
      /^Votre visite de Harbour View Apartment est réservée$/,
    );
    expect(linkIn(mail, '/fr/showing')).toContain('/fr/showing?token=');
    await close();
  });
});

describe('the manage link', () => {
  it('shows the showing when opened (changing nothing), moves it with a button, and answers 410 once used', async () => {
    const mail = await mailFor(
      e2e.sink,
      'jane@example.com',
      /^Your showing of Harbour View Apartment is booked$/,
    );
    const link = linkIn(mail, '/showing');
    const path = link.slice(link.indexOf('/showing'));
    const [before] = (await bookedShowings(ids.harbour!)).filter((r) => r.email === 'jane@example.com');

    const { page, close } = await open(path);
    await page.getByRole('heading', { name: 'Your showing', level: 1 }).waitFor();
    await expectNoSeriousA11yViolations(page);
    // Opened (as a mail scanner would): nothing changed.
    const [unchanged] = (await bookedShowings(ids.harbour!)).filter((r) => r.email === 'jane@example.com');
    expect(unchanged?.startsAt.getTime()).toBe(before!.startsAt.getTime());
    expect(unchanged?.sequence).toBe(0);

    const other = await laterTime(page.getByRole('group', { name: 'Choose a time' }), 3);
    const start = await other.getAttribute('value');
    await pick(other);
    await page.getByRole('button', { name: 'Move my showing' }).click();
    await page.getByText(/^Your showing has moved to/).waitFor();
    const [moved] = (await bookedShowings(ids.harbour!)).filter((r) => r.email === 'jane@example.com');
    expect([moved?.startsAt.toISOString(), moved?.sequence]).toEqual([start, 1]);
    const update = await mailFor(
      e2e.sink,
      'jane@example.com',
      /^Your showing of Harbour View Apartment has moved/,
    );
    expect(update.calendar).toContain(`UID:showing-${before!.id}@company.example`);
    expect(update.calendar).toContain('SEQUENCE:1');
    await close();

    // The used link: 410, and the way on.
    const used = await open(path);
    expect(used.response?.status()).toBe(410);
    await used.page.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await used.page.getByRole('link', { name: 'View the property' }).click();
    await used.page.waitForURL(`**/single-property-1/${ids.harbour}`);
    await used.close();

    // The new e-mail's link cancels: the CANCEL invite with the same UID and a higher SEQUENCE.
    const cancelPage = await open(linkIn(update, '/showing').slice(link.indexOf('/showing')));
    await cancelPage.page.getByRole('button', { name: 'Cancel my showing' }).click();
    await cancelPage.page.getByText('Your showing is cancelled. A confirmation is on its way.').waitFor();
    const cancel = await mailFor(
      e2e.sink,
      'jane@example.com',
      /^Your showing of Harbour View Apartment is cancelled$/,
    );
    expect(cancel.calendar).toContain('METHOD:CANCEL');
    expect(cancel.calendar).toContain('SEQUENCE:2');
    await cancelPage.close();
  });
});

describe('the console', () => {
  it('sets a property’s availability and cancels a booked showing with a message to the visitor', async () => {
    const { page, errors, close } = await open(`/propertyadmin/showings/${ids.birch}`, {
      cookie: admin.cookie,
    });
    await page.getByRole('heading', { name: 'Showings: Birch Street Duplex' }).waitFor();
    const weekly = page.getByRole('group', { name: 'Weekly windows' });
    const row = weekly.getByRole('group', { name: 'Row 1' });
    await row.getByLabel('Day').selectOption({ label: 'Tuesday' });
    await row.getByLabel('From').fill('17:00');
    await row.getByLabel('To').fill('19:00');
    await page.getByLabel('Slot length').selectOption({ label: '45 minutes' });
    await page.getByRole('button', { name: 'Save availability' }).click();
    await page.getByText('Availability saved.').waitFor();
    expect(await e2e.server.app.services.showings.availability(ids.birch!)).toMatchObject({
      slotMinutes: 45,
      windows: [{ kind: 'weekly', weekday: 2, start: '17:00', end: '19:00' }],
    });
    await expectNoSeriousA11yViolations(page);

    // A visitor books the harbour flat; the office cancels it from that property's page.
    const slots = await e2e.server.app.services.showings.slots(ids.harbour!);
    const start =
      slots.status === 'offered'
        ? (slots.days
            .flatMap((day) => day.slots)
            .find((slot) => Date.parse(slot.start) > Date.now() + 2 * 3_600_000)?.start ?? '')
        : '';
    const result = await e2e.server.app.services.showings.book(
      {
        propertyId: ids.harbour!,
        start,
        name: 'Kim Visitor',
        email: 'kim@example.com',
        phone: '5065550155',
        message: '',
        language: 'en',
      },
      { origin: e2e.server.url },
    );
    expect(result.status).toBe('booked');
    await page.goto(`${e2e.server.url}/propertyadmin/showings/${ids.harbour}`);
    const item = page.getByRole('listitem').filter({ hasText: 'Kim Visitor' });
    await item.getByLabel('Message to the visitor').fill('The tenant is moving out that day, sorry.');
    await item.getByRole('button', { name: 'Cancel this showing' }).click();
    await page.getByText('The showing is cancelled and the visitor told.').waitFor();
    const cancel = await mailFor(e2e.sink, 'kim@example.com', /is cancelled$/);
    expect(cancel.text).toContain('The tenant is moving out that day, sorry.');
    expect(cancel.calendar).toContain('METHOD:CANCEL');
    expect(errors).toEqual([]);
    await close();
  });

  it('is for admins only', async () => {
    const response = await fetch(`${e2e.server.url}/propertyadmin/showings/${ids.birch}`, {
      redirect: 'manual',
    });
    expect([302, 303]).toContain(response.status);
  });
});
