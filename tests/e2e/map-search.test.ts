import { beforeAll, describe, expect, it } from 'vitest';
import { waitForHydration } from '../support/browser.ts';
import { setUpServerAndPage } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';

// The map search (issue 16): /map and /grid-layout-with-map. One server, one browser; the map tiles
// come from the stub (tests/support/browser.ts), or fail on purpose.

const ids: Record<string, string> = {};

// Far enough apart (7 km and more) that none overlap when the map shows them all; two more 50 m
// apart, which do, and are clustered.
const SPREAD = {
  moncton: { name: 'Moncton Map Flat', latitude: 46.09, longitude: -64.78, price: 1400 },
  dieppe: {
    name: 'Dieppe Map Flat',
    city: 'Dieppe',
    latitude: 46.1,
    longitude: -64.68,
    price: 1250,
    features: ['Parking' as const, 'Pets Allowed' as const],
  },
  riverview: {
    name: 'Riverview Map House',
    city: 'Riverview',
    listingType: 'sale' as const,
    propertyType: 'Detached' as const,
    latitude: 46.03,
    longitude: -64.8,
    price: 349900,
  },
  shediac: {
    name: 'Shediac Map Cottage',
    city: 'Shediac',
    latitude: 46.22,
    longitude: -64.54,
    price: 1800,
    features: ['Pets Allowed' as const],
  },
};
const PUBLIC_WITH_COORDINATES = 6;

const e2e = setUpServerAndPage({ viewport: { width: 1366, height: 900 }, stubMapTiles: true });

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  for (const [key, fields] of Object.entries(SPREAD)) {
    ids[key] = await createProperty(deps, fields, { images: key === 'moncton' ? 1 : 0 });
  }
  ids.twinA = await createProperty(deps, { name: 'Twin Flat A', latitude: 46.0, longitude: -64.58 });
  ids.twinB = await createProperty(deps, { name: 'Twin Flat B', latitude: 46.0004, longitude: -64.5804 });
  // Listed, with a note; not on the map.
  ids.nowhere = await createProperty(deps, { name: 'Nowhere Flat', latitude: null, longitude: null });
  // Never shown, coordinates or not.
  await createProperty(deps, {
    name: 'Pending Map Flat',
    isVerified: false,
    latitude: 46.09,
    longitude: -64.7,
  });
  await createProperty(deps, {
    name: 'Archived Map Flat',
    isArchived: true,
    latitude: 46.1,
    longitude: -64.75,
  });
});

async function open(path: string) {
  await e2e.page.goto(e2e.server.url + path);
  await waitForHydration(e2e.page);
  await e2e.page.locator('.search-map[data-status="ready"]').waitFor();
}

async function apiTotal(query: string): Promise<number> {
  const response = await fetch(`${e2e.server.url}/api/properties?${query}`);
  expect(response.status, query).toBe(200);
  return Number(response.headers.get('x-total-count'));
}

/** The properties the markers on screen stand for: a pin counts one, a cluster its number. */
async function markedProperties(): Promise<number> {
  const pins = await e2e.page.locator('.map-pin[data-property-id]').count();
  const clusters = await e2e.page.locator('.map-pin--cluster').allTextContents();
  return pins + clusters.reduce((sum, text) => sum + Number(text), 0);
}

describe('the map page', () => {
  it('shows one marker per public property with coordinates, clustering those that overlap', async () => {
    await open('/map');
    await expect.poll(markedProperties).toBe(PUBLIC_WITH_COORDINATES);
    expect(await e2e.page.getByTestId('map-count').textContent()).toBe(
      `${PUBLIC_WITH_COORDINATES} properties on the map`,
    );
    for (const key of Object.keys(SPREAD)) {
      await expect.poll(() => e2e.page.locator(`.map-pin[data-property-id="${ids[key]}"]`).count()).toBe(1);
    }
    const cluster = e2e.page.getByRole('button', { name: '2 properties here: zoom in' });
    expect(await cluster.textContent()).toBe('2');
    // The list holds every public property, the one without coordinates too, and says why it is not on the map.
    await expect.poll(() => e2e.page.getByRole('status').filter({ hasText: 'of 7 results' }).count()).toBe(1);
    const notes = e2e.page.getByTestId('map-notes');
    expect(await notes.textContent()).toContain(
      '1 property that matches has no location yet, so it is not on the map. It is in the list:',
    );
    expect(await notes.getByRole('link', { name: 'Nowhere Flat' }).getAttribute('href')).toBe(
      `/single-property-1/${ids.nowhere}`,
    );
    expect(await e2e.page.locator(`article[aria-labelledby="card-${ids.nowhere}"]`).count()).toBe(1);

    // A cluster opens up when clicked.
    await cluster.click();
    await expect
      .poll(() =>
        e2e.page
          .locator(`.map-pin[data-property-id="${ids.twinA}"], .map-pin[data-property-id="${ids.twinB}"]`)
          .count(),
      )
      .toBe(2);
  });

  it('opens a popup card on a marker, with the price and a link to the property', async () => {
    await open('/map');
    const pin = e2e.page.getByRole('button', { name: 'Moncton Map Flat, $1,400 / month' });
    await pin.click();
    const popup = e2e.page.locator('.leaflet-popup');
    await popup.waitFor();
    expect(await popup.locator('.map-card__price').textContent()).toBe('$1,400 / month');
    expect(await popup.locator('.map-card__address').textContent()).toContain('Test Street');
    expect(await popup.locator('img').count()).toBe(1);
    const link = popup.getByRole('link', { name: 'Moncton Map Flat', exact: true });
    expect(await link.getAttribute('href')).toBe(`/single-property-1/${ids.moncton}`);
    await e2e.page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    // A marker at the map's edge: the map pans to show its card, which stays open, and that pan is
    // not the visitor's move (no "Search this area").
    await e2e.page.locator(`.map-pin[data-property-id="${ids.shediac}"]`).click();
    await popup.waitFor();
    await e2e.page.waitForFunction(() => !document.querySelector('.leaflet-pan-anim'), undefined, {
      polling: 'raf',
    });
    expect(await popup.getByRole('link', { name: 'Shediac Map Cottage', exact: true }).count()).toBe(1);
    expect(await e2e.page.getByRole('button', { name: 'Search this area' }).count()).toBe(0);
    await e2e.page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    // From the keyboard too: Enter on a marker opens its card and takes the focus to its link.
    const shediac = e2e.page.locator(`.map-pin[data-property-id="${ids.shediac}"]`);
    await shediac.focus();
    await e2e.page.keyboard.press('Enter');
    await expect
      .poll(() => e2e.page.evaluate(() => document.activeElement?.textContent))
      .toBe('Shediac Map Cottage');
  });

  it('highlights the marker of the card under the pointer', async () => {
    await open('/map');
    const pin = e2e.page.locator(`.map-pin[data-property-id="${ids.dieppe}"]`);
    expect(await pin.getAttribute('class')).not.toContain('map-pin--highlighted');
    await e2e.page.locator(`article[aria-labelledby="card-${ids.dieppe}"]`).hover();
    await expect.poll(() => pin.getAttribute('class')).toContain('map-pin--highlighted');
    await e2e.page.getByRole('heading', { level: 1 }).hover();
    await expect.poll(() => pin.getAttribute('class')).not.toContain('map-pin--highlighted');
  });

  it('"Search this area" narrows the list and the markers and puts the bounds in the URL', async () => {
    await open('/map');
    expect(await e2e.page.getByRole('button', { name: 'Search this area' }).count()).toBe(0);
    // Zoom in around Shediac's marker with the mouse wheel: the others leave the map.
    const box = (await e2e.page.locator(`.map-pin[data-property-id="${ids.shediac}"]`).boundingBox())!;
    await e2e.page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await e2e.page.mouse.wheel(0, -600);
    const search = e2e.page.getByRole('button', { name: 'Search this area' });
    await search.waitFor();
    await expect.poll(markedProperties).toBe(1);
    await search.click();
    await e2e.page.waitForURL((url) =>
      /^-?[\d.]+,-?[\d.]+,-?[\d.]+,-?[\d.]+$/.test(url.searchParams.get('bounds') ?? ''),
    );
    const bounds = new URL(e2e.page.url()).searchParams.get('bounds')!.split(',').map(Number);
    const [south, west, north, east] = bounds as [number, number, number, number];
    expect(south).toBeLessThan(46.22);
    expect(north).toBeGreaterThan(46.22);
    expect(west).toBeLessThan(-64.54);
    expect(east).toBeGreaterThan(-64.54);
    expect(west).toBeGreaterThan(-64.68);
    await expect
      .poll(() => e2e.page.getByRole('status').filter({ hasText: 'Showing 1 of 1 result' }).count())
      .toBe(1);
    expect(await e2e.page.getByTestId('map-count').textContent()).toBe('1 property on the map');
    expect(await e2e.page.locator('.map-search__list article').count()).toBe(1);
    expect(await e2e.page.locator(`article[aria-labelledby="card-${ids.shediac}"]`).count()).toBe(1);
    expect(await e2e.page.getByTestId('map-notes').textContent()).toContain(
      'Showing only properties inside the map area you chose.',
    );
    // The way back to the whole search.
    await e2e.page.getByRole('link', { name: 'Search everywhere' }).click();
    await e2e.page.waitForURL((url) => !url.searchParams.has('bounds'));
    await expect.poll(markedProperties).toBe(PUBLIC_WITH_COORDINATES);
  });

  it('applies the advanced search (For Buy or For Rent, location) to the map and the list', async () => {
    await open('/map');
    await e2e.page.getByRole('radio', { name: 'For Buy' }).check();
    await e2e.page.getByRole('button', { name: 'Search', exact: true }).click();
    await e2e.page.waitForURL(/for=sale/);
    await expect.poll(markedProperties).toBe(1);
    expect(await e2e.page.getByTestId('map-count').textContent()).toBe('1 property on the map');
    await e2e.page.getByRole('radio', { name: 'For Rent' }).check();
    await e2e.page.getByLabel('Location').fill('Dieppe');
    await e2e.page.getByRole('button', { name: 'Search', exact: true }).click();
    await e2e.page.waitForURL(/city=Dieppe/);
    await expect
      .poll(() =>
        e2e.page
          .locator('.map-pin[data-property-id]')
          .evaluateAll((pins) => pins.map((p) => p.getAttribute('data-property-id'))),
      )
      .toEqual([ids.dieppe]);
  });
});

describe('the grid layout with a map', () => {
  it("shows the listing and the map of the same search, its count the API's", async () => {
    await open('/grid-layout-with-map?for=rent');
    const api = await fetch(`${e2e.server.url}/api/properties?for=rent`);
    const total = Number(api.headers.get('x-total-count'));
    await expect
      .poll(() =>
        e2e.page
          .getByRole('status')
          .filter({ hasText: `of ${total} results` })
          .count(),
      )
      .toBe(1);
    // Every rental but the one without coordinates is on the map.
    await expect.poll(markedProperties).toBe(total - 1);
    expect(await e2e.page.getByRole('heading', { level: 1 }).textContent()).toBe('Properties on the map');
    expect(e2e.errors).toEqual([]);
  });

  it('offers the advanced filters, whose count is what applying shows, in the list and on the map', async () => {
    await open('/grid-layout-with-map?for=rent');
    await e2e.page.getByRole('button', { name: 'Advanced filters' }).click();
    const dialog = e2e.page.getByRole('dialog', { name: 'Advanced filters' });
    await dialog.waitFor();
    const see = dialog.getByRole('button', { name: /^See \d+ Propert/ });
    const seeCount = async () => Number(/See (\d+)/.exec((await see.textContent()) ?? '')?.[1]);
    expect(await seeCount()).toBe(await apiTotal('for=rent'));
    // Only Dieppe and Shediac take pets, both on the map.
    await dialog.getByLabel('Pet Friendly').check();
    const expected = await apiTotal('for=rent&feature=Pets%20Allowed');
    expect(expected).toBe(2);
    await expect.poll(seeCount).toBe(expected);
    await see.click();
    await e2e.page.waitForURL(/feature=Pets\+Allowed/);
    expect(new URL(e2e.page.url()).pathname).toBe('/grid-layout-with-map');
    expect(new URL(e2e.page.url()).searchParams.get('for')).toBe('rent');
    await expect
      .poll(() => e2e.page.getByRole('status').filter({ hasText: 'Showing 1-2 of 2 results' }).count())
      .toBe(1);
    expect(await e2e.page.locator('.map-search__list article').count()).toBe(expected);
    // The markers follow: the two pet-friendly flats and no others.
    await expect.poll(markedProperties).toBe(expected);
    expect(
      (
        await e2e.page
          .locator('.map-pin[data-property-id]')
          .evaluateAll((pins) => pins.map((p) => p.getAttribute('data-property-id')))
      ).sort(),
    ).toEqual([ids.dieppe, ids.shediac].sort());
    expect(await e2e.page.getByTestId('map-count').textContent()).toBe('2 properties on the map');
    expect(e2e.errors).toEqual([]);
  });
});

describe('on a phone', () => {
  it('switches between the list and the map', async () => {
    await e2e.page.setViewportSize({ width: 390, height: 844 });
    await e2e.page.goto(`${e2e.server.url}/map`);
    await waitForHydration(e2e.page);
    const list = e2e.page.locator('.map-search__list');
    const map = e2e.page.locator('.map-search__map');
    expect(await list.isVisible()).toBe(true);
    expect(await map.isVisible()).toBe(false);
    await e2e.page.getByRole('button', { name: 'Map', exact: true }).click();
    await e2e.page.locator('.search-map[data-status="ready"]').waitFor();
    expect(await list.isVisible()).toBe(false);
    await expect.poll(markedProperties).toBe(PUBLIC_WITH_COORDINATES);
    expect(
      await e2e.page.getByRole('button', { name: 'Map', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await e2e.page.getByRole('button', { name: 'List', exact: true }).click();
    expect(await list.isVisible()).toBe(true);
    await e2e.page.setViewportSize({ width: 1366, height: 900 });
  });
});

describe('when things fail', () => {
  it('keeps the markers and the list when the tiles cannot load', async () => {
    const failing = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await failing.route('https://tile.openstreetmap.org/**', (route) => route.abort('failed'));
    const other = await failing.newPage();
    await other.goto(`${e2e.server.url}/map`);
    await other
      .getByText('The map images could not be loaded. The markers and the list still work.')
      .waitFor();
    const pins = await other.locator('.map-pin[data-property-id]').count();
    const clusters = await other.locator('.map-pin--cluster').allTextContents();
    expect(pins + clusters.reduce((sum, text) => sum + Number(text), 0)).toBe(PUBLIC_WITH_COORDINATES);
    expect(await other.locator('.map-search__list article').count()).toBe(7);
    await failing.close();
  });

  it('without JavaScript, lists the properties and says the map needs it', async () => {
    const noScript = await e2e.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1366, height: 900 },
    });
    const other = await noScript.newPage();
    await other.goto(`${e2e.server.url}/map?for=rent`);
    expect(await other.getByText('The map needs JavaScript').count()).toBe(1);
    expect(await other.locator('.map-search__list article').count()).toBe(6);
    // The advanced search is a plain form: it works without a script.
    await other.getByRole('radio', { name: 'For Buy' }).check();
    await other.getByRole('button', { name: 'Search', exact: true }).click();
    await other.waitForURL(/for=sale/);
    expect(await other.locator('.map-search__list article').count()).toBe(1);
    await noScript.close();
  });
});
