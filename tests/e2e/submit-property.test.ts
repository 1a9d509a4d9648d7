import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { asc, eq } from 'drizzle-orm';
import { collectPageErrors, waitForHydration } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { createSignedInUser, signInBrowser } from '../support/auth.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { properties, propertyImages, sessions } from '../../server/db/schema.ts';
import { fillPropertyDetails } from '../support/property-form.ts';

const e2e = setUpServerAndBrowser();

/** A JPEG of one colour, so the test can tell which photo ended up where. */
async function photo(name: string, red: number, width = 900) {
  const height = Math.round((width * 2) / 3);
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: red, g: 90, b: 90 } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

async function redOf(key: string): Promise<number> {
  const bytes = await e2e.server.storage.read(key);
  const { data } = await sharp(bytes!).raw().toBuffer({ resolveWithObject: true });
  return data[0]!;
}

async function open(path: string, options: { javaScriptEnabled?: boolean; admin?: boolean } = {}) {
  const context = await e2e.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
  if (options.admin) await signInBrowser(context, e2e.server);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(e2e.server.url + path, { waitUntil: 'load' });
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, errors, context, close: () => context.close() };
}

/** Fills every required field with valid values. */
async function fillValid(page: Page, title: string) {
  await fillPropertyDetails(page, title);
  await page.getByLabel('Parking').check();
  await page.getByLabel('Description').fill('Bright and quiet, two minutes from the park.');
  await page.getByLabel('Your Name').fill('Owner Person');
  await page.getByLabel('Email').fill('owner@example.com');
  await page.getByLabel('Phone').fill('5065550199');
  await page.getByLabel(/I consent/).check();
}

async function imagesOf(id: string) {
  return e2e.server.database.db
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, id))
    .orderBy(asc(propertyImages.position));
}

async function propertyNamed(name: string) {
  const [row] = await e2e.server.database.db.select().from(properties).where(eq(properties.name, name));
  return row;
}

describe('submitting a property', () => {
  it('shows each validation message, focuses the first failing field, and clears an error when edited', async () => {
    const { page, errors, close } = await open('/submit-property');
    await expect(page.getByRole('heading', { level: 1, name: 'Submit Property' }).isVisible()).resolves.toBe(
      true,
    );
    for (const section of [
      'Basic Information',
      'Gallery',
      'Location',
      'Detailed Information',
      'Contact Information',
    ]) {
      expect(await page.getByRole('heading', { level: 2, name: section }).isVisible(), section).toBe(true);
    }
    await page.getByRole('button', { name: 'Submit & Preview' }).click();
    for (const message of [
      'Property title is required.',
      'Status is required.',
      'Property type is required.',
      'Price is required.',
      'Sqft is required.',
      'Number of bedrooms is required.',
      'Number of bathrooms is required.',
      'Available date is required.',
      'Address is required.',
      'Street number is required.',
      'Street name is required.',
      'City is required.',
      'Province is required.',
      'Postal code is required.',
      'Name is required.',
      'Email is required.',
      'Phone number is required.',
      'You must agree to the terms.',
    ]) {
      expect(await page.getByText(message, { exact: true }).isVisible(), message).toBe(true);
    }
    // The first failing field has the focus and is on screen.
    const title = page.getByLabel('Property Title');
    expect(await title.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    expect(await title.getAttribute('aria-describedby')).toBeTruthy();

    await title.fill('A');
    expect(await page.getByText('Property title is required.').isVisible()).toBe(false);
    expect(await page.getByText('Status is required.').isVisible()).toBe(true);

    // Malformed values get their own messages.
    await page.getByLabel('Price ($)').fill('lots');
    await page.getByLabel('Area (sqft)').fill('big');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Phone').fill('12ab345');
    expect(await page.getByLabel('Phone').inputValue()).toBe('12345'); // digits only while typing
    await page.getByLabel('Postal Code').fill('12345');
    await page.getByRole('button', { name: 'Submit & Preview' }).click();
    for (const message of [
      'Price must be a valid number.',
      'Sqft must be a valid number.',
      'Please enter a valid email address.',
      'Please enter a valid phone number (at least 10 digits).',
      'Please enter a valid Canadian postal code, for example E1C 4B5.',
    ]) {
      expect(await page.getByText(message, { exact: true }).isVisible(), message).toBe(true);
    }
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses a 9th photo with the Upload Limit Exceeded dialog, and an oversize one with a message', async () => {
    const { page, errors, close } = await open('/submit-property');
    const input = page.getByLabel('Photos');
    const nine = await Promise.all(
      Array.from({ length: 9 }, (_, i) => photo(`room-${i + 1}.jpg`, i * 25, 120)),
    );
    await input.setInputFiles(nine);
    const dialog = page.getByRole('alertdialog', { name: 'Upload Limit Exceeded' });
    await dialog.waitFor();
    expect(await dialog.getByText('Please select a maximum of 8 images.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByText('0 of 8 photos').isVisible()).toBe(true);

    await input.setInputFiles(nine.slice(0, 8));
    expect(await page.getByText('8 of 8 photos').isVisible()).toBe(true);
    await input.setInputFiles([nine[8]!]);
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByText('8 of 8 photos').isVisible()).toBe(true);

    await page.getByRole('button', { name: /Remove photo 8/ }).click();
    // A 16 MB file on disk (sparse: made at once), given by its path: the browser reads it itself,
    // where bytes given to setInputFiles would cross the DevTools connection as 21 MB of base64.
    const folder = await mkdtemp(path.join(os.tmpdir(), 'huge-photo-'));
    try {
      const huge = path.join(folder, 'huge.jpg');
      await writeFile(huge, '');
      await truncate(huge, 16 * 1024 * 1024);
      await input.setInputFiles(huge);
      expect(
        await page.getByText('“huge.jpg” is larger than 15 MB. Please choose a smaller photo.').isVisible(),
      ).toBe(true);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    expect(errors).toEqual([]);
    await close();
  });

  it('refuses a non-image renamed .jpg with the Error! dialog and a clear message', async () => {
    const { page, errors, close } = await open('/submit-property');
    await fillValid(page, 'Not really a photo');
    await page
      .getByLabel('Photos')
      .setInputFiles([
        { name: 'lease-1.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4 a lease, not a photo') },
      ]);
    await page.getByRole('button', { name: 'Submit & Preview' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Error!' });
    await dialog.waitFor();
    expect(await dialog.getByText('Failed to action property.').isVisible()).toBe(true);
    expect(await dialog.getByText('Status: 422').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByText('“lease-1.jpg” is not a JPEG, PNG, WebP or HEIC image.').isVisible()).toBe(
      true,
    );
    expect(await propertyNamed('Not really a photo')).toBeUndefined();
    // The browser reported the 422 response itself; nothing else went wrong.
    expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
    await close();
  });

  it('submits with 3 photos; it stays hidden until an admin verifies it, then shows the photos in order', async () => {
    const { page, errors, close } = await open('/submit-property');
    await fillValid(page, 'Sunny flat near Centennial Park');
    // Chosen out of order: the gallery orders them by the number at the end of the name.
    await page
      .getByLabel('Photos')
      .setInputFiles([
        await photo('flat-3.jpg', 200),
        await photo('flat-1.jpg', 20),
        await photo('flat-2.jpg', 110),
      ]);
    const names = () => page.locator('.gallery-card__name').allTextContents();
    expect(await names()).toEqual(['flat-1.jpg', 'flat-2.jpg', 'flat-3.jpg']);
    // Reordered by keyboard: the move button, then dnd-kit's handle (Space, arrow, Space).
    await page.getByRole('button', { name: 'Move photo 3 earlier' }).click();
    expect(await names()).toEqual(['flat-1.jpg', 'flat-3.jpg', 'flat-2.jpg']);
    const handle = page.getByRole('button', { name: 'Move photo 2: flat-3.jpg', exact: true });
    await handle.focus();
    // dnd-kit measures the layout between steps: as a screen reader user does, each key once its
    // live region has announced the step before (picked up, over its own place), and the arrow
    // again until it says the first place (an arrow pressed while dnd-kit still measures is
    // ignored: seen once in a full run).
    const said = (text: string) => page.getByRole('status').filter({ hasText: text });
    await page.keyboard.press('Space');
    await said('Photo flat-3.jpg moved to position 2 of 3.').waitFor();
    await expect
      .poll(
        async () => {
          if ((await said('Photo flat-3.jpg moved to position 1 of 3.').count()) > 0) return true;
          await page.keyboard.press('ArrowLeft');
          return false;
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    await page.keyboard.press('Space');
    await page.waitForFunction(
      () => document.querySelector('.gallery-card__name')?.textContent === 'flat-3.jpg',
    );
    expect(await names()).toEqual(['flat-3.jpg', 'flat-1.jpg', 'flat-2.jpg']);

    await page.getByRole('button', { name: 'Submit & Preview' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Submitted!' });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Back to Home' }).click();
    await page.waitForURL(e2e.server.url + '/');
    expect(errors).toEqual([]);
    await close();

    const row = await propertyNamed('Sunny flat near Centennial Park');
    expect(row).toMatchObject({
      isVerified: false,
      isClosed: false,
      isArchived: false,
      province: 'New Brunswick',
    });
    const images = await imagesOf(row!.id);
    expect(await Promise.all(images.map((i) => redOf(i.originalKey)))).toEqual([
      expect.closeTo(200, -1),
      expect.closeTo(20, -1),
      expect.closeTo(110, -1),
    ]);
    // Not public yet.
    expect((await fetch(`${e2e.server.url}/single-property-1/${row!.id}`)).status).toBe(404);

    // An admin verifies it in the console (the review queue of /propertyadmin).
    const admin = await open('/propertyadmin/review', { admin: true });
    const card = admin.page.getByRole('article', { name: 'Sunny flat near Centennial Park' });
    // The card changes before the server answers: wait for the answer itself. (Polled from the
    // admin's tab, an answer to a request sent before the change would show as a console error.)
    const answered = admin.page.waitForResponse((response) =>
      response.url().endsWith('/api/update-property-status'),
    );
    await card.getByRole('button', { name: 'Verify' }).click();
    expect((await answered).ok()).toBe(true);
    // Once answered, public at once (the server's caches were cleared before it answered).
    expect((await fetch(`${e2e.server.url}/api/properties/${row!.id}`)).status).toBe(200);
    expect(admin.errors).toEqual([]);
    await admin.close();

    const visitor = await open(`/single-property-1/${row!.id}`);
    expect(
      await visitor.page
        .getByRole('heading', { level: 1, name: 'Sunny flat near Centennial Park' })
        .isVisible(),
    ).toBe(true);
    const srcs = await visitor.page
      .locator('main img')
      .evaluateAll((imgs) =>
        imgs.map((img) => (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src),
      );
    const folders = images.map((i) => i.originalKey.split('/')[1]);
    const shown = folders.map((folder) => srcs.findIndex((src) => src.includes(folder!)));
    expect(shown.every((index) => index >= 0)).toBe(true);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
    await visitor.close();
  });

  it('works without JavaScript: validation from the server, then a submission ordered by file name', async () => {
    const { page, close } = await open('/submit-property', { javaScriptEnabled: false });
    await page.getByRole('button', { name: 'Submit & Preview' }).click();
    await page.getByText('Failed to action property.').waitFor();
    expect(await page.getByText('Property title is required.').isVisible()).toBe(true);
    expect(await page.getByText('You must agree to the terms.').isVisible()).toBe(true);

    await fillValid(page, 'No-script cottage');
    await page
      .getByLabel('Photos')
      .setInputFiles([await photo('c-2.jpg', 120), await photo('c-10.jpg', 220), await photo('c-1.jpg', 30)]);
    await page.getByRole('button', { name: 'Submit & Preview' }).click();
    await page.getByRole('heading', { name: 'Submitted!' }).waitFor({ timeout: 30_000 });
    expect(await page.getByRole('link', { name: 'Back to Home' }).isVisible()).toBe(true);
    await close();

    const row = await propertyNamed('No-script cottage');
    const images = await imagesOf(row!.id);
    expect(await Promise.all(images.map((i) => redOf(i.originalKey)))).toEqual([
      expect.closeTo(30, -1),
      expect.closeTo(120, -1),
      expect.closeTo(220, -1),
    ]);
  });
});

/** Drops files on an element the way a browser does: dragenter, dragover, drop with a DataTransfer. */
async function dropFiles(page: Page, selector: string, files: { name: string; buffer: Buffer }[]) {
  const dataTransfer = await page.evaluateHandle(
    (list) => {
      const transfer = new DataTransfer();
      for (const file of list) {
        const bytes = Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], file.name, { type: file.type }));
      }
      return transfer;
    },
    files.map((f) => ({
      name: f.name,
      base64: f.buffer.toString('base64'),
      type: f.name.endsWith('.jpg') ? 'image/jpeg' : 'application/pdf',
    })),
  );
  const target = page.locator(selector);
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}

describe('the photo drop zone', () => {
  it('takes photos dropped on it or chosen by click or keyboard, and counts them against the limit', async () => {
    const { page, errors, close } = await open('/submit-property');
    const gallery = page.getByRole('region', { name: 'Gallery' });
    const input = page.getByLabel('Photos');
    // The raw control ("Choose Files / No file chosen") is replaced by the zone and its count.
    expect(await input.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(1);
    const count = gallery.getByText(/^\d+ of 8 photos$/);
    expect(await count.textContent()).toBe('0 of 8 photos');
    // The count is announced politely as it changes, and read with the input.
    expect(await count.getAttribute('aria-live')).toBe('polite');
    const describedBy = (await input.getAttribute('aria-describedby'))!.split(' ');
    expect(describedBy).toContain(await count.getAttribute('id'));
    // A touch target: the whole zone opens the picker.
    const zone = gallery.locator('label', { hasText: 'Choose photos' });
    const box = (await zone.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);

    // Dropped out of order: ordered by the number at the end of the name (spec 2.6).
    await dropFiles(page, '.photo-drop', [
      await photo('porch-3.jpg', 200, 120),
      await photo('porch-1.jpg', 20, 120),
      await photo('porch-2.jpg', 110, 120),
    ]);
    expect(await count.textContent()).toBe('3 of 8 photos');
    const names = () => page.locator('.gallery-card__name').allTextContents();
    expect(await names()).toEqual(['porch-1.jpg', 'porch-2.jpg', 'porch-3.jpg']);

    // A dropped file that is not a photo is refused with a message, and nothing is added.
    await dropFiles(page, '.photo-drop', [{ name: 'lease.pdf', buffer: Buffer.from('%PDF-1.4') }]);
    expect(await page.getByText('“lease.pdf” is not a JPEG, PNG, WebP or HEIC image.').isVisible()).toBe(
      true,
    );
    expect(await count.textContent()).toBe('3 of 8 photos');

    // A click on the zone opens the picker...
    const [byClick] = await Promise.all([page.waitForEvent('filechooser'), zone.click()]);
    await byClick.setFiles([await photo('porch-4.jpg', 60, 120)]);
    expect(await count.textContent()).toBe('4 of 8 photos');
    // ...and so does the keyboard, on the focused input, with a visible focus ring on the zone.
    await page.getByLabel('Video URL (optional)').focus();
    await page.keyboard.press('Tab');
    expect(await input.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(
      true,
    );
    expect(await zone.evaluate((el) => getComputedStyle(el.parentElement!).outlineStyle)).toBe('solid');
    // Chromium now and then drops a picker asked for right after the previous one closed (seen
    // about one run in three on a busy machine): the key is pressed again, at most three times.
    const byKey = await (async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          const [chooser] = await Promise.all([
            page.waitForEvent('filechooser', { timeout: 5000 }),
            page.keyboard.press('Space'),
          ]);
          return chooser;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
    })();
    await byKey.setFiles([await photo('porch-5.jpg', 90, 120)]);
    expect(await count.textContent()).toBe('5 of 8 photos');

    // Four more would make nine: the spec's dialog, and nothing is added.
    await dropFiles(
      page,
      '.photo-drop',
      await Promise.all([6, 7, 8, 9].map((n) => photo(`porch-${n}.jpg`, n * 20, 120))),
    );
    const dialog = page.getByRole('alertdialog', { name: 'Upload Limit Exceeded' });
    await dialog.waitFor();
    expect(await dialog.getByText('Please select a maximum of 8 images.').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await count.textContent()).toBe('5 of 8 photos');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a 320 px screen without sideways scrolling, with photos in it', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(e2e.server.url + '/submit-property');
    await waitForHydration(page);
    await page
      .getByLabel('Photos')
      .setInputFiles([await photo('a-rather-long-name-for-the-front-of-the-house-1.jpg', 30, 120)]);
    await page.getByText('1 of 8 photos').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    for (const button of await page.locator('.gallery-card button').all()) {
      const box = (await button.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

// The Nu HTML checker reads /submit-property and the edit page (a property with photos, signed in)
// in tests/e2e/markup.test.ts's batch: one Java start for the whole suite.

describe('editing a property', () => {
  it('is for admins only: the one guard of the admin pages, on the page and on its form', async () => {
    const id = await createProperty(
      { db: e2e.server.database.db, storage: e2e.server.storage },
      { name: 'Guarded' },
    );
    const admin = await createSignedInUser(e2e.server.app.services);
    const customer = await createSignedInUser(e2e.server.app.services, { role: 'customer' });
    const path = `/submit-property?id=${id}`;
    const post = (headers: Record<string, string>, csrf: string) => {
      const body = new FormData();
      body.set('csrf', csrf);
      body.set('title', 'Forged');
      return fetch(e2e.server.url + path, { method: 'POST', headers, body, redirect: 'manual' });
    };
    // Signed out: to the login page, and back to this very form afterwards.
    const signedOut = await post({}, '');
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    const asCustomer = await fetch(e2e.server.url + path, { headers: { cookie: customer.cookie } });
    expect(asCustomer.status).toBe(403);
    expect(await asCustomer.text()).toContain('Access denied');
    expect((await post({ cookie: customer.cookie }, customer.csrfToken)).status).toBe(403);
    expect((await post({ cookie: admin.cookie }, 'wrong-token')).status).toBe(403);
    const crossSite = { cookie: admin.cookie, 'sec-fetch-site': 'cross-site' };
    expect((await post(crossSite, admin.csrfToken)).status).toBe(403);
    const [row] = await e2e.server.database.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.name).toBe('Guarded');
  });

  it('sends visitors to the login page', async () => {
    const id = await createProperty({ db: e2e.server.database.db, storage: e2e.server.storage });
    const { page, close } = await open(`/submit-property?id=${id}`);
    expect(new URL(page.url()).pathname).toBe('/login');
    await close();
  });

  it.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])(
    'saved unchanged by an admin (%s), a two-paragraph description reads exactly as before',
    async (_, javaScriptEnabled) => {
      const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
      const original = {
        descriptionPrimary: 'A bright corner unit on the second floor.',
        descriptionSecondary: 'Heat and hot water included.\n\nFive minutes from the hospital.',
        customerPhone: '5065550123',
      };
      const id = await createProperty(deps, original, { images: 2 });
      const readBack = async () => {
        const api = (await (await fetch(`${e2e.server.url}/api/properties/${id}`)).json()) as Record<
          string,
          unknown
        >;
        const detail = await e2e.browser.newPage();
        await detail.goto(`${e2e.server.url}/single-property-1/${id}`);
        const paragraphs = await detail
          .locator('details', { has: detail.getByRole('heading', { name: 'Description' }) })
          .locator('p')
          .allTextContents();
        await detail.close();
        return { description1: api.description1, description2: api.description2, paragraphs };
      };
      const before = await readBack();
      expect(before).toEqual({
        description1: original.descriptionPrimary,
        description2: original.descriptionSecondary,
        paragraphs: [
          'A bright corner unit on the second floor.',
          'Heat and hot water included.',
          'Five minutes from the hospital.',
        ],
      });

      const { page, errors, close } = await open(`/submit-property?id=${id}`, {
        admin: true,
        javaScriptEnabled,
      });
      expect(await page.getByLabel('Description').inputValue()).toBe(
        `${original.descriptionPrimary}\n\n${original.descriptionSecondary}`,
      );
      await page.getByRole('button', { name: 'Submit & Preview' }).click();
      if (javaScriptEnabled) {
        await page.getByRole('alertdialog', { name: 'Updated!' }).waitFor({ timeout: 30_000 });
      } else {
        await page.waitForURL(/updated=1/);
      }
      expect(errors).toEqual([]);
      await close();

      expect(await readBack()).toEqual(before);
      const [row] = await e2e.server.database.db.select().from(properties).where(eq(properties.id, id));
      expect(row).toMatchObject(original);
    },
  );

  it('lets an admin change fields, delete one photo and add one; the deleted files leave storage', async () => {
    const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
    const id = await createProperty(
      deps,
      { name: 'Old title', features: ['Parking', 'Internet'], sqft: 1200, beds: 3, washrooms: 2.5 },
      { images: 3 },
    );
    const before = await imagesOf(id);
    const { page, errors, close } = await open(`/submit-property?id=${id}`, { admin: true });
    expect(await page.getByRole('heading', { level: 1, name: 'Edit Property' }).isVisible()).toBe(true);
    // Prefilled: features marked Yes checked, the numbers of sqft, beds and washrooms.
    expect(await page.getByLabel('Parking').isChecked()).toBe(true);
    expect(await page.getByLabel('Internet').isChecked()).toBe(true);
    expect(await page.getByLabel('Elevator').isChecked()).toBe(false);
    expect(await page.getByLabel('Area (sqft)').inputValue()).toBe('1200');
    expect(await page.getByLabel('Bedrooms').inputValue()).toBe('3');
    expect(await page.getByLabel('Bathrooms').inputValue()).toBe('2.5');
    expect(await page.locator('.gallery-card').count()).toBe(3);

    await page.getByLabel('Property Title').fill('New title');
    await page.getByLabel('Elevator').check();
    await page.getByRole('button', { name: /Remove photo 2/ }).click();
    await page.getByLabel('Photos').setInputFiles([await photo('new-1.jpg', 240)]);
    await page.getByRole('button', { name: 'Submit & Preview' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Updated!' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await close();

    const [row] = await e2e.server.database.db.select().from(properties).where(eq(properties.id, id));
    expect(row).toMatchObject({ name: 'New title', features: ['Internet', 'Elevator', 'Parking'] });
    const after = await imagesOf(id);
    expect(after.map((i) => i.id).slice(0, 2)).toEqual([before[0]!.id, before[2]!.id]);
    expect(after).toHaveLength(3);
    expect(await redOf(after[2]!.originalKey)).toBeGreaterThan(220);
    for (const key of [before[1]!.originalKey, ...before[1]!.variants.map((v) => v.key)]) {
      expect(await e2e.server.storage.read(key), key).toBeNull();
    }
  });

  it('counts the photos kept plus the photos added against the limit of 8', async () => {
    const id = await createProperty(
      { db: e2e.server.database.db, storage: e2e.server.storage },
      { name: 'Counted' },
      { images: 3 },
    );
    const { page, errors, close } = await open(`/submit-property?id=${id}`, { admin: true });
    const count = page.getByText(/^\d+ of 8 photos$/);
    expect(await count.textContent()).toBe('3 of 8 photos');
    await page.getByRole('button', { name: /Remove photo 1/ }).click();
    expect(await count.textContent()).toBe('2 of 8 photos');
    await page.getByLabel('Photos').setInputFiles([await photo('extra-1.jpg', 40, 120)]);
    expect(await count.textContent()).toBe('3 of 8 photos');
    // 3 + 6 = 9: refused whole.
    await page
      .getByLabel('Photos')
      .setInputFiles(await Promise.all([2, 3, 4, 5, 6, 7].map((n) => photo(`extra-${n}.jpg`, n * 30, 120))));
    const dialog = page.getByRole('alertdialog', { name: 'Upload Limit Exceeded' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    expect(await count.textContent()).toBe('3 of 8 photos');
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps what the admin typed when the session has ended, and signs in again on the spot', async () => {
    const id = await createProperty(
      { db: e2e.server.database.db, storage: e2e.server.storage },
      { name: 'Before the break' },
      { images: 1 },
    );
    const context = await e2e.browser.newContext();
    const admin = await signInBrowser(context, e2e.server);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.server.url}/submit-property?id=${id}`);
    await waitForHydration(page);
    // The session ends while the admin is editing (it expired, or they signed out elsewhere).
    await e2e.server.database.db.delete(sessions).where(eq(sessions.userId, admin.user.id));
    await page.getByLabel('Property Title').fill('Typed during the break');
    await page.getByLabel('Photos').setInputFiles([await photo('new-2.jpg', 240, 120)]);
    await page.getByRole('button', { name: 'Submit & Preview' }).click();

    const dialog = page.getByRole('alertdialog', { name: 'Authentication Error' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(
      await dialog.getByText('Could not get authentication token. Please try logging in again.').isVisible(),
    ).toBe(true);
    expect(await page.getByText('Status: 401').count()).toBe(0);
    const link = dialog.getByRole('link', { name: 'Sign in again' });
    expect(await link.getAttribute('href')).toBe(
      `/login?redirectTo=${encodeURIComponent(`/submit-property?id=${id}`)}`,
    );
    // Nothing typed is lost.
    expect(await page.getByLabel('Property Title').inputValue()).toBe('Typed during the break');

    // Signing in from the dialog: a wrong password is refused there, the page stays.
    await link.click();
    await dialog.getByLabel('Email').fill(admin.user.email);
    await dialog.getByLabel('Password').fill('not-the-password');
    await dialog.getByRole('button', { name: 'Login' }).click();
    await dialog.getByText('Invalid email or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/submit-property');
    await dialog.getByLabel('Password').fill(admin.password);
    await dialog.getByRole('button', { name: 'Login' }).click();
    const signedIn = page.getByRole('alertdialog', { name: 'Signed in again' });
    await signedIn.getByText('Your changes are still in the form').waitFor();
    await signedIn.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByLabel('Property Title').inputValue()).toBe('Typed during the break');
    expect(await page.getByText('2 of 8 photos').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Submit & Preview' }).click();
    await page.getByRole('alertdialog', { name: 'Updated!' }).waitFor({ timeout: 30_000 });
    const [row] = await e2e.server.database.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.name).toBe('Typed during the break');
    expect(await imagesOf(id)).toHaveLength(2);
    // The browser logged the 401 answers (the update, the refused sign-in); nothing else went wrong.
    expect(errors.filter((e) => !/\b401\b/.test(e))).toEqual([]);
    await context.close();
  });

  it('without JavaScript, an ended session leads to the login page and back to the edit page', async () => {
    const id = await createProperty(
      { db: e2e.server.database.db, storage: e2e.server.storage },
      { name: 'No-script edit' },
    );
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const admin = await signInBrowser(context, e2e.server);
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/submit-property?id=${id}`);
    await e2e.server.database.db.delete(sessions).where(eq(sessions.userId, admin.user.id));
    await page.getByLabel('Property Title').fill('Lost without a session');
    await page.getByRole('button', { name: 'Submit & Preview' }).click();
    await page.waitForURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/submit-property?id=${id}`);
    await page.getByLabel('Email', { exact: true }).fill(admin.user.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${e2e.server.url}/submit-property?id=${id}`);
    expect(await page.getByRole('heading', { level: 1, name: 'Edit Property' }).isVisible()).toBe(true);
    // Nothing was written without a session.
    const [row] = await e2e.server.database.db.select().from(properties).where(eq(properties.id, id));
    expect(row?.name).toBe('No-script edit');
    await context.close();
  });
});
