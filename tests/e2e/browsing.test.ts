import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { collectPageErrors, waitForHydration } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { PERMISSIONS_POLICY } from '../../server/http/security.ts';

const ids: Record<string, string> = {};

const e2e = setUpServerAndBrowser();

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  const base = Date.UTC(2026, 9, 1);
  // 22 public rentals in Moncton (3 pages of 10), newest last-created first.
  for (let i = 1; i <= 22; i++) {
    await createProperty(
      deps,
      { name: `Moncton Rental ${i}`, price: 1000 + i * 10, createdAt: new Date(base + i * 3_600_000) },
      { images: i === 22 ? 2 : 0 },
    );
  }
  ids.sale = await createProperty(
    deps,
    {
      name: 'Dieppe Family Home',
      listingType: 'sale',
      propertyType: 'Detached',
      city: 'Dieppe',
      address: '12 Champlain Street, Dieppe, NB E1A 1N1',
      price: 329900,
      beds: 4,
      washrooms: 2.5,
      sqft: 1850,
      features: ['Garage', 'Parking'],
      createdAt: new Date(base - 86_400_000),
    },
    { images: 3 },
  );
  ids.rented = await createProperty(
    deps,
    {
      name: 'Rented Riverview Flat',
      city: 'Riverview',
      isClosed: true,
      createdAt: new Date(base - 2 * 86_400_000),
    },
    { images: 1 },
  );
  ids.hidden = await createProperty(deps, { name: 'Awaiting Review', isVerified: false });
});

async function open(path: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await e2e.browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const response = await page.goto(e2e.server.url + path, { waitUntil: 'load' });
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, errors, response, close: () => context.close() };
}

const cardNames = (page: Page) => page.locator('.property-card__name').allTextContents();

/**
 * When the page asked for its first script and how many it asked for, beside when its first photo
 * (fetchpriority="high") had loaded and when its first contentful paint was (NaN without either).
 */
function scriptTimings(page: Page) {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
    const scripts = entries.filter((entry) => entry.name.includes('/assets/') && entry.name.endsWith('.js'));
    return {
      photoLoaded: entries.find((entry) => entry.name === photo?.currentSrc)?.responseEnd ?? NaN,
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
    };
  });
}

describe('server rendering', () => {
  it('puts the listings in the HTML itself, before any script runs', async () => {
    for (const [path, text] of [
      ['/', 'Moncton Rental 22'],
      ['/list-layout-new-3', 'Showing 1-10 of 24 results'],
      [`/single-property-1/${ids.sale}`, 'Dieppe Family Home'],
    ] as const) {
      const response = await fetch(e2e.server.url + path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).toContain(text);
      // Public pages come from the rendered-response cache: their own inline scripts are allowed by
      // hash (ADR 030; tests/e2e/page-cache.test.ts checks each hash), never by a shared nonce.
      expect(response.headers.get('content-security-policy'), path).toMatch(
        /script-src 'self'( 'sha256-[^']+')+;/,
      );
      expect(response.headers.get('content-security-policy'), path).not.toContain('nonce-');
      expect(response.headers.get('permissions-policy'), path).toBe(PERMISSIONS_POLICY);
    }
  });

  it('sends the same security headers with the 404 page', async () => {
    const response = await fetch(e2e.server.url + '/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });
});

describe('assets', () => {
  it('inlines the stylesheet under the CSP (its nonce, or its hash when cached)', async () => {
    for (const headers of [{ authorization: 'Bearer none' }, {}] as Record<string, string>[]) {
      const response = await fetch(e2e.server.url + '/list-layout-new-3', { headers });
      const html = await response.text();
      const style = /<style id="site-styles" nonce="([0-9a-f]+)">([\s\S]*?)<\/style>/.exec(html);
      expect(style?.[2]).toContain('.property-card');
      const styleSrc = /style-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      const hash = createHash('sha256')
        .update(style?.[2] ?? '')
        .digest('base64');
      // With an Authorization header the page is rendered for this request (nonce); without, it is
      // the cached one (a session cookie gets a cached page too, ADR 054).
      expect(styleSrc).toContain(headers.authorization ? `'nonce-${style?.[1]}'` : `'sha256-${hash}'`);
    }
    const html = await (await fetch(e2e.server.url + '/list-layout-new-3')).text();
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
  });

  it('answers /favicon.ico with the site icon, not a 404 page (asked for on robots.txt and the like)', async () => {
    const response = await fetch(e2e.server.url + '/favicon.ico');
    expect(response.url).toBe(e2e.server.url + '/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  it('asks for scripts only once the first photo is on screen, then hydrates, cached or not', async () => {
    for (const isFromCache of [true, false]) {
      const context = await e2e.browser.newContext();
      // An Authorization header makes the server render the page for this request (a fresh CSP
      // nonce); without one the page comes from the cache (CSP hashes, ADR 030). Both must start
      // their scripts.
      if (!isFromCache) await context.setExtraHTTPHeaders({ authorization: 'Bearer none' });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const response = await page.goto(e2e.server.url + '/list-layout-new-3');
      expect(response?.headers()['x-cache'] ?? 'none').toMatch(isFromCache ? /^(HIT|MISS)$/ : /^none$/);
      expect(await response?.text()).not.toContain('rel="modulepreload"');
      await waitForHydration(page);
      const timings = await scriptTimings(page);
      expect(timings.scripts).toBeGreaterThan(3);
      expect(timings.firstScript).toBeGreaterThanOrEqual(timings.photoLoaded);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('on a page without a photo, asks for scripts once its text is painted, then hydrates', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(e2e.server.url + '/about-us');
    await waitForHydration(page);
    const timings = await scriptTimings(page);
    expect(timings.scripts).toBeGreaterThan(3);
    expect(timings.firstScript).toBeGreaterThanOrEqual(timings.painted);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const html = await (await fetch(e2e.server.url + '/')).text();
    const href = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const asset = await fetch(e2e.server.url + href, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    // Pages themselves are compressed on the fly and never cached as immutable.
    const page = await fetch(e2e.server.url + '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('cache-control') ?? '').not.toContain('immutable');
  });
});

describe('home', () => {
  it('shows at most 6 verified rental cards, newest first, and links to the full list', async () => {
    const { page, errors, close } = await open('/');
    expect(await page.getByRole('heading', { name: 'Rental Properties' }).isVisible()).toBe(true);
    const names = await cardNames(page);
    expect(names).toHaveLength(6);
    expect(names[0]).toBe('Moncton Rental 22');
    expect(names).not.toContain('Awaiting Review');
    await page.getByRole('link', { name: 'Browse More Properties' }).click();
    await page.waitForURL('**/list-layout-new-3');
    expect(errors).toEqual([]);
    await close();
  });

  it("searches on the server: Buy in 'dieppe' gives a shareable URL with the sale", async () => {
    const { page, close } = await open('/');
    await page.getByLabel('Buy').check();
    await page.getByLabel('Location').fill('dieppe');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/for=sale/);
    expect(page.url()).toContain('city=dieppe');
    // The URL changes as the navigation commits; the new cards render a moment later.
    await expect.poll(() => cardNames(page)).toEqual(['Dieppe Family Home']);
    await close();
  });

  it('carries the search into Browse More Properties, as it changes and after a search', async () => {
    const { page, errors, close } = await open('/');
    const browse = page.getByRole('link', { name: 'Browse More Properties' });
    // No search yet: every property.
    expect(await browse.getAttribute('href')).toBe('/list-layout-new-3');
    await page.getByRole('radio', { name: 'Buy' }).check();
    await expect.poll(() => browse.getAttribute('href')).toBe('/list-layout-new-3?for=sale');
    await page.getByLabel('Location').fill('dieppe');
    await expect.poll(() => browse.getAttribute('href')).toBe('/list-layout-new-3?for=sale&city=dieppe');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/for=sale&city=dieppe/);
    await expect.poll(() => cardNames(page)).toEqual(['Dieppe Family Home']);
    expect(await browse.getAttribute('href')).toBe('/list-layout-new-3?for=sale&city=dieppe');
    await browse.click();
    await page.waitForURL('**/list-layout-new-3?for=sale&city=dieppe');
    await expect.poll(() => cardNames(page)).toEqual(['Dieppe Family Home']);
    expect(await page.getByLabel('Sell or Rent').inputValue()).toBe('sale');
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('dieppe');
    // Back to the home page's search: the form and the link say it again.
    await page.goBack();
    await page.waitForURL(/\?for=sale&city=dieppe$/);
    await expect.poll(() => browse.getAttribute('href')).toBe('/list-layout-new-3?for=sale&city=dieppe');
    expect(errors).toEqual([]);
    await close();
  });

  it('carries the search into Browse More Properties without JavaScript', async () => {
    const { page, close } = await open('/', { javaScriptEnabled: false });
    await page.getByRole('radio', { name: 'Rent' }).check();
    await page.getByLabel('Location').fill('River');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/for=rent&city=River/);
    await page.getByRole('link', { name: 'Browse More Properties' }).click();
    await page.waitForURL('**/list-layout-new-3?for=rent&city=River');
    expect(await cardNames(page)).toEqual(['Rented Riverview Flat']);
    await close();
  });

  it("says 'No Properties Found' when nothing matches", async () => {
    const { page, close } = await open('/?for=rent&city=Halifax');
    await expect.poll(() => page.getByText('No Properties Found').isVisible()).toBe(true);
    expect(await page.getByText('Please refine your search criteria.').isVisible()).toBe(true);
    await close();
  });
});

describe('listing page', () => {
  it('pages 10 at a time with the spec header on the first, middle and last page', async () => {
    const { page, close } = await open('/list-layout-new-3');
    expect(await page.getByText('Showing 1-10 of 24 results').isVisible()).toBe(true);
    expect(await cardNames(page)).toHaveLength(10);
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await pagination.getByRole('link', { name: 'Page 2' }).click();
    await expect.poll(() => page.getByText('Showing 11-20 of 24 results').isVisible()).toBe(true);
    expect(page.url()).toContain('page=2');
    await pagination.getByRole('link', { name: 'Next' }).click();
    await expect.poll(() => page.getByText('Showing 21-24 of 24 results').isVisible()).toBe(true);
    expect(await cardNames(page)).toHaveLength(4);
    expect(await pagination.getByText('Next').getAttribute('aria-disabled')).toBe('true');
    await close();
  });

  it('keeps filters in the URL: reload and back give the same results', async () => {
    const { page, errors, close } = await open('/list-layout-new-3?page=2');
    await page.getByLabel('Sell or Rent').selectOption('sale');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/for=sale/);
    // A filter change goes back to page 1.
    expect(page.url()).not.toContain('page=');
    await expect.poll(() => cardNames(page)).toEqual(['Dieppe Family Home']);
    await page.reload({ waitUntil: 'networkidle' });
    expect(await cardNames(page)).toEqual(['Dieppe Family Home']);
    expect(await page.getByLabel('Sell or Rent').inputValue()).toBe('sale');
    await page.goBack({ waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText('Showing 11-20 of 24 results').isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('works without JavaScript: the filter form is a plain GET', async () => {
    const { page, close } = await open('/list-layout-new-3', { javaScriptEnabled: false });
    await page.getByLabel('City', { exact: true }).fill('RIVER');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/city=RIVER/);
    expect(await cardNames(page)).toEqual(['Rented Riverview Flat']);
    expect(await page.getByText('Showing 1 of 1 result', { exact: true }).isVisible()).toBe(true);
    await close();
  });

  it("marks a closed rental 'Rented' and its photo no longer links", async () => {
    const { page, close } = await open('/list-layout-new-3?city=Riverview');
    const card = page.getByRole('article', { name: /Test Street/ });
    expect(await card.getByText('Rented', { exact: true }).isVisible()).toBe(true);
    expect(await card.locator('.property-card__media a').count()).toBe(0);
    // It offers no showing (issue 15); an open listing does.
    expect(await card.getByRole('button', { name: 'Book Showing' }).count()).toBe(0);
    expect(await card.getByRole('link', { name: 'Book Showing' }).count()).toBe(0);
    // An open listing's photos (here 3) each link to its page.
    const open2 = await page.goto(`${e2e.server.url}/list-layout-new-3?for=sale`);
    expect(open2?.status()).toBe(200);
    const links = page.locator('.property-card__media a[href^="/single-property-1/"]');
    await page.locator('.photo-strip').hover();
    await expect.poll(() => links.count()).toBe(3);
    await close();
  });
});

describe('price filters', () => {
  const minPrice = (page: Page) => page.getByLabel('Minimum price');
  const maxPrice = (page: Page) => page.getByLabel('Maximum price');

  async function search(page: Page, min: string, max: string) {
    await minPrice(page).fill(min);
    await maxPrice(page).fill(max);
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/minPrice=/);
  }

  it('are text fields that take what people type: "$1,100", "1.15k"', async () => {
    const { page, errors, close } = await open('/list-layout-new-3');
    for (const field of [minPrice(page), maxPrice(page)]) {
      expect(await field.getAttribute('type')).toBe('text');
      expect(await field.getAttribute('inputmode')).toBe('decimal');
    }
    await search(page, '$1,100', '1.15k');
    // Moncton Rental 10 to 15 cost $1,100 to $1,150.
    await expect.poll(() => page.getByText('Showing 1-6 of 6 results').isVisible()).toBe(true);
    expect(await page.getByText('Showing prices from $1,100 to $1,150.').isVisible()).toBe(true);
    expect(await minPrice(page).inputValue()).toBe('1,100');
    expect(await maxPrice(page).inputValue()).toBe('1,150');
    // The next page keeps the filter, written the site's way.
    expect(await cardNames(page)).toHaveLength(6);
    expect(errors).toEqual([]);
    await close();
  });

  it('swaps a reversed range and says so', async () => {
    const { page, close } = await open('/list-layout-new-3');
    await search(page, '1 150', '1100');
    await expect
      .poll(() =>
        page
          .getByText(
            'The minimum was above the maximum, so they were swapped: showing prices from $1,100 to $1,150.',
          )
          .isVisible(),
      )
      .toBe(true);
    expect(await page.getByText('Showing 1-6 of 6 results').isVisible()).toBe(true);
    expect(await minPrice(page).inputValue()).toBe('1,100');
    expect(await maxPrice(page).inputValue()).toBe('1,150');
    await close();
  });

  for (const javaScriptEnabled of [true, false]) {
    it(`explains a price it cannot read beside its field, and applies the rest (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const { page, close } = await open('/list-layout-new-3', { javaScriptEnabled });
      await search(page, '-500', 'lots');
      const minError = page.getByText('Enter an amount of $0 or more.');
      const maxError = page.getByText('Enter an amount such as 1500, $1,500 or 1.5k.');
      await expect.poll(() => minError.isVisible()).toBe(true);
      expect(await maxError.isVisible()).toBe(true);
      // Tied to its field, which keeps what was typed.
      expect(await minPrice(page).getAttribute('aria-invalid')).toBe('true');
      expect(await minPrice(page).getAttribute('aria-describedby')).toContain(
        await minError.getAttribute('id'),
      );
      expect(await minPrice(page).inputValue()).toBe('-500');
      expect(await maxPrice(page).inputValue()).toBe('lots');
      // Never "Showing 0 of 0": the other filters still apply, and the page says the price does not.
      expect(await page.getByText('Showing 1-10 of 24 results').isVisible()).toBe(true);
      expect(
        await page
          .getByText('A price you entered could not be read and is not used: see the message under it.')
          .isVisible(),
      ).toBe(true);
      await close();
    });
  }

  it('answers the API with 400 and a message for prices it cannot read, never a 500', async () => {
    const cases: [string, string, string][] = [
      ['minPrice=-500', 'minPrice', 'Enter an amount of $0 or more.'],
      ['maxPrice=lots', 'maxPrice', 'Enter an amount such as 1500, $1,500 or 1.5k.'],
      ['price=2000-1000', 'price', 'The minimum price is above the maximum.'],
      ['price=1-2-3', 'price', 'Give the price range as min-max, for example 0-1500.'],
      ['price=99999999999-', 'price', 'Enter an amount of at most $999,999,999.'],
    ];
    for (const [query, field, message] of cases) {
      const response = await fetch(`${e2e.server.url}/api/properties?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
      expect(body.fieldErrors, query).toEqual({ [field]: [message] });
    }
    for (const query of [
      'price=$1,100-1.15k',
      'minPrice=1%C2%A0100&maxPrice=1150',
      'price=1100%E2%80%931150',
    ]) {
      const response = await fetch(`${e2e.server.url}/api/properties?${query}`);
      expect(response.status, query).toBe(200);
      expect(response.headers.get('x-total-count'), query).toBe('6');
    }
    for (const query of [
      'price=' + '9'.repeat(5000),
      'minPrice=%EF%BC%8D1',
      'price=--',
      'maxPrice=1e400',
      'price=1k%20-%202k%20-',
    ]) {
      const response = await fetch(`${e2e.server.url}/api/properties?${query}`);
      expect(response.status, query).toBe(400);
      const page = await fetch(`${e2e.server.url}/list-layout-new-3?${query}`);
      expect(page.status, query).toBe(200);
    }
  });
});

describe('the filters on a phone', () => {
  it('come before the results, closed, saying how many are set; the first card is on the first screen', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await e2e.browser.newContext({
        viewport: { width: 390, height: 844 },
        javaScriptEnabled,
      });
      const page = await context.newPage();
      await page.goto(`${e2e.server.url}/list-layout-new-3?for=rent&beds=2`);
      if (javaScriptEnabled) await waitForHydration(page);
      const toggle = page.locator('summary', { hasText: 'Filters' });
      expect(await toggle.textContent()).toBe('Filters2 active');
      expect(await page.getByLabel('Sell or Rent').isVisible()).toBe(false);
      const firstCard = await page.getByRole('article').first().boundingBox();
      expect(firstCard!.y).toBeLessThan(844 - 200);
      await toggle.click();
      expect(await page.getByLabel('Sell or Rent').isVisible()).toBe(true);
      expect(await page.getByLabel('Sell or Rent').inputValue()).toBe('rent');
      // Opened, they still come before the results.
      const filters = await page.getByRole('complementary', { name: 'Filter properties' }).boundingBox();
      expect(filters!.y).toBeLessThan((await page.getByRole('article').first().boundingBox())!.y);
      await context.close();
    }
  });

  it('open by themselves when a price needs correcting, and after a search close to show the results', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/list-layout-new-3?minPrice=abc`);
    await waitForHydration(page);
    expect(await page.getByText('Enter an amount such as 1500, $1,500 or 1.5k.').isVisible()).toBe(true);
    await page.getByLabel('Minimum price').fill('1.2k');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(/minPrice=1.2k/);
    await expect.poll(() => page.getByLabel('Minimum price').isVisible()).toBe(false);
    expect(await page.getByText('Showing prices from $1,200 to $1,000,000.').isVisible()).toBe(true);
    await context.close();
  });

  it('are always open from 992 px, with or without JavaScript', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await e2e.browser.newContext({
        viewport: { width: 1366, height: 900 },
        javaScriptEnabled,
      });
      const page = await context.newPage();
      await page.goto(`${e2e.server.url}/list-layout-new-3`);
      if (javaScriptEnabled) await waitForHydration(page);
      expect(await page.getByLabel('Sell or Rent').isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: 'Filter properties' }).isVisible()).toBe(true);
      expect(await page.locator('summary', { hasText: 'Filters' }).isVisible()).toBe(false);
      if (javaScriptEnabled)
        expect(await page.locator('details.filters').getAttribute('open')).not.toBeNull();
      await context.close();
    }
  });
});

describe('the keyboard on the listing page', () => {
  it('stops three times a card: its address link, Save and Compare as one toolbar, Book Showing', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.server.url}/list-layout-new-3?for=sale`);
    await waitForHydration(page);
    // Tab from the top of the page to the end, noting where focus lands.
    const stops: { card: string | null; name: string }[] = [];
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        const card = element.closest('article');
        return {
          card: card?.getAttribute('aria-labelledby') ?? null,
          name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim(),
        };
      });
      if (!stop) break;
      if (stop.name === 'Back to top') break;
      stops.push(stop);
    }
    const inCard = stops.filter((stop) => stop.card).map((stop) => stop.name);
    // One card (the Dieppe sale, three photos): no photo, arrow or dot among them.
    expect(inCard).toEqual(['12 Champlain Street, Dieppe, NB E1A 1N1', 'Save', 'Book Showing']);
    // Within the toolbar the arrow keys move, and Tab comes back to the one used last.
    const tools = page.getByRole('toolbar', { name: 'Save or compare Dieppe Family Home' });
    await tools.getByRole('button', { name: 'Save' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Compare');
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Save');
    await page.keyboard.press('End');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Book Showing');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Compare');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('has at most three tab stops a card on a full page of ten', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/list-layout-new-3`);
    await waitForHydration(page);
    const perCard = new Map<string, number>();
    let total = 0;
    for (let i = 0; i < 300; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return null;
        return {
          card: element.closest('article')?.getAttribute('aria-labelledby') ?? null,
          name: element.textContent?.trim() ?? '',
        };
      });
      if (!stop || stop.name === 'Back to top') break;
      total++;
      if (stop.card) perCard.set(stop.card, (perCard.get(stop.card) ?? 0) + 1);
    }
    expect(perCard.size).toBe(10);
    expect([...perCard.values()]).toEqual(Array(10).fill(3));
    // Was 149 (issue 15): the page's chrome, the filters, 30 for the cards, the pages, the footer.
    expect(total).toBeLessThan(70);
    await context.close();
  });
});

describe('the card photo carousel', () => {
  const currentDot = (page: Page) => page.locator('.photo-strip__dot[aria-current="true"]').textContent();

  it('loads only the first photo until the visitor reaches for it, then loops both ways', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const photos = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'image') photos.add(new URL(request.url()).pathname.split('/')[3] ?? '');
    });
    await page.goto(`${e2e.server.url}/list-layout-new-3?for=sale`, { waitUntil: 'networkidle' });
    expect(photos.size).toBe(1);

    const card = page.getByRole('article', { name: /Champlain Street/ });
    const slide = (n: number) => card.getByRole('group', { name: `Slide ${n} of 3` });
    await card.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => currentDot(page)).toBe('Go to slide 2');
    expect(await slide(2).locator('img').getAttribute('alt')).toMatch(/photo 2 of 3$/);
    expect(await slide(1).getAttribute('inert')).not.toBeNull();
    await expect.poll(() => photos.size).toBeGreaterThan(1);

    // Infinite loop: before the first comes the last, after the last the first.
    await card.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => currentDot(page)).toBe('Go to slide 1');
    await card.getByRole('button', { name: 'Previous slide' }).click();
    await expect.poll(() => currentDot(page)).toBe('Go to slide 3');
    expect(await slide(3).getAttribute('inert')).toBeNull();
    await card.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(() => currentDot(page)).toBe('Go to slide 1');
    await card.getByRole('button', { name: 'Go to slide 2' }).click();
    await expect.poll(() => currentDot(page)).toBe('Go to slide 2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps every photo in the page without JavaScript, for swiping', async () => {
    const { page, close } = await open('/list-layout-new-3?for=sale', { javaScriptEnabled: false });
    const alts = await page
      .locator('.photo-strip img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(alts).toHaveLength(3);
    expect(alts[2]).toMatch(/photo 3 of 3$/);
    await close();
  });
});

describe('property detail', () => {
  it('shows the facts, the 15 features and the photos of a public property', async () => {
    const { page, errors, close } = await open(`/single-property-1/${ids.sale}`);
    expect(await page.getByRole('heading', { level: 1, name: 'Dieppe Family Home' }).isVisible()).toBe(true);
    expect(await page.getByText('$329,900').first().isVisible()).toBe(true);
    expect(await page.getByText('2.5 washrooms').isVisible()).toBe(true);
    expect(await page.getByText('1,850 sqft').first().isVisible()).toBe(true);
    expect(await page.locator('.feature-list li').count()).toBe(15);
    expect(await page.getByRole('heading', { name: 'Gallery' }).isVisible()).toBe(true);
    // The Gallery lists every photo ("Show all 3 photos" leads there without JavaScript).
    expect(await page.locator('.gallery img').count()).toBe(3);
    // No video URL: no video section.
    expect(await page.getByRole('heading', { name: 'Property video' }).count()).toBe(0);
    expect(await page.title()).toContain('Dieppe Family Home');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens the photos in a full-screen viewer and moves through them by keyboard', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.server.url}/single-property-1/${ids.sale}`);
    await waitForHydration(page);
    const viewer = page.getByRole('dialog', { name: 'Photos of Dieppe Family Home' });
    const counter = () => viewer.getByText(/^\d+ of 3$/).textContent();
    expect(await viewer.count()).toBe(0);
    await page.getByRole('link', { name: 'Show all 3 photos' }).focus();
    await page.keyboard.press('Enter');
    await viewer.waitFor();
    await expect.poll(counter).toBe('1 of 3');
    await page.keyboard.press('ArrowRight');
    await expect.poll(counter).toBe('2 of 3');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(counter).toBe('3 of 3');
    expect(errors).toEqual([]);
    await context.close();

    const noScript = await open(`/single-property-1/${ids.sale}`, { javaScriptEnabled: false });
    const alts = await noScript.page
      .locator('#photos img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('alt')));
    expect(alts).toHaveLength(3);
    await noScript.close();
  });

  it('answers 404 with the error page for unknown and unpublished properties', async () => {
    for (const path of [`/single-property-1/${ids.hidden}`, '/single-property-1/nope', '/no-such-page']) {
      const { page, response, close } = await open(path);
      expect(response?.status(), path).toBe(404);
      expect(await page.getByRole('heading', { name: 'Page not found' }).isVisible(), path).toBe(true);
      await page.getByRole('link', { name: 'Back To Home' }).click();
      await page.waitForURL(`${e2e.server.url}/`);
      await close();
    }
  });
});
