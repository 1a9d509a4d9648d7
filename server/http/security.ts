import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** What Google's Maps JavaScript API with the places library loads (only with a maps key). */
const GOOGLE_MAPS = {
  scripts: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  images: ['https://maps.gstatic.com', 'https://maps.googleapis.com'],
};

/**
 * Security headers for every response. Scripts and styles must come from our origin or carry this
 * response's nonce (React Router's inline hydration scripts get it through entry.server).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  {
    isDevelopment,
    imageOrigins = [],
    hasGoogleMaps = false,
  }: {
    isDevelopment: boolean;
    /** Origins of uploaded images served from elsewhere (S3_PUBLIC_URL). */
    imageOrigins?: string[];
    /** With a maps key, the Places script of the submit form and what it loads. */
    hasGoogleMaps?: boolean;
  },
) {
  await app.register(helmet, {
    enableCSPNonces: !isDevelopment,
    // Vite's dev server injects inline scripts and a websocket; the policy applies to built assets.
    contentSecurityPolicy: isDevelopment
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...(hasGoogleMaps ? GOOGLE_MAPS.scripts : [])],
            styleSrc: ["'self'"],
            // style="" attributes set by React (image aspect ratios, carousels) are harmless.
            styleSrcAttr: ["'unsafe-inline'"],
            // Map tiles (OpenStreetMap); blob: for local previews of uploads.
            imgSrc: [
              "'self'",
              'data:',
              'blob:',
              'https://tile.openstreetmap.org',
              ...imageOrigins,
              ...(hasGoogleMaps ? GOOGLE_MAPS.images : []),
            ],
            // Players and maps embedded only after the visitor asks for them.
            frameSrc: [
              'https://www.youtube-nocookie.com',
              'https://player.vimeo.com',
              'https://www.google.com',
            ],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", ...(hasGoogleMaps ? GOOGLE_MAPS.connect : [])],
            mediaSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'self'"],
          },
        },
    crossOriginEmbedderPolicy: false,
    // Not helmet's 'no-referrer': under it Chromium sends `Origin: null` with a form POST, and React
    // Router refuses every action whose Origin does not match (forms without JavaScript got 400).
    referrerPolicy: { policy: 'same-origin' },
    // Plain-http deployments (npm start on a laptop) must not be told to upgrade.
    strictTransportSecurity: isDevelopment ? false : { maxAge: 15_552_000, includeSubDomains: false },
  });
}
