// The site at every width a visitor brings, signed in and out: nothing scrolls sideways, every item of
// the header is on screen or in the menu, headings clear the bar, the pager keeps to one line, the
// back-to-top button never sits on the content, and the phone menu and card photos work without
// JavaScript. One browser context per sign-in state; each page is loaded once and then resized.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, launchBrowser, stubMapTiles, waitForHydration } from '../support/browser.ts';
import { startTestServer, type TestServer } from '../support/test-server.ts';
import { createProperty } from '../support/factories.ts';
import { signInBrowser } from '../support/auth.ts';

const WIDTHS = [320, 390, 768, 991, 992, 1280, 1366, 1440, 1920];
const HEIGHT = 800;

let server: TestServer;
let browser: Browser;
let withPhotos: string;

beforeAll(async () => {
  server = await startTestServer();
  const deps = { db: server.database.db, storage: server.storage };
  // Two pages of listings, and submissions awaiting review (the signed-in nav shows their count).
  for (let i = 1; i <= 11; i++) await createProperty(deps, { name: `Width Rental ${i}` });
  for (let i = 1; i <= 3; i++) await createProperty(deps, { name: `Pending ${i}`, isVerified: false });
  await createProperty(deps, { name: 'Shediac Cottage', city: 'Shediac' });
  // The newest: the first card of the listing, with a photo strip.
  withPhotos = await createProperty(deps, { name: 'Three Photo Flat' }, { images: 3 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

type Problem = string;

/**
 * What is wrong with the page at its current width: sideways scrolling, or a header link or button
 * that is neither fully on screen nor in the closed menu ("visible" by getBoundingClientRect).
 */
function layoutProblems(page: Page): Promise<Problem[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const height = window.innerHeight;
    if (document.documentElement.scrollWidth > width) {
      // Name the innermost elements that reach past the window's right edge.
      const isPast = (element: Element) => element.getBoundingClientRect().right > width + 0.5;
      const culprits = [...document.querySelectorAll('body *')]
        .filter((element) => isPast(element) && ![...element.children].some(isPast))
        .slice(0, 4)
        .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
      problems.push(
        `page is ${document.documentElement.scrollWidth} px wide in a ${width} px window (${culprits.join(', ')})`,
      );
    }
    const nav = document.getElementById('site-nav');
    const toggle = document.querySelector('.site-header__toggle');
    if (!nav || !toggle) return [...problems, 'no nav or no menu button'];
    const navShown = nav.getClientRects().length > 0;
    const isMenu = !navShown || nav.matches(':popover-open');
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() ||
      element.outerHTML.slice(0, 60);
    // The dialogs behind Login and the shortlist are not part of the bar.
    const items = [...document.querySelectorAll('header.site-header :is(a, button)')].filter(
      (element) => !element.closest('dialog'),
    );
    for (const item of items) {
      const box = item.getBoundingClientRect();
      if (item.getClientRects().length === 0) {
        const inClosedMenu = isMenu && !navShown && nav.contains(item);
        const isIdleToggle = item === toggle && !isMenu;
        if (!inClosedMenu && !isIdleToggle) problems.push(`"${name(item)}" has no box outside a closed menu`);
        continue;
      }
      const inside = box.left >= 0 && box.top >= 0 && box.right <= width && box.bottom <= height;
      if (!inside || box.width < 1 || box.height < 1) {
        const edges = [box.left, box.top, box.right, box.bottom].map(Math.round).join(',');
        problems.push(`"${name(item)}" is not fully on screen (${edges} in ${width}x${height})`);
      }
    }
    if (isMenu && toggle.getClientRects().length === 0) problems.push('the nav is a menu with no button');
    return problems;
  });
}

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

const PAGES_WITH_OWN_HEADING = [
  '/submit-property',
  '/contact',
  '/login',
  '/compare-property',
  '/propertyadmin',
];

async function checkEveryWidth(context: BrowserContext, paths: string[]) {
  await stubMapTiles(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const problems: string[] = [];
  let isMenuChecked = false;
  for (const path of paths) {
    await page.setViewportSize({ width: 1366, height: HEIGHT });
    const response = await page.goto(server.url + path, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
    await waitForHydration(page);
    for (const width of WIDTHS) {
      await resize(page, width);
      for (const problem of await layoutProblems(page)) problems.push(`${path} at ${width}: ${problem}`);
      if (PAGES_WITH_OWN_HEADING.includes(path) && (width === 390 || width === 1366)) {
        const gap = await headingGap(page);
        if (gap < 16) problems.push(`${path} at ${width}: the heading is ${gap} px below the bar`);
      }
    }
    // The open menu (the same on every page): every item on screen at every width that has one.
    if (!isMenuChecked) {
      isMenuChecked = true;
      for (const width of WIDTHS.filter((w) => w <= 991)) {
        await resize(page, width);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'visible' });
        for (const problem of await layoutProblems(page)) problems.push(`open menu at ${width}: ${problem}`);
        await page.keyboard.press('Escape');
        await page.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
      }
    }
  }
  expect(problems).toEqual([]);
  expect(errors).toEqual([]);
  await page.close();
}

describe('every width from 320 to 1920 px', () => {
  const publicPages = () => [
    '/',
    '/list-layout-new-3',
    `/single-property-1/${withPhotos}`,
    '/submit-property',
    '/contact',
    '/compare-property',
    '/about-us',
    '/services-offered',
  ];

  it('signed out: no sideways scrolling, every header item on screen or in the menu', async () => {
    const context = await browser.newContext();
    await checkEveryWidth(context, [...publicPages(), '/login']);
    await context.close();
  });

  it('signed in (the longer nav): the same, the admin console included', async () => {
    const context = await browser.newContext();
    await signInBrowser(context, server);
    await checkEveryWidth(context, [...publicPages(), '/propertyadmin', '/propertyadmin/review']);
    await context.close();
  });
});

describe('pages at a phone and a laptop width', () => {
  it('keeps the login form narrow, the pager on one line and counts one result in the singular', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: HEIGHT } });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    const form = await page.locator('main form').boundingBox();
    expect(form!.width).toBeLessThanOrEqual(480);

    await page.goto(`${server.url}/list-layout-new-3`);
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

    await page.goto(`${server.url}/list-layout-new-3?city=Shediac`);
    expect(await page.getByText('Showing 1 of 1 result', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });

  it('never leaves the back-to-top button on the content', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: HEIGHT } });
    const page = await context.newPage();
    await page.goto(`${server.url}/list-layout-new-3`);
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

    // A phone reading down the list: out of the way.
    for (let step = 0; step < 3; step++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(100);
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
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: HEIGHT },
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/list-layout-new-3`);
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
    const withScript = await browser.newContext({ viewport: { width: 390, height: HEIGHT } });
    const scripted = await withScript.newPage();
    await scripted.goto(`${server.url}/list-layout-new-3`);
    await waitForHydration(scripted);
    await expect.poll(() => scripted.locator('.photo-strip').first().locator('button').count()).toBe(5);
    await withScript.close();
    await context.close();
  });
});
