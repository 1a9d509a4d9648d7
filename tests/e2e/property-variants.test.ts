import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { waitForHydration } from '../support/browser.ts';
import { setUpServerAndPage } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { createSignedInUser, type SignedInUser } from '../support/auth.ts';

// The detail page's layouts (issue 16): /single-property-1 … 4, with or without an id. The whole-route
// walk (markup.test.ts) checks status, headings, axe and widths; this file checks what each layout
// is for, the newest property without an id, the 404s, and the cache after a write.

let admin: SignedInUser;
const ids: Record<string, string> = {};

const NEWEST = {
  name: 'Harbour Light Two-Bedroom',
  address: '40 Harbour Light Lane, Moncton, NB E1C 5A1',
  price: 1650,
};
const PRICE = '$1,650 / month';
const FORM = 'Contact us about this property';

const e2e = setUpServerAndPage({ viewport: { width: 1366, height: 768 }, stubMapTiles: true });

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  const base = Date.UTC(2026, 9, 1);
  ids.newest = await createProperty(deps, { ...NEWEST, createdAt: new Date(base + 5000) }, { images: 5 });
  ids.noCoordinates = await createProperty(
    deps,
    {
      name: 'Lane Without Coordinates',
      address: '7 Unmapped Lane, Dieppe, NB E1A 1A1',
      latitude: null,
      longitude: null,
      createdAt: new Date(base + 4000),
    },
    { images: 2 },
  );
  ids.rented = await createProperty(
    deps,
    { name: 'Rented Corner Flat', isClosed: true, createdAt: new Date(base + 3000) },
    { images: 1 },
  );
  // Newer than every public one, but not verified: never "the newest".
  ids.pending = await createProperty(
    deps,
    { name: 'Pending Riverside Loft', isVerified: false, createdAt: new Date(base + 9000) },
    { images: 1 },
  );
  admin = await createSignedInUser(e2e.server.app.services);
});

async function open(path: string) {
  const response = await e2e.page.goto(e2e.server.url + path, { waitUntil: 'load' });
  await waitForHydration(e2e.page);
  return response;
}

const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox())!.y;

describe('each layout of a property', () => {
  it('shows its name, price, photos and the enquiry form; the layout decides what comes first', async () => {
    for (const layout of [1, 2, 3, 4]) {
      const response = await open(`/single-property-${layout}/${ids.newest}`);
      expect(response?.status(), `layout ${layout}`).toBe(200);
      const main = e2e.page.getByRole('main');
      const title = e2e.page.getByRole('heading', { level: 1, name: NEWEST.name });
      await title.waitFor();
      expect(await main.getByText(PRICE, { exact: true }).first().isVisible(), `layout ${layout}`).toBe(true);
      const photos = e2e.page.getByRole('group', { name: `Photos of ${NEWEST.name}` });
      // Gallery first: all five photos in the row; the others: the grid's large one and four small.
      expect(await photos.getByRole('img').count(), `layout ${layout}`).toBe(5);
      const form = e2e.page.getByRole('region', { name: FORM });
      expect(await form.getByLabel(/^Name/).isVisible(), `layout ${layout}`).toBe(true);
      const sidebar = e2e.page.getByRole('complementary').filter({ has: form });
      expect(await sidebar.count(), `layout ${layout}: the form in a sidebar`).toBe(layout === 4 ? 0 : 1);
      const gallery = e2e.page.getByRole('heading', { level: 2, name: 'Gallery' });
      expect(await gallery.count(), `layout ${layout}: a Gallery section`).toBe(layout === 2 ? 0 : 1);
      const map = e2e.page.getByRole('region', { name: `Map of ${NEWEST.address}` });
      // The map is drawn (its marker) where it is: on top in map first, under Location elsewhere.
      if (layout === 3) {
        expect(await top(map)).toBeLessThan(await top(title));
        await map.locator('.leaflet-interactive').first().waitFor();
      } else {
        expect(await top(map)).toBeGreaterThan(await top(title));
      }
      if (layout === 2) {
        // Every photo in a row on top: Next brings the next ones into view.
        expect(await top(photos)).toBeLessThan(await top(title));
        const track = photos.getByRole('list');
        const before = await track.evaluate((element) => element.scrollLeft);
        await photos.getByRole('button', { name: 'Next' }).click();
        await expect.poll(() => track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);
      }
      if (layout === 4) {
        // Full width: the form after the sections; Book Showing by the facts leads down to it.
        const locationHeading = e2e.page.getByRole('heading', { level: 2, name: 'Location' });
        expect(await top(form)).toBeGreaterThan(await top(locationHeading));
        await main.getByRole('link', { name: 'Book Showing' }).click();
        await expect.poll(() => e2e.page.evaluate(() => location.hash)).toBe('#enquiry');
        await expect
          .poll(async () => {
            const box = await form.getByLabel(/^Name/).boundingBox();
            return box !== null && box.y >= 0 && box.y + box.height <= 768;
          })
          .toBe(true);
      }
    }
    expect(e2e.errors).toEqual([]);
  });

  it('full width, rented: no form, the note and similar properties below', async () => {
    await open(`/single-property-4/${ids.rented}`);
    expect(await e2e.page.getByRole('heading', { level: 2, name: 'No longer available' }).isVisible()).toBe(
      true,
    );
    expect(await e2e.page.getByRole('region', { name: FORM }).count()).toBe(0);
    expect(await e2e.page.getByRole('heading', { level: 2, name: 'Similar properties' }).isVisible()).toBe(
      true,
    );
    // The similar open ones: the two other public rentals (a card is named by its address).
    const similar = e2e.page.getByRole('region', { name: 'Similar properties' });
    expect(await similar.getByRole('heading', { level: 3 }).allTextContents()).toEqual([
      NEWEST.address,
      '7 Unmapped Lane, Dieppe, NB E1A 1A1',
    ]);
  });

  it('map first without coordinates: the address as text, no empty map', async () => {
    await open(`/single-property-3/${ids.noCoordinates}`);
    const main = e2e.page.getByRole('main');
    expect(await main.getByRole('region', { name: /^Map of/ }).count()).toBe(0);
    expect(
      await main.getByText('7 Unmapped Lane, Dieppe, NB E1A 1A1', { exact: true }).count(),
    ).toBeGreaterThan(0);
    expect(
      await main
        .getByRole('link', { name: /OpenStreetMap/ })
        .first()
        .isVisible(),
    ).toBe(true);
  });

  it('map first without JavaScript: the address and the OpenStreetMap link, no blank map box', async () => {
    const noScript = await e2e.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 800 },
    });
    const plain = await noScript.newPage();
    await plain.goto(`${e2e.server.url}/single-property-3/${ids.newest}`, { waitUntil: 'load' });
    const main = plain.getByRole('main');
    expect(
      await main
        .getByRole('link', { name: /OpenStreetMap/ })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await main.getByRole('region', { name: `Map of ${NEWEST.address}` }).isVisible()).toBe(false);
    expect(await plain.getByRole('heading', { level: 1, name: NEWEST.name }).isVisible()).toBe(true);
    await noScript.close();
  });
});

/** The page's HTML and status, as a visitor without a session gets it. */
async function get(path: string) {
  const response = await fetch(e2e.server.url + path);
  return { status: response.status, html: await response.text(), cache: response.headers.get('x-cache') };
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe('a layout without an id', () => {
  it('shows the newest public property, whose canonical address is its first layout with the id', async () => {
    for (const layout of [1, 2, 3, 4]) {
      const { status, html } = await get(`/single-property-${layout}`);
      expect(status, `layout ${layout}`).toBe(200);
      expect(html).toMatch(new RegExp(`<h1 id="property-title">${NEWEST.name}</h1>`));
      expect(html).not.toContain('Pending Riverside Loft');
      expect(canonicalOf(html)).toBe(`${e2e.server.url}/single-property-1/${ids.newest}`);
    }
    // With an id too: one address per property.
    expect(canonicalOf((await get(`/single-property-3/${ids.rented}`)).html)).toBe(
      `${e2e.server.url}/single-property-1/${ids.rented}`,
    );
  });
});

describe('a property a visitor may not see', () => {
  it('is the 404 page with status 404 in every layout: unknown, malformed or not yet verified', async () => {
    for (const layout of [1, 2, 3, 4]) {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-property', ids.pending]) {
        const { status, html } = await get(`/single-property-${layout}/${id}`);
        expect(status, `layout ${layout}, ${id}`).toBe(404);
        expect(html).toContain('Page not found');
        expect(html).not.toContain('Pending Riverside Loft');
      }
    }
  });
});

/** Sets a status flag through the admin API, as the console does. */
async function setStatus(id: string, field: 'Verified' | 'PropertyArchived', value: boolean) {
  const response = await fetch(`${e2e.server.url}/api/update-property-status`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ id, field, value }),
  });
  expect(response.status).toBe(200);
}

/** Waits, at most a second, until the page's HTML passes `check`. */
async function within1s(path: string, check: (html: string) => boolean) {
  const started = Date.now();
  while (!check((await get(path)).html)) {
    expect(Date.now() - started, path).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('the newest property, served from the page cache', () => {
  it('is the newly verified one within a second of the verify', async () => {
    await get('/single-property-2');
    const cached = await get('/single-property-2');
    expect(cached.cache).toBe('HIT');
    expect(cached.html).toContain(NEWEST.name);
    await setStatus(ids.pending!, 'Verified', true);
    await within1s('/single-property-2', (html) =>
      html.includes('<h1 id="property-title">Pending Riverside Loft'),
    );
  });

  it('with no public property left: a friendly page with a link to the listing, status 200', async () => {
    for (const id of Object.values(ids)) await setStatus(id, 'PropertyArchived', true);
    await within1s('/single-property-1', (html) => html.includes('No properties listed yet'));
    await open('/single-property-4');
    expect(
      await e2e.page.getByRole('heading', { level: 1, name: 'No properties listed yet' }).isVisible(),
    ).toBe(true);
    await e2e.page.getByRole('main').getByRole('link', { name: 'See all listings' }).click();
    await e2e.page.waitForURL(`${e2e.server.url}/list-layout-new-3`);
    expect(e2e.errors).toEqual([]);
  });
});
