import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** A response as rendered once: what every visitor of its URL gets until something changes. */
export type RenderedResponse = {
  status: number;
  /** Lower-case names; no Set-Cookie, no Content-Security-Policy, no Content-Length. */
  headers: Record<string, string>;
  body: Buffer;
};

export type CachedResponse = RenderedResponse & {
  br: Buffer;
  gzip: Buffer;
  etag: string;
  lastModified: string;
  /** CSP sources that allow this body's own inline scripts and styles (HTML only). */
  scriptHashes: string[];
  styleHashes: string[];
  bytes: number;
  expiresAt: number;
};

/** The inline <script> (no src) and <style> elements of an HTML body, as the browser hashes them. */
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi;

function hashesOf(html: string, pattern: RegExp): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(pattern)) {
    const content = match[1] ?? '';
    if (content === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** br, gzip or identity, by the request's Accept-Encoding (a q=0 refuses a coding). */
export function preferredEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | 'identity' {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}

/**
 * Responses rendered once per change instead of once per request (ADR 030): anonymous pages and API
 * reads, stored with their brotli and gzip encodings so a hit costs no rendering and no compression.
 * Bounded in bytes (least recently used go first) and in time (a safety net: every property write
 * clears it through the same signal as the data cache, on every app server).
 */
export function createResponseCache(options: { maxBytes?: number; ttlMs?: number } = {}) {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  // Ten minutes: the expiry is only a safety net (writes clear the cache, and nothing is stored while
  // the change signal is lost), and each expiry costs a render. What a page shows by the clock
  // ("Available now", the footer's year) changes at midnight.
  const ttlMs = options.ttlMs ?? 600_000;
  const entries = new Map<string, CachedResponse>();
  const inflight = new Map<string, Promise<CachedResponse | undefined>>();
  let totalBytes = 0;
  let generation = 0;
  let isEnabled = true;
  const stats = { hits: 0, misses: 0, stores: 0, evictions: 0 };

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    totalBytes -= entry.bytes;
  }

  function clear() {
    generation++;
    entries.clear();
    inflight.clear();
    totalBytes = 0;
  }

  async function build(rendered: RenderedResponse): Promise<CachedResponse> {
    const { body } = rendered;
    const isHtml = (rendered.headers['content-type'] ?? '').startsWith('text/html');
    const html = isHtml ? body.toString('utf8') : '';
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 9,
          [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzipAsync(body, { level: 9 }),
    ]);
    return {
      ...rendered,
      br,
      gzip: gz,
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      lastModified: new Date(Math.floor(Date.now() / 1000) * 1000).toUTCString(),
      scriptHashes: isHtml ? hashesOf(html, INLINE_SCRIPT) : [],
      styleHashes: isHtml ? hashesOf(html, INLINE_STYLE) : [],
      bytes: body.length + br.length + gz.length + 1024,
      expiresAt: Date.now() + ttlMs,
    };
  }

  return {
    /** The stored response of a key, if fresh (a hit). */
    get(key: string): CachedResponse | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        drop(key);
        return undefined;
      }
      // Most recently used last: eviction takes from the front.
      entries.delete(key);
      entries.set(key, entry);
      stats.hits++;
      return entry;
    },

    /**
     * The response of `key`: stored, being rendered by another request (it is awaited, so a crowd
     * arriving after a change renders the page once), or rendered now by `render`. `render` answers
     * undefined for a response that must not be stored (not 200, a cookie, a private page); the
     * caller then sends it itself.
     */
    async through(
      key: string,
      render: () => Promise<RenderedResponse | undefined>,
    ): Promise<{ entry: CachedResponse | undefined; isHit: boolean }> {
      const stored = this.get(key);
      if (stored) return { entry: stored, isHit: true };
      const pending = inflight.get(key);
      if (pending) {
        const entry = await pending;
        if (entry) {
          stats.hits++;
          return { entry, isHit: true };
        }
      }
      stats.misses++;
      const started = generation;
      const job = (async () => {
        const rendered = await render();
        if (!rendered) return undefined;
        const entry = await build(rendered);
        // Rendered before a change that arrived meanwhile: serve it to this request only.
        if (!isEnabled || started !== generation || entry.bytes > maxBytes / 4) return entry;
        drop(key);
        entries.set(key, entry);
        totalBytes += entry.bytes;
        stats.stores++;
        while (totalBytes > maxBytes) {
          const oldest = entries.keys().next().value as string;
          drop(oldest);
          stats.evictions++;
        }
        return entry;
      })();
      if (!pending) inflight.set(key, job);
      try {
        return { entry: await job, isHit: false };
      } finally {
        if (inflight.get(key) === job) inflight.delete(key);
      }
    },

    invalidate: clear,
    /** Off while the change signal is lost (nothing can go stale), back on when it returns. */
    setEnabled(enabled: boolean) {
      isEnabled = enabled;
      clear();
    },
    stats(): typeof stats & { entries: number; bytes: number } {
      return { ...stats, entries: entries.size, bytes: totalBytes };
    },
  };
}

export type ResponseCache = ReturnType<typeof createResponseCache>;

/** The cache key of a request: its path and its query, parameters sorted (HEAD shares GET's). */
export function cacheKeyOf(request: FastifyRequest): string {
  const url = new URL(request.url, 'http://local');
  url.searchParams.sort();
  const query = url.searchParams.toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/**
 * Sends a stored response: 304 when the browser's copy is current, else the body in the encoding
 * it prefers, with the Content-Security-Policy of this response rewritten to allow the body's own
 * inline scripts and styles by hash (the body keeps the nonce of the request that rendered it).
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedResponse,
  state: 'hit' | 'miss',
  /** private: a signed-in visitor's shape of the page (ADR 054), which no shared cache may keep. */
  privacy: 'public' | 'private' = 'public',
): FastifyReply {
  for (const [name, value] of Object.entries(entry.headers)) reply.header(name, value);
  if (privacy === 'private') reply.header('cache-control', 'private, no-cache');
  reply.header('etag', entry.etag);
  reply.header('last-modified', entry.lastModified);
  reply.header('vary', 'Accept-Encoding, Cookie, Authorization');
  reply.header('x-cache', state === 'hit' ? 'HIT' : 'MISS');
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string' && entry.headers['content-type']?.startsWith('text/html')) {
    const nonces = reply.cspNonce;
    let rewritten = policy;
    if (nonces?.script)
      rewritten = rewritten.replace(`'nonce-${nonces.script}'`, entry.scriptHashes.join(' '));
    if (nonces?.style) rewritten = rewritten.replace(`'nonce-${nonces.style}'`, entry.styleHashes.join(' '));
    reply.header('content-security-policy', rewritten.replace(/ +;/g, ';').replace(/ {2,}/g, ' ').trim());
  }

  const ifNoneMatch = request.headers['if-none-match'];
  const ifModifiedSince = request.headers['if-modified-since'];
  const isNotModified = ifNoneMatch
    ? matchesEtag(ifNoneMatch, entry.etag)
    : Boolean(ifModifiedSince) && Date.parse(ifModifiedSince!) >= Date.parse(entry.lastModified);
  if (isNotModified) {
    reply.removeHeader('content-type');
    return reply.code(304).send();
  }

  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body;
  // With Content-Encoding set, the compression hook leaves the body alone; a client that takes
  // neither coding gets the plain body, which the hook does not compress for it either.
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  reply.header('content-length', String(body.length));
  reply.code(entry.status);
  return reply.send(request.method === 'HEAD' ? undefined : body);
}
