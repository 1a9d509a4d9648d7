import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { START_UP_ID, scriptsAfterFirstPhoto } from '../../app/document-stream.server.ts';

// The shape React Router writes: preloads in <head>, the start-up module script, the data scripts.
const START_UP =
  'import * as route0 from "/assets/root.js";\nwindow.__reactRouterManifest = {};\n' +
  'window.__reactRouterRouteModules = {"root":route0};\nimport("/assets/entry.js");';
const HTML =
  '<!DOCTYPE html><html><head><title>Café – Moncton</title>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<style>a>b{color:red}</style></head><body><p>&lt;link rel="modulepreload"&gt; — é</p>' +
  '<script nonce="n">window.__reactRouterContext = {};</script>' +
  `<script nonce="n" type="module" async="">${START_UP}</script>` +
  '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[]");</script>' +
  '</body></html>';

async function run(chunks: Buffer[], css?: Buffer): Promise<{ output: string; ended: boolean }> {
  let ended = false;
  const stream = Readable.from(chunks).pipe(scriptsAfterFirstPhoto(() => (ended = true), css));
  return { output: await text(stream), ended };
}

describe('the document stream', () => {
  it('takes the script preloads out of <head> and makes the start-up script inert, its text unchanged', async () => {
    const { output, ended } = await run([Buffer.from(HTML)]);
    expect(ended).toBe(true);
    const head = output.slice(0, output.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<style>a>b{color:red}</style>');
    expect(output).toContain('<p>&lt;link rel="modulepreload"&gt; — é</p>');
    expect(output).toContain(`<script nonce="n" type="text/plain" id="${START_UP_ID}">${START_UP}</script>`);
    expect(output).not.toMatch(/type="module" async=""/);
  });

  it('adds, last in <body>, the script that asks for the same scripts once and then runs the start-up script', async () => {
    const { output } = await run([Buffer.from(HTML)]);
    const starter = /<script type="module" nonce="n">([\s\S]*?)<\/script><\/body><\/html>$/.exec(output);
    expect(starter).not.toBeNull();
    expect(starter![1]).toContain('["/assets/entry.js","/assets/root.js"]');
    expect(starter![1]).toContain(`document.getElementById("${START_UP_ID}")`);
    expect(starter![1]).toContain('img[fetchpriority="high"]');
    // Everything before the starter is the document as written, but for the two rewritten tags.
    const restored = output
      .replace(starter![0], '</body></html>')
      .replace(` type="text/plain" id="${START_UP_ID}"`, ' type="module" async=""');
    expect(restored).toBe(HTML.replace(/<link rel="modulepreload"[^>]*>/g, ''));
  });

  it('leaves a document without a start-up script as it is, but for the preloads', async () => {
    const plain = HTML.replace(/<script nonce="n" type="module"[\s\S]*?<\/script>/, '');
    const { output } = await run([Buffer.from(plain)]);
    expect(output).toBe(plain.replace(/<link rel="modulepreload"[^>]*>/g, ''));
  });

  it('gives the same result however the bytes are split, even inside a tag or a character', async () => {
    const whole = (await run([Buffer.from(HTML)])).output;
    const bytes = Buffer.from(HTML);
    for (let cut = 1; cut < bytes.length; cut++) {
      const { output } = await run([bytes.subarray(0, cut), bytes.subarray(cut)]);
      expect(output, `split at byte ${cut}`).toBe(whole);
    }
    const { output } = await run([...bytes].map((byte) => Buffer.from([byte])));
    expect(output).toBe(whole);
  });

  it('passes on what React writes in one go as one piece, unchanged (issue 32: each piece cost a trip through three streams)', async () => {
    const whole = (await run([Buffer.from(HTML)])).output;
    const stream = scriptsAfterFirstPhoto(() => {});
    const pieces: Buffer[] = [];
    stream.on('data', (piece: Buffer) => pieces.push(piece));
    const finished = new Promise((resolve) => stream.on('end', resolve));
    const bytes = Buffer.from(HTML);
    const half = bytes.indexOf('</head>');
    // The shell in 64-byte pieces in one turn, then the rest in a later turn, as a stream would.
    for (let at = 0; at < half; at += 64) stream.write(bytes.subarray(at, Math.min(at + 64, half)));
    await new Promise((resolve) => setImmediate(resolve));
    stream.end(bytes.subarray(half));
    await finished;
    expect(pieces).toHaveLength(2);
    expect(Buffer.concat(pieces).toString()).toBe(whole);
  });

  it("fills the site stylesheet's empty element with the stylesheet's bytes, once, however the bytes are split", async () => {
    const css = Buffer.from('a::after{content:"→ é"}.b>.c{color:red}');
    const withElement = HTML.replace(
      '<style>a>b{color:red}</style>',
      '<style id="site-styles" nonce="s"></style>',
    );
    const expected = (await run([Buffer.from(withElement)])).output.replace(
      '<style id="site-styles" nonce="s"></style>',
      `<style id="site-styles" nonce="s">${css.toString()}</style>`,
    );
    expect(expected).toContain('→ é');
    const bytes = Buffer.from(withElement);
    for (let cut = 1; cut < bytes.length; cut++) {
      const { output } = await run([bytes.subarray(0, cut), bytes.subarray(cut)], css);
      expect(output, `split at byte ${cut}`).toBe(expected);
    }
    // A second element of that name (there is none) would be left as written.
    const twice = withElement.replace('</head>', '<style id="site-styles" nonce="s"></style></head>');
    const { output } = await run([Buffer.from(twice)], css);
    expect(output.split(css.toString())).toHaveLength(2);
    // Without the element, nothing is added.
    expect((await run([Buffer.from(HTML)], css)).output).toBe((await run([Buffer.from(HTML)])).output);
  });
});
