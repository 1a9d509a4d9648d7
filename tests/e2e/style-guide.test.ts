import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, waitForHydration } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';

// Issue 16: the living style guide (/component) and the property video page (/video).

let rentalId = '';
const VIDEO_NAME = 'Riverside Loft with Video Tour';

const e2e = setUpServerAndBrowser();

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  const base = Date.UTC(2026, 9, 1);
  rentalId = await createProperty(
    deps,
    { name: 'Sample Rental Flat', listingType: 'rent', createdAt: new Date(base) },
    { images: 2 },
  );
  await createProperty(
    deps,
    { name: 'Sample Sold House', listingType: 'sale', isClosed: true, createdAt: new Date(base - 3_600_000) },
    { images: 1 },
  );
});

async function open(path: string, width: number = 1366) {
  const context = await e2e.browser.newContext({ viewport: { width, height: 900 } });
  // The video host cannot be reached from here: answer it at the edge, and count what is asked.
  const videoRequests: string[] = [];
  await context.route(/youtube(-nocookie)?\.com|vimeo\.com|ytimg\.com/, (route) => {
    videoRequests.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>player</title>',
    });
  });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const response = await page.goto(e2e.server.url + path, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, errors, response, videoRequests, close: () => context.close() };
}

/**
 * 200, the h1, no console errors. One h1, no sideways scroll and no serious axe violation at 390 and
 * 1366 px are the whole-route walk's (tests/e2e/markup.test.ts walks /component and /video).
 */
async function checkPage(path: string, heading: string) {
  const { page, errors, response, close } = await open(path);
  try {
    expect(response?.status()).toBe(200);
    expect(await page.locator('h1').count()).toBe(1);
    await expect.poll(() => page.locator('h1').textContent()).toBe(heading);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}

describe('/component, the living style guide', () => {
  it('answers 200 with its h1 and no console errors', async () => {
    await checkPage('/component', 'Style guide');
  });

  it('is kept out of search engines and names each component, with real property cards', async () => {
    const { page, close } = await open('/component');
    try {
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      // The sample errors are shown as a server's answer would be, without moving the focus or scroll:
      // looked at once the page has done what it does after hydrating (the cards' buttons appear, the
      // carousel starts).
      await page.locator('#cards').getByRole('button', { name: 'Save', exact: true }).first().waitFor();
      await page.locator('#carousel .carousel--ready').waitFor();
      expect(await page.evaluate(() => [document.activeElement?.tagName, window.scrollY])).toEqual([
        'BODY',
        0,
      ]);
      for (const group of ['Buttons', 'Badges', 'Cards', 'Form fields', 'Dialogs', 'Pager', 'Carousel']) {
        await page.getByRole('heading', { level: 2, name: group, exact: true }).waitFor();
      }
      for (const name of [
        '<PropertyCard>',
        '<TextField>',
        '<Dialog>',
        '<Tabs>',
        '<Pagination>',
        '<Carousel>',
      ]) {
        await page.getByRole('heading', { level: 3, name, exact: true }).waitFor();
      }
      for (const badge of ['For Rent', 'For Sell', 'Verified', 'Rented', 'Sold']) {
        await page.locator('#badges .badge', { hasText: badge }).first().waitFor();
      }
      await page.getByRole('button', { name: 'Sending...' }).waitFor();
      expect(await page.getByRole('button', { name: 'Sending...' }).isDisabled()).toBe(true);
      // A card's address links to the real property.
      const href = await page.locator('#cards .property-card__title a').first().getAttribute('href');
      expect(href).toBe(`/single-property-1/${rentalId}`);
      // The invalid e-mail shows the schema's message, tied to its field.
      const email = page.locator('#fields input[aria-invalid="true"][type="email"]');
      await expect.poll(() => email.count()).toBe(1);
      const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
      const message = await page.locator(`[id="${describedBy.split(' ').pop()}"]`).textContent();
      expect(message).toContain('Please enter a valid email address.');
      expect(await page.locator('#fields fieldset[disabled] input').isDisabled()).toBe(true);
    } finally {
      await close();
    }
  });

  it('opens the dialog from its button; Escape closes it and gives the focus back', async () => {
    const { page, errors, close } = await open('/component');
    try {
      const opener = page.getByRole('button', { name: 'Open dialog' });
      await opener.click();
      const dialog = page.getByRole('dialog', { name: 'Sample dialog' });
      await dialog.waitFor();
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

      const messageOpener = page.getByRole('button', { name: 'Show message dialog' });
      await messageOpener.click();
      const message = page.getByRole('alertdialog', { name: 'Success!' });
      await message.waitFor();
      await message.getByRole('button', { name: 'OK' }).click();
      await message.waitFor({ state: 'hidden' });
      await expect.poll(() => messageOpener.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('switches tabs in place, opens accordion items, and its pager links work', async () => {
    const { page, close } = await open('/component');
    try {
      await page.getByRole('tab', { name: 'Details' }).click();
      await page.getByRole('tabpanel', { name: 'Details' }).waitFor();
      expect(await page.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
      const second = page.locator('#tabs details').nth(1);
      expect(await second.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false);
      await second.locator('summary').click();
      expect(await second.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
      // One open at a time.
      expect(await page.locator('#tabs details[open]').count()).toBe(1);

      const pager = page.getByRole('navigation', { name: 'Pagination' });
      await pager.getByRole('link', { name: 'Next' }).click();
      await page.waitForURL(/\/component\?page=2#pager$/);
      await page.getByText('Page 2 of 5 of this sample list.').waitFor();
      // What a screen reader says of the current page (the digit beside it is hidden from it).
      expect(await pager.locator('[aria-current="page"]').textContent()).toBe('Page 2, current page2');
    } finally {
      await close();
    }
  });
});

describe('/video, a property video behind its facade', () => {
  it('without a property with a video: an honest empty state that leads to the listings', async () => {
    const { page, response, errors, close } = await open('/video');
    try {
      expect(response?.status()).toBe(200);
      await page.getByRole('heading', { level: 2, name: 'No property video yet' }).waitFor();
      expect(await page.getByRole('link', { name: 'Browse listings' }).getAttribute('href')).toBe(
        '/list-layout-new-3',
      );
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the newest public property with a video, and loads the player only after a click', async () => {
    const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
    const base = Date.UTC(2026, 9, 1);
    const id = await createProperty(
      deps,
      {
        name: VIDEO_NAME,
        listingType: 'rent',
        price: 1450,
        videoUrl: 'https://www.youtube.com/watch?v=q7hL2mVx3Ts',
        createdAt: new Date(base - 86_400_000),
      },
      { images: 1 },
    );
    // An older one with a video, and a hidden newer one: neither is shown.
    await createProperty(deps, {
      name: 'Older Video Home',
      videoUrl: 'https://youtu.be/Lm4pR8sWz1E',
      createdAt: new Date(base - 10 * 86_400_000),
    });
    await createProperty(deps, {
      name: 'Unverified Video Draft',
      isVerified: false,
      videoUrl: 'https://youtu.be/R5tGk2wQm8c',
      createdAt: new Date(base + 86_400_000),
    });
    // The public property cache clears on the database's change notice.
    await expect
      .poll(async () => (await fetch(e2e.server.url + '/video')).text(), { timeout: 5000 })
      .toContain(VIDEO_NAME);

    await checkPage('/video', 'Property video');

    const { page, errors, videoRequests, close } = await open('/video');
    try {
      await page.getByRole('heading', { level: 2, name: VIDEO_NAME }).waitFor();
      await page.getByText('$1,450 / month').waitFor();
      expect(await page.getByRole('link', { name: 'View property details' }).getAttribute('href')).toBe(
        `/single-property-1/${id}`,
      );
      expect(await page.locator('iframe').count()).toBe(0);
      expect(videoRequests).toEqual([]);
      await page.getByRole('link', { name: `Play video: ${VIDEO_NAME}` }).click();
      const frame = page.locator('iframe');
      await frame.waitFor();
      expect(await frame.getAttribute('src')).toContain('youtube-nocookie.com/embed/q7hL2mVx3Ts');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
