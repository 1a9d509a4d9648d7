/**
 * A per-key fixed-window counter kept in this process's memory. Enough to stop one address from
 * flooding the enquiry endpoints; with several server processes each counts on its own, so the
 * effective limit is `max` times the number of processes (ADR 016).
 */
export function createRateLimiter({
  max,
  windowMs,
  now = Date.now,
}: {
  max: number;
  windowMs: number;
  now?: () => number;
}) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();

  function sweep(at: number) {
    if (at - lastSweep < windowMs) return;
    lastSweep = at;
    for (const [key, window] of windows) if (window.resetAt <= at) windows.delete(key);
  }

  return {
    /** Counts one request for `key`; allowed while the window's count stays within `max`. */
    hit(key: string): { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number } {
      const at = now();
      sweep(at);
      let window = windows.get(key);
      if (!window || window.resetAt <= at) {
        window = { count: 0, resetAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      if (window.count <= max) return { isAllowed: true };
      return { isAllowed: false, retryAfterSeconds: Math.ceil((window.resetAt - at) / 1000) };
    },
  };
}

export type RateLimiter = ReturnType<typeof createRateLimiter>;
