import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { RequestEnv } from '../../app/context.ts';
import type { Nonces } from '../../app/nonce-context.ts';
import type { Services } from '../services.ts';
import type { SiteInfo } from '../../content/site.ts';
import type { RouterContext } from 'react-router';

export type ReactRouterOptions = {
  /** The server build, or a function that loads it (Vite's dev server reloads it on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  services: Services;
  site: SiteInfo;
  googleMapsApiKey: string | undefined;
  origin: (request: FastifyRequest) => string;
};

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(name, v);
    else headers.set(name, String(value));
  }
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
  } as RequestInit);
}

type EntryContexts = {
  requestEnvContext: RouterContext<RequestEnv>;
  nonceContext: RouterContext<Nonces>;
};

/** The context keys exported by app/entry.server.tsx, as bundled into this build. */
function contextsOf(build: ServerBuild): EntryContexts {
  const entry = build.entry.module as unknown as Partial<EntryContexts>;
  if (!entry.requestEnvContext || !entry.nonceContext) {
    throw new Error('app/entry.server.tsx must export requestEnvContext and nonceContext.');
  }
  return entry as EntryContexts;
}

/** Hands every page request to React Router, with the services in its context. */
export const reactRouterPlugin: FastifyPluginAsync<ReactRouterOptions> = async (app, options) => {
  const handle = createRequestHandler(options.build, options.mode);

  // Page actions read their own bodies (forms, multipart): leave the stream untouched.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const loadBuild = typeof options.build === 'function' ? options.build : () => options.build as ServerBuild;

  app.all('/*', async (request, reply) => {
    const { requestEnvContext, nonceContext } = contextsOf(await loadBuild());
    const context = new RouterContextProvider();
    context.set(requestEnvContext, {
      services: options.services,
      site: options.site,
      googleMapsApiKey: options.googleMapsApiKey,
      origin: options.origin(request),
      clientIp: request.ip,
      log: request.log,
    });
    context.set(nonceContext, { script: reply.cspNonce?.script ?? '', style: reply.cspNonce?.style ?? '' });
    const response = await handle(toWebRequest(request, reply), context);

    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie') continue;
      reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  });
};
