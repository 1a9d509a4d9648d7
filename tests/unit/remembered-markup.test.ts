import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createMarkupStore, markupMemoryFor } from '../../app/remembered-markup.server.ts';
import { scriptsAfterFirstPhoto } from '../../app/document-stream.server.ts';

// The header's and footer's markup, kept from one request for the next ones with the same key
// (issue 32). The pages themselves are checked in tests/e2e/page-cache.test.ts.

const TOKEN_A = 'tokenAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
const TOKEN_B = 'tokenBBBBBBBBBBBBBBBBBBBBBBBBBBBB';
const header = (token: string) =>
  `<div><a href="/dashboard" aria-current="page">My Account</a><!-- --> ` +
  `<form><input type="hidden" name="csrf" value="${token}"/></form><!--$--><span></span><!--/$--></div>`;
const page = (token: string) =>
  '<!DOCTYPE html><html><head><title>x</title></head><body>' +
  `<header class="site-header">${header(token)}</header><main>é</main>` +
  '<footer class="site-footer"><p>© 2026</p></footer></body></html>';
const HEADER = {
  key: 'en /dashboard customer',
  openTag: '<header class="site-header">',
  closeTag: '</header>',
};
const FOOTER = {
  key: 'en /dashboard',
  openTag: '<footer class="site-footer">',
  closeTag: '</footer>',
  secrets: [],
};

/** One request: what React asks, then the document sent through the stream in `pieces` byte pieces. */
async function request(store = createMarkupStore(), token = TOKEN_A, pieceBytes?: number) {
  const memory = markupMemoryFor(store);
  const recalled = {
    header: memory.recall({ ...HEADER, secrets: [token] }),
    footer: memory.recall(FOOTER),
  };
  const bytes = Buffer.from(page(token));
  const pieces = pieceBytes
    ? Array.from({ length: Math.ceil(bytes.length / pieceBytes) }, (_, i) =>
        bytes.subarray(i * pieceBytes, (i + 1) * pieceBytes),
      )
    : [bytes];
  await text(Readable.from(pieces).pipe(scriptsAfterFirstPhoto(() => {}, undefined, memory.observe)));
  return recalled;
}

describe('remembered markup', () => {
  it('is taken from the first request as it is sent and given to the next, with their own token', async () => {
    const store = createMarkupStore();
    expect(await request(store, TOKEN_A)).toEqual({ header: undefined, footer: undefined });
    const next = await request(store, TOKEN_B);
    expect(next.header).toBe(header(TOKEN_B));
    expect(next.footer).toBe('<p>© 2026</p>');
    // The first visitor's token is nowhere in what is kept.
    expect(await request(store, TOKEN_A)).toEqual({ header: header(TOKEN_A), footer: '<p>© 2026</p>' });
  });

  it('is the same however the document is cut into pieces, even inside a character', async () => {
    for (const pieceBytes of [1, 2, 3, 7, 64]) {
      const store = createMarkupStore();
      await request(store, TOKEN_A, pieceBytes);
      expect((await request(store, TOKEN_B)).header, `pieces of ${pieceBytes} bytes`).toBe(header(TOKEN_B));
    }
  });

  it('puts a token back escaped as React writes it', async () => {
    const store = createMarkupStore();
    await request(store, TOKEN_A);
    const odd = 'token"<&>\'CCCCCCCCCCCCCCCCCCCCC';
    const memory = markupMemoryFor(store);
    expect(memory.recall({ ...HEADER, secrets: [odd] })).toContain(
      'value="token&quot;&lt;&amp;&gt;&#x27;CCCCCCCCCCCCCCCCCCCCC"',
    );
  });

  it('keeps nothing for a key until its part has been sent whole, nor for another key or number of secrets', async () => {
    const store = createMarkupStore();
    const memory = markupMemoryFor(store);
    memory.recall({ ...HEADER, secrets: [TOKEN_A] });
    memory.observe(`<body><header class="site-header">${header(TOKEN_A).slice(0, 40)}`);
    // A render cut short: the part's end never came.
    expect(store.size).toBe(0);
    memory.observe(`${header(TOKEN_A).slice(40)}</header>`);
    expect(store.size).toBe(1);
    const later = markupMemoryFor(store);
    expect(later.recall({ ...HEADER, key: 'fr /dashboard customer', secrets: [TOKEN_A] })).toBeUndefined();
    expect(later.recall({ ...HEADER, secrets: [] })).toBeUndefined();
  });

  it('does not keep a part with a secret short enough to be met by chance, or with its own tag inside', async () => {
    const store = createMarkupStore();
    const memory = markupMemoryFor(store);
    expect(memory.recall({ ...HEADER, secrets: ['abc'] })).toBeUndefined();
    memory.recall(FOOTER);
    memory.observe('<footer class="site-footer"><footer>inner</footer><p>x</p></footer>');
    memory.observe('<header class="site-header"><input value="abc"/></header>');
    expect(store.size).toBe(0);
  });

  it('keeps each of several parts of a page by its own opening tag, and none whose tag two keys share', () => {
    const store = createMarkupStore();
    const card = (id: string, key: string) => ({
      key,
      openTag: `<article class="admin-card" aria-labelledby="admin-card-${id}">`,
      closeTag: '</article>',
      secrets: [TOKEN_A],
    });
    const body = (id: string, badge: string) =>
      `<article class="admin-card" aria-labelledby="admin-card-${id}"><h2>${id}</h2><p>${badge}</p>` +
      `<input type="hidden" name="csrf" value="${TOKEN_A}"/></article>`;
    const memory = markupMemoryFor(store);
    memory.recall(card('one', 'one verified'));
    memory.recall(card('two', 'two open'));
    memory.observe(`<main>${body('one', 'Verified')}${body('two', 'Open')}</main>`);
    const later = markupMemoryFor(store);
    expect(later.recall({ ...card('two', 'two open'), secrets: [TOKEN_B] })).toBe(
      `<h2>two</h2><p>Open</p><input type="hidden" name="csrf" value="${TOKEN_B}"/>`,
    );
    expect(later.recall(card('one', 'one verified'))).toContain('<p>Verified</p>');
    // Two keys under one opening tag: the document cannot tell which element is which.
    const twins = createMarkupStore();
    const twinsMemory = markupMemoryFor(twins);
    twinsMemory.recall(card('same', 'first key'));
    twinsMemory.recall(card('same', 'second key'));
    twinsMemory.observe(`${body('same', 'A')}${body('same', 'B')}`);
    expect(twins.size).toBe(0);
  });

  it('holds at most its bound, the least recently used going first', () => {
    const store = createMarkupStore(2);
    store.set('a', 'A');
    store.set('b', 'B');
    expect(store.get('a')).toBe('A');
    store.set('c', 'C');
    expect([store.get('a'), store.get('b'), store.get('c'), store.size]).toEqual(['A', undefined, 'C', 2]);
  });
});
