/**
 * How many pages this process renders at once (issue 14, docs/memory.md). A render holds its React
 * tree, its loader data and its output until the last byte is sent; a crowd of cache misses (every
 * signed-in page, or a thousand distinct listing queries) would otherwise hold as many at once as
 * there are connections. Beyond `concurrency`, renders wait in line; beyond `queueLength` waiting,
 * the request is refused at once with 503 and Retry-After rather than adding to the heap.
 *
 * A limit on this process's own memory, so held in its memory: it is not a business limit that
 * several app servers must share.
 */
export type RenderGate = {
  /** Waits for a slot; the returned function gives it back (idempotent). Throws GateFullError. */
  enter(): Promise<() => void>;
  readonly stats: { running: number; waiting: number; refused: number };
};

export class GateFullError extends Error {
  constructor() {
    super('Too many pages are being prepared at once.');
  }
}

export function createRenderGate({
  concurrency,
  queueLength,
}: {
  concurrency: number;
  queueLength: number;
}): RenderGate {
  let running = 0;
  let refused = 0;
  const waiting: Array<() => void> = [];

  function leave() {
    const next = waiting.shift();
    // The slot passes straight to the next in line: `running` stays as it is.
    if (next) next();
    else running -= 1;
  }

  function release(): () => void {
    let isReleased = false;
    return () => {
      if (isReleased) return;
      isReleased = true;
      leave();
    };
  }

  return {
    async enter() {
      if (running < concurrency) {
        running += 1;
        return release();
      }
      if (waiting.length >= queueLength) {
        refused += 1;
        throw new GateFullError();
      }
      await new Promise<void>((resolve) => waiting.push(resolve));
      return release();
    },
    get stats() {
      return { running, waiting: waiting.length, refused };
    },
  };
}
