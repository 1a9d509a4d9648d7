import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { collectPageErrors, waitForHydration, stubMapTiles } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';
import { signInBrowser } from '../support/auth.ts';

const ids: Record<string, string> = {};

const e2e = setUpServerAndBrowser();

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  const base = Date.UTC(2026, 9, 1);
  for (let i = 1; i <= 5; i++) {
    ids[`rental${i}`] = await createProperty(
      deps,
      { name: `Rental ${i}`, price: 1000 + i * 100, createdAt: new Date(base + i * 3_600_000) },
      { images: 2 },
    );
  }
  ids.withVideo = await createProperty(
    deps,
    {
      name: 'Video Home',
      listingType: 'sale',
      price: 289000,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      latitude: 46.09,
      longitude: -64.78,
      createdAt: new Date(base - 86_400_000),
    },
    { images: 3 },
  );
  ids.noMap = await createProperty(
    deps,
    {
      name: 'No Coordinates Flat',
      latitude: null,
      longitude: null,
      createdAt: new Date(base - 2 * 86_400_000),
    },
    { images: 1 },
  );
});

async function open(path: string, options: { width?: number; context?: BrowserContext } = {}) {
  const context =
    options.context ??
    (await e2e.browser.newContext({ viewport: { width: options.width ?? 1280, height: 900 } }));
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const response = await page.goto(e2e.server.url + path, { waitUntil: 'load' });
  await waitForHydration(page);
  return { page, context, errors, response };
}

const card = (page: Page, name: string) => page.getByRole('article').filter({ hasText: name });

describe('saved and compared properties', () => {
  it('saves and compares from cards, keeps the choice across visits, and compares side by side', async () => {
    const { page, context, errors } = await open('/list-layout-new-3');
    for (const name of ['Rental 5', 'Rental 4', 'Rental 3']) {
      await card(page, name).getByRole('button', { name: 'Compare' }).click();
      expect(
        await card(page, name).getByRole('button', { name: 'Compare' }).getAttribute('aria-pressed'),
      ).toBe('true');
    }
    // A fourth is refused, with the reason.
    await card(page, 'Rental 2').getByRole('button', { name: 'Compare' }).click();
    expect(
      await card(page, 'Rental 2')
        .getByText('You can compare up to 3 properties. Remove one first.')
        .isVisible(),
    ).toBe(true);
    await card(page, 'Rental 1').getByRole('button', { name: 'Save' }).click();

    // A new visit (same browser) still has them, in the side panel.
    await page.goto(`${e2e.server.url}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: /Compare & Selected Property/ }).click();
    const panel = page.getByRole('dialog', { name: 'Compare & Selected Property' });
    expect(await panel.getByRole('tab', { name: /Compare Property/ }).getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(
      await panel
        .getByRole('tabpanel')
        .getByRole('link', { name: /^Rental \d$/ })
        .allTextContents(),
    ).toEqual(['Rental 5', 'Rental 4', 'Rental 3']);
    await panel.getByRole('tab', { name: /Saved Property/ }).click();
    expect(
      await panel
        .getByRole('tabpanel')
        .getByRole('link', { name: /^Rental \d$/ })
        .allTextContents(),
    ).toEqual(['Rental 1']);
    await page.keyboard.press('ArrowLeft');
    expect(await panel.getByRole('tab', { name: /Compare Property/ }).getAttribute('aria-selected')).toBe(
      'true',
    );

    await panel.getByRole('link', { name: 'View & Compare' }).first().click();
    await page.waitForURL(/\/compare-property\?ids=/);
    const headers = page.getByRole('columnheader');
    // The compare page's module and its strings load on this client navigation: the wait is for them.
    await expect
      .poll(() => headers.getByRole('link').allTextContents(), { timeout: 10_000 })
      .toEqual(['Rental 5', 'Rental 4', 'Rental 3']);
    expect(await page.getByRole('row', { name: /^Price/ }).textContent()).toContain('$1,500 / month');
    expect(await page.getByRole('row', { name: /^Parking/ }).textContent()).toContain('Yes');
    await expectNoSeriousA11yViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains what to do when there is nothing to compare', async () => {
    const { page, context } = await open('/compare-property');
    expect(await page.getByText('Choose up to 3 properties with the Compare button').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Browse properties' }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('property detail sections follow the data', () => {
  it('plays the video only when asked, from the privacy-enhanced player', async () => {
    const context = await e2e.browser.newContext();
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));
    await stubMapTiles(context);
    await context.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
    );
    const { page, errors } = await open(`/single-property-1/${ids.withVideo}`, { context });
    expect(await page.getByRole('heading', { name: 'Property video' }).isVisible()).toBe(true);
    expect(requested.some((url) => url.includes('youtube'))).toBe(false);
    await page.getByRole('link', { name: 'Play video: Video Home' }).click();
    const frame = page.locator('iframe[title="Video of Video Home"]');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );

    // The map loads its tiles once scrolled into view.
    await page.getByRole('region', { name: /^Map of/ }).scrollIntoViewIfNeeded();
    await page.locator('.leaflet-tile-loaded').first().waitFor();
    expect(requested.some((url) => url.startsWith('https://tile.openstreetmap.org/'))).toBe(true);
    expect(await page.getByRole('link', { name: 'Open in OpenStreetMap' }).getAttribute('href')).toContain(
      'mlat=46.09',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says so, and keeps the address, when map tiles cannot load', async () => {
    const context = await e2e.browser.newContext();
    await context.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
    const { page } = await open(`/single-property-1/${ids.withVideo}`, { context });
    await page.getByRole('region', { name: /^Map of/ }).scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.getByText('The map could not be loaded right now.').isVisible(), { timeout: 10_000 })
      .toBe(true);
    // The address stays, as text, beside the map.
    expect(
      await page
        .locator('.lazy-map__address')
        .getByText(/\d+ Test Street, Moncton/)
        .isVisible(),
    ).toBe(true);
    await context.close();
  });

  it('has no video or map without a video URL or coordinates', async () => {
    const { page, context } = await open(`/single-property-1/${ids.noMap}`);
    expect(await page.getByRole('heading', { name: 'Property video' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: /^Map of/ }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Location' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });

  it("shows 'Edit Property' to a signed-in admin only, leading to the edit form", async () => {
    const anonymous = await open(`/single-property-1/${ids.rental1}`);
    expect(await anonymous.page.getByRole('link', { name: 'Edit Property' }).count()).toBe(0);
    await anonymous.context.close();

    for (const role of ['customer', 'admin'] as const) {
      const context = await e2e.browser.newContext();
      await signInBrowser(context, e2e.server, { role });
      const { page } = await open(`/single-property-1/${ids.rental1}`, { context });
      const edit = page.getByRole('link', { name: 'Edit Property' });
      if (role === 'customer') {
        expect(await edit.count()).toBe(0);
      } else {
        expect(await edit.getAttribute('href')).toBe(`/submit-property?id=${ids.rental1}`);
        await edit.click();
        await page.waitForURL(/\/submit-property\?id=/);
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: 'Edit Property' }).isVisible())
          .toBe(true);
      }
      await context.close();
    }
  });

  it('describes the listing for search engines and link previews', async () => {
    const html = await (await fetch(`${e2e.server.url}/single-property-1/${ids.withVideo}`)).text();
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
    const data = JSON.parse(jsonLd ?? '{}');
    expect(data).toMatchObject({
      '@type': 'RealEstateListing',
      name: 'Video Home',
      offers: { price: 289000, priceCurrency: 'CAD' },
      itemOffered: {
        address: { addressLocality: 'Moncton', addressRegion: 'New Brunswick', addressCountry: 'CA' },
        geo: { latitude: 46.09, longitude: -64.78 },
      },
    });
    expect(html).toMatch(/<meta property="og:title" content="Video Home/);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/media\/properties\//);
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/single-property-1\//);
  });

  it('shows "Loading property details..." while a property page loads', async () => {
    const { page, context } = await open('/list-layout-new-3');
    // The property's data is held until the overlay has been seen.
    const held = Promise.withResolvers<void>();
    await context.route('**/single-property-1/*.data*', async (route) => {
      await held.promise;
      await route.continue();
    });
    await card(page, 'Rental 5')
      .getByRole('link', { name: /Test Street/ })
      .click();
    await expect.poll(() => page.getByText('Loading property details...').isVisible()).toBe(true);
    held.resolve();
    await page.waitForURL(/single-property-1/);
    await expect.poll(() => page.getByText('Loading property details...').count()).toBe(0);
    await context.close();
  });
});

describe('contact page map', () => {
  it("shows the office on a lazy map, with the address as text when tiles can't load", async () => {
    const context = await e2e.browser.newContext();
    await context.route('https://tile.openstreetmap.org/**', (route) => route.abort('internetdisconnected'));
    const { page } = await open('/contact', { context });
    const map = page.getByRole('region', { name: /^Map of the office of/ });
    await map.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.getByText('The map could not be loaded right now.').isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.locator('address').getByText('100 Main Street').isVisible()).toBe(true);
    await context.close();
  });
});

describe('findable', () => {
  it('lists every public property in the sitemap and points robots.txt at it', async () => {
    const sitemap = await (await fetch(`${e2e.server.url}/sitemap.xml`)).text();
    for (const id of [ids.rental1, ids.withVideo]) expect(sitemap).toContain(`/single-property-1/${id}`);
    for (const path of [
      '/list-layout-new-3',
      '/about-us',
      '/services-offered',
      '/contact',
      '/privacy-details',
    ]) {
      expect(sitemap).toContain(`${path}</loc>`);
    }
    const robots = await (await fetch(`${e2e.server.url}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
  });
});

describe('site chrome', () => {
  it('switches to the menu button at 991 px, which opens, closes with Escape and returns focus', async () => {
    const { page, context } = await open('/', { width: 991 });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    expect(await menuButton.isVisible()).toBe(true);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.isVisible()).toBe(false);
    await menuButton.click();
    expect(await nav.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('link', { name: 'Listings' }).focus();
    await page.keyboard.press('Escape');
    expect(await nav.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('site-nav');
    await page.setViewportSize({ width: 992, height: 900 });
    expect(await nav.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await context.close();
  });

  it('fixes the navigation bar once the page has scrolled more than 50 px', async () => {
    const { page, context } = await open('/list-layout-new-3');
    // Where the bar's top edge is on screen: it scrolls away with the page until it is fixed.
    const top = () =>
      page
        .locator('header.site-header')
        .evaluate((element) => Math.round(element.getBoundingClientRect().top));
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect.poll(top).toBe(-40);
    await page.evaluate(() => window.scrollTo(0, 300));
    await expect.poll(top).toBe(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(top).toBe(0);
    await context.close();
  });

  it('serves card photos as responsive WebP with a JPEG fallback, sized, the first one prioritised', async () => {
    const { page, context } = await open('/list-layout-new-3');
    const photos = await page.locator('.property-card picture').evaluateAll((pictures) =>
      pictures.map((picture) => {
        const source = picture.querySelector('source')!;
        const img = picture.querySelector('img')!;
        return {
          type: source.type,
          webpWidths: source.srcset.split(', ').map((entry) => entry.split(' ')[1]),
          jpegWidths: img.srcset.split(', ').map((entry) => entry.split(' ')[1]),
          sizes: img.sizes,
          hasDimensions: img.width > 0 && Number(img.getAttribute('height')) > 0,
          loading: img.loading,
          priority: img.getAttribute('fetchpriority'),
          alt: img.alt,
        };
      }),
    );
    expect(photos.length).toBeGreaterThan(2);
    for (const photo of photos) {
      expect(photo.type).toBe('image/webp');
      expect(photo.webpWidths.length).toBeGreaterThan(1);
      expect(photo.jpegWidths).toEqual(photo.webpWidths);
      expect(photo.sizes).not.toBe('');
      expect(photo.hasDimensions).toBe(true);
      expect(photo.alt).toMatch(/photo 1 of/);
    }
    expect(photos[0]).toMatchObject({ loading: 'eager', priority: 'high' });
    for (const photo of photos.slice(1)) expect(photo).toMatchObject({ loading: 'lazy', priority: 'auto' });
    await context.close();
  });

  it('offers Back to top after 50 px of scroll, and the footer banner leads to sign-up', async () => {
    const { page, context } = await open('/list-layout-new-3');
    expect(await page.getByRole('button', { name: 'Back to top' }).count()).toBe(0);
    await page.mouse.wheel(0, 600);
    const toTop = page.getByRole('button', { name: 'Back to top' });
    await toTop.waitFor();
    // At 1280 px there is no margin beside the content: it comes up once the visitor scrolls back up.
    await page.mouse.wheel(0, -100);
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.getByRole('heading', { name: 'Want to Become a Real Estate Agent?' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('link', { name: 'SignUp Today' }).getAttribute('href')).toBe(
      '/create-account',
    );
    expect(await page.getByText(`© ${new Date().getFullYear()}`).isVisible()).toBe(true);
    await context.close();
  });

  it('reads whole without JavaScript: the parts hydrated later are in the HTML, in place', async () => {
    const context = await e2e.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    // Scrolled to, as a visitor would: parts below the screen are drawn when they come near it.
    const isShown = async (locator: Locator) => {
      await locator.scrollIntoViewIfNeeded();
      return locator.isVisible();
    };
    await page.goto(`${e2e.server.url}/`);
    expect(await isShown(page.getByRole('heading', { name: 'What our customers say' }))).toBe(true);
    expect(await isShown(card(page, 'Rental 5').getByRole('heading').getByRole('link'))).toBe(true);
    expect(await isShown(page.getByText(`© ${new Date().getFullYear()}`))).toBe(true);
    await page.goto(`${e2e.server.url}/single-property-1/${ids.rental1}`);
    expect(await isShown(page.getByRole('heading', { name: 'Contact us about this property' }))).toBe(true);
    // React may move a large part to the end of the stream, for a script to put back: never here.
    expect(await page.content()).not.toMatch(/<template id="B:|<div hidden="" id="S:/);
    await context.close();
  });

  // One h1 first, no heading level skipped, one main/banner/contentinfo, landmarks named uniquely and
  // no serious axe violation, at 390 and 1366 px on every page (these included): the whole-route
  // walk's (tests/e2e/markup.test.ts, with findStructureProblems of tests/support/axe.ts).
});

describe('scroll on navigation', () => {
  const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
  // The page scrolls smoothly (html { scroll-behavior: smooth }): a few hundred ms, longer on a busy machine.
  const settled = { timeout: 10_000 };

  it('starts a new page at the top, returns to the position on Back, and follows a #hash', async () => {
    const mapped = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    await stubMapTiles(mapped);
    const { page, context, errors } = await open('/list-layout-new-3', { context: mapped });
    const link = card(page, 'Rental 1').getByRole('heading').getByRole('link');
    await link.scrollIntoViewIfNeeded();
    const listY = await scrollY(page);
    expect(listY).toBeGreaterThan(300);
    await link.click();
    await page.waitForURL(/\/single-property-1\//);
    await expect.poll(() => scrollY(page), settled).toBe(0);

    await page.goBack();
    await page.waitForURL(/\/list-layout-new-3$/);
    await expect.poll(() => scrollY(page), settled).toBe(listY);

    // The header's Our-Packages link leads to the packages section of the services page, which comes
    // to rest its scroll margin (80 px, clear of the sticky header) below the top. (The page opens at
    // the list's position and scrolls smoothly: a passing value is not where it stops.)
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our-Packages' }).click();
    await page.waitForURL(/\/services-offered#99Pricing$/);
    const sectionTop = () =>
      page.evaluate(() => Math.round(document.getElementById('99Pricing')!.getBoundingClientRect().top));
    await expect.poll(sectionTop, settled).toBe(80);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('restores the scroll position on reload', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/list-layout-new-3`, { waitUntil: 'load' });
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 650));
    await expect.poll(() => scrollY(page)).toBe(650);
    await page.reload({ waitUntil: 'load' });
    await waitForHydration(page);
    await expect.poll(() => scrollY(page)).toBe(650);
    await context.close();
  });
});
