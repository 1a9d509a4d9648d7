// The site's markup as a whole (issue "Markup and keyboard"): the server-rendered HTML of the main
// pages passes the Nu HTML checker with no errors (in `npm run test:full`; one Java start for the
// suite: other test files add their pages to VALIDATED_PAGES instead of starting their own), and
// every page the app serves (tests/e2e/route-table.ts), in English and in French, signed out and
// signed in, has: no sideways scroll and every header item on screen or in the closed menu from 320
// to 1920 px at the breakpoints' edges (tests/support/layout.ts); no serious or critical axe
// violation at a phone's and a laptop's width; one main/banner/contentinfo landmark, navigation
// landmarks with distinct names, one h1 and no heading level skipped going down; robots noindex on a
// page the route registry keeps from search engines, and hreflang alternates on the others.
// `npm run test:full` (FULL_WALK=1, run by .ci/run after `npm test`) walks every row at every
// breakpoint's edges, axe on each; `npm test` the rows the table samples (one of each shell and kind
// of page, four of them signed in too), in French, at the main breakpoints' edges, axe once per page
// template (issue 28). Other test files do not repeat these checks page by page; they test what a page does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { collectPageErrors, stubMapTiles, waitForHydration } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { createSignedInUser, type SignedInUser } from '../support/auth.ts';
import { allBreakpointWidths, IS_FULL_WALK, LAYOUT_WIDTHS, layoutProblems } from '../support/layout.ts';
import { findSeriousA11yViolations, findStructureProblems, formatA11yViolations } from '../support/axe.ts';
import {
  formatVnuErrors,
  validateHtml,
  whyVnuCannotRun,
  type HtmlDocument,
  type VnuError,
} from '../support/vnu.ts';
import { isIndexable, PAGES, patternOf, type Page as RegistryPage } from '../../app/route-registry.ts';
import { ROUTE_ROWS, type Route } from './route-table.ts';
import { languageOfPath, pathInLanguage, pathWithoutLanguage } from '../../shared/i18n/languages.ts';
import { en } from '../../shared/i18n/en/index.ts';
import { fr } from '../../shared/i18n/fr/index.ts';

// IS_FULL_WALK (`npm run test:full`): every row, every public page signed in too; `npm test` the
// rows marked `isSample`, signed in those marked `isSignedInSample` (issue 28).
/** `npm test`: the main breakpoints' edges; `npm run test:full`: every breakpoint's (layout.ts). */
const WIDTHS: readonly number[] = IS_FULL_WALK ? allBreakpointWidths() : LAYOUT_WIDTHS;

let admin: SignedInUser;
/** An account holder (issue 17) whose verified address is the one the test's properties were sent with. */
let account: SignedInUser;
const ids: Record<string, string> = {};

const e2e = setUpServerAndBrowser();

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  const base = Date.UTC(2026, 8, 1);
  ids.rental = await createProperty(
    deps,
    {
      name: 'Harbour View Flat',
      address: '12 Harbour Road, Moncton, NB E1C 2B2',
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      features: ['Parking', 'Internet', 'Washer and Dryer'],
      createdAt: new Date(base + 4000),
    },
    { images: 5 },
  );
  ids.sale = await createProperty(
    deps,
    {
      name: 'Dieppe Bungalow',
      listingType: 'sale',
      propertyType: 'Detached',
      city: 'Dieppe',
      price: 299000,
      createdAt: new Date(base + 3000),
    },
    { images: 2 },
  );
  ids.rented = await createProperty(
    deps,
    { name: 'Rented Corner Flat', isClosed: true, createdAt: new Date(base + 2000) },
    { images: 1 },
  );
  ids.pending = await createProperty(deps, {
    name: 'Maple Street Duplex',
    isVerified: false,
    createdAt: new Date(base + 1000),
  });
  const { services } = e2e.server.app;
  // Something in each admin list: an enquiry (and its two e-mails in the outbox), an API token.
  await services.enquiries.submit(
    {
      kind: 'property',
      propertyId: ids.rental,
      name: 'Erin Enquirer',
      email: 'erin@example.com',
      phone: '5065550142',
      message: 'Is parking included?',
      details: { pets: 'No', isWorking: 'Yes', employerDetails: 'Harbour Bakery' },
      language: 'en',
    },
    { origin: e2e.server.url },
  );
  admin = await createSignedInUser(services);
  account = await createSignedInUser(services, { role: 'customer', email: 'owner@example.com' });
  await services.auth.apiTokens.create(admin.user.id, 'Import script');
  if (IS_FULL_WALK && whyVnuCannotRun() === null) {
    markupErrors = validateMainPages();
    // Awaited by its test; until then a failure must not count as unhandled.
    markupErrors.catch(() => {});
  }
});

/** A path of the tables below with `{rental}` and the like replaced by that property's id. */
const resolve = (path: string) => path.replace(/\{(\w+)\}/g, (_, key: string) => ids[key] ?? key);

/** The pages the issue names, as the server renders them (signed in for the editor and admin). */
const VALIDATED_PAGES: { path: string; isSignedIn?: boolean }[] = [
  { path: '/' },
  { path: '/list-layout-new-3' },
  { path: '/single-property-1/{rental}' },
  { path: '/submit-property' },
  { path: '/submit-property?id={rental}', isSignedIn: true },
  { path: '/contact' },
  { path: '/login' },
  { path: '/compare-property' },
  // The company pages (tests/e2e/company-pages.test.ts leaves their markup to this one batch).
  { path: '/compare-property?ids={rental},{sale},{rented}' },
  { path: '/about-us' },
  { path: '/services-offered' },
  { path: '/privacy-details' },
  { path: '/faq' },
  { path: '/faq?tab=payment' },
  { path: '/pricing' },
  { path: '/agents' },
  { path: '/agent-page/2' },
  { path: '/agent-page' },
  { path: '/agencies' },
  { path: '/agency-page/1' },
  { path: '/agency-page' },
  { path: '/add-agent' },
  { path: '/edit-agent' },
  { path: '/propertyadmin', isSignedIn: true },
  { path: '/propertyadmin/review', isSignedIn: true },
  { path: '/propertyadmin/enquiries', isSignedIn: true },
  { path: '/propertyadmin/outbox', isSignedIn: true },
  { path: '/propertyadmin/tokens', isSignedIn: true },
];

/**
 * The Nu HTML checker's errors on VALIDATED_PAGES. Started at the end of beforeAll and awaited by the
 * last test, so that Java checks the pages while the browser walks the routes.
 */
let markupErrors: Promise<VnuError[]> | undefined;

async function validateMainPages(): Promise<VnuError[]> {
  const documents: HtmlDocument[] = await Promise.all(
    VALIDATED_PAGES.map(async ({ path, isSignedIn }) => {
      const response = await fetch(e2e.server.url + resolve(path), {
        headers: isSignedIn ? { cookie: admin.cookie } : {},
        redirect: 'manual',
      });
      expect(response.status, path).toBe(200);
      return { name: `${path}${isSignedIn ? ' (signed in)' : ''}`, html: await response.text() };
    }),
  );
  return validateHtml(documents);
}

/**
 * The rows walked: `npm run test:full` every row of tests/e2e/route-table.ts; `npm test` the rows it
 * samples (`isSample`: one of each shell and kind of page; issue 28).
 */
const WALKED_ROWS: Route[] = IS_FULL_WALK ? ROUTE_ROWS : ROUTE_ROWS.filter((route) => route.isSample);

/**
 * The same rows in French, under /fr (issue 29). What a row `shows` is English: not asked of them.
 */
const FRENCH_ROWS: Route[] = WALKED_ROWS.map((route) => ({
  ...route,
  path: pathInLanguage(route.path, 'fr'),
  shows: undefined,
}));

/** The pages of app/route-registry.ts (sitemap.xml, robots.txt and the feed are .ts resource routes). */
const HTML_PAGES = PAGES.filter((page) => page.file.endsWith('.tsx'));
const NAMED_PAGES = HTML_PAGES.filter((page) => page.path !== '*').map((page) => ({
  page,
  pattern: patternOf(page.path),
}));

/** The registry's page a row shows: the one whose path takes the row's, or the 404 page of any other. */
function pageOf(route: Route): RegistryPage {
  const pathname = pathWithoutLanguage(route.path.split('?')[0]!);
  return (
    NAMED_PAGES.find(({ pattern }) => pattern.test(pathname))?.page ??
    HTML_PAGES.find((page) => page.path === '*')!
  );
}

/**
 * A row's page template: the route module that renders it, and who sees it (the header differs).
 * Axe runs once per template and width in `npm test` (the first row of each), on every row in
 * `npm run test:full` (issue 28): a template's other rows are the same markup with other data.
 */
function templateOf(route: Route): string {
  return `${pageOf(route).file} ${route.as ?? route.isSignedIn ?? false} ${route.status ?? 200} ${languageOfPath(route.path)}`;
}

/**
 * The pages walked, named by path and sign-in: `npm run test:full` WALKED_ROWS, then FRENCH_ROWS;
 * `npm test` the French rows only (issue 28). French words are the longer ones, so a French page
 * overflows first, and the pages are the same templates in both languages; the browser journeys of
 * `npm test` go through the English pages.
 */
const ROUTES: [string, Route][] = [...(IS_FULL_WALK ? WALKED_ROWS : []), ...FRENCH_ROWS].map((route) => [
  `${route.path}${route.isSignedIn ? ' (signed in)' : ''}`,
  route,
]);

/**
 * What search engines read of a page (app/route-registry.ts, app/features/seo.ts): a page kept from
 * them says noindex and names no alternates; an indexable one, signed out, the reverse (signed in, an
 * indexable page may be an admin's edit form, which says noindex).
 */
async function searchProblems(page: Page, route: Route): Promise<string[]> {
  const [noindex, alternates] = await Promise.all([
    page.locator('meta[name="robots"][content="noindex"]').count(),
    page.locator('link[rel="alternate"][hreflang]').count(),
  ]);
  const found = `noindex ${noindex}, hreflang alternates ${alternates}`;
  if (!isIndexable(pageOf(route)))
    return noindex === 1 && alternates === 0 ? [] : [`not indexable: ${found}`];
  if (route.isSignedIn) return [];
  return noindex === 0 && alternates === 3 ? [] : [`indexable: ${found}`];
}
const scannedTemplates = new Set<string>();

/** Two properties side by side on /compare-property, one saved: the header's shortlist is not empty. */
async function fillShortlist(page: Page) {
  const item = (id: string, name: string) => ({
    id,
    name,
    address: `${name}, Moncton, NB`,
    price: 1200,
    listingType: 'rent',
    imageUrl: null,
  });
  const lists = {
    saved: [item(ids.rental!, 'Harbour View Flat')],
    compare: [item(ids.rental!, 'Harbour View Flat'), item(ids.sale!, 'Dieppe Bungalow')],
  };
  await page.evaluate((value) => localStorage.setItem('shortlist:v1', value), JSON.stringify(lists));
}

/**
 * A reused tab: its page, the console errors and uncaught exceptions since the last load, and the
 * address of a document the row expects to be missing (404), whose status Chromium logs as an error.
 */
type Tab = { context: BrowserContext; page: Page; errors: string[]; missingDocument: string | null };

/** What Chromium logs for a document answered with a status a row expects (404, a used link's 410). */
const MISSING_LOG =
  /^Failed to load resource: the server responded with a status of (404 \(Not Found\)|410 \(Gone\))$/;

describe('every page, for assistive technology', () => {
  const contexts = new Map<boolean | 'account', Promise<Tab>>();

  /** One tab signed out and one signed in, each opened once and reused page after page. */
  function tab(isSignedIn: boolean | 'account') {
    let found = contexts.get(isSignedIn);
    if (!found) {
      found = (async () => {
        const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 800 } });
        await stubMapTiles(context);
        if (isSignedIn) {
          const who = isSignedIn === 'account' ? account : admin;
          const [name, value] = who.cookie.split('=') as [string, string];
          await context.addCookies([{ name, value, url: e2e.server.url, httpOnly: true, sameSite: 'Lax' }]);
        }
        const page = await context.newPage();
        const opened: Tab = { context, page, errors: [], missingDocument: null };
        opened.errors = collectPageErrors(page, {
          // The 404 of a row that expects one, for the document itself and once: nothing else.
          isExpected: (message) => {
            const isIt =
              MISSING_LOG.test(message.text()) && message.location().url === opened.missingDocument;
            if (isIt) opened.missingDocument = null;
            return isIt;
          },
        });
        await page.goto(`${e2e.server.url}/robots.txt`);
        await fillShortlist(page);
        return opened;
      })();
      contexts.set(isSignedIn, found);
    }
    return found;
  }

  afterAll(async () => {
    for (const found of contexts.values()) await (await found).context.close();
  });

  it('has a row for every page of the route registry', () => {
    // The splat's row is one whose path no other page takes.
    const shown = new Set(ROUTE_ROWS.map(pageOf));
    expect(HTML_PAGES.filter((page) => !shown.has(page)).map((page) => page.path)).toEqual([]);
  });

  /**
   * One tab loads the page once, at 1366 px, and waits for hydration and what the row says it shows;
   * then the window takes every width of WIDTHS with no reload. The tab's console errors
   * count from here.
   */
  async function load(view: Tab, route: Route) {
    const { page } = view;
    await page.setViewportSize({ width: 1366, height: 800 });
    const url = e2e.server.url + resolve(route.path);
    view.errors.length = 0;
    view.missingDocument = route.status === 404 || route.status === 410 ? url : null;
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.status()).toBe(route.status ?? 200);
    await waitForHydration(page);
    if (route.shows) await page.getByText(route.shows).first().waitFor();
  }

  /**
   * Sideways scroll and the header's items (tests/support/layout.ts) at every width; landmarks and
   * headings at 390 and 1366, and axe there when `axe` says so (templateOf); then the console errors
   * and uncaught exceptions since the load.
   */
  async function walk(view: Tab, label: string, options: { scan: boolean; axe?: boolean }) {
    const { page } = view;
    const problems: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const problem of await layoutProblems(page)) problems.push(`${label}at ${width} px: ${problem}`);
      if (!options.scan || (width !== 1366 && width !== 390)) continue;
      const violations = options.axe ? await findSeriousA11yViolations(page) : [];
      if (violations.length > 0)
        problems.push(`${label}at ${width} px:\n${formatA11yViolations(violations)}`);
      for (const problem of await findStructureProblems(page))
        problems.push(`${label}at ${width} px: ${problem}`);
    }
    for (const error of view.errors.splice(0)) problems.push(`${label}console error: ${error}`);
    return problems;
  }

  it.each(ROUTES)(
    '%s: no sideways scroll and the whole header from 320 to 1920 px, no serious axe violation, landmarks and headings in order, no console error',
    async (_name, route) => {
      const isSignedIn = route.isSignedIn ?? false;
      const own = async () => {
        const mine = await tab(route.as ?? isSignedIn);
        const { page } = mine;
        await load(mine, route);
        const template = templateOf(route);
        const problems = (route.status ?? 200) === 200 ? await searchProblems(page, route) : [];
        problems.push(
          ...(await walk(mine, '', { scan: true, axe: IS_FULL_WALK || !scannedTemplates.has(template) })),
        );
        scannedTemplates.add(template);
        if (route.withOpenMenu) {
          const { nav } = languageOfPath(route.path) === 'fr' ? fr : en;
          await page.getByRole('button', { name: nav.openMenu }).click();
          await page.getByRole('navigation', { name: nav.label }).waitFor({ state: 'visible' });
          const violations = await findSeriousA11yViolations(page);
          if (violations.length > 0) problems.push(`open menu:\n${formatA11yViolations(violations)}`);
          for (const problem of await findStructureProblems(page)) problems.push(`open menu: ${problem}`);
          await page.keyboard.press('Escape');
          await page.getByRole('navigation', { name: nav.label }).waitFor({ state: 'hidden' });
          for (const error of mine.errors.splice(0)) problems.push(`open menu: console error: ${error}`);
        }
        return problems;
      };
      // A public page signed in has the longer header: the same layout checks, in the other tab at
      // the same time (the two tabs render in parallel).
      const signedIn = async () => {
        if (isSignedIn || (route.status ?? 200) !== 200) return [];
        if (!IS_FULL_WALK && !route.isSignedInSample) return [];
        const signedInTab = await tab(true);
        // What the row shows is the signed-out state (a banner to sign in, a message for visitors).
        await load(signedInTab, { ...route, shows: undefined });
        return walk(signedInTab, 'signed in ', { scan: false });
      };
      const problems = (await Promise.all([own(), signedIn()])).flat();
      if (problems.length > 0) throw new Error(problems.join('\n'));
    },
  );
});

// The Nu HTML checker runs in `npm run test:full` only: its Java start and checking cost about 25 s of
// CPU that `npm test` cannot spare on two cores (issue 28).
describe.runIf(IS_FULL_WALK)('the markup', () => {
  const whyNot = whyVnuCannotRun();

  it.skipIf(whyNot !== null)(
    `passes the Nu HTML checker with no errors on the main pages${whyNot ? ` (skipped: ${whyNot})` : ''}`,
    async () => {
      const errors = await markupErrors!;
      if (errors.length > 0) {
        throw new Error(`${errors.length} Nu HTML checker error(s):\n${formatVnuErrors(errors)}`);
      }
    },
    // The checker's Java start takes a few seconds, much longer on a busy machine.
    180_000,
  );
});
