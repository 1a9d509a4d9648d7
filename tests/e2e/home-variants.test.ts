// The home variants /home-2 … /home-11 and the header's Demos menu (issue 16). Status, headings, axe
// and sideways scroll of every variant are the whole-route walk's (markup.test.ts, route-table.ts);
// this file checks what a visitor does with them: search, read real numbers, find the demos.
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, stubMapTiles, waitForHydration } from '../support/browser.ts';
import { setUpServerAndPage } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { HOME_COMPOSITIONS, HOME_VARIANT_PATHS } from '../../app/features/home/compositions.ts';
import { DEMO_GROUPS } from '../../app/components/layout/demo-links.ts';
import { eq } from 'drizzle-orm';
import { properties } from '../../server/db/schema.ts';
import { signInBrowser } from '../support/auth.ts';

const DAY = 86_400_000;
const base = Date.UTC(2026, 9, 1);

const e2e = setUpServerAndPage({ viewport: { width: 1366, height: 900 }, stubMapTiles: true });

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  // Nine public rentals (more than the six a home page shows), two homes for sale, one rented, one
  // awaiting review. The newest rental has no map location; the second newest has a video.
  for (let i = 1; i <= 7; i++) {
    await createProperty(
      deps,
      {
        name: `Moncton Rental ${i}`,
        price: 1000 + i * 25,
        beds: (i % 3) + 1,
        address: `${i} Main Street, Moncton, NB E1C 1B${i}`,
        createdAt: new Date(base + i * DAY),
      },
      { images: i >= 6 ? 1 : 0 },
    );
  }
  await createProperty(
    deps,
    {
      name: 'Dieppe Video Flat',
      city: 'Dieppe',
      address: '8 Acadie Avenue, Dieppe, NB E1A 1G8',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      latitude: 46.0946,
      longitude: -64.7326,
      beds: 2,
      createdAt: new Date(base + 8 * DAY),
    },
    { images: 1 },
  );
  await createProperty(
    deps,
    {
      name: 'Riverview Flat Without Map',
      city: 'Riverview',
      address: '9 Coverdale Road, Riverview, NB E1B 3K9',
      latitude: null,
      longitude: null,
      createdAt: new Date(base + 9 * DAY),
    },
    { images: 1 },
  );
  for (const [i, city] of ['Dieppe', 'Moncton'].entries()) {
    await createProperty(
      deps,
      {
        name: `${city} Family Home`,
        listingType: 'sale',
        propertyType: 'Detached',
        city,
        address: `${20 + i} Champlain Street, ${city}, NB E1A 1N${i}`,
        price: 329_900 + i * 10_000,
        beds: 4,
        latitude: null,
        longitude: null,
        createdAt: new Date(base + (10 + i) * DAY),
      },
      { images: 1 },
    );
  }
  await createProperty(deps, { name: 'Rented Corner Flat', isClosed: true, createdAt: new Date(base) });
  await createProperty(deps, {
    name: 'Awaiting Review',
    isVerified: false,
    createdAt: new Date(base + 20 * DAY),
  });
});

async function visit(path: string) {
  const response = await e2e.page.goto(e2e.server.url + path, { waitUntil: 'load' });
  expect(response?.status(), path).toBe(200);
  await waitForHydration(e2e.page);
}

/** The API's answer for the same query: its total and the names of its first page, newest first. */
async function apiResults(search: string) {
  const response = await fetch(`${e2e.server.url}/api/properties?${search}`);
  expect(response.status).toBe(200);
  const items = (await response.json()) as { name: string }[];
  return { total: Number(response.headers.get('x-total-count')), names: items.map((item) => item.name) };
}

/** What each variant's search is given: every field its form has, and a different choice each time. */
function searchFor(index: number, kind: 'inline' | 'tabbed' | 'card'): Record<string, string> {
  const isSale = index % 2 === 1;
  const wanted: Record<string, string> = {
    for: isSale ? 'sale' : 'rent',
    // Rentals are in all three towns, homes for sale in two: each search finds something.
    city: isSale
      ? ['Dieppe', 'moncton'][Math.floor(index / 2) % 2]!
      : ['Dieppe', 'moncton', 'Riverview'][index % 3]!,
  };
  if (kind !== 'inline') wanted.type = isSale ? 'Detached' : 'Apartment';
  if (kind === 'card') wanted.beds = isSale ? '4' : '2';
  return wanted;
}

describe('the search of every home variant', () => {
  it('lands on the listing with the search in the URL, showing the results of that search', async () => {
    for (const [index, path] of HOME_VARIANT_PATHS.entries()) {
      const composition = HOME_COMPOSITIONS[path];
      const wanted = searchFor(index, composition.search);
      await visit(path);
      const form = e2e.page.getByRole('search', { name: 'Property search' });
      await form.getByRole('radio', { name: wanted.for === 'sale' ? /^Buy/ : /^Rent/ }).check();
      await form.getByLabel('Location').fill(wanted.city!);
      if (wanted.type) await form.getByRole('combobox', { name: 'Property type' }).selectOption(wanted.type);
      if (wanted.beds) await form.getByRole('combobox', { name: 'Minimum beds' }).selectOption(wanted.beds);
      await form.getByRole('button', { name: 'Search' }).click();
      await e2e.page.waitForURL((url) => url.pathname === '/list-layout-new-3');
      await waitForHydration(e2e.page);

      const url = new URL(e2e.page.url());
      expect(Object.fromEntries(url.searchParams), path).toEqual(wanted);
      const api = await apiResults(url.searchParams.toString());
      expect(api.total, `${path}: a search that finds something`).toBeGreaterThan(0);
      await expect
        .poll(() => e2e.page.locator('.property-card__name').allTextContents(), { timeout: 5000 })
        .toEqual(api.names);
      const heading = await e2e.page
        .getByText(/^Showing \d/)
        .first()
        .textContent();
      expect(heading, path).toContain(`of ${api.total} result`);
    }
    expect(e2e.errors).toEqual([]);
  });

  it('works without JavaScript too: the form itself goes to the listing with the same names', async () => {
    const plain = await e2e.browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto(`${e2e.server.url}/home-9`);
    const form = noScript.getByRole('search', { name: 'Property search' });
    await form.getByRole('radio', { name: 'Buy' }).check();
    await form.getByLabel('Location').fill('Dieppe');
    await form.getByRole('combobox', { name: 'Minimum beds' }).selectOption('4');
    await form.getByRole('button', { name: 'Search' }).click();
    await noScript.waitForURL((url) => url.pathname === '/list-layout-new-3');
    const url = new URL(noScript.url());
    expect(url.searchParams.get('for')).toBe('sale');
    expect(url.searchParams.get('city')).toBe('Dieppe');
    expect(url.searchParams.get('beds')).toBe('4');
    expect(await noScript.locator('.property-card__name').allTextContents()).toEqual(['Dieppe Family Home']);
    await plain.close();
  });
});

describe('the sections show real data', () => {
  it('counts, newest properties and "See all" come from the database, private ones left out', async () => {
    // /home-2: rentals in a grid. Public rentals: nine (the rented one counts, as on the listing).
    await visit('/home-2');
    const rentals = await apiResults('for=rent');
    const sales = await apiResults('for=sale');
    await e2e.page
      .getByText(`Listed now: ${rentals.total} homes to rent and ${sales.total} homes for sale`)
      .waitFor();
    const featured = e2e.page.getByRole('region', { name: 'Rental Properties' });
    expect(await featured.locator('.property-card__name').allTextContents()).toEqual(
      rentals.names.slice(0, 6),
    );
    const seeAll = featured.getByRole('link', { name: `See all ${rentals.total} properties` });
    expect(await seeAll.getAttribute('href')).toBe('/list-layout-new-3?for=rent');
    // The photo behind the hero is the newest rental with a photo, and says so.
    expect(await e2e.page.getByRole('link', { name: 'Pictured: Riverview Flat Without Map' }).count()).toBe(
      1,
    );
    expect(await e2e.page.content()).not.toContain('Awaiting Review');

    // /home-7: homes for sale in a carousel, the tabbed search with the real number of each.
    await visit('/home-7');
    const forSale = e2e.page.getByRole('region', { name: 'Homes for Sale' });
    expect(await forSale.locator('.property-card__name').allTextContents()).toEqual(sales.names);
    const search = e2e.page.getByRole('search', { name: 'Property search' });
    await search.getByText(`${rentals.total} listed`).waitFor();
    await search.getByText(`${sales.total} listed`).waitFor();

    // /home-4: the map hero shows the newest property that has a map location, not the newest one.
    await visit('/home-4');
    await e2e.page.getByRole('region', { name: 'Map of 8 Acadie Avenue, Dieppe, NB E1A 1G8' }).waitFor();
    await e2e.page.locator('.leaflet-interactive').first().waitFor();

    // /home-5: the video hero plays the newest property with a video, nothing fetched before a click.
    await visit('/home-5');
    const play = e2e.page.getByRole('link', { name: 'Play video: Dieppe Video Flat' });
    expect(await play.getAttribute('href')).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    expect(await e2e.page.locator('iframe').count()).toBe(0);

    // /home-3: the sample agents say they are samples; the call to action leads to the submit form.
    await visit('/home-3');
    await e2e.page.getByText('These profiles are examples').waitFor();
    expect(await e2e.page.getByRole('link', { name: /List Your Property/ }).getAttribute('href')).toBe(
      '/submit-property',
    );
    expect(e2e.errors).toEqual([]);
  });
});

describe('the Demos menu', () => {
  const menuLinks = DEMO_GROUPS.flatMap((group) => group.links.map((link) => link.to));

  it('lists every demo route of the spec, each of which answers', async () => {
    for (const path of [
      '/map',
      '/video',
      '/blog',
      '/blog-detail',
      '/component',
      '/pricing',
      '/faq',
      '/agency-page',
    ]) {
      expect(menuLinks).toContain(path);
    }
    for (const path of HOME_VARIANT_PATHS) expect(menuLinks).toContain(path);
    for (const path of menuLinks) {
      const response = await fetch(e2e.server.url + path);
      expect(response.status, path).toBe(200);
    }
  });

  it('opens and closes with the keyboard on a laptop, focus going back to its button', async () => {
    await e2e.page.setViewportSize({ width: 1366, height: 900 });
    await visit('/');
    const toggle = e2e.page.locator('summary', { hasText: 'Demos' });
    const homeThree = e2e.page.getByRole('link', { name: 'Home 3: split hero' });
    await toggle.focus();
    await e2e.page.keyboard.press('Enter');
    await homeThree.waitFor({ state: 'visible' });
    expect(await e2e.page.getByRole('list', { name: 'Listing layouts' }).isVisible()).toBe(true);
    await e2e.page.keyboard.press('Tab');
    expect(await e2e.page.evaluate(() => document.activeElement?.textContent)).toBe('Home 2: photo hero');
    await e2e.page.keyboard.press('Escape');
    await homeThree.waitFor({ state: 'hidden' });
    expect(await e2e.page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    // Open again, follow a link: the new page, the menu closed.
    await e2e.page.keyboard.press('Enter');
    await homeThree.focus();
    await e2e.page.keyboard.press('Enter');
    await e2e.page.waitForURL(`${e2e.server.url}/home-3`);
    await homeThree.waitFor({ state: 'hidden' });
    expect(e2e.errors).toEqual([]);
  });

  it('works inside the phone menu at 320 px, Escape closing it and then the phone menu', async () => {
    await e2e.page.setViewportSize({ width: 320, height: 700 });
    await visit('/home-2');
    await e2e.page.getByRole('button', { name: 'Open menu' }).click();
    const nav = e2e.page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'Demos' }).click();
    const link = nav.getByRole('link', { name: 'Property: map first' });
    await link.waitFor({ state: 'visible' });
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(await e2e.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await link.focus();
    await e2e.page.keyboard.press('Escape');
    await link.waitFor({ state: 'hidden' });
    expect(await nav.isVisible()).toBe(true);
    await e2e.page.keyboard.press('Escape');
    await nav.waitFor({ state: 'hidden' });
    expect(e2e.errors).toEqual([]);
  });

  it('closes on a click outside it, signed out and signed in, on a laptop and on a phone', async () => {
    const signedIn = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await stubMapTiles(signedIn);
    await signInBrowser(signedIn, e2e.server);
    const other = await signedIn.newPage();
    const otherErrors = collectPageErrors(other);
    try {
      for (const [target, width] of [
        [e2e.page, 1366],
        [e2e.page, 390],
        [other, 1366],
        [other, 390],
      ] as const) {
        await target.setViewportSize({ width, height: 844 });
        await target.goto(`${e2e.server.url}/home-4`, { waitUntil: 'load' });
        await waitForHydration(target);
        if (width < 992) await target.getByRole('button', { name: 'Open menu' }).click();
        const toggle = target.locator('summary', { hasText: 'Demos' });
        const link = target.getByRole('link', { name: 'Home 3: split hero' });
        await toggle.click();
        await link.waitFor({ state: 'visible' });
        // Its panel stays inside the page, and over what is under it.
        const panel = (await target.locator('.demos-menu__panel').boundingBox())!;
        expect(panel.x, `${width}`).toBeGreaterThanOrEqual(0);
        expect(panel.x + panel.width, `${width}`).toBeLessThanOrEqual(width);
        // On a phone, a tap on the menu around it (its corner: no link there); on a laptop, the page
        // beside the panel (the margin left of the page's column).
        if (width < 992) await target.locator('.site-nav').click({ position: { x: 2, y: 2 } });
        else await target.mouse.click(20, 800);
        await link.waitFor({ state: 'hidden' });
        expect(await target.evaluate(() => document.querySelector('.demos-menu')?.hasAttribute('open'))).toBe(
          false,
        );
      }
      // Signed in, the bar (with Demos, Admin and Logout) stays one row at a laptop's widths, from
      // the narrowest that shows it (992 px) up.
      for (const width of [992, 1024, 1099, 1280, 1366, 1440, 1920]) {
        await other.setViewportSize({ width, height: 844 });
        const nav = other.getByRole('navigation', { name: 'Main' });
        const home = (await nav.getByRole('link', { name: 'Home', exact: true }).boundingBox())!;
        const submit = (await nav.getByRole('link', { name: 'Submit Property' }).boundingBox())!;
        expect(Math.abs(submit.y + submit.height / 2 - (home.y + home.height / 2)), `${width}`).toBeLessThan(
          4,
        );
        // The site's name gives way to the logo rather than squeeze into a column of single words.
        const brand = (await other.locator('.site-header__brand').boundingBox())!;
        expect(brand.height, `${width}`).toBeLessThanOrEqual(60);
      }
      expect(otherErrors).toEqual([]);
      expect(e2e.errors).toEqual([]);
    } finally {
      await e2e.page.setViewportSize({ width: 1366, height: 900 });
      await signedIn.close();
    }
  });

  it('opens without JavaScript', async () => {
    const plain = await e2e.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1366, height: 900 },
    });
    const noScript = await plain.newPage();
    await noScript.goto(`${e2e.server.url}/`);
    await noScript.locator('summary', { hasText: 'Demos' }).click();
    await noScript.getByRole('link', { name: 'Home 11: slider and list' }).click();
    await noScript.waitForURL(`${e2e.server.url}/home-11`);
    expect(await noScript.getByRole('heading', { level: 1 }).textContent()).toBe(
      'All our newest listings in one place',
    );
    await plain.close();
  });
});

describe('the carousel of newest properties', () => {
  const carousel = () =>
    e2e.page
      .getByRole('region', { name: 'Homes for Sale' })
      .getByRole('region', { name: 'Newest properties' });
  /** The carousel's own slides (a card's photo strip has slides too). */
  const slides = () => carousel().locator('.carousel__track > .carousel__slide');
  // Playwright's clock on the shared page (from here on), installed before these tests load a page:
  // they move its timers on themselves rather than wait for them.
  beforeAll(() => e2e.page.clock.install());

  it('with two slides: still where both fit, moving where one shows at a time', async () => {
    // /home-7: the two homes for sale in a carousel of three a view from 1200 px, one on a phone.
    await e2e.page.setViewportSize({ width: 1366, height: 900 });
    await visit('/home-7');
    await e2e.page.locator('.home-featured-carousel.carousel--ready').waitFor();
    // Longer than an autoplay step, on the page's clock: a carousel with nothing to move to must not
    // throw.
    await e2e.page.clock.runFor(2500);
    expect(e2e.errors).toEqual([]);
    expect(await slides().count()).toBe(2);
    expect(await slides().evaluateAll((all) => all.map((slide) => slide.getAttribute('aria-label')))).toEqual(
      ['Slide 1 of 2', 'Slide 2 of 2'],
    );
    for (const slide of await slides().all()) expect(await slide.isVisible()).toBe(true);
    // Nothing to move to, so no control that does nothing.
    for (const name of ['Pause', 'Next slide', 'Previous slide', 'Go to slide 1']) {
      expect(await carousel().getByRole('button', { name }).isVisible(), name).toBe(false);
    }

    await e2e.page.setViewportSize({ width: 390, height: 844 });
    await visit('/home-7');
    await e2e.page.locator('.home-featured-carousel.carousel--ready').waitFor();
    const next = carousel().getByRole('button', { name: 'Next slide' });
    expect(await next.isVisible()).toBe(true);
    expect(await carousel().getByRole('button', { name: 'Pause' }).isVisible()).toBe(true);
    await carousel().getByRole('button', { name: 'Pause' }).click();
    const secondIsShown = () =>
      slides()
        .nth(1)
        .evaluate((slide) => {
          const box = slide.getBoundingClientRect();
          return box.left >= -1 && box.right <= window.innerWidth + 1;
        });
    expect(await secondIsShown()).toBe(false);
    await next.click();
    await expect.poll(secondIsShown).toBe(true);
    expect(e2e.errors).toEqual([]);
    await e2e.page.setViewportSize({ width: 1366, height: 900 });
  });

  it('with one slide: shows it, with no controls, at every width', async () => {
    // One home for sale left: the carousel has a single slide. (No page open meanwhile that could
    // still ask for the archived home's photo.)
    await e2e.page.goto('about:blank');
    const db = e2e.server.database.db;
    await db.update(properties).set({ isArchived: true }).where(eq(properties.name, 'Moncton Family Home'));
    try {
      // The cached page is cleared by the database's change signal, which arrives a moment later:
      // the browser loads the page once it no longer shows the archived home (nor asks for its photo).
      await expect
        .poll(
          async () =>
            (await (await fetch(`${e2e.server.url}/home-7`)).text()).includes('Moncton Family Home'),
          {
            timeout: 5000,
          },
        )
        .toBe(false);
      for (const width of [390, 1366]) {
        await e2e.page.setViewportSize({ width, height: 844 });
        await visit('/home-7');
        expect(await slides().count()).toBe(1);
        await e2e.page.locator('.home-featured-carousel.carousel--ready').waitFor();
        // Longer than an autoplay step, on the page's clock.
        await e2e.page.clock.runFor(2500);
        expect(await slides().getAttribute('aria-label')).toBe('Slide 1 of 1');
        expect(await slides().isVisible()).toBe(true);
        // No Pause, Previous, Next or dots: nothing to move to.
        expect(await carousel().locator('.carousel__button, .carousel__dot').count()).toBe(0);
      }
      expect(e2e.errors).toEqual([]);
    } finally {
      await db
        .update(properties)
        .set({ isArchived: false })
        .where(eq(properties.name, 'Moncton Family Home'));
      await e2e.page.setViewportSize({ width: 1366, height: 900 });
    }
  });
});
