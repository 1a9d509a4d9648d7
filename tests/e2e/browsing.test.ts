import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, waitForHydration } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createProperty } from '../support/factories.ts';
import { PERMISSIONS_POLICY } from '../../server/http/security.ts';

let server: TestServer;
let browser: Browser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  const deps = { db: server.database.db, storage: server.storage };
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
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(path: string, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ javaScriptEnabled: options.javaScriptEnabled ?? true });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const response = await page.goto(server.url + path, { waitUntil: 'load' });
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, errors, response, close: () => context.close() };
}

const cardNames = (page: Page) => page.locator('.property-card__name').allTextContents();

describe('server rendering', () => {
  it('puts the listings in the HTML itself, before any script runs', async () => {
    for (const [path, text] of [
      ['/', 'Moncton Rental 22'],
      ['/list-layout-new-3', 'Showing 1-10 of 24 results'],
      [`/single-property-1/${ids.sale}`, 'Dieppe Family Home'],
    ] as const) {
      const response = await fetch(server.url + path);
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
    const response = await fetch(server.url + '/no-such-page');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");
    expect(response.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
  });
});

describe('assets', () => {
  it('inlines the stylesheet under the CSP (its nonce, or its hash when cached) and preloads scripts at low priority', async () => {
    for (const headers of [{ cookie: 'session=none' }, {}] as Record<string, string>[]) {
      const response = await fetch(server.url + '/list-layout-new-3', { headers });
      const html = await response.text();
      const style = /<style id="site-styles" nonce="([0-9a-f]+)">([\s\S]*?)<\/style>/.exec(html);
      expect(style?.[2]).toContain('.property-card');
      const styleSrc = /style-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      const hash = createHash('sha256')
        .update(style?.[2] ?? '')
        .digest('base64');
      // With a cookie the page is rendered for this request (nonce); without, it is the cached one.
      expect(styleSrc).toContain(headers.cookie ? `'nonce-${style?.[1]}'` : `'sha256-${hash}'`);
    }
    const html = await (await fetch(server.url + '/list-layout-new-3')).text();
    expect(html).not.toMatch(/<link[^>]+rel="stylesheet"/);
    // Scripts are preloaded, after the page itself: at low priority.
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    expect(preloads.length).toBeGreaterThan(0);
    for (const preload of preloads) expect(preload).toContain('fetchpriority="low"');
  });

  it('serves hashed assets precompressed and cached for a year', async () => {
    const html = await (await fetch(server.url + '/')).text();
    const href = /href="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(href).toBeDefined();
    const asset = await fetch(server.url + href, { headers: { 'accept-encoding': 'br' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
    // Pages themselves are compressed on the fly and never cached as immutable.
    const page = await fetch(server.url + '/', { headers: { 'accept-encoding': 'gzip' } });
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
    await page.getByLabel('City').fill('RIVER');
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
    const open2 = await page.goto(`${server.url}/list-layout-new-3?for=sale`);
    expect(open2?.status()).toBe(200);
    const links = page.locator('.property-card__media a[href^="/single-property-1/"]');
    await page.locator('.photo-strip').hover();
    await expect.poll(() => links.count()).toBe(3);
    await close();
  });
});

describe('the card photo carousel', () => {
  const currentDot = (page: Page) => page.locator('.photo-strip__dot[aria-current="true"]').textContent();

  it('loads only the first photo until the visitor reaches for it, then loops both ways', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const photos = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'image') photos.add(new URL(request.url()).pathname.split('/')[3] ?? '');
    });
    await page.goto(`${server.url}/list-layout-new-3?for=sale`, { waitUntil: 'networkidle' });
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
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/single-property-1/${ids.sale}`, { waitUntil: 'networkidle' });
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
      await page.waitForURL(`${server.url}/`);
      await close();
    }
  });
});
