// The visitor's choice of language, remembered (issue 29, ADR 051): the switcher sets the `lang`
// cookie and shows the same page and query in the other language, with or without JavaScript; a
// browser that chose French is sent from an English page to its French address, and nothing else
// is redirected (no cookie, Accept-Language, the API, files); the page cache stays shared. A French
// browser on an English page gets a suggestion of the French page, decided in the browser.
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { collectPageErrors, waitForHydration } from '../support/browser.ts';
import { fr } from '../../shared/i18n/fr/index.ts';

const e2e = setUpServerAndBrowser();

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  fetch(`${e2e.server.url}${path}`, { redirect: 'manual', headers, method });
const choseFrench = { cookie: 'lang=fr' };
const htmlLanguageOf = async (response: Response) => /<html lang="([^"]+)"/.exec(await response.text())?.[1];

describe('the switcher', () => {
  it('remembers the choice and shows the same page and query in that language', async () => {
    const toFrench = await get('/language/fr/list-layout-new-3?city=Dieppe&beds=2');
    expect(toFrench.status).toBe(303);
    expect(toFrench.headers.get('location')).toBe('/fr/list-layout-new-3?city=Dieppe&beds=2');
    expect(toFrench.headers.get('cache-control')).toBe('no-store');
    const cookie = toFrench.headers.get('set-cookie') ?? '';
    // Readable by the page's script (not HttpOnly), not Secure on plain HTTP.
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toBe('lang=fr');
    expect(new Set(attributes.map((a) => a.replace(/=\d+$/, '')))).toEqual(
      new Set(['Path=/', 'Max-Age', 'SameSite=Lax']),
    );
    expect(Number(/Max-Age=(\d+)/.exec(cookie)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);

    const toEnglish = await get('/language/en/about-us?x=1');
    expect(toEnglish.headers.get('location')).toBe('/about-us?x=1');
    expect(toEnglish.headers.get('set-cookie')).toMatch(/^lang=en;/);
    // Only a path of this site.
    expect((await get('/language/en//evil.example/x')).headers.get('location')).toBe('/evil.example/x');
    // Not a language of the site: the 404 page.
    expect((await get('/language/de/about-us')).status).toBe(404);
    // Crawlers find the French pages through the sitemap and hreflang, not through the choice.
    expect(await (await get('/robots.txt')).text()).toContain('Disallow: /language/');
  });

  for (const isScripted of [false, true]) {
    it(`works ${isScripted ? 'with' : 'without'} JavaScript: the cookie set, the page and query kept`, async () => {
      const context = await e2e.browser.newContext({
        viewport: { width: 1366, height: 800 },
        javaScriptEnabled: isScripted,
      });
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const url = (path: string) => `${e2e.server.url}${path}`;
      await page.goto(url('/list-layout-new-3?city=Dieppe&beds=2'));
      if (isScripted) await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Français' }).click();
      await page.waitForURL(url('/fr/list-layout-new-3?city=Dieppe&beds=2'));
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
      expect(await languageCookie(context)).toMatchObject({ value: 'fr', sameSite: 'Lax', path: '/' });
      expect((await languageCookie(context))?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

      // An address without a language now shows the French page, its query kept.
      await page.goto(url('/about-us?x=1'));
      expect(page.url()).toBe(url('/fr/about-us?x=1'));
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');

      if (isScripted) await waitForHydration(page);
      await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
      await page.waitForURL(url('/about-us?x=1'));
      expect((await languageCookie(context))?.value).toBe('en');
      await page.goto(url('/faq'));
      expect(page.url()).toBe(url('/faq'));
      expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

async function languageCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'lang');
}

describe('a browser that chose French', () => {
  it('is sent from an English page to the same page and query in French', async () => {
    for (const [path, french] of [
      ['/about-us?x=1&y=2', '/fr/about-us?x=1&y=2'],
      ['/', '/fr'],
      ['/?for=rent', '/fr?for=rent'],
      ['/list-layout-new-3?city=Dieppe', '/fr/list-layout-new-3?city=Dieppe'],
      ['/login', '/fr/login'],
      ['/no-such-page', '/fr/no-such-page'],
    ]) {
      const response = await get(path!, { ...choseFrench, 'sec-fetch-dest': 'document' });
      expect(response.status, path).toBe(302);
      expect(response.headers.get('location'), path).toBe(french);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(response.headers.get('vary'), path).toMatch(/cookie/i);
    }
    expect((await get('/faq', choseFrench, 'HEAD')).headers.get('location')).toBe('/fr/faq');
    // A French address is shown as it is.
    const french = await get('/fr/about-us', choseFrench);
    expect(french.status).toBe(200);
    expect(await htmlLanguageOf(french)).toBe('fr-CA');
  });

  it('gets what it asked for from the API, files, feeds and the router’s own requests', async () => {
    const html = await (await get('/about-us')).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    for (const path of [
      '/api/properties',
      asset!,
      '/favicon.svg',
      '/robots.txt',
      '/sitemap.xml',
      '/blog/feed.xml',
      '/about-us.data',
      '/_root.data?_routes=root',
      '/healthz',
    ]) {
      const response = await get(path, choseFrench);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('location'), path).toBeNull();
    }
    for (const path of ['/media/no-such-photo.jpg', '/__manifest?paths=%2Fabout-us']) {
      expect((await get(path, choseFrench)).headers.get('location'), path).toBeNull();
    }
    // A script's request for a page (not a navigation) is not redirected either.
    const fetched = await get('/about-us', { ...choseFrench, 'sec-fetch-dest': 'empty' });
    expect(fetched.status).toBe(200);
    // Nor is a form sent to an English page.
    const posted = await get('/logout', choseFrench, 'POST');
    expect(posted.headers.get('location')).toBe('/login');
  });
});

describe('a browser with no French choice', () => {
  it('gets the English page after choosing English, and without any choice whatever its Accept-Language', async () => {
    for (const headers of [
      { cookie: 'lang=en' } as Record<string, string>,
      { 'accept-language': 'fr-CA,fr;q=0.9' },
      { 'accept-language': 'fr', cookie: 'other=fr' },
    ]) {
      const response = await get('/services-offered?x=1', { ...headers, 'sec-fetch-dest': 'document' });
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(await htmlLanguageOf(response)).toBe('en-CA');
      expect(response.headers.get('vary') ?? '').not.toMatch(/accept-language/i);
    }
  });
});

describe('the page cache', () => {
  it('keeps serving each language’s page to everyone, whatever was redirected', async () => {
    const redirected = await get('/pricing', choseFrench);
    expect(redirected.status).toBe(302);
    const english = await get('/pricing');
    expect(english.status).toBe(200);
    expect(await htmlLanguageOf(english)).toBe('en-CA');
    const cached = await get('/pricing');
    expect(cached.headers.get('x-cache')).toBe('HIT');
    expect(await htmlLanguageOf(cached)).toBe('en-CA');
    // The English page is in the cache now: a browser that chose French still gets the redirect.
    const again = await get('/pricing', choseFrench);
    expect(again.status).toBe(302);
    expect(again.headers.get('location')).toBe('/fr/pricing');
    const french = await get('/fr/pricing');
    expect(await htmlLanguageOf(french)).toBe('fr-CA');
    expect(await htmlLanguageOf(await get('/fr/pricing', choseFrench))).toBe('fr-CA');
    const chosenEnglish = await get('/pricing', { cookie: 'lang=en' });
    expect(chosenEnglish.headers.get('x-cache')).toBe('HIT');
    expect(await htmlLanguageOf(chosenEnglish)).toBe('en-CA');
    // The switcher's answer is never stored either.
    for (let i = 0; i < 2; i++) {
      const choice = await get('/language/fr/pricing');
      expect(choice.status).toBe(303);
      expect(choice.headers.get('x-cache')).toBeNull();
    }
  });
});

describe('the suggestion to a French browser', () => {
  const region = (page: Page) => page.getByRole('region', { name: fr.languageSuggestion.label });
  /** After the page has hydrated and fetched what it would: the suggestion is there by now if ever. */
  const settle = async (page: Page) => {
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  };

  it('offers the English page in French, fixed over the page, by keyboard too; closed, it stays closed', async () => {
    const context = await e2e.browser.newContext({ locale: 'fr-CA', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.server.url}/about-us?x=1`);
    await waitForHydration(page);
    const notice = region(page);
    await notice.waitFor();
    expect(await notice.getAttribute('lang')).toBe('fr-CA');
    expect(await notice.textContent()).toContain(fr.languageSuggestion.text);
    const link = notice.getByRole('link', { name: fr.languageSuggestion.link });
    expect(await link.getAttribute('href')).toBe('/language/fr/about-us?x=1');
    // Over the page, not in its flow: nothing moves when it arrives.
    expect(await notice.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    // Never in the server's HTML (the same page is cached for everyone).
    const html = await (await get('/about-us?x=1', { 'accept-language': 'fr-CA' })).text();
    expect(html).not.toContain(fr.languageSuggestion.text);

    // On the smallest phone it fits the window, which does not scroll sideways.
    await page.setViewportSize({ width: 320, height: 640 });
    const box = await notice.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(320);
    expect(box!.y + box!.height).toBeLessThanOrEqual(640);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);

    // The keyboard reaches it right after the skip link.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await link.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Tab');
    const close = notice.getByRole('button', { name: fr.languageSuggestion.close });
    expect(await close.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await region(page).count()).toBe(0);

    // The next page, loaded afresh, does not offer it again.
    await page.goto(`${e2e.server.url}/faq`);
    await settle(page);
    expect(await region(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('closes with Escape, and its link chooses French', async () => {
    const context = await e2e.browser.newContext({ locale: 'fr-CA', viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.server.url}/faq?x=1`);
    await waitForHydration(page);
    await region(page).getByRole('link', { name: fr.languageSuggestion.link }).click();
    await page.waitForURL(`${e2e.server.url}/fr/faq?x=1`);
    expect((await languageCookie(context))?.value).toBe('fr');
    // A French page offers nothing.
    await settle(page);
    expect(await region(page).count()).toBe(0);

    // Escape closes it (a new visitor: no cookie, nothing remembered).
    await context.clearCookies();
    await page.goto(`${e2e.server.url}/privacy-details`);
    await waitForHydration(page);
    await region(page).getByRole('link', { name: fr.languageSuggestion.link }).focus();
    await page.keyboard.press('Escape');
    expect(await region(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is not offered to an English browser, nor after English was chosen', async () => {
    const english = await e2e.browser.newContext({ locale: 'en-CA', viewport: { width: 390, height: 844 } });
    const page = await english.newPage();
    await page.goto(`${e2e.server.url}/about-us`);
    await settle(page);
    expect(await region(page).count()).toBe(0);
    await english.close();

    const french = await e2e.browser.newContext({ locale: 'fr-CA', viewport: { width: 390, height: 844 } });
    await french.addCookies([{ name: 'lang', value: 'en', url: e2e.server.url }]);
    const chosen = await french.newPage();
    await chosen.goto(`${e2e.server.url}/about-us`);
    await settle(chosen);
    expect(await region(chosen).count()).toBe(0);
    await french.close();
  });
});
