import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityScriptPreloads } from '../../app/document-stream.server.ts';

const HTML =
  '<!DOCTYPE html><html><head><title>Café – Moncton</title>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root.js" nonce="n"/>' +
  '<style>a{color:red}</style></head><body><p>&lt;link rel="modulepreload"&gt; — é</p></body></html>';

async function run(chunks: Buffer[]): Promise<{ output: string; ended: boolean }> {
  let ended = false;
  const stream = Readable.from(chunks).pipe(lowPriorityScriptPreloads(() => (ended = true)));
  return { output: await text(stream), ended };
}

describe('the document stream', () => {
  it('asks for the script preloads in <head> at low priority, and changes nothing else', async () => {
    const { output, ended } = await run([Buffer.from(HTML)]);
    expect(output.match(/<link rel="modulepreload" fetchpriority="low" href=/g)).toHaveLength(2);
    expect(output.replace(/ fetchpriority="low"/g, '')).toBe(HTML);
    expect(ended).toBe(true);
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
});
