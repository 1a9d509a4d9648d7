import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { ELEMENT_ID } from './components/layout/site-stylesheet.tsx';

const HEAD_END = '</head>';
const BODY_END = '</body>';
const SCRIPT_OPEN = '<script';
const SCRIPT_CLOSE = '</script>';
/** The site stylesheet's element, written empty by the server's render (see `scriptsAfterFirstPhoto`). */
const STYLE_OPEN = `<style id="${ELEMENT_ID}"`;
const PRELOAD_START = '<link rel="modulepreload"';
const PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/g;
/** What tells React Router's start-up script from any other module script. */
const ROUTE_MODULES = 'window.__reactRouterRouteModules';
/** The id of the inert copy of React Router's start-up script. */
export const START_UP_ID = 'router-start-up';

/**
 * The script that starts the page's JavaScript: once the first photo (the `<img>` with
 * fetchpriority="high", ResponsiveImage's isPriority) has loaded, been decoded and painted (on a page
 * without one, once its first contentful paint is on screen; after three seconds at the latest: a
 * page's text read first, not 200 KB of scripts competing with it), it asks for the page's scripts (the
 * preloads React Router had put in `<head>`) and evaluates them, one module per task, last-listed
 * (the leaves) first, then runs React Router's start-up script, unchanged, from its inert copy.
 * Evaluated by the start-up script's own imports, the page's modules were one long task (React's,
 * zod's, the app chunk's code: 100 ms at 4x CPU on /create-account); one per task, the browser can
 * answer a tap between them, and the start-up script finds them evaluated. Its dynamic import of
 * React Router's entry module, which starts hydration, is left to it (a start-up script without that
 * import at its end, from another React Router release, is run as before, with no early evaluation).
 * Each new task is a message the script posts to itself: scheduler.yield's continuations ran within
 * one task in Chromium's traces. The copy's text is what runs, so a cached page's CSP hash of it
 * (server/http/response-cache.ts) allows it, as a fresh page's nonce does.
 */
function starter(nonce: string, preloads: string[]): string {
  return `<script type="module" nonce="${nonce}">
const startUp = document.getElementById(${JSON.stringify(START_UP_ID)});
await new Promise((go) => {
  setTimeout(go, 3000);
  const photo = document.querySelector('img[fetchpriority="high"]');
  if (!photo) {
    // No photo: once the page's first paint is on screen (its text is what a visitor reads first).
    const painted = () => requestAnimationFrame(() => setTimeout(go, 0));
    const isPainted = (entries) => entries.some((entry) => entry.name === 'first-contentful-paint');
    if (isPainted(performance.getEntriesByType('paint'))) return painted();
    return new PerformanceObserver((list, observer) => {
      if (!isPainted(list.getEntries())) return;
      observer.disconnect();
      painted();
    }).observe({ type: 'paint', buffered: true });
  }
  const loaded = photo.complete ? Promise.resolve() : new Promise((done) => {
    photo.addEventListener('load', done, { once: true });
    photo.addEventListener('error', done, { once: true });
  });
  loaded.then(() => photo.decode()).catch(() => {}).then(() => requestAnimationFrame(() => setTimeout(go, 0)));
});
const channel = new MessageChannel();
const nextTask = () => new Promise((go) => {
  channel.port1.onmessage = go;
  channel.port2.postMessage(null);
});
const preloads = ${JSON.stringify(preloads)};
for (const href of preloads) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
  await nextTask();
}
const entry = /import\\("([^"]+)"\\);?\\s*$/.exec(startUp.textContent)?.[1];
for (const href of entry ? [...preloads].reverse() : []) {
  if (href === entry) continue;
  await import(href).catch(() => {});
  await nextTask();
}
const script = document.createElement('script');
script.type = 'module';
script.nonce = startUp.nonce;
script.textContent = startUp.textContent;
document.body.append(script);
</script>`;
}

/**
 * The document's stream, with the page's scripts fetched after its first photo has been painted.
 *
 * React Router writes a `<link rel="modulepreload">` in `<head>` for each script of the page, and
 * near the end of `<body>` a module script that imports the route modules and starts hydration. On a
 * slow connection those 100-200 KB of scripts shared the line with the first photo, the largest thing
 * on a visitor's first screen, and running them delayed its paint. Here the preloads leave `<head>`;
 * the start-up script stays where it is, made inert (`type="text/plain"`, its text unchanged); and a
 * small script before `</body>` (see `starter`) waits for the first photo, then asks for the same
 * scripts and runs the start-up script. Until then the page works without JavaScript: links are
 * links, forms are plain posts (ADR 043). React Router offers no option for any of this.
 *
 * React hydrates the inert copy as the script it rendered (same tag, same place; an inline script's
 * type and text are not compared), and leaves the extra scripts at the end of `<body>` alone.
 * A tag split across chunks is held back until it is whole; nothing else changes. `observe` sees each
 * piece of the document's text as it is sent (app/remembered-markup.server.ts keeps parts of it).
 */
export function scriptsAfterFirstPhoto(
  onEnd: () => void,
  css?: Buffer,
  observe?: (text: string) => void,
): Transform {
  const decoder = new StringDecoder('utf8');
  const preloads: string[] = [];
  let pending = '';
  let stage: 'head' | 'body' | 'body-end' | 'done' = 'head';
  let starterScript = '';

  // Each rewrite first looks for its tag's fixed text: a regular expression run over every byte of
  // a page cost 2-4% of a per-request page's server time (issue 32).
  const rewriteHead = (text: string) =>
    !text.includes(PRELOAD_START)
      ? text
      : text.replace(PRELOAD, (_tag, href: string) => {
          if (!preloads.includes(href)) preloads.push(href);
          return '';
        });
  const addStarter = (text: string) => {
    const bodyEnd = text.indexOf(BODY_END);
    if (bodyEnd === -1) return text;
    stage = 'done';
    return text.slice(0, bodyEnd) + starterScript + text.slice(bodyEnd);
  };
  const rewriteBody = (text: string) => {
    if (!text.includes(ROUTE_MODULES)) return text;
    const rewritten = text.replace(MODULE_SCRIPT, (whole, before: string, after: string, script: string) => {
      if (stage !== 'body' || !script.includes(ROUTE_MODULES)) return whole;
      stage = 'body-end';
      const nonce = /\snonce="([^"]*)"/.exec(before + after)?.[1] ?? '';
      starterScript = starter(nonce, preloads);
      // A data block may not be async (HTML); React Router writes `async=""`.
      const attributes = (text: string) => text.replace(/\sasync(="[^"]*")?/, '');
      return `<script${attributes(before)}type="text/plain" id="${START_UP_ID}"${attributes(after)}>${script}</script>`;
    });
    return stage === 'body-end' ? addStarter(rewritten) : rewritten;
  };
  /** Where the part that may still change begins: an unfinished tag, or an unclosed script. */
  const holdFrom = (text: string) => {
    let from = text.length;
    const lastTag = text.lastIndexOf('<');
    if (lastTag !== -1 && text.indexOf('>', lastTag) === -1) from = lastTag;
    if (stage === 'body') {
      const lastScript = text.lastIndexOf(SCRIPT_OPEN);
      if (lastScript !== -1 && text.indexOf(SCRIPT_CLOSE, lastScript) === -1) {
        from = Math.min(from, lastScript);
      }
    }
    return from;
  };
  /** Rewrites what is whole of `text` for the current stage; returns it and keeps the rest. */
  const process = (text: string, isLast: boolean): string => {
    if (stage === 'done') return text;
    if (stage === 'head') {
      const headEnd = text.indexOf(HEAD_END);
      if (headEnd === -1) {
        const keep = isLast ? text.length : holdFrom(text);
        pending = text.slice(keep);
        return rewriteHead(text.slice(0, keep));
      }
      stage = 'body';
      return rewriteHead(text.slice(0, headEnd)) + process(text.slice(headEnd), isLast);
    }
    const keep = isLast ? text.length : holdFrom(text);
    pending = text.slice(keep);
    const whole = text.slice(0, keep);
    return stage === 'body' ? rewriteBody(whole) : addStarter(whole);
  };

  // What is ready goes on as one piece per turn of the event loop. React writes a page in pieces of
  // about 2 KB, all in one go (our data is loaded before rendering); each piece passed on alone cost
  // a trip through the web stream React Router returns, the Node stream Fastify sends, and a call
  // into the compressor: 10% of a per-request page's server time for the admin console (issue 32).
  // Kept as bytes, joined once: joining the pieces as text cost more than all the rest of this stream.
  let ready: Buffer[] = [];
  let sending: NodeJS.Immediate | undefined;
  // The site's stylesheet goes into its empty element (app/components/layout/site-stylesheet.tsx)
  // as the bytes read once at start-up: never text to React, to this stream or to a regular
  // expression. The element's opening tag is whole in the text passed on (holdFrom).
  let cssToFill = css;
  const readyOf = (text: string) => {
    observe?.(text);
    const at = cssToFill ? text.indexOf(STYLE_OPEN) : -1;
    const end = at === -1 ? 0 : text.indexOf('>', at) + 1;
    if (end === 0 || !cssToFill) return ready.push(Buffer.from(text));
    ready.push(Buffer.from(text.slice(0, end)), cssToFill, Buffer.from(text.slice(end)));
    cssToFill = undefined;
  };
  const transform: Transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = pending + decoder.write(chunk);
      pending = '';
      readyOf(process(text, false));
      sending ??= setImmediate(() => {
        sending = undefined;
        const out = Buffer.concat(ready);
        ready = [];
        if (out.length > 0) transform.push(out);
      });
      callback();
    },
    flush(callback) {
      if (sending) clearImmediate(sending);
      const text = pending + decoder.end();
      pending = '';
      let last = process(text, true);
      // A document cut short (an aborted render) still starts its scripts.
      if (stage === 'body-end') last += starterScript;
      readyOf(last);
      const out = Buffer.concat(ready);
      ready = [];
      onEnd();
      callback(null, out);
    },
    // A visitor who left: nothing more is passed on.
    destroy(error, callback) {
      if (sending) clearImmediate(sending);
      ready = [];
      callback(error);
    },
  });
  return transform;
}
