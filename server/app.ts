import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { ServerBuild } from 'react-router';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import type { FileStorage } from './storage/storage.ts';
import { MEDIA_URL_PREFIX } from './storage/local-disk.ts';
import { mediaRoute } from './storage/media-route.ts';
import { createNominatimGeocoder } from './geo/geocoder.ts';
import { createServices, type Services } from './services.ts';
import { registerSecurityHeaders } from './http/security.ts';
import { reactRouterPlugin } from './http/react-router.ts';
import { propertyApiRoutes } from './properties/api-routes.ts';
import { enquiryApiRoutes } from './enquiries/api-routes.ts';
import { authApiRoutes } from './auth/api-routes.ts';
import { adminApiRoutes } from './admin/api-routes.ts';
import { listenForPropertyChanges } from './admin/property-cache.ts';

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
    | { mode: 'production'; build?: ServerBuild }
    | {
        mode: 'development';
        loadBuild: () => Promise<ServerBuild>;
        middleware: (req: unknown, res: unknown, next: (err?: unknown) => void) => void;
      };
  logger?: boolean;
};

export type App = FastifyInstance & { services: Services };

export async function buildApp(options: AppOptions): Promise<App> {
  const { config, database, storage } = options;
  const isDevelopment = options.pages?.mode === 'development';
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            ...(isDevelopment ? { transport: { target: 'pino-pretty' } } : {}),
          },
    trustProxy: config.trustProxy,
    // Images and forms are small; uploads get their own limits in their routes.
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
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
      mail: { to: config.mail.to },
      siteName: config.site.name,
      rateLimit: config.enquiryRateLimit,
    },
  });
  app.decorate('services', services);
  // Every write to properties (any instance, any code path) clears the public read cache.
  const stopListening = await listenForPropertyChanges(database, services.propertyCache, app.log);
  app.addHook('onClose', stopListening);

  await registerSecurityHeaders(app, {
    isDevelopment,
    imageOrigins: config.storage.imageOrigins,
    hasGoogleMaps: Boolean(config.googleMapsApiKey),
  });
  await app.register(compress, {
    // Images are already compressed; text responses (HTML, JSON, JS, CSS, SVG) are not.
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });

  app.get('/healthz', async (_request, reply) => {
    try {
      await database.ping();
      return { status: 'ok', database: 'ok' };
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: 'unreachable' });
    }
  });

  await app.register(propertyApiRoutes, { prefix: '/api', services });
  await app.register(authApiRoutes, { prefix: '/api', auth: services.auth });
  await app.register(adminApiRoutes, { prefix: '/api', services });
  await app.register(enquiryApiRoutes, { prefix: '/api', services, publicUrl: config.publicUrl });
  // Unknown API paths answer JSON, not the HTML 404 page.
  app.all('/api/*', async (_request, reply) =>
    reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'No such endpoint.' }),
  );

  // Uploaded images: their keys never change content (a new upload gets a new key).
  if (storage.root) {
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: MEDIA_URL_PREFIX,
      decorateReply: false,
      index: false,
      immutable: true,
      maxAge: '365d',
    });
  } else {
    // Other drivers (S3 without a public URL): the app reads the files through the storage.
    await app.register(mediaRoute, { storage });
  }

  const origin = (request: FastifyRequest) => config.publicUrl ?? `${request.protocol}://${request.host}`;

  if (!options.pages) {
    // No page rendering: API tests and tools.
  } else if (options.pages.mode === 'production') {
    // Hashed build assets are cached for a year; the few unhashed files (favicon, robots.txt) for an hour.
    await app.register(fastifyStatic, {
      root: CLIENT_BUILD_DIR,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      // scripts/precompress.ts writes .br and .gz beside each asset at build time.
      preCompressed: true,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
      cacheControl: false,
    });
    const build =
      options.pages.build ?? ((await import(/* @vite-ignore */ SERVER_BUILD_FILE)) as ServerBuild);
    await app.register(reactRouterPlugin, {
      build,
      mode: 'production',
      services,
      site: config.site,
      googleMapsApiKey: config.googleMapsApiKey,
      origin,
    });
  } else {
    const { default: middie } = await import('@fastify/middie');
    await app.register(middie);
    app.use(options.pages.middleware);
    await app.register(reactRouterPlugin, {
      build: options.pages.loadBuild,
      mode: 'development',
      services,
      site: config.site,
      googleMapsApiKey: config.googleMapsApiKey,
      origin,
    });
  }

  return app as App;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
