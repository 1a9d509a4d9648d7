// The site at every width a visitor brings, signed in and out: headings clear the bar, the open menu
// has every item on screen, the pager keeps to one line, the back-to-top button never sits on the
// content, and the phone menu and card photos work without JavaScript. That nothing scrolls sideways
// and every item of the closed header is on screen or in the menu, on every page at every width, is
// the whole-route walk's (tests/e2e/markup.test.ts). Each page is loaded once and then resized.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, stubMapTiles, waitForHydration } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { signInBrowser } from '../support/auth.ts';
import { LAYOUT_WIDTHS, layoutProblems } from '../support/layout.ts';

const WIDTHS = [...LAYOUT_WIDTHS].reverse();
const HEIGHT = 800;

const e2e = setUpServerAndBrowser();

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  // Two pages of listings, and submissions awaiting review (the signed-in nav shows their count).
  for (let i = 1; i <= 11; i++) await createProperty(deps, { name: `Width Rental ${i}` });
  for (let i = 1; i <= 3; i++) await createProperty(deps, { name: `Pending ${i}`, isVerified: false });
  await createProperty(deps, { name: 'Shediac Cottage', city: 'Shediac' });
  // The newest: the first card of the listing, with a photo strip.
  await createProperty(deps, { name: 'Three Photo Flat' }, { images: 3 });
});

/** How far the page's first heading is below the bar. */
function headingGap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('header.site-header')!.getBoundingClientRect();
    const heading = document.querySelector('main h1')!.getBoundingClientRect();
    return Math.round(heading.top - header.bottom);
  });
}

/**
 * A new window width, measured at once: a page that is too wide only while something loads (the
 * contact page's map once made its column 140 px too wide on a phone) must fail too.
 */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: HEIGHT });
}

const PAGES_WITH_OWN_HEADING = ['/submit-property', '/contact', '/login', '/compare-property'];

/**
 * The headings of the pages that have their own (not a banner's) clear the bar at a phone's and a
 * laptop's width, and the open menu (the same on every page) has every item on screen at every
 * width that has one. Sideways scrolling and the closed header at every width are the whole-route
 * walk's (tests/e2e/markup.test.ts, with tests/support/layout.ts's layoutProblems), signed in and out.
 */
async function checkHeadingsAndMenu(context: BrowserContext, paths: string[]) {
  await stubMapTiles(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize({ width: 1366, height: HEIGHT });
    const response = await page.goto(e2e.server.url + path, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    for (const width of [1366, 390]) {
      await resize(page, width);
      const gap = await headingGap(page);
      if (gap < 16) problems.push(`${path} at ${width}: the heading is ${gap} px below the bar`);
    }
  }
  for (const width of WIDTHS.filter((w) => w <= 991)) {
    await resize(page, width);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'visible' });
    for (const problem of await layoutProblems(page)) problems.push(`open menu at ${width}: ${problem}`);
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
  }
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
}

describe('headings below the bar, and the open menu, from 320 to 1920 px', () => {
  it('signed out: each heading clears the bar, every item of the open menu is on screen', async () => {
    const context = await e2e.browser.newContext();
    await checkHeadingsAndMenu(context, PAGES_WITH_OWN_HEADING);
    await context.close();
  });

  it('signed in (the longer nav): the same, the admin console included', async () => {
    const context = await e2e.browser.newContext();
    await signInBrowser(context, e2e.server);
    await checkHeadingsAndMenu(context, [
      ...PAGES_WITH_OWN_HEADING.filter((p) => p !== '/login'),
      '/propertyadmin',
    ]);
    await context.close();
  });
});

describe('pages at a phone and a laptop width', () => {
  it('keeps the login form narrow, the pager on one line and counts one result in the singular', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: HEIGHT } });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/login`);
    const form = await page.locator('main form').boundingBox();
    expect(form!.width).toBeLessThanOrEqual(480);

    await page.goto(`${e2e.server.url}/list-layout-new-3`);
    await waitForHydration(page);
    const pagerHeight = async () => (await page.locator('.pagination ul').boundingBox())!.height;
    for (const width of [320, 390, 768, 1366]) {
      await page.setViewportSize({ width, height: HEIGHT });
      expect(await pagerHeight(), `pager at ${width}`).toBeLessThanOrEqual(48);
    }
    await page.setViewportSize({ width: 390, height: HEIGHT });
    expect(await page.locator('.pagination').getByText('Page 1 of 2').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Next' }).isVisible()).toBe(true);
    expect(await page.getByText('Showing 1-10 of 13 results').isVisible()).toBe(true);

    await page.goto(`${e2e.server.url}/list-layout-new-3?city=Shediac`);
    expect(await page.getByText('Showing 1 of 1 result', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('never leaves the back-to-top button on the content', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: HEIGHT } });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/list-layout-new-3`);
    await waitForHydration(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    // What a tap at the button's place reaches: the button, or the page under it.
    const tapTarget = () =>
      page.evaluate(() => {
        const element = document.querySelector('.scroll-to-top');
        if (!element) return 'none';
        // The button's centre (app.css: 48 px, 16 px from the corner).
        const hit = document.elementFromPoint(window.innerWidth - 40, window.innerHeight - 40);
        return element.contains(hit) ? 'button' : 'page';
      });

    // A phone reading down the list, one scroll after another: out of the way.
    const scrollY = () => page.evaluate(() => window.scrollY);
    for (let step = 0; step < 3; step++) {
      const before = await scrollY();
      await page.mouse.wheel(0, 400);
      await expect.poll(scrollY).toBeGreaterThan(before);
    }
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    await expect.poll(tapTarget).toBe('page');
    // Scrolling back up: there to take the visitor to the top.
    await page.mouse.wheel(0, -300);
    await expect.poll(tapTarget).toBe('button');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A laptop: in the margin beside the content, never over it.
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await expect.poll(tapTarget).toBe('button');
    const { buttonLeft, contentRight } = await page.evaluate(() => {
      const content = document.querySelector('main .container')!;
      const padding = parseFloat(getComputedStyle(content).paddingRight);
      return {
        buttonLeft: document.querySelector('.scroll-to-top')!.getBoundingClientRect().left,
        contentRight: content.getBoundingClientRect().right - padding,
      };
    });
    expect(buttonLeft).toBeGreaterThanOrEqual(contentRight);
    await context.close();
  });
});

describe('without JavaScript', () => {
  it('opens the phone menu, and card photo strips show the first photo with no dead buttons', async () => {
    const context = await e2e.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: HEIGHT },
    });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/list-layout-new-3`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const listings = nav.getByRole('link', { name: 'Listings' });
    expect(await listings.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await listings.waitFor({ state: 'visible' });
    for (const name of [
      'Home',
      'About Us',
      'Services',
      'Our-Packages',
      'Contact',
      'Login',
      'Submit Property',
    ]) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    expect(await layoutProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await listings.waitFor({ state: 'hidden' });

    // The card with three photos: its first photo in view, swipeable, and no arrows or dots.
    const strip = page.locator('.photo-strip').first();
    expect(await strip.locator('img').first().isVisible()).toBe(true);
    expect(await strip.locator('button').count()).toBe(0);
    // The same page with JavaScript has them.
    const withScript = await e2e.browser.newContext({ viewport: { width: 390, height: HEIGHT } });
    const scripted = await withScript.newPage();
    await scripted.goto(`${e2e.server.url}/list-layout-new-3`);
    await waitForHydration(scripted);
    await expect.poll(() => scripted.locator('.photo-strip').first().locator('button').count()).toBe(5);
    await withScript.close();
    await context.close();
  });
});
