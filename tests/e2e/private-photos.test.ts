import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { collectPageErrors, waitForHydration } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';
import { createProperty } from '../support/factories.ts';
import { signInBrowser } from '../support/auth.ts';
import { propertyImages } from '../../server/db/schema.ts';

// ADR 025 in a browser: pages' <img>s of photos only admins may see load with the admin's cookie.

const e2e = setUpServerAndBrowser();

/** The src of every <img> in <main> once loaded, with whether it decoded. */
async function loadedImages(page: Page) {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('main img')].every((img) => (img as HTMLImageElement).complete),
  );
  return page.locator('main img').evaluateAll((imgs) =>
    imgs.map((img) => ({
      src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
      isDecoded: (img as HTMLImageElement).naturalWidth > 0,
    })),
  );
}

describe('photos of properties that are not public', () => {
  it('show in the edit form for an admin, and answer 404 to anyone else', async () => {
    const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
    const id = await createProperty(deps, { name: 'Unverified Loft', isVerified: false }, { images: 2 });
    const keys = (
      await e2e.server.database.db.select().from(propertyImages).where(eq(propertyImages.propertyId, id))
    ).map((row) => row.originalKey.split('/')[1]!);

    const context = await e2e.browser.newContext();
    await signInBrowser(context, e2e.server);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${e2e.server.url}/submit-property?id=${id}`);
    // Hydration draws the gallery's own previews in place of the server's: check those, once loaded.
    await waitForHydration(page);
    const images = await loadedImages(page);
    const photos = images.filter((image) => image.src.includes('/media/'));
    expect(photos).toHaveLength(2);
    for (const folder of keys) expect(photos.some((p) => p.src.includes(folder))).toBe(true);
    expect(photos.every((p) => p.isDecoded)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();

    for (const photo of photos) {
      const response = await fetch(photo.src);
      expect(response.status).toBe(404);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('public photos load for a visitor, with a short public cache', async () => {
    const deps = { db: e2e.server.database.db, storage: e2e.server.storage };
    const id = await createProperty(deps, { name: 'Public Loft' }, { images: 1 });
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    await page.goto(`${e2e.server.url}/single-property-1/${id}`);
    const photos = (await loadedImages(page)).filter((image) => image.src.includes('/media/'));
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.every((p) => p.isDecoded)).toBe(true);
    const response = await fetch(photos[0]!.src);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    await context.close();
  });
});
