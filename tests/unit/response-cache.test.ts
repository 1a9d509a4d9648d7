import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  createResponseCache,
  preferredEncoding,
  type RenderedResponse,
} from '../../server/http/response-cache.ts';

const html = (text: string, size = 2000): RenderedResponse => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: Buffer.from(`<!DOCTYPE html><html><body><p>${text}</p>${'x'.repeat(size)}</body></html>`),
});

describe('the response cache', () => {
  it('renders a page once for a crowd, and stores it with its brotli and gzip encodings', async () => {
    const cache = createResponseCache();
    let renders = 0;
    const render = async () => {
      renders++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return html('once');
    };
    const results = await Promise.all(Array.from({ length: 50 }, () => cache.through('/a', render)));
    expect(renders).toBe(1);
    const entry = results[0]!.entry!;
    expect(results.every((r) => r.entry?.etag === entry.etag)).toBe(true);
    expect(brotliDecompressSync(entry.br)).toEqual(entry.body);
    expect(gunzipSync(entry.gzip)).toEqual(entry.body);
    expect((await cache.through('/a', render)).isHit).toBe(true);
    expect(renders).toBe(1);
  });

  it('never stores what was rendered before a change that arrived meanwhile', async () => {
    const cache = createResponseCache();
    let release: () => void = () => {};
    const slow = cache.through('/p', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return html('before the change');
    });
    await new Promise((resolve) => setTimeout(resolve, 5));
    cache.invalidate();
    release();
    // The request that rendered it still gets its answer...
    expect((await slow).entry?.body.toString()).toContain('before the change');
    // ...but the next one renders again.
    const next = await cache.through('/p', async () => html('after the change'));
    expect(next.isHit).toBe(false);
    expect(next.entry?.body.toString()).toContain('after the change');
  });

  it('stores nothing while the change signal is lost, and does not store what render refuses', async () => {
    const cache = createResponseCache();
    cache.setEnabled(false);
    await cache.through('/x', async () => html('x'));
    expect(cache.stats().entries).toBe(0);
    cache.setEnabled(true);
    const refused = await cache.through('/y', async () => undefined);
    expect(refused.entry).toBeUndefined();
    expect(cache.stats().entries).toBe(0);
  });

  it('holds at most its size in bytes, dropping the least recently used first', async () => {
    const cache = createResponseCache({ maxBytes: 200_000 });
    // Pages that compress badly (random text), about 40 KB with their encodings.
    const page = (n: number) => ({
      ...html(String(n), 0),
      body: Buffer.from(createHash('sha512').update(String(n)).digest('hex').repeat(100)),
    });
    for (let n = 0; n < 20; n++) {
      await cache.through(`/${n}`, async () => page(n));
      // Page 0 stays in use, so it stays.
      expect((await cache.through('/0', async () => page(0))).entry).toBeDefined();
    }
    const { bytes, entries, evictions } = cache.stats();
    expect(bytes).toBeLessThanOrEqual(200_000);
    expect(entries).toBeLessThan(20);
    expect(evictions).toBeGreaterThan(0);
    expect((await cache.through('/0', async () => page(0))).isHit).toBe(true);
    expect((await cache.through('/1', async () => page(1))).isHit).toBe(false);
  });

  it('lists the hashes of the inline scripts and styles of a page for its Content-Security-Policy', async () => {
    const cache = createResponseCache();
    const script = 'window.__ctx = {"a":1};';
    const style = 'body{color:red}';
    const body = Buffer.from(
      `<html><head><style nonce="n1">${style}</style><script src="/assets/a.js" nonce="n2"></script></head>` +
        `<body><script nonce="n2">${script}</script><script type="module" nonce="n2"></script></body></html>`,
    );
    const { entry } = await cache.through('/h', async () => ({
      status: 200,
      headers: { 'content-type': 'text/html' },
      body,
    }));
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(entry?.scriptHashes).toEqual([sha(script)]);
    expect(entry?.styleHashes).toEqual([sha(style)]);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', 'identity'],
    [undefined, 'identity'],
    ['gzip;q=0, br;q=0', 'identity'],
  ] as const)('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});
