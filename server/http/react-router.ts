import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import type { RequestEnv } from '../../app/context.ts';
import type { Nonces } from '../../app/nonce-context.ts';
import type { Services } from '../services.ts';
import type { SiteInfo } from '../../content/site.ts';
import type { RouterContext } from 'react-router';
import { toWebRequest } from './web-request.ts';
import { readFormData, ClientRequestError, type FormLimits } from './request-body.ts';

export type ReactRouterOptions = {
  /** The server build, or a function that loads it (Vite's dev server reloads it on change). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'development' | 'production';
  services: Services;
  site: SiteInfo;
  googleMapsApiKey: string | undefined;
  origin: (request: FastifyRequest) => string;
};

/**
 * The form guard for page actions: a body it refuses becomes a thrown Response with its status
 * (400, 413, 415), which React Router renders as the error page with that status and our message.
 */
async function readPageForm(request: Request, limits?: FormLimits): Promise<FormData> {
  try {
    return await readFormData(request, limits);
  } catch (error) {
    if (error instanceof ClientRequestError) {
      throw new Response(error.message, {
        status: error.status,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
    throw error;
  }
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
      requestId: String(request.id),
      readForm: readPageForm,
    });
    context.set(nonceContext, { script: reply.cspNonce?.script ?? '', style: reply.cspNonce?.style ?? '' });
    const response = await handle(toWebRequest(request, reply), context);

    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name === 'set-cookie') continue;
      reply.header(name, value);
    }
    // A body refused before it was read (413 by its declared length, 415) is still arriving: close
    // the connection after this answer, or the next request on it would wait behind that body.
    if (!request.raw.complete) reply.header('connection', 'close');
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) reply.header('set-cookie', cookies);
    if (!response.body) return reply.send();
    return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
  });
};
