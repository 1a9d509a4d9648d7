import { beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { collectPageErrors, waitForHydration } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty, makeJpeg } from '../support/factories.ts';
import { expectNoSeriousA11yViolations } from '../support/axe.ts';

/** Three properties to compare, with names long enough to wrap on a phone. */
const COMPARED = [
  'Family Home with Finished Basement and Double Garage in Dieppe',
  'Three-Bedroom Bungalow with Heat Pump near Centennial Park',
  'Cottage-Style Home a Short Walk from Parlee Beach',
] as const;
let comparedIds: string[] = [];

const e2e = setUpServerAndBrowser();

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  const base = Date.UTC(2026, 9, 1);
  for (let i = 1; i <= 7; i++) {
    await createProperty(deps, {
      name: `Agent Rental ${i}`,
      listingType: 'rent',
      createdAt: new Date(base + i * 3_600_000),
    });
  }
  await createProperty(deps, {
    name: 'Agent Sale House',
    listingType: 'sale',
    price: 329900,
    createdAt: new Date(base - 86_400_000),
  });
  await createProperty(deps, { name: 'Hidden Draft', isVerified: false, createdAt: new Date(base + 1e9) });
  // Older than the agent pages' properties, so those pages' lists stay as their tests expect.
  comparedIds = [];
  for (const [index, name] of COMPARED.entries()) {
    comparedIds.push(
      await createProperty(
        deps,
        {
          name,
          listingType: 'rent',
          features: ['Parking'],
          createdAt: new Date(base - (10 + index) * 86_400_000),
        },
        { images: 1 },
      ),
    );
  }
});

/** `clock`: Playwright's clock is installed before the page's scripts run; the test moves its time. */
async function open(path: string, options: BrowserContextOptions = {}, { clock = false } = {}) {
  const context = await e2e.browser.newContext(options);
  if (clock) await context.clock.install();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const response = await page.goto(e2e.server.url + path, { waitUntil: 'load' });
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, errors, response, close: () => context.close() };
}

const PAGES = [
  { path: '/about-us', title: 'About Us', heading: 'About Us', text: 'Our Mission & Work Process' },
  {
    path: '/services-offered',
    title: 'Services Offered',
    heading: 'Services Offered',
    text: 'Eviction Protection',
  },
  {
    path: '/privacy-details',
    title: 'Privacy Policy',
    heading: 'Privacy Policy',
    text: 'Effective date: 01-Jan-2025',
  },
  { path: '/faq', title: 'FAQ', heading: 'Frequently Asked Questions', text: 'Which areas do you serve?' },
  { path: '/pricing', title: 'Pricing', heading: 'Pricing', text: '5 Listings' },
  { path: '/agents', title: 'Agents', heading: 'Agents', text: 'Sample Agent One' },
  { path: '/agencies', title: 'Agencies', heading: 'Agencies', text: 'Sample Agency North' },
  { path: '/agent-page/2', title: 'Sample Agent Two', heading: 'Sample Agent Two', text: 'Agent Rental 7' },
  { path: '/agent-page', title: 'Agent', heading: 'Agent', text: 'Agent Rental 7' },
  {
    path: '/agency-page/1',
    title: 'Sample Agency North',
    heading: 'Sample Agency North',
    text: 'Sample Agent Two',
  },
  { path: '/agency-page', title: 'Agency', heading: 'Agency', text: 'Add New Agent' },
  { path: '/add-agent', title: 'Add Agent', heading: 'Add Agent', text: 'Basic Information' },
  { path: '/edit-agent', title: 'Edit Agent', heading: 'Edit Agent', text: 'Social Accounts' },
] as const;

/** Elements that stick out of the viewport sideways (a carousel's off-screen slides excepted). */
function elementsWiderThanViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      found.push(`the page scrolls sideways (${document.documentElement.scrollWidth} px)`);
    }
    for (const element of document.querySelectorAll('body *')) {
      if (
        !element.checkVisibility() ||
        element.closest('.carousel__viewport, .photo-strip, .visually-hidden')
      )
        continue;
      // The honeypot field is placed off-screen on purpose.
      if (element.closest('[aria-hidden="true"]')) continue;
      const box = element.getBoundingClientRect();
      if (box.width > 0 && (box.left < -1 || box.right > width + 1)) {
        found.push(
          `<${element.tagName.toLowerCase()} class="${element.className}"> ${box.left}..${box.right}`,
        );
      }
    }
    return found;
  });
}

describe('every company page', () => {
  for (const { path, title, heading, text } of PAGES) {
    // Axe at 390 and 1366 px is the whole-route walk's (tests/e2e/markup.test.ts walks every page).
    it(`${path}: 200, heading, content, own title and description, no console errors; at 390 and 1366 px nothing sticks out sideways, room under the header`, async () => {
      const { page, errors, response, close } = await open(path);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole('heading', { level: 1, name: heading, exact: true });
      expect(await h1.isVisible()).toBe(true);
      expect(await page.getByText(text).first().isVisible()).toBe(true);
      expect(await page.title()).toMatch(new RegExp(`^${title} — `));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(30);
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await elementsWiderThanViewport(page), `at ${width} px`).toEqual([]);
        const header = (await page.getByRole('banner').boundingBox())!;
        const title = (await h1.boundingBox())!;
        expect(
          title.y - (header.y + header.height),
          `space above the h1 at ${width} px`,
        ).toBeGreaterThanOrEqual(24);
      }
      expect(errors).toEqual([]);
      await close();
    });
  }
});

// The Nu HTML checker reads these pages (compare with three properties, a FAQ tab) in
// tests/e2e/markup.test.ts's batch: one Java start for the whole suite.

describe('compare on a phone and on a laptop', () => {
  const comparePath = () => `/compare-property?ids=${comparedIds.join(',')}`;

  it('at 320 and 390 px: nothing wider than the screen, every full name visible beside each value', async () => {
    for (const width of [320, 390]) {
      const { page, errors, close } = await open(comparePath(), { viewport: { width, height: 800 } });
      expect(await elementsWiderThanViewport(page), `at ${width} px`).toEqual([]);
      // One table on screen: the side-by-side one is not there for the eye or for a screen reader.
      const table = page.getByRole('table');
      expect(await table.count()).toBe(1);
      for (const name of COMPARED) {
        // The property's own card, with its full name as the link to it.
        const link = page.getByRole('link', { name, exact: true });
        expect(await link.isVisible(), name).toBe(true);
        const box = (await link.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // In every fact's group, a row headed by the name, whole and on screen.
        const rowHeaders = table.getByRole('rowheader', { name, exact: true });
        expect(await rowHeaders.count(), name).toBe(24);
        const clipped = await rowHeaders.evaluateAll(
          (cells, vw) =>
            cells.filter((cell) => {
              const r = cell.getBoundingClientRect();
              return cell.scrollWidth > cell.clientWidth + 1 || r.left < 0 || r.right > vw;
            }).length,
          width,
        );
        expect(clipped, `${name} clipped at ${width} px`).toBe(0);
      }
      // Each value is tied to its fact and its property, as a screen reader announces it.
      const price = await table.evaluate((element) =>
        [...element.querySelectorAll('td')].slice(0, 3).map((cell) =>
          (cell.getAttribute('headers') ?? '')
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent?.trim())
            .concat(cell.textContent?.trim()),
        ),
      );
      expect(price).toEqual(
        COMPARED.map((name) => [
          'Price',
          expect.stringContaining(name),
          expect.stringMatching(/^\$[\d,]+ \/ month$/),
        ]),
      );
      // At 390 px (and 1366) the whole-route walk scans /compare-property with two properties.
      if (width === 320) await expectNoSeriousA11yViolations(page);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('from 768 px: the properties side by side in one table, column headers naming each', async () => {
    for (const width of [768, 1366]) {
      const { page, close } = await open(comparePath(), { viewport: { width, height: 900 } });
      expect(await elementsWiderThanViewport(page), `at ${width} px`).toEqual([]);
      const table = page.getByRole('table');
      expect(await table.count()).toBe(1);
      const headers = await table.getByRole('columnheader').allTextContents();
      expect(headers).toHaveLength(3);
      COMPARED.forEach((name, index) => expect(headers[index]).toContain(name));
      const parking = table.getByRole('row', { name: /^Parking/ });
      expect(await parking.getByRole('cell').allTextContents()).toEqual(['Yes', 'Yes', 'Yes']);
      await close();
    }
  });
});

describe('About Us at 320, 390 and 1366 px', () => {
  it('lines the Mission & Work Process steps up with the page column, nothing sticks out', async () => {
    for (const width of [320, 390, 1366]) {
      const { page, close } = await open('/about-us', {
        viewport: { width, height: 900 },
        reducedMotion: 'reduce',
      });
      expect(await elementsWiderThanViewport(page), `at ${width} px`).toEqual([]);
      const left = async (name: string) =>
        Math.round((await page.getByRole('heading', { name, exact: true }).boundingBox())!.x);
      const story = await left('Our Story');
      expect(await left('Our Mission & Work Process'), `at ${width} px`).toBe(story);
      const steps = page
        .getByRole('list')
        .filter({ has: page.getByRole('heading', { name: /Consultation/ }) });
      const stepLefts = await steps
        .getByRole('listitem')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().x)));
      expect(stepLefts).toHaveLength(4);
      // The first step of each row starts at the column's edge.
      expect(Math.min(...stepLefts), `at ${width} px`).toBe(story);
      await close();
    }
  });
});

describe('rows of cards line up', () => {
  it('package titles and the buttons of profile cards share a line at 1366 px', async () => {
    const pricing = await open('/pricing', { viewport: { width: 1366, height: 900 } });
    const titleTops = await Promise.all(
      ['Basic', 'Platinum', 'Standard'].map(async (name) =>
        Math.round((await pricing.page.getByRole('heading', { level: 2, name }).boundingBox())!.y),
      ),
    );
    expect(new Set(titleTops).size).toBe(1);
    await pricing.close();

    const agency = await open('/agency-page/1', { viewport: { width: 1366, height: 900 } });
    const buttonTops = await agency.page
      .getByRole('tabpanel', { name: 'Agents' })
      .getByRole('link', { name: /^Explore More/ })
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().y)));
    expect(buttonTops).toHaveLength(2);
    expect(new Set(buttonTops).size).toBe(1);
    await agency.close();
  });
});

describe('the 404 page', () => {
  for (const path of ['/404', '/no-such-page/at-all']) {
    it(`${path} answers 404 with the image and a Back To Home link`, async () => {
      const { page, errors, response, close } = await open(path);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible()).toBe(true);
      expect(await page.locator('main svg.error-page__image').isVisible()).toBe(true);
      await page.getByRole('link', { name: 'Back To Home' }).click();
      await page.waitForURL(`${e2e.server.url}/`);
      expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
      await close();
    });
  }
});

/** Slides whose content lies wholly inside the carousel's viewport (the gap is slide padding). */
async function visibleSlides(page: Page): Promise<number> {
  return page.evaluate(() => {
    const viewport = document.querySelector('.carousel__viewport')!.getBoundingClientRect();
    return [...document.querySelectorAll('.carousel__slide > *')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.width > 0 && box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

describe('the team carousel on /about-us', () => {
  const EXPECTED = [
    [375, 1],
    [480, 2],
    [768, 3],
    [1023, 4],
    [1280, 4],
  ] as const;

  for (const [width, count] of EXPECTED) {
    it(`shows ${count} slide(s) at ${width} px, from the server's HTML alone and after hydration`, async () => {
      for (const javaScriptEnabled of [false, true]) {
        const { page, close } = await open('/about-us', {
          viewport: { width, height: 900 },
          javaScriptEnabled,
          reducedMotion: 'reduce',
        });
        expect(await visibleSlides(page), `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`).toBe(count);
        await close();
      }
    });
  }

  it('labels each slide, autoplays every 2 s, and stops for good when Pause is pressed', async () => {
    const { page, errors, close } = await open(
      '/about-us',
      { viewport: { width: 1280, height: 900 } },
      { clock: true },
    );
    const carousel = page.getByRole('region', { name: 'Our team', exact: true });
    expect(await carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(await page.getByRole('group', { name: 'Slide 2 of 6' }).count()).toBe(1);
    const firstSlideX = () =>
      page
        .getByRole('group', { name: 'Slide 1 of 6' })
        .evaluate((el) => Math.round(el.getBoundingClientRect().x));
    const start = await firstSlideX();
    // The page's clock (its timers and animation frames) 2.6 s on, at once: one autoplay step of
    // 2 s, and the slide's scroll after it.
    await page.clock.runFor(2600);
    expect(await firstSlideX()).not.toBe(start);

    await page.getByRole('button', { name: 'Pause' }).click();
    expect(await page.getByRole('button', { name: 'Play' }).isVisible()).toBe(true);
    await page.mouse.move(0, 0);
    // Let a slide change that was under way finish.
    let paused = await firstSlideX();
    await expect
      .poll(
        async () => {
          const before = paused;
          await page.clock.runFor(300);
          paused = await firstSlideX();
          return paused === before;
        },
        { timeout: 5000 },
      )
      .toBe(true);
    // Longer than an autoplay step, on the page's clock.
    await page.clock.runFor(2600);
    expect(await firstSlideX()).toBe(paused);

    // Next moves by one slide; the arrow keys do the same when focus is inside.
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect.poll(firstSlideX).not.toBe(paused);
    expect(errors).toEqual([]);
    await close();
  });

  it('stays still while the pointer is over it, and when the visitor prefers reduced motion', async () => {
    // Both pages watched through 2.6 s of their own clocks (longer than the 2 s autoplay step).
    const hovered = await open('/about-us', { viewport: { width: 1280, height: 900 } }, { clock: true });
    const reduced = await open(
      '/about-us',
      {
        viewport: { width: 1280, height: 900 },
        reducedMotion: 'reduce',
      },
      { clock: true },
    );
    expect(await reduced.page.getByRole('button', { name: 'Play' }).isVisible()).toBe(true);
    const slideX = (page: Page) =>
      page
        .getByRole('group', { name: 'Slide 1 of 6' })
        .evaluate((el) => Math.round(el.getBoundingClientRect().x));
    await hovered.page.getByRole('group', { name: 'Slide 1 of 6' }).hover();
    await reduced.page.mouse.move(0, 0);
    const before = [await slideX(hovered.page), await slideX(reduced.page)];
    await Promise.all([hovered.page.clock.runFor(2600), reduced.page.clock.runFor(2600)]);
    expect([await slideX(hovered.page), await slideX(reduced.page)]).toEqual(before);
    // Hovering pauses; it does not press Pause.
    expect(await hovered.page.getByRole('button', { name: 'Pause' }).isVisible()).toBe(true);
    await hovered.close();
    await reduced.close();
  });
});

describe('the FAQ', () => {
  const openItems = (page: Page) =>
    page.locator('[role="tabpanel"]:not([hidden]) details[open] summary').allTextContents();

  it('opens the first item initially and keeps one item open at a time', async () => {
    const { page, errors, close } = await open('/faq');
    expect(await openItems(page)).toEqual(['Which areas do you serve?']);
    await page.getByText('How do I list my property?').click();
    expect(await openItems(page)).toEqual(['How do I list my property?']);
    await page.getByText('How do I book a showing?').click();
    expect(await openItems(page)).toEqual(['How do I book a showing?']);
    expect(errors).toEqual([]);
    await close();
  });

  it('switches tabs by click and by arrow keys (a real tablist)', async () => {
    const { page, close } = await open('/faq');
    const tablist = page.getByRole('tablist', { name: 'Question categories' });
    expect(await tablist.getByRole('tab').allTextContents()).toEqual(['General', 'Payment', 'Upgrade']);
    await page.getByRole('tab', { name: 'Payment' }).click();
    expect(await page.getByRole('tab', { name: 'Payment' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: 'Payment' }).isVisible()).toBe(true);
    expect(await page.getByRole('tabpanel', { name: 'General' }).isVisible()).toBe(false);
    expect(await openItems(page)).toEqual(['What does management cost?']);

    await page.keyboard.press('ArrowRight');
    const upgrade = page.getByRole('tab', { name: 'Upgrade' });
    expect(await upgrade.getAttribute('aria-selected')).toBe('true');
    expect(await upgrade.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowRight');
    expect(await page.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('End');
    expect(await upgrade.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('Can I change my plan later?').isVisible()).toBe(true);
    await close();
  });

  it('works without JavaScript: each tab is a link the server renders', async () => {
    const { page, close } = await open('/faq', { javaScriptEnabled: false });
    await page.getByRole('tab', { name: 'Upgrade' }).click();
    await page.waitForURL(/\?tab=upgrade/);
    expect(await page.getByRole('tab', { name: 'Upgrade' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByText('Can I change my plan later?').isVisible()).toBe(true);
    // The native exclusive accordion needs no script either.
    await page.getByText('I need more listings than my package includes.').click();
    expect(await openItems(page)).toEqual(['I need more listings than my package includes.']);
    await close();
  });
});

describe('services and pricing', () => {
  it('lists the six services, the three areas, packages and the plans with their fees', async () => {
    const { page, close } = await open('/services-offered');
    for (const service of [
      'Marketing',
      'Tenant Screening',
      'Rent Collection',
      'Maintenance',
      'Financial Reporting',
      'Eviction Protection',
    ]) {
      expect(
        await page.getByRole('heading', { level: 3, name: service, exact: true }).isVisible(),
        service,
      ).toBe(true);
    }
    expect(await page.locator('.area-list li').allTextContents()).toEqual(['Moncton', 'Dieppe', 'Riverview']);
    const premium = page.locator('.plan-card', { has: page.getByRole('heading', { name: 'Premium' }) });
    expect(await premium.textContent()).toContain('10% of the monthly rent plus HST');
    const basic = page
      .locator('.plan-card', { has: page.getByRole('heading', { name: 'Basic', exact: true }) })
      .last();
    expect(await basic.textContent()).toContain('One month’s rent plus HST');
    expect(await page.getByText('6% of the monthly rent plus HST').isVisible()).toBe(true);

    const contactLinks = page.getByRole('link', { name: 'ContactUs' });
    expect(await contactLinks.count()).toBe(3);
    const href = new URL((await contactLinks.nth(1).getAttribute('href'))!, e2e.server.url);
    expect(href.pathname).toBe('/contact');
    expect(href.searchParams.get('subject')).toBe('Management plan: Standard');
    expect(href.searchParams.get('message')).toContain('Standard management plan');

    const list = page.getByRole('link', { name: 'List Your Property FREE' });
    expect(await list.getAttribute('href')).toBe('/submit-property');
    expect(await page.getByRole('link', { name: 'Call Us' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: '(506) 555-0100' }).first().isVisible()).toBe(true);
    await close();
  });

  it('is reachable as Our-Packages from the navigation, at #99Pricing', async () => {
    const { page, close } = await open('/', { viewport: { width: 1280, height: 900 } });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our-Packages' }).click();
    await page.waitForURL('**/services-offered#99Pricing');
    await expect.poll(() => page.getByRole('heading', { name: 'Our Packages' }).isVisible()).toBe(true);
    await close();
  });

  it("prices plans in CAD and 'Choose Plan' opens the checkout with the plan chosen", async () => {
    const { page, close } = await open('/pricing');
    expect(await page.locator('.plan-card__price').allTextContents()).toEqual([
      '$49 CAD',
      '$99 CAD',
      '$199 CAD',
    ]);
    const choose = page.getByRole('link', { name: 'Choose Plan' });
    expect(await choose.count()).toBe(3);
    const href = new URL((await choose.nth(1).getAttribute('href'))!, e2e.server.url);
    expect(href.pathname).toBe('/checkout');
    expect(href.searchParams.get('plan')).toBe('platinum');
    await close();
  });
});

describe('agents and agencies', () => {
  it('filters the list by location on the server (a GET form, also without JavaScript)', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const { page, close } = await open('/agents', { javaScriptEnabled });
      await page.getByLabel('Location').fill('dieppe');
      await page.getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(/location=dieppe/);
      await expect
        .poll(() => page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents())
        .toEqual(['Sample Agent Two', 'Sample Agent Six']);
      await close();
    }
    const { page, close } = await open('/agencies?location=riverview');
    expect(await page.getByRole('article').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
      'Sample Agency South',
    ]);
    await close();
  });

  it('agent page: real properties in Rental and For Sale tabs (first 6), and a featured sidebar', async () => {
    const { page, close } = await open('/agent-page/3');
    const rentalPanel = page.getByRole('tabpanel', { name: 'Rental' });
    expect(await rentalPanel.locator('.property-card').count()).toBe(6);
    expect(await rentalPanel.textContent()).not.toContain('Hidden Draft');
    await page.getByRole('tab', { name: 'For Sale' }).click();
    const salePanel = page.getByRole('tabpanel', { name: 'For Sale' });
    expect(await salePanel.locator('.property-card__name').allTextContents()).toEqual(['Agent Sale House']);
    const featured = page.locator('.featured-list a');
    expect(await featured.count()).toBe(3);
    expect(await featured.first().textContent()).toBe('Agent Rental 7');
    await close();
  });

  it('sends a message from the profile sidebar through the contact form, subject prefilled', async () => {
    const { page, errors, close } = await open('/agency-page/2');
    const sidebar = page.locator('.profile-sidebar');
    expect(await sidebar.getByLabel('Subject').inputValue()).toBe('About Sample Agency South');
    await sidebar.getByLabel('Your name').fill('Casey Visitor');
    await sidebar.getByLabel('Email').fill('casey@example.com');
    await sidebar.getByLabel('Phone').fill('5065550188');
    await sidebar.getByLabel('Message').fill('Do you manage condos in Riverview?');
    await sidebar.getByRole('button', { name: 'Send Message' }).click();
    await expect
      .poll(() => page.getByRole('alertdialog').textContent())
      .toContain('Your message has been sent successfully.');
    expect(errors).toEqual([]);
    await close();
  });

  it('falls back to the default name and image for an unknown or non-numeric id', async () => {
    for (const path of ['/agent-page/999', '/agent-page/abc']) {
      const { page, response, close } = await open(path);
      expect(response?.status()).toBe(200);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Agent');
      expect(await page.locator('.profile-header svg.avatar text').textContent()).toBe('A');
      await close();
    }
    const { page, close } = await open('/agency-page/42');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Agency');
    await page.getByRole('link', { name: 'Add New Agent' }).click();
    await page.waitForURL('**/add-agent');
    await close();
  });
});

describe('the agent forms', () => {
  it('validates in the browser, previews the chosen logo and says plainly that nothing is saved', async () => {
    const { page, errors, close } = await open('/add-agent');
    expect(await page.getByRole('img', { name: 'No logo chosen yet' }).isVisible()).toBe(true);
    await page.getByLabel('Profile logo').setInputFiles({
      name: 'logo.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeJpeg(120, 120),
    });
    const preview = page.getByRole('img', { name: 'Preview of the chosen logo' });
    await expect.poll(() => preview.isVisible()).toBe(true);
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);

    await page.getByRole('button', { name: 'Submit & Preview' }).click();
    expect(await page.getByText('Full name is required.').isVisible()).toBe(true);
    expect(await page.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Full Name').fill('Jordan Example');
    await page.getByLabel('Designation').fill('Leasing Agent');
    await page.getByLabel('Phone', { exact: true }).fill('5065550199');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Address', { exact: true }).fill('1 Example Street');
    await page.getByLabel('City').fill('Moncton');
    await page.getByRole('button', { name: 'Submit & Preview' }).click();
    expect(await page.getByText('Please enter a valid email address.').isVisible()).toBe(true);
    await page.getByLabel('Email').fill('jordan@example.com');
    await page.getByRole('button', { name: 'Submit & Preview' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'nothing was stored' }).isVisible())
      .toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('validates on the server without JavaScript; the edit form is prefilled', async () => {
    const { page, close } = await open('/edit-agent?id=2', { javaScriptEnabled: false });
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Sample Agent Two');
    expect(await page.getByRole('button', { name: 'Submit & Update' }).isVisible()).toBe(true);
    // Break a field the browser does not check natively.
    await page.getByLabel('Phone', { exact: true }).fill('12345');
    await page.getByLabel('Address', { exact: true }).fill('1 Example Street');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Submit & Update' }).click(),
    ]);
    expect(await page.getByText('Please enter a valid phone number (at least 10 digits).').isVisible()).toBe(
      true,
    );
    await page.getByLabel('Phone', { exact: true }).fill('5065550112');
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Submit & Update' }).click(),
    ]);
    expect(await page.getByText('nothing was stored').isVisible()).toBe(true);
    await close();
  });
});
