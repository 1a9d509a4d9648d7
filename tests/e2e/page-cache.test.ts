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

beforeAll(async () => {
  id = await createProperty(
    { db: e2e.server.database.db, storage: e2e.server.storage },
    { name: 'Cache Street Loft' },
    { images: 2 },
  );
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

  it('is never what a signed-in visitor gets', async () => {
    const url = `${e2e.server.url}/single-property-1/${id}`;
    await fetch(url);
    const context = await e2e.browser.newContext();
    await signInBrowser(context, e2e.server);
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: 'load' });
    expect(response?.headers()['x-cache']).toBeUndefined();
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    // The admin's own view of the page: the edit link the anonymous page has not.
    expect(await page.getByRole('link', { name: /Edit Property/ }).count()).toBeGreaterThan(0);
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
