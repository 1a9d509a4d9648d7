// What the first start prints for the person at the terminal, as plain text on standard output
// beside the JSON log lines: the demo seed's progress and the demo admin's sign-in details.
import type { AddressInfo } from 'node:net';
import type { Config } from './config.ts';

type Output = { isTTY?: boolean; write(text: string): unknown };

/**
 * "Loading demo properties: 12/48". On a terminal one line counts up in place; otherwise (a log
 * file, a container's log) a line at each quarter, so the log is not flooded.
 */
export function seedProgressPrinter(output: Output = process.stdout) {
  return (done: number, total: number) => {
    const text = `Loading demo properties: ${done}/${total}`;
    if (output.isTTY) {
      output.write(`\r\u001b[2K${text}${done === total ? '\n' : ''}`);
      return;
    }
    const step = Math.max(1, Math.ceil(total / 4));
    if (done === total || done % step === 0) output.write(`${text}\n`);
  };
}

/** The sign-in page's URL: PUBLIC_URL when set, otherwise the address the server listens on. */
export function loginUrlOf(
  config: Pick<Config, 'publicUrl' | 'host' | 'port'>,
  address: AddressInfo | string | null,
): string {
  if (config.publicUrl) return `${config.publicUrl}/login`;
  const port = address && typeof address === 'object' ? address.port : config.port;
  // A wildcard address is not one a browser can open; this machine's name for itself is.
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}/login`;
}

/** Pino's own destination, when it writes to standard output itself (not through a transport). */
function logDestination(log: object): Output | undefined {
  for (let level: object | null = log; level; level = Object.getPrototypeOf(level) as object | null) {
    const symbol = Object.getOwnPropertySymbols(level).find((s) => s.description === 'pino.stream');
    if (!symbol) continue;
    const stream = (level as Record<symbol, unknown>)[symbol] as Partial<Output> & { fd?: unknown };
    return stream.fd === 1 && typeof stream.write === 'function' ? (stream as Output) : undefined;
  }
  return undefined;
}

/**
 * Writes text on standard output after the log lines written so far. Pino writes asynchronously, so
 * its last lines ("Server listening at...") may still be queued: the text joins that queue.
 */
export function printAfterLog(log: object, text: string, output: Output = process.stdout): void {
  (logDestination(log) ?? output).write(text);
}
