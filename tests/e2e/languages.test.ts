// English and Canadian French (issue 29): every page at its English path and under /fr, in the
// language of its path, whoever else is being answered at the same time; the switcher goes to the
// same page (and filters) in the other language; links, forms and redirects stay in the page's.
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { createSignedInUser, signInBrowser, type SignedInUser } from '../support/auth.ts';
import { collectPageErrors, waitForHydration } from '../support/browser.ts';
import { en } from '../../shared/i18n/en/index.ts';
import { fr } from '../../shared/i18n/fr/index.ts';

const e2e = setUpServerAndBrowser();
let id: string;
let admin: SignedInUser;

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  id = await createProperty(deps, { name: 'Harbour View Flat', city: 'Dieppe' }, { images: 1 });
  admin = await createSignedInUser(e2e.server.app.services);
});

const get = (path: string, init: RequestInit = {}) =>
  fetch(`${e2e.server.url}${path}`, { redirect: 'manual', ...init });

/** The page's text as a visitor reads it: no scripts, styles or tags, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Every string of a catalogue, placeholders and all. */
const leaves = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : node && typeof node === 'object'
      ? Object.values(node).flatMap(leaves)
      : [];

/**
 * The English catalogue's sentences (three words or more, no placeholder) that French writes
 * otherwise: none may be on a French page.
 */
const FRENCH_VALUES = new Set(leaves(fr));
const ENGLISH_SENTENCES = leaves(en).filter(
  (text) =>
    !text.includes('{{') && !text.includes('<') && text.split(' ').length >= 3 && !FRENCH_VALUES.has(text),
);

describe('a page in each language', () => {
  it.each([
    ['/', '/fr'],
    ['/list-layout-new-3', '/fr/list-layout-new-3'],
    ['/login', '/fr/login'],
    ['/submit-property', '/fr/submit-property'],
    ['/contact', '/fr/contact'],
    ['/create-account', '/fr/create-account'],
    ['/about-us', '/fr/about-us'],
    ['/services-offered', '/fr/services-offered'],
    ['/faq', '/fr/faq'],
    ['/pricing', '/fr/pricing'],
    ['/privacy-details', '/fr/privacy-details'],
    ['/agents', '/fr/agents'],
    ['/home-5', '/fr/home-5'],
    ['/blog', '/fr/blog'],
    ['/blog-detail/security-deposits-in-new-brunswick', '/fr/blog-detail/security-deposits-in-new-brunswick'],
  ])('%s in English and %s in French, each in its own words', async (english, french) => {
    const [enHtml = '', frHtml = ''] = await Promise.all(
      [english, french].map(async (path) => (await get(path)).text()),
    );
    expect(enHtml).toMatch(/<html lang="en-CA"/);
    expect(frHtml).toMatch(/<html lang="fr-CA"/);
    expect(visibleText(enHtml)).toContain(en.nav.submitProperty);
    expect(visibleText(frHtml)).toContain(fr.nav.submitProperty);
    expect(ENGLISH_SENTENCES.length).toBeGreaterThan(400);
    const englishLeft = ENGLISH_SENTENCES.filter((sentence) => visibleText(frHtml).includes(sentence));
    expect(englishLeft).toEqual([]);
    // The page's own links stay in its language.
    expect(frHtml).toContain('href="/fr/about-us"');
    expect(enHtml).toContain('href="/about-us"');
  });

  it('has the switcher to the same page and filters in the other language, named in that language', async () => {
    const query = '?city=Dieppe&beds=2';
    const frHtml = await (await get(`/fr/list-layout-new-3${query}`)).text();
    const enHtml = await (await get(`/list-layout-new-3${query}`)).text();
    // Through the address that remembers the choice (ADR 051; tests/e2e/language-choice.test.ts).
    const toEnglish =
      /<a href="\/language\/en\/list-layout-new-3\?city=Dieppe&amp;beds=2" hreflang="en-CA" lang="en-CA">/gi;
    const toFrench =
      /<a href="\/language\/fr\/list-layout-new-3\?city=Dieppe&amp;beds=2" hreflang="fr-CA" lang="fr-CA">/gi;
    // In the header (where the bar is short of room, abbreviated, <abbr> giving the name) and the footer.
    expect(frHtml.match(toEnglish)).toHaveLength(2);
    expect(enHtml.match(toFrench)).toHaveLength(2);
    expect(frHtml).toContain('<abbr class="language-switch__short" title="English">EN</abbr>');
    expect(enHtml).toMatch(/lang="fr-CA">Français<\/a>/);
  });

  it('answers each of many interleaved requests in its own language, anonymous and signed in', async () => {
    const paths = [
      '/submit-property',
      '/fr/submit-property',
      `/single-property-1/${id}`,
      `/fr/single-property-1/${id}`,
    ];
    const answers = await Promise.all(
      Array.from({ length: 48 }, async (_, i) => {
        const path = paths[i % paths.length]!;
        const headers: Record<string, string> = i % 3 === 0 ? { cookie: admin.cookie } : {};
        const html = await (await get(path, { headers })).text();
        return { path, html };
      }),
    );
    for (const { path, html } of answers) {
      const isFrench = path.startsWith('/fr');
      expect(html, path).toMatch(isFrench ? /<html lang="fr-CA"/ : /<html lang="en-CA"/);
      // The title (a route's meta, outside React) is in the page's language too.
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
      const submitTitle = (isFrench ? fr : en).submit.metaTitle.split(' — ')[0]!;
      if (path.includes('submit')) expect(title, path).toContain(submitTitle);
      expect(visibleText(html), path).toContain(isFrench ? fr.nav.submitProperty : en.nav.submitProperty);
    }
  });

  it('redirects within the page’s language', async () => {
    const french = await get('/fr/logout');
    expect(french.status).toBe(302);
    expect(french.headers.get('location')).toBe('/fr/login');
    const english = await get('/logout');
    expect(english.headers.get('location')).toBe('/login');
  });
});

describe('what a property is', () => {
  it('is named in French on a French page: its type and features, stored in English', async () => {
    const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
    const semi = await createProperty(deps, {
      name: 'Maison Champlain',
      propertyType: 'Semi-Detached',
      features: ['Parking', 'Washer and Dryer'],
    });
    const text = visibleText(await (await get(`/fr/single-property-1/${semi}`)).text());
    const { typeNames, featureNames } = fr.property;
    for (const words of [
      typeNames['Semi-Detached'],
      featureNames.Parking,
      featureNames['Washer and Dryer'],
    ]) {
      expect(text).toContain(words);
    }
    for (const words of ['Semi-Detached', 'Washer and Dryer']) expect(text).not.toContain(words);
    expect(visibleText(await (await get(`/single-property-1/${semi}`)).text())).toContain('Washer and Dryer');
  });

  it('marks its owner-written name and description with their language where the page’s differs', async () => {
    const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
    const french = await createProperty(deps, {
      name: 'Maison Beauséjour',
      city: 'Memramcook',
      descriptionPrimary: 'Grande maison près du parc.',
      customerLanguage: 'fr',
    });
    /** The `lang` of the first element with this class (or id), or null when it has none. */
    const langOf = (html: string, marker: string) => {
      const tag = new RegExp(`<[a-z0-9]+[^>]*${marker}[^>]*>`).exec(html)?.[0];
      expect(tag, marker).toBeDefined();
      return /\slang="([^"]+)"/.exec(tag!)?.[1] ?? null;
    };
    const english = await (await get(`/single-property-1/${french}`)).text();
    expect(langOf(english, 'id="property-title"')).toBe('fr-CA');
    expect(langOf(english, 'class="prose"')).toBe('fr-CA');
    const frenchPage = await (await get(`/fr/single-property-1/${french}`)).text();
    expect(langOf(frenchPage, 'id="property-title"')).toBeNull();
    expect(langOf(frenchPage, 'class="prose"')).toBeNull();
    // Its card, on a listing of its town, in each language.
    const card = (html: string) => html.slice(html.indexOf('Maison Beauséjour') - 200);
    const list = await (await get('/list-layout-new-3?city=Memramcook')).text();
    expect(langOf(card(list), 'class="property-card__name"')).toBe('fr-CA');
    const frList = await (await get('/fr/list-layout-new-3?city=Memramcook')).text();
    expect(langOf(card(frList), 'class="property-card__name"')).toBeNull();
    // An English text on the French page is marked English; the API says which language it is.
    const englishText = await createProperty(deps, { name: 'Harbour Loft', customerLanguage: 'en' });
    const frDetail = await (await get(`/fr/single-property-1/${englishText}`)).text();
    expect(langOf(frDetail, 'id="property-title"')).toBe('en-CA');
    const api = (await (await get(`/api/properties/${french}`)).json()) as { textLanguage: string };
    expect(api.textLanguage).toBe('fr');
  });
});

describe('what search engines read', () => {
  /** The head's links and Open Graph tags as [rel or property, hreflang, href or content]. */
  const headTags = async (path: string) => {
    const html = await (await get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1] ?? '';
    return [...head.matchAll(/<(link|meta)\b[^>]*>/g)]
      .map(([tag]) => [
        attribute(tag, 'rel') || attribute(tag, 'property'),
        attribute(tag, 'hrefLang') || attribute(tag, 'hreflang'),
        attribute(tag, 'href') || attribute(tag, 'content'),
      ])
      .filter(([kind]) =>
        ['canonical', 'alternate', 'og:url', 'og:locale', 'og:locale:alternate'].includes(kind!),
      )
      .filter(([kind, , href]) => kind !== 'alternate' || !href!.includes('feed'));
  };

  it('each language’s page is its own canonical, and names the other as its alternate', async () => {
    const origin = e2e.server.url;
    const alternates = [
      ['alternate', 'en-CA', `${origin}/about-us`],
      ['alternate', 'fr-CA', `${origin}/fr/about-us`],
      ['alternate', 'x-default', `${origin}/about-us`],
    ];
    expect(await headTags('/fr/about-us')).toEqual([
      ['canonical', '', `${origin}/fr/about-us`],
      ...alternates,
    ]);
    expect(await headTags('/about-us')).toEqual([['canonical', '', `${origin}/about-us`], ...alternates]);
    // A property's share card says its language and address.
    const property = await headTags(`/fr/single-property-1/${id}`);
    expect(property).toContainEqual(['canonical', '', `${origin}/fr/single-property-1/${id}`]);
    expect(property).toContainEqual(['og:url', '', `${origin}/fr/single-property-1/${id}`]);
    expect(property).toContainEqual(['og:locale', '', 'fr_CA']);
    expect(property).toContainEqual(['og:locale:alternate', '', 'en_CA']);
  });

  it('finds every page of the sitemap in both languages, each naming the other', async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => body!);
    const locs = urls.map((body) => /<loc>([^<]*)<\/loc>/.exec(body)?.[1]);
    const origin = e2e.server.url;
    for (const path of ['/about-us', `/single-property-1/${id}`]) {
      expect(locs).toContain(`${origin}${path}`);
      expect(locs).toContain(`${origin}/fr${path}`);
    }
    expect(locs).toContain(`${origin}/fr`);
    for (const body of urls) {
      expect(body.match(/<xhtml:link rel="alternate" hreflang="(en-CA|fr-CA|x-default)"/g)).toHaveLength(3);
    }
  });
});

describe('a French page in the browser', () => {
  it('hydrates in French, navigates within French, and switches to the same page in English', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 800 } });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.server.url}/fr/list-layout-new-3?city=Dieppe`);
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: fr.nav.label })
      .getByRole('link', { name: fr.nav.about })
      .click();
    await page.waitForURL(`${e2e.server.url}/fr/about-us`);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr-CA');
    // The home page's loader data in French is /fr.data (React Router's `.data` after the basename).
    await page
      .getByRole('banner')
      .getByRole('link', { name: fr.nav.homeLink.replace('{{site}}', '') })
      .click();
    await page.waitForURL(`${e2e.server.url}/fr`);
    await expect.poll(() => page.title()).toContain(fr.meta.homeTitle.split(' — ')[1]!);
    await page.getByRole('link', { name: fr.nav.listings }).first().click();
    await page.waitForURL(`${e2e.server.url}/fr/list-layout-new-3`);
    await expect.poll(() => page.title()).toContain(fr.meta.listingsTitle.split(' — ')[0]!);
    await page.getByRole('contentinfo').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(`${e2e.server.url}/list-layout-new-3`);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-CA');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('says a form’s field errors in French, in the browser and from the server without JavaScript', async () => {
    const v = fr.enquiryForms.validation;
    const context = await e2e.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/fr/contact`);
    await waitForHydration(page);
    await page.getByRole('button', { name: fr.enquiries.send }).click();
    const alerts = page.locator('.field__error');
    await expect.poll(() => alerts.allTextContents()).toContain(v.yourNameRequired);
    expect(await alerts.allTextContents()).toContain(v.emailRequired);
    await context.close();

    // Without JavaScript the server's answer says the same.
    const noScript = await e2e.browser.newContext({ javaScriptEnabled: false });
    const plain = await noScript.newPage();
    await plain.goto(`${e2e.server.url}/fr/contact`);
    await plain.getByRole('button', { name: fr.enquiries.send }).click();
    await plain.waitForLoadState();
    const shown = await plain.locator('.field__error').allTextContents();
    expect(shown).toContain(v.emailRequired);
    expect(shown).not.toContain(en.enquiryForms.validation.emailRequired);
    await noScript.close();
  });

  it('calls the JSON API in the page’s language, whatever the browser prefers (ADR 053)', async () => {
    // Signed in, a page sends the browser's saved list to the account's once hydrated (the shortlist).
    for (const [path, locale, expected] of [
      ['/fr', 'en-US', 'fr-CA'],
      ['/', 'fr-CA', 'en-CA'],
    ] as const) {
      const context = await e2e.browser.newContext({ locale });
      await signInBrowser(context, e2e.server);
      const page = await context.newPage();
      const call = page.waitForRequest((request) =>
        new URL(request.url()).pathname.startsWith('/api/account/bookmarks'),
      );
      await page.goto(`${e2e.server.url}${path}`);
      expect(await (await call).headerValue('accept-language'), path).toBe(expected);
      await context.close();
    }
  });
});
