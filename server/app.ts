import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { constants as zlibConstants, type ZlibOptions, type ZstdOptions } from 'node:zlib';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { ServerBuild } from 'react-router';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { FileStorage } from './storage/storage.ts';
import { mediaRoute } from './storage/media-route.ts';
import { createNominatimGeocoder } from './geo/geocoder.ts';
import { createServices, type Services } from './services.ts';
import { registerSecurityHeaders } from './http/security.ts';
import type { RenderGate } from './http/render-gate.ts';
import { defaultRenderGate, reactRouterPlugin } from './http/react-router.ts';
import {
  registerMetrics,
  STATIC_ROUTE,
  UNMATCHED_ROUTE,
  type AppMetrics,
  type MetricsRouteConfig,
} from './http/metrics.ts';
import { registerHealthRoutes } from './http/health.ts';
import { classifyError, registerErrorHandlers, sendApiError, sendErrorPage } from './http/errors.ts';
import { isJsonTooDeep, ClientRequestError } from './http/request-body.ts';
import { registerLingeringRefusals } from './http/lingering-refusal.ts';
import { requestMessages } from '../shared/i18n/en/request-messages.ts';
import { fieldsWithForbiddenCharacters } from '../shared/domain/text.ts';
import { propertyApiRoutes } from './properties/api-routes.ts';
import { mapApiRoutes } from './properties/map-routes.ts';
import { enquiryApiRoutes } from './enquiries/api-routes.ts';
import { showingApiRoutes } from './showings/api-routes.ts';
import { alertApiRoutes } from './alerts/api-routes.ts';
import { authApiRoutes } from './auth/api-routes.ts';
import { refuseCrossOriginCookieWrites } from './auth/fastify-guard.ts';
import { languageChoiceRoutes } from './http/language-choice.ts';
import { AUTH_FAILURE_MESSAGES } from './auth/guards.ts';
import { common } from '../shared/i18n/en/common.ts';
import { adminApiRoutes } from './admin/api-routes.ts';
import { accountApiRoutes } from './account/api-routes.ts';
import { registerViewCounter } from './account/view-counter.ts';
import { listenForPropertyChanges } from './admin/property-cache.ts';
import { messageIdDomainOf } from './mail/outbox.ts';
import { urlForLog } from '../shared/url-for-log.ts';

/**
 * gzip's settings and zstd's: @fastify/compress hands zstd the same object as gzip (`zlibOptions`),
 * and each reads its own keys. zstd at level 3 with its tables sized down from level 3's (768 KiB a
 * stream) to about 40 KiB for the same output. Output in pieces of up to 64 KiB: a page compressed
 * per request (about 30 KB) comes out as one piece, one trip back from the thread pool and one
 * socket write, not two of each.
 */
const GZIP_AND_ZSTD_OPTIONS: ZlibOptions & ZstdOptions = {
  chunkSize: 64 * 1024,
  level: 6,
  windowBits: 15,
  memLevel: 7,
  params: {
    [zlibConstants.ZSTD_c_compressionLevel]: 3,
    [zlibConstants.ZSTD_c_windowLog]: 17,
    [zlibConstants.ZSTD_c_hashLog]: 15,
    [zlibConstants.ZSTD_c_chainLog]: 15,
  },
};

export const ROOT_DIR = fileURLToPath(new URL('..', import.meta.url));
export const CLIENT_BUILD_DIR = path.join(ROOT_DIR, 'build/client');
export const SERVER_BUILD_FILE = path.join(ROOT_DIR, 'build/server/index.js');

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  storage: FileStorage & { root?: string };
  /**
   * How pages are rendered: the production build from build/, or a dev-mode loader plus the
   * middleware that serves source modules (Vite). Absent: the JSON API only (API tests).
   */
  pages?:
    | { mode: 'production'; build?: ServerBuild; renderGate?: RenderGate }
    | {
        mode: 'development';
        loadBuild: () => Promise<ServerBuild>;
        middleware: (req: unknown, res: unknown, next: (err?: unknown) => void) => void;
      };
  logger?: boolean;
};

/** Fastify's fields of a request in its log line, with an e-mailed link's token kept out (urlForLog). */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlForLog(request.url),
    version: String(request.headers['accept-version'] ?? '') || undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

export type App = FastifyInstance & { services: Services; metrics: AppMetrics | null };

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database, storage } = options;
  const isDevelopment = options.pages?.mode === 'development';
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Fastify's request fields, with an e-mailed link's token kept out of the log (urlForLog).
            serializers: { req: requestForLog },
            ...(isDevelopment ? { transport: { target: 'pino-pretty' } } : {}),
          },
    trustProxy: config.trustProxy,
    // Images and forms are small; uploads get their own limits in their routes.
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Unique across servers and restarts: the reference a visitor reads on an error page.
    genReqId: () => randomUUID(),
    // A malformed URL or route constraint: answered in our words, like every other error.
    frameworkErrors: (error, request, reply) => {
      const { status, message } = classifyError(error);
      request.log.info({ err: { message: error.message } }, `request refused (${status})`);
      return sendApiError(reply, status, message);
    },
  });
  registerErrorHandlers(app);
  // A refused body's answer reaches its client (issue 26): read the rest, then keep or cut the line.
  registerLingeringRefusals(app);

  // No text reaches a handler (or the database, which refuses U+0000) holding a control character:
  // the query string of every request and every parsed JSON body, refused field by field. Forms
  // are checked by their schemas (shared/domain/text.ts), with the message under the field.
  app.addHook('preValidation', async (request) => {
    const inQuery = fieldsWithForbiddenCharacters(request.query);
    const fields = [...inQuery, ...fieldsWithForbiddenCharacters(request.body)];
    if (fields.length === 0) return;
    const fieldErrors = Object.fromEntries(fields.map((f) => [f, [requestMessages.controlCharacters]]));
    const message =
      inQuery.length > 0 ? requestMessages.queryControlCharacters : requestMessages.invalidFields;
    throw new ClientRequestError(400, message, fieldErrors);
  });

  // JSON bodies: parsed only when they nest no deeper than our payloads could (a deeply nested body
  // would overflow the stack of whatever walks it next); prototype keys refused, as Fastify does.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(new ClientRequestError(400, requestMessages.invalidJson), undefined);
    if (isJsonTooDeep(text)) return done(new ClientRequestError(400, requestMessages.jsonTooDeep), undefined);
    try {
      done(
        null,
        JSON.parse(text, (key, value: unknown) => (key === '__proto__' ? undefined : value)),
      );
    } catch {
      done(new ClientRequestError(400, requestMessages.invalidJson), undefined);
    }
  });

  const services = createServices({
    db: database.db,
    storage,
    auth: { isSecureCookie: config.cookieSecure },
    geocoder: config.geocoderUrl
      ? createNominatimGeocoder({
          baseUrl: config.geocoderUrl,
          userAgent: `${config.site.name} (${config.site.email})`,
        })
      : null,
    enquiries: {
      mail: { to: config.mail.to, messageIdDomain: messageIdDomainOf(config.mail.from) },
      siteName: config.site.name,
      rateLimit: config.enquiryRateLimit,
    },
    orders: {
      coupons: config.coupons,
      payTo: { email: config.site.email, address: config.site.streetAddress },
    },
    origin: config.publicUrl ?? `http://localhost:${config.port}`,
    siteAddress: config.site.streetAddress,
  });
  app.decorate('services', services);
  // Every write to properties (any instance, any code path) clears the public read cache.
  const stopListening = await listenForPropertyChanges(database, services.propertyCache, app.log);
  app.addHook('onClose', stopListening);
  // An outage costs seconds, not the process (issue 26): requests meanwhile answer 503 (errors.ts).
  database.watch({
    connectionLost: (err) => app.log.warn({ err }, 'database connection lost; its requests answer 503'),
    restarted: () => {
      app.log.warn('the embedded database stopped and was started again; caches cleared');
      // A write committed just before the thread stopped may never have been announced.
      services.propertyCache.invalidate();
    },
    restartFailed: (err) =>
      app.log.error({ err }, 'the embedded database could not be started again; trying again shortly'),
  });

  await registerSecurityHeaders(app, {
    isDevelopment,
    imageOrigins: config.storage.imageOrigins,
    hasGoogleMaps: Boolean(config.googleMapsApiKey),
    tileOrigin: new URL(config.mapTiles.url).origin,
  });
  // A signed-in browser's write from another origin (a sibling subdomain too) is refused before
  // anything reads it, pages and API alike (issue 27; the guards apply the same rule).
  app.addHook(
    'onRequest',
    refuseCrossOriginCookieWrites(services.auth, (request, reply) =>
      request.url.startsWith('/api/')
        ? sendApiError(reply, 403, AUTH_FAILURE_MESSAGES.csrf, { reason: 'csrf' })
        : sendErrorPage(request, reply, 403, common.errors.unsupportedText),
    ),
  );
  await app.register(compress, {
    // Images are already compressed; text responses (HTML, JSON, JS, CSS, SVG) are not.
    threshold: 1024,
    // zstd first where the browser takes it (Chrome, Edge and Firefox do): at level 3 it compresses
    // a signed-in page five times faster than brotli at quality 4 for 8% more bytes, and these are
    // the answers compressed once per request (issue 32). Safari and older browsers get brotli.
    encodings: ['zstd', 'br', 'gzip'],
    // Only answers rendered per request are compressed here (cached ones are stored compressed,
    // ADR 030). Each open stream holds a compressor: small windows keep each to a few hundred KiB
    // (brotli's default 4 MiB window is far larger than our largest page); zstd's: GZIP_AND_ZSTD_OPTIONS.
    brotliOptions: {
      params: {
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
        [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
      },
    },
    zlibOptions: GZIP_AND_ZSTD_OPTIONS,
  });

  // Liveness (/healthz) and readiness (/readyz) for orchestrators and load balancers (ADR 048).
  registerHealthRoutes(app, { database, storage });
  // Pages render through one gate (server/http/render-gate.ts), which the metrics read too.
  const renderGate = !options.pages
    ? null
    : options.pages.mode === 'production'
      ? (options.pages.renderGate ?? defaultRenderGate())
      : defaultRenderGate();
  // Prometheus metrics behind METRICS_TOKEN (ADR 048); without it, none are kept and /metrics is
  // unknown like any other path. Registered before the routes whose answers they count.
  const metrics = config.metricsToken
    ? registerMetrics(app, {
        token: config.metricsToken,
        database,
        responseCache: services.responseCache,
        renderGate,
      })
    : null;
  app.decorate('metrics', metrics);

  await app.register(propertyApiRoutes, { prefix: '/api', services });
  await app.register(mapApiRoutes, { prefix: '/api', services });
  await app.register(showingApiRoutes, { prefix: '/api', services });
  await app.register(alertApiRoutes, { prefix: '/api', services });
  await app.register(authApiRoutes, {
    prefix: '/api',
    auth: services.auth,
    viewerShapes: services.viewerShapes,
  });
  await app.register(adminApiRoutes, { prefix: '/api', services });
  await app.register(accountApiRoutes, { prefix: '/api', services });
  // Views of property pages, counted after the answer whoever answered it (issue 17).
  registerViewCounter(app, services.accounts);
  await app.register(enquiryApiRoutes, { prefix: '/api', services, publicUrl: config.publicUrl });
  // Unknown API paths answer JSON, not the HTML 404 page.
  app.all(
    '/api/*',
    { config: { metricsRoute: UNMATCHED_ROUTE } satisfies MetricsRouteConfig },
    async (_request, reply) => sendApiError(reply, 404, requestMessages.notFound),
  );

  // Uploaded and demo photos, for every driver: public only while their property is, admins
  // always (ADR 025).
  await app.register(mediaRoute, { storage, db: database.db, auth: services.auth });
  if (config.storage.s3?.publicUrl) {
    app.log.warn(
      'S3_PUBLIC_URL is set: browsers load photos from the bucket, so photos of unverified and archived properties stay reachable there (ADR 025).',
    );
  }

  const origin = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;

  if (options.pages) {
    // Browsers ask for /favicon.ico on a document without an icon link (robots.txt, the feed, a photo
    // opened alone), crawlers on their own: the site's icon, not a rendered 404 page each time.
    app.get('/favicon.ico', (_request, reply) =>
      reply.header('cache-control', 'public, max-age=86400').redirect('/favicon.svg', 301),
    );
    // The language switcher's links: the choice remembered, the page in that language (ADR 051).
    await app.register(languageChoiceRoutes, { isSecureCookie: config.cookieSecure });
  }
  if (!options.pages) {
    // No page rendering: API tests and tools.
  } else if (options.pages.mode === 'production') {
    // Hashed build assets are cached for a year; the few unhashed files (favicon, robots.txt) for an hour.
    await app.register(async (files) => {
      // Each file is a route of its own: one label for them all in the metrics.
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, metricsRoute: STATIC_ROUTE } satisfies MetricsRouteConfig;
      });
      await files.register(fastifyStatic, {
        root: CLIENT_BUILD_DIR,
        prefix: '/',
        wildcard: false,
        index: false,
        decorateReply: false,
        // scripts/precompress.ts writes .br and .gz beside each asset at build time.
        preCompressed: true,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
        cacheControl: false,
      });
    });
    const build =
      options.pages.build ?? ((await import(/* @vite-ignore */ SERVER_BUILD_FILE)) as ServerBuild);
    metrics?.labelPagesWith(build);
    await app.register(reactRouterPlugin, {
      build,
      mode: 'production',
      ...(renderGate ? { renderGate } : {}),
      services,
      site: config.site,
      googleMapsApiKey: config.googleMapsApiKey,
      mapTiles: config.mapTiles,
      origin,
    });
  } else {
    const { default: middie } = await import('@fastify/middie');
    await app.register(middie);
    app.use(options.pages.middleware);
    metrics?.labelPagesWith(options.pages.loadBuild);
    await app.register(reactRouterPlugin, {
      build: options.pages.loadBuild,
      mode: 'development',
      ...(renderGate ? { renderGate } : {}),
      services,
      site: config.site,
      googleMapsApiKey: config.googleMapsApiKey,
      mapTiles: config.mapTiles,
      origin,
    });
  }

  return app as App;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    /** What the workers beside the app report to its metrics; null without METRICS_TOKEN. */
    metrics: AppMetrics | null;
  }
}
