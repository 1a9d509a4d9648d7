import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = '<link rel="modulepreload"';
const HEAD_END = '</head>';

/**
 * The document's stream, with React Router's script preloads lowered to fetchpriority="low": on a
 * slow connection the page (its styles are inline) and its first photo come first, hydration after.
 * React Router writes those <link rel="modulepreload"> tags itself, with no way to set a priority.
 * Only <head> is rewritten; a tag split across two chunks is held back until it is whole.
 */
export function lowPriorityScriptPreloads(onEnd: () => void): Transform {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let isHeadDone = false;
  const rewrite = (text: string) => text.replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`);
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (isHeadDone) return callback(null, decoder.write(chunk));
      const text = pending + decoder.write(chunk);
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd !== -1) {
        isHeadDone = true;
        pending = '';
        return callback(null, rewrite(text.slice(0, headEnd)) + text.slice(headEnd));
      }
      // Keep back a tail that could be the start of a tag the next chunk completes.
      const lastTag = text.lastIndexOf('<');
      const tail = lastTag === -1 ? '' : text.slice(lastTag);
      const keep = tail.length < PRELOAD.length && PRELOAD.startsWith(tail) ? lastTag : text.length;
      pending = text.slice(keep);
      callback(null, rewrite(text.slice(0, keep)));
    },
    flush(callback) {
      const rest = pending + decoder.end();
      onEnd();
      callback(null, isHeadDone ? rest : rewrite(rest));
    },
  });
}
