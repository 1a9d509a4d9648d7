import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { CLIENT_BUILD_DIR } from '../../server/app.ts';

/**
 * Issue 3's budget (150 KB), raised to 155 KB for issue 16's listing tools and the header's Demos
 * menu, to 158 KB for issue 29's two languages, the remembered choice and the route registry, and to
 * 159 KB for issue 30's two pages in the route manifest, and back to 155 KB for issue 32 once <Trans>
 * left the shared framework chunk (ADR 023, amended): all JavaScript the listing page loads, gzipped.
 */
const LISTING_JS_BUDGET = 155 * 1024;

const e2e = setUpServerAndBrowser();

beforeAll(async () => {
  const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
  for (let i = 0; i < 3; i++) await createProperty(deps, { name: `Budget ${i}` }, { images: 2 });
});

describe('JavaScript budget', () => {
  it('keeps the listing page under 155 KB of gzipped JavaScript, without map, video or form code', async () => {
    const page = await e2e.browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`${e2e.server.url}/list-layout-new-3`, { waitUntil: 'networkidle' });
    await page.close();

    let total = 0;
    for (const script of scripts) {
      const body = await readFile(path.join(CLIENT_BUILD_DIR, script));
      total += gzipSync(body, { level: 9 }).length;
      const source = body.toString('utf8');
      expect(source, `${script} carries Leaflet`).not.toContain('leaflet');
      expect(source, `${script} carries zod`).not.toMatch(/ZodError|\$ZodType/);
    }
    expect(scripts.size).toBeGreaterThan(0);
    expect(total, `listing page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped`).toBeLessThanOrEqual(
      LISTING_JS_BUDGET,
    );
  });
});
