import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Fastify request as a Web `Request`, the one adapter for everything that takes Web requests
 * (React Router's handler, the submission service). A body Fastify already parsed (JSON, within
 * its body limit and depth check) is passed on as JSON; any other body streams through untouched
 * for the guard that reads it (server/http/request-body.ts). The signal aborts when the client
 * goes away.
 */
export function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  const controller = new AbortController();
  // Only a visitor who leaves before the answer is sent aborts it: after a whole answer there is
  // nothing to stop (an abort's error object on every request was 0.5% of a page's server time).
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: 'half' } = {
    method: request.method,
    headers,
    signal: controller.signal,
  };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    if (request.body !== undefined) {
      init.body = JSON.stringify(request.body);
      headers.set('content-type', 'application/json');
      headers.delete('content-length');
    } else {
      init.body = Readable.toWeb(request.raw) as ReadableStream;
      init.duplex = 'half';
    }
  }
  return new Request(url, init);
}
