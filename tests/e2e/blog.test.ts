import { describe, expect, it } from 'vitest';
import type { BrowserContextOptions } from 'playwright-core';
import { collectPageErrors, waitForHydration } from '../support/browser.ts';
import { setUpServerAndBrowser } from '../support/server-and-browser.ts';

// The blog (issue 16). The posts are the real ones in content/blog/, bundled into the build.
const NEWEST = {
  slug: 'giving-notice-to-end-a-tenancy',
  title: 'Giving notice to end a tenancy in New Brunswick',
};
const DEPOSITS = {
  slug: 'security-deposits-in-new-brunswick',
  title: 'Security deposits in New Brunswick: who holds the money, and how to get it back',
};

const e2e = setUpServerAndBrowser();

async function open(path: string, options: BrowserContextOptions = {}) {
  const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, ...options });
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const response = await page.goto(e2e.server.url + path, { waitUntil: 'load' });
  if (options.javaScriptEnabled !== false) await waitForHydration(page);
  return { page, errors, response, close: () => context.close() };
}

describe('the blog', () => {
  it('lists the posts, filters by a topic, opens a post, and offers the feed', async () => {
    const { page, errors, response, close } = await open('/blog');
    expect(response?.status()).toBe(200);
    expect(await page.title()).toMatch(/^Blog — /);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Blog']);
    const cards = page.getByRole('main').getByRole('article');
    expect(await cards.count()).toBe(5);
    expect(await cards.first().getByRole('heading', { level: 3 }).textContent()).toBe(NEWEST.title);
    expect(await cards.first().getByText('Nov 17, 2026').isVisible()).toBe(true);
    expect(
      await cards
        .first()
        .getByText(/^\d+ min read$/)
        .isVisible(),
    ).toBe(true);
    // Every cover says what it shows.
    for (const alt of await page
      .locator('.blog-grid img')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))) {
      expect(alt?.length).toBeGreaterThan(20);
    }

    // The topic filter: a link, in the address.
    const topics = page.getByRole('navigation', { name: 'Topics' });
    await topics.getByRole('link', { name: 'Security deposits' }).click();
    await page.waitForURL(`${e2e.server.url}/blog?tag=deposits`);
    // The address changes as the new page's data arrives; the list follows a moment later.
    await page.getByRole('heading', { level: 2, name: 'Posts about Security deposits' }).waitFor();
    expect(await topics.getByRole('link', { name: 'Security deposits' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await cards.count()).toBe(1);
    expect(await page.getByText('1 post', { exact: true }).isVisible()).toBe(true);

    // The post: its title is the one h1, with author, date, reading time, cover and rendered Markdown.
    await page.getByRole('link', { name: DEPOSITS.title }).click();
    await page.waitForURL(`${e2e.server.url}/blog-detail/${DEPOSITS.slug}`);
    await page.getByRole('heading', { level: 1, name: DEPOSITS.title }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([DEPOSITS.title]);
    expect(await page.title()).toBe(`${DEPOSITS.title} — Greater Moncton Rentals (demo)`);
    const article = page.getByRole('article');
    expect(await article.getByText('Written by: Tenant Relations').count()).toBe(1);
    expect(await article.locator('time').first().textContent()).toBe('Oct 6, 2026');
    expect(await article.getByText(/^\d+ min read$/).isVisible()).toBe(true);
    expect(await article.getByRole('img', { name: /illustrated white kitchen/ }).isVisible()).toBe(true);
    expect(
      await article.getByRole('heading', { level: 2, name: 'How much can a landlord ask for?' }).isVisible(),
    ).toBe(true);
    expect(await article.getByRole('table').getByRole('cell', { name: 'Week to week' }).isVisible()).toBe(
      true,
    );
    expect(await article.locator('blockquote').last().textContent()).toContain('not legal advice');
    expect(await article.locator('.blog-prose').textContent()).not.toMatch(/\*\*|##|\]\(/);

    // Its topics lead back to the filtered list; previous and next lead on.
    const postTopics = article.getByRole('list', { name: 'Topics of this post' });
    expect(await postTopics.getByRole('link', { name: 'Leases' }).getAttribute('href')).toBe(
      '/blog?tag=leases',
    );
    const more = page.getByRole('navigation', { name: 'More posts' });
    expect(await more.getByRole('link', { name: /Previous post/ }).getAttribute('href')).toBe(
      '/blog-detail/what-a-new-brunswick-lease-must-include',
    );
    expect(await more.getByRole('link', { name: /Next post/ }).getAttribute('href')).toBe(
      '/blog-detail/preparing-your-property-for-a-showing',
    );

    // Search engines and feed readers find the post and the feed from the head.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${e2e.server.url}/blog-detail/${DEPOSITS.slug}`,
    );
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(
      /^In New Brunswick/,
    );
    const feedHref = await page
      .locator('link[rel="alternate"][type="application/atom+xml"]')
      .getAttribute('href');
    expect(feedHref).toBe(`${e2e.server.url}/blog/feed.xml`);

    // The feed: Atom, every post, absolute links.
    const feed = await page.request.get(feedHref!);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const xml = await feed.text();
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.querySelector('parsererror')?.textContent ?? null,
        root: doc.documentElement.namespaceURI,
        entries: [...doc.querySelectorAll('entry > link:not([rel])')].map((link) =>
          link.getAttribute('href'),
        ),
      };
    }, xml);
    expect(parsed.error).toBeNull();
    expect(parsed.root).toBe('http://www.w3.org/2005/Atom');
    expect(parsed.entries).toHaveLength(5);
    expect(parsed.entries[0]).toBe(`${e2e.server.url}/blog-detail/${NEWEST.slug}`);
    expect(parsed.entries).toContain(`${e2e.server.url}/blog-detail/${DEPOSITS.slug}`);

    expect(errors).toEqual([]);
    await close();
  });

  it('filters by topic without JavaScript too', async () => {
    const { page, close } = await open('/blog', { javaScriptEnabled: false });
    await page.getByRole('navigation', { name: 'Topics' }).getByRole('link', { name: 'Winter' }).click();
    await page.waitForURL(`${e2e.server.url}/blog?tag=winter`);
    expect(await page.getByRole('main').getByRole('article').count()).toBe(1);
    expect(await page.getByRole('main').getByRole('heading', { level: 3 }).textContent()).toBe(
      'A winter maintenance checklist for Moncton homes',
    );
    await close();
  });

  it('says so honestly when nobody has written on a topic', async () => {
    const { page, errors, response, close } = await open('/blog?tag=pets');
    expect(response?.status()).toBe(200);
    expect(await page.getByText('No posts on this topic', { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText('We have not written anything tagged “pets” yet.').isVisible()).toBe(true);
    expect(await page.getByRole('main').getByRole('article').count()).toBe(0);
    await page.getByRole('link', { name: 'See all posts' }).click();
    await page.waitForURL(`${e2e.server.url}/blog`);
    await page.getByRole('heading', { level: 2, name: 'Latest posts' }).waitFor();
    expect(await page.getByRole('main').getByRole('article').count()).toBe(5);
    expect(errors).toEqual([]);
    await close();
  });

  it('/blog-detail alone shows the newest post, whose canonical address is its own', async () => {
    const { page, response, close } = await open('/blog-detail');
    expect(response?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual([NEWEST.title]);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      `${e2e.server.url}/blog-detail/${NEWEST.slug}`,
    );
    // The newest has no newer post: only "Previous post".
    const more = page.getByRole('navigation', { name: 'More posts' });
    expect(await more.getByRole('link').count()).toBe(1);
    await close();
  });

  for (const path of ['/blog-detail/no-such-post', '/blog?page=2', '/blog?page=two']) {
    it(`${path} is the site's 404 page with status 404`, async () => {
      const { page, response, close } = await open(path);
      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toEqual(['Page not found']);
      await close();
    });
  }

  it('is served from the page cache to visitors, the feed too', async () => {
    for (const path of ['/blog', `/blog-detail/${NEWEST.slug}`, '/blog/feed.xml']) {
      await fetch(e2e.server.url + path);
      const again = await fetch(e2e.server.url + path);
      expect(again.headers.get('x-cache'), path).toBe('HIT');
    }
  });

  it('lists the blog and every post in the sitemap', async () => {
    const xml = await (await fetch(`${e2e.server.url}/sitemap.xml`)).text();
    expect(xml).toContain(`<loc>${e2e.server.url}/blog</loc>`);
    expect(xml).toContain(
      `<loc>${e2e.server.url}/blog-detail/${DEPOSITS.slug}</loc><lastmod>2026-10-06</lastmod>`,
    );
  });
});

// One h1, no sideways scroll and no serious axe violation at 390 and 1366 px: the whole-route walk's
// (tests/e2e/markup.test.ts walks /blog and /blog-detail).
describe('blog pages on a phone', () => {
  it('log no console errors at 390 px', async () => {
    for (const path of ['/blog', `/blog-detail/${NEWEST.slug}`]) {
      const { page, errors, close } = await open(path, { viewport: { width: 390, height: 900 } });
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
      expect(errors, path).toEqual([]);
      await close();
    }
  });
});
