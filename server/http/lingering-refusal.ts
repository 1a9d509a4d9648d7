import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How long, and how much more of a refused body, is read and thrown away after the answer (nginx's
 * lingering close does the same): enough for a client to finish sending a few megabytes and read
 * its 413 or 415, then the connection is cut.
 */
export const LINGER_MS = 5_000;
export const LINGER_BYTES = 16 * 1024 * 1024;

/**
 * A body refused before it was read (413 by its declared length, 415, a form over its limits) is
 * still arriving when the answer goes out. Closing the connection at once makes the kernel reset it
 * while the client is still sending, and a reset can throw away the answer the client had not read
 * yet: it sees a broken pipe instead of the 413 (issue 26). So the connection stays open and what is
 * left of the body is read and discarded, within LINGER_MS and LINGER_BYTES; past either it is cut.
 * Then a client that asked to close (`Connection: close`) gets an orderly close, and any other an
 * ordinary kept-alive connection.
 */
export function registerLingeringRefusals(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.raw.complete || reply.statusCode < 400) return;
    // app.inject's requests have no real socket, and nothing to drain.
    if (typeof request.raw.socket?.destroy !== 'function') return;
    // Fastify (and the page host) ask to close after such an answer: that is the reset above.
    reply.removeHeader('connection');
    const response = reply.raw as typeof reply.raw & { _last?: boolean };
    let isLast = false;
    // Node closes the socket when the answer has been written if it is the connection's last
    // (`_last`: the client sent `Connection: close`): that close is the same reset. Its 'finish'
    // handler reads the flag; 'prefinish' comes just before it.
    response.once('prefinish', () => {
      if (request.raw.complete) return;
      isLast = response._last === true;
      response._last = false;
    });
    response.once('finish', () => drainRest(request, () => isLast));
  });
}

function drainRest(request: FastifyRequest, isLast: () => boolean): void {
  const body = request.raw;
  const socket = body.socket;
  if (socket.destroyed) return;
  if (body.complete) {
    if (isLast()) socket.end();
    return;
  }
  let received = 0;
  const cut = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(cut, LINGER_MS);
  timer.unref();
  // Whatever was reading the body (a form parser that gave up, a Web stream) reads no more: without
  // this, a paused reader would hold the rest of the body, and the next request, behind it.
  body.removeAllListeners('data');
  body.removeAllListeners('readable');
  body.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > LINGER_BYTES) cut();
  });
  // A kept-alive socket can carry many refused requests: each one's listener goes with its body.
  const onClose = () => clearTimeout(timer);
  body.once('end', () => {
    clearTimeout(timer);
    socket.off('close', onClose);
    if (isLast()) socket.end();
  });
  socket.once('close', onClose);
  body.resume();
}
