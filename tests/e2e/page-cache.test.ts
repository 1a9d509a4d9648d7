import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, waitForHydration } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { createSignedInUser, signInBrowser } from '../support/auth.ts';
import { buildApp } from '../../server/app.ts';
import { createRenderGate } from '../../server/http/render-gate.ts';
import { testConfig } from '../support/test-config.ts';
import { requestMessages as enRequest } from '../../shared/i18n/en/request-messages.ts';
import { requestMessages as frRequest } from '../../shared/i18n/fr/request-messages.ts';
import { common as frCommon } from '../../shared/i18n/fr/common.ts';

// Anonymous pages are rendered once per change and served from the cache (ADR 030).

const e2e = setUpServerAndBrowser();
let id: string;

/** A public property with photos, for a test's own pages. */
const newProperty = (name: string, images: number) =>
  createProperty({ db: e2e.server.database.db, storage: e2e.server.storage }, { name }, { images });

beforeAll(async () => {
  id = await newProperty('Cache Street Loft', 2);
});

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The sources a directive of a Content-Security-Policy allows. */
function directive(policy: string, name: string): string[] {
  const found = policy.split(';').find((part) => part.trim().startsWith(`${name} `));
  return found ? found.trim().split(/\s+/).slice(1) : [];
}

describe('a page served from the cache', () => {
  it('is the same page, allowed by hashes of its own inline scripts and styles, not by a stale nonce', async () => {
    const url = `${e2e.server.url}/single-property-1/${id}`;
    const first = await fetch(url);
    const second = await fetch(url);
    expect(second.headers.get('x-cache')).toBe('HIT');
    const body = await second.text();
    expect(body).toBe(await first.text());
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(second.headers.get('cache-control')).toBe('public, no-cache');

    const policy = second.headers.get('content-security-policy') ?? '';
    expect(policy).not.toMatch(/nonce-/);
    const scripts = directive(policy, 'script-src');
    const styles = directive(policy, 'style-src');
    const inlineScripts = [...body.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!)
      .filter(Boolean);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const script of inlineScripts) expect(scripts).toContain(sha256(script));
    const inlineStyles = [...body.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    for (const style of inlineStyles) expect(styles).toContain(sha256(style));

    // The browser's copy is revalidated: 304 while the page is unchanged.
    const revalidated = await fetch(url, { headers: { 'if-none-match': second.headers.get('etag')! } });
    expect(revalidated.status).toBe(304);
  });

  it('runs in a browser without a policy violation, and client navigations use the cache too', async () => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const violations: string[] = [];
    await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        (window as unknown as { reportViolation(t: string): void }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        );
      });
    });
    // Rendered once before, so this visit is a hit.
    await fetch(`${e2e.server.url}/list-layout-new-3`);
    const response = await page.goto(`${e2e.server.url}/list-layout-new-3`, { waitUntil: 'load' });
    expect(response?.headers()['x-cache']).toBe('HIT');
    await waitForHydration(page);
    const dataResponse = page.waitForResponse((r) => r.url().includes('.data'));
    // The card's link is the property's address.
    await page
      .getByRole('article')
      .filter({ hasText: 'Cache Street Loft' })
      .getByRole('link')
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Cache Street Loft' }).waitFor();
    expect((await dataResponse).status()).toBe(200);
    // Playwright's own polling (waitForFunction) may try eval in the page and be refused; our
    // bundles never eval. Every other refusal is ours.
    expect(violations.filter((v) => !v.startsWith('script-src eval'))).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('changes for every visitor within a second of a write', async () => {
    const url = `${e2e.server.url}/single-property-1/${id}`;
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).headers.get('x-cache')).toBe('HIT');
    const admin = await createSignedInUser(e2e.server.app.services);
    const archived = await fetch(`${e2e.server.url}/api/update-property-status`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ id, field: 'PropertyArchived', value: true }),
    });
    expect(archived.status).toBe(200);
    const started = Date.now();
    while ((await fetch(url)).status !== 404) {
      expect(Date.now() - started).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const listing = await (await fetch(`${e2e.server.url}/list-layout-new-3`)).text();
    expect(listing).not.toContain('Cache Street Loft');
  });
});

describe('a signed-in visitor (ADR 054)', () => {
  // A property of its own: the tests above archive theirs.
  let id: string;
  beforeAll(async () => {
    id = await newProperty('Shared Page Cottage', 1);
  });
  const get = (path: string, cookie = '') =>
    fetch(`${e2e.server.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  /** Public pages of each kind, in both languages, and a client navigation's data. */
  const publicPaths = () => [
    '/',
    '/list-layout-new-3?city=Moncton',
    `/single-property-1/${id}`,
    `/single-property-3/${id}`,
    '/about-us',
    '/blog',
    '/fr',
    `/fr/single-property-1/${id}`,
    `/single-property-1/${id}.data`,
  ];

  it('gets the shared page of their role: from the cache, private to the browser, naming no one', async () => {
    const admin = await createSignedInUser(e2e.server.app.services, { role: 'admin' });
    const member = await createSignedInUser(e2e.server.app.services, { role: 'customer' });
    const otherAdmin = await createSignedInUser(e2e.server.app.services, { role: 'admin' });
    const personal = [admin, member, otherAdmin].flatMap((u) => [
      u.user.email,
      u.user.id,
      u.csrfToken,
      u.token,
    ]);
    for (const path of publicPaths()) {
      await get(path, admin.cookie);
      const [asAdmin, asOtherAdmin, asMember, anonymous] = await Promise.all([
        get(path, admin.cookie),
        get(path, otherAdmin.cookie),
        get(path, member.cookie),
        get(path),
      ]);
      expect(asAdmin.headers.get('x-cache'), path).toBe('HIT');
      expect(asAdmin.headers.get('cache-control'), path).toBe('private, no-cache');
      expect(asAdmin.headers.get('vary'), path).toContain('Cookie');
      expect(anonymous.headers.get('cache-control'), path).toBe('public, no-cache');
      const [adminBody, otherAdminBody, memberBody, anonymousBody] = await Promise.all(
        [asAdmin, asOtherAdmin, asMember, anonymous].map((r) => r.text()),
      );
      // Two admins get the same page; a member and a signed-out visitor each their own.
      expect(otherAdminBody, path).toBe(adminBody);
      expect(memberBody, path).not.toBe(adminBody);
      expect(anonymousBody, path).not.toBe(memberBody);
      // No answer names a person: no e-mail, id, session or CSRF token, whoever asked.
      for (const body of [adminBody, memberBody, anonymousBody]) {
        for (const secret of personal) expect(body, path).not.toContain(secret);
      }
      // The signed-out page shows no trace of the signed-in ones, and the reverse.
      if (!path.endsWith('.data')) {
        expect(anonymousBody, path).not.toMatch(/class="nav-logout"|href="(\/fr)?\/propertyadmin"/);
        expect(adminBody, path).toMatch(/href="(\/fr)?\/propertyadmin"/);
        expect(memberBody, path).toMatch(/href="(\/fr)?\/dashboard"/);
        for (const body of [adminBody, memberBody]) expect(body, path).toContain('class="nav-logout"');
      }
    }
    // The detail page's Edit Property is the admin's alone.
    const detail = `/single-property-1/${id}`;
    expect(await (await get(detail, admin.cookie)).text()).toContain('/submit-property?id=');
    expect(await (await get(detail, member.cookie)).text()).not.toContain('/submit-property?id=');
  });

  it('without JavaScript, sees a signed-in header on a cached page and signs out from it', async () => {
    const context = await e2e.browser.newContext({ javaScriptEnabled: false });
    const signedIn = await signInBrowser(context, e2e.server, { role: 'customer' });
    await get('/about-us', signedIn.cookie);
    const page = await context.newPage();
    const response = await page.goto(`${e2e.server.url}/about-us`);
    expect(response?.headers()['x-cache']).toBe('HIT');
    const header = page.getByRole('banner');
    expect(await header.getByRole('link', { name: 'My Account', exact: true }).count()).toBeGreaterThan(0);
    expect(await header.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
    // The form carries no token (the page is shared); the browser says it came from this site.
    await header.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL(/\/login$/);
    expect((await get('/api/auth/session', signedIn.cookie)).status).toBe(401);
    // Signed out on this server: the next public page is the anonymous one at once.
    const after = await (await get('/about-us', signedIn.cookie)).text();
    expect(after).not.toContain('class="nav-logout"');
    await context.close();
  });

  it('with JavaScript, hydrates signed in, gets its token after, and its writes work', async () => {
    const context = await e2e.browser.newContext();
    const signedIn = await signInBrowser(context, e2e.server, { role: 'customer' });
    const url = `${e2e.server.url}/single-property-1/${id}`;
    await get(`/single-property-1/${id}`, signedIn.cookie);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The saved list follows the account once the page has the session (its first sync).
    const synced = page.waitForResponse((r) => r.url().includes('/api/account/bookmarks'));
    const response = await page.goto(url);
    expect(response?.headers()['x-cache']).toBe('HIT');
    await waitForHydration(page);
    expect((await synced).ok()).toBe(true);
    // The token the shared page could not carry arrives from /api/auth/session.
    const token = page.locator('.nav-logout input[name="csrf"]').first();
    await expect.poll(() => token.inputValue()).toBe(signedIn.csrfToken);
    // A Save follows the account (the bookmarks API needs the token).
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/account/bookmarks/') && r.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: /^Save/ }).first().click();
    expect((await saved).status()).toBe(204);
    const bookmarks = await (
      await fetch(`${e2e.server.url}/api/account/bookmarks`, { headers: { cookie: signedIn.cookie } })
    ).json();
    expect(JSON.stringify(bookmarks)).toContain(id);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('signs out by a form without the token only when the browser says this site sent it', async () => {
    const logout = (cookie: string, headers: Record<string, string>) =>
      fetch(`${e2e.server.url}/logout`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie, 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: 'csrf=',
      });
    const isSignedIn = async (cookie: string) => (await get('/api/auth/session', cookie)).status === 200;
    const user = await createSignedInUser(e2e.server.app.services, { role: 'customer' });
    // Another site, or a browser that says nothing of where the form came from: refused.
    expect((await logout(user.cookie, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await logout(user.cookie, { origin: 'https://elsewhere.example' })).status).toBe(403);
    expect((await logout(user.cookie, {})).status).toBe(403);
    expect(await isSignedIn(user.cookie)).toBe(true);
    // This site, in the browser's words.
    expect((await logout(user.cookie, { 'sec-fetch-site': 'same-origin' })).status).toBe(302);
    expect(await isSignedIn(user.cookie)).toBe(false);
    const other = await createSignedInUser(e2e.server.app.services, { role: 'customer' });
    expect((await logout(other.cookie, { origin: e2e.server.url })).status).toBe(302);
    expect(await isSignedIn(other.cookie)).toBe(false);
  });

  it('a session that has ended gets the signed-out page', async () => {
    const ended = await createSignedInUser(e2e.server.app.services, { role: 'customer' });
    await e2e.server.app.services.auth.logout(
      new Request(e2e.server.url, { headers: { cookie: ended.cookie } }),
    );
    const body = await (await get('/blog', ended.cookie)).text();
    expect(body).not.toContain('class="nav-logout"');
  });
});

describe('a crowd of pages that cannot come from the cache', () => {
  it("is answered in turn up to a line, then refused with 503, Retry-After and our words in the page's language; no slot is lost", async () => {
    const gate = createRenderGate({ concurrency: 1, queueLength: 1 });
    const small = await buildApp({
      config: testConfig(),
      database: e2e.server.database,
      storage: e2e.server.storage,
      pages: { mode: 'production', renderGate: gate },
      logger: false,
    });
    try {
      // /login is rendered for every request (never cached): ten at once, half of them in French.
      const urls = Array.from({ length: 10 }, (_, i) => `${i % 2 ? '/fr' : ''}/login?i=${i}`);
      const answers = await Promise.all(urls.map((url) => small.inject({ method: 'GET', url })));
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      const refused = answers.filter((answer) => answer.statusCode === 503);
      expect(refused.length).toBeGreaterThan(0);
      for (const [i, answer] of answers.entries()) {
        if (answer.statusCode !== 503) continue;
        expect(answer.headers['retry-after']).toBe('2');
        if (urls[i]!.startsWith('/fr/')) {
          // The plain page, in French (issue 29).
          expect(answer.body).toContain('<html lang="fr-CA">');
          expect(answer.body).toContain(`<title>${frCommon.errors.unavailableTitle}</title>`);
          expect(answer.body).toContain(frRequest.busy);
        } else {
          expect(answer.body).toContain('<html lang="en-CA">');
          expect(answer.body).toContain(enRequest.busy);
        }
      }
      expect(
        refused.some((answer) => answer.body.includes(frRequest.busy)),
        'a French page was refused too',
      ).toBe(true);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      // Every slot came back: the gate is idle and the next visitor is served.
      expect(gate.stats).toMatchObject({ running: 0, waiting: 0 });
      expect((await small.inject({ method: 'GET', url: '/login' })).statusCode).toBe(200);
    } finally {
      await small.close();
    }
  });
});

describe('a page rendered for its request (issue 32: its header, footer and admin cards from memory)', () => {
  const get = async (path: string, cookie = '') =>
    (await fetch(`${e2e.server.url}${path}`, { headers: cookie ? { cookie } : {} })).text();
  /** The document but for what every answer has of its own: the nonces. */
  const withoutNonces = (body: string) => body.replace(/\bnonce="[^"]*"/g, 'nonce=""');
  const partOf = (body: string, tag: 'header' | 'footer') =>
    new RegExp(`<${tag} class="site-${tag}">[\\s\\S]*?</${tag}>`).exec(body)?.[0] ?? '';
  let page = 0;
  /** A path no request has asked for yet: its first answer renders the header and footer. */
  const fresh = (path: string) => `${path}?page-cache-test=${++page}`;
  /**
   * A signed-in browser that opens a fresh path twice, hydrated each time: the second page is
   * written from what the first left in memory.
   */
  const hydratedTwice = async (role: 'customer' | 'admin', path: string) => {
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInBrowser(context, e2e.server, { role });
    const url = `${e2e.server.url}${fresh(path)}`;
    for (let visit = 0; visit < 2; visit++) {
      await page.goto(url);
      await waitForHydration(page);
    }
    return { context, page, errors };
  };

  it("is the same document the second time, and another visitor's holds their own token, never the first one's", async () => {
    const first = await createSignedInUser(e2e.server.app.services, { role: 'customer' });
    const second = await createSignedInUser(e2e.server.app.services, { role: 'customer' });
    for (const path of [fresh('/dashboard'), fresh('/fr/my-profile')]) {
      const rendered = await get(path, first.cookie);
      const remembered = await get(path, first.cookie);
      expect(withoutNonces(remembered), path).toBe(withoutNonces(rendered));
      expect(partOf(rendered, 'header'), path).toContain(`value="${first.csrfToken}"`);
      const theirs = await get(path, second.cookie);
      expect(theirs, path).not.toContain(first.csrfToken);
      expect(partOf(theirs, 'header'), path).toBe(
        partOf(rendered, 'header').replaceAll(first.csrfToken, second.csrfToken),
      );
      expect(partOf(theirs, 'footer'), path).toBe(partOf(rendered, 'footer'));
    }
  });

  it('is written for the language, the page and the shape of the visitor asking', async () => {
    const admin = await createSignedInUser(e2e.server.app.services, { role: 'admin' });
    const member = await createSignedInUser(e2e.server.app.services, { role: 'customer' });
    const path = fresh('/submit-property');
    // Each asks twice: the second answer is written from what the first left.
    for (const cookie of ['', member.cookie, admin.cookie, '', member.cookie, admin.cookie])
      await get(path, cookie);
    const [anonymous, asMember, asAdmin, inFrench] = await Promise.all([
      get(path),
      get(path, member.cookie),
      get(path, admin.cookie),
      get(`/fr${path}`, member.cookie),
    ]);
    const header = (body: string) => partOf(body, 'header');
    expect(header(anonymous)).toMatch(/href="\/login"/);
    expect(header(anonymous)).not.toContain('nav-logout');
    expect(header(asMember)).toMatch(/href="\/dashboard"/);
    expect(header(asMember)).not.toMatch(/href="\/propertyadmin"/);
    expect(header(asAdmin)).toMatch(/href="\/propertyadmin"/);
    expect(header(inFrench)).toMatch(/href="\/fr\/dashboard"/);
    // The active link and the language switch follow the page.
    expect(header(asMember)).toMatch(/aria-current="page"[^>]*href="\/submit-property"/);
    expect(partOf(inFrench, 'footer')).toContain(`/language/en/submit-property?page-cache-test=${page}`);
    expect(header(await get(fresh('/my-property'), member.cookie))).toMatch(
      /href="\/language\/fr\/my-property\?/,
    );
  });

  it("writes the admin console's cards from memory with each admin's own token, and a card anew once its property changes", async () => {
    const first = await createSignedInUser(e2e.server.app.services, { role: 'admin' });
    const second = await createSignedInUser(e2e.server.app.services, { role: 'admin' });
    const cardsOf = (body: string) => body.match(/<article class="admin-card"[\s\S]*?<\/article>/g) ?? [];
    const path = fresh('/propertyadmin');
    const rendered = cardsOf(await get(path, first.cookie));
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.join('')).toContain(`value="${first.csrfToken}"`);
    expect(cardsOf(await get(path, first.cookie))).toEqual(rendered);
    const theirs = cardsOf(await get(path, second.cookie));
    expect(theirs.join('')).not.toContain(first.csrfToken);
    expect(theirs).toEqual(rendered.map((card) => card.replaceAll(first.csrfToken, second.csrfToken)));
    // Closing the first card's property changes its card at once: its data is its key.
    const [cardId] = /admin-card-([0-9a-f-]{36})/.exec(rendered[0]!)!.slice(1);
    const isClosed = /badge--closed/.test(rendered[0]!);
    await e2e.server.app.services.moderation.setStatus({
      id: cardId!,
      field: 'isClosed',
      value: !isClosed,
      actorUserId: first.user.id,
    });
    const after = cardsOf(await get(path, second.cookie));
    const changed = after.find((card) => card.includes(`admin-card-${cardId}`))!;
    expect(/badge--closed/.test(changed)).toBe(!isClosed);
    expect(changed).toContain(first.user.email);
    expect(after.filter((card) => !card.includes(`admin-card-${cardId}`))).toEqual(
      theirs.filter((card) => !card.includes(`admin-card-${cardId}`)),
    );
  });

  it('hydrates in the browser as the page it rendered the first time', async () => {
    const { context, page, errors } = await hydratedTwice('customer', '/dashboard');
    // React took over the header: Escape closes its Demos menu (a handler of its own, not the browser's).
    const demos = page.locator('details.demos-menu');
    await page.getByText('Demos', { exact: true }).click();
    await expect.poll(() => demos.evaluate((details: HTMLDetailsElement) => details.open)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => demos.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("hydrates the admin console's cards written from memory: a toggle is sent by the page's script", async () => {
    const { context, page, errors } = await hydratedTwice('admin', '/propertyadmin');
    const card = page.getByRole('article').first();
    const toggle = card.getByRole('group', { name: 'Moderation' }).getByRole('button').first();
    const answered = page.waitForResponse((response) =>
      response.url().endsWith('/api/update-property-status'),
    );
    await toggle.click();
    expect((await answered).status()).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
