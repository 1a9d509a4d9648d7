import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest } from 'node:http';
import { once } from 'node:events';
import { toWebRequest } from '../../server/http/web-request.ts';

// The Web Request handed to React Router and the submission service: its signal says the visitor
// left before the answer was sent, and only that.

let app: FastifyInstance;
let origin: string;
let answered: { signal: AbortSignal; closed: Promise<unknown> } | undefined;
let left: (aborted: boolean) => void;
const leaving = new Promise<boolean>((resolve) => (left = resolve));
let started: () => void;
const starting = new Promise<void>((resolve) => (started = resolve));

beforeAll(async () => {
  app = Fastify();
  app.get('/answer', async (request, reply) => {
    answered = { signal: toWebRequest(request, reply).signal, closed: once(reply.raw, 'close') };
    return 'done';
  });
  app.get('/slow', async (request, reply) => {
    const { signal } = toWebRequest(request, reply);
    started();
    const aborted = await Promise.race([
      once(signal, 'abort').then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]);
    left(aborted);
    return 'too late';
  });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
});

describe('the Web request of a Fastify request', () => {
  it('is not aborted by its answer, sent whole', async () => {
    const response = await fetch(`${origin}/answer`);
    expect(await response.text()).toBe('done');
    await answered?.closed;
    expect(answered?.signal.aborted).toBe(false);
  });

  it('is aborted when the visitor leaves before the answer', async () => {
    const request = httpRequest(`${origin}/slow`);
    request.on('error', () => {});
    request.end();
    // Asked, and gone while the answer is being worked out.
    await starting;
    request.destroy();
    expect(await leaving).toBe(true);
  });
});
