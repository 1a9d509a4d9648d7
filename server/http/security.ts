import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/** What Google's Maps JavaScript API with the places library loads (only with a maps key). */
const GOOGLE_MAPS = {
  scripts: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  connect: ['https://maps.googleapis.com', 'https://places.googleapis.com'],
  images: ['https://maps.gstatic.com', 'https://maps.googleapis.com'],
};

/** Where the pages' iframes come from: the video players, and Google's map embed (by place id). */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
const GOOGLE_MAP_EMBED = 'https://www.google.com';

/**
 * Permissions-Policy: every powerful browser feature off (`()`), for our pages and anything they
 * embed, except what a page uses. The video player (app/features/video/video-facade.tsx, iframe
 * `allow="autoplay; encrypted-media; picture-in-picture; fullscreen"`) gets those four, and the map
 * embed (app/features/maps/lazy-map.tsx, `allowfullscreen`) fullscreen. `self` stays in those lists
 * because a page can only delegate a feature to a frame if it has it itself. No page asks for the
 * visitor's position (maps show the property's), a camera, a payment or a passkey. Only features
 * Chromium (the one engine that enforces the header) knows are listed: an unknown one costs a console
 * warning on every page (so no `bluetooth`, `web-share` or `ambient-light-sensor`; `browsing-topics`
 * replaces FLoC's `interest-cohort`).
 */
export const PERMISSIONS_POLICY = [
  ...[
    'accelerometer',
    'browsing-topics',
    'camera',
    'clipboard-read',
    'clipboard-write',
    'compute-pressure',
    'display-capture',
    'gamepad',
    'geolocation',
    'gyroscope',
    'hid',
    'identity-credentials-get',
    'idle-detection',
    'keyboard-map',
    'local-fonts',
    'magnetometer',
    'microphone',
    'midi',
    'otp-credentials',
    'payment',
    'private-state-token-issuance',
    'private-state-token-redemption',
    'publickey-credentials-create',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'storage-access',
    'usb',
    'window-management',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
  ...(
    [
      ['autoplay', VIDEO_PLAYERS],
      ['encrypted-media', VIDEO_PLAYERS],
      ['fullscreen', [...VIDEO_PLAYERS, GOOGLE_MAP_EMBED]],
      ['picture-in-picture', VIDEO_PLAYERS],
    ] as const
  ).map(([feature, origins]) => `${feature}=(self ${origins.map((o) => `"${o}"`).join(' ')})`),
].join(', ');

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
    tileOrigin = 'https://tile.openstreetmap.org',
  }: {
    isDevelopment: boolean;
    /** Origins of uploaded images served from elsewhere (S3_PUBLIC_URL). */
    imageOrigins?: string[];
    /** With a maps key, the Places script of the submit form and what it loads. */
    hasGoogleMaps?: boolean;
    /** Where map tiles come from (the origin of TILE_URL). */
    tileOrigin?: string;
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
            // Map tiles (TILE_URL, OpenStreetMap by default); blob: for local previews of uploads.
            imgSrc: [
              "'self'",
              'data:',
              'blob:',
              tileOrigin,
              ...imageOrigins,
              ...(hasGoogleMaps ? GOOGLE_MAPS.images : []),
            ],
            // Players and maps embedded only after the visitor asks for them.
            frameSrc: [...VIDEO_PLAYERS, GOOGLE_MAP_EMBED],
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
  // Helmet has no Permissions-Policy. Like helmet's headers, it goes on the raw response at the start
  // of every request, so responses written outside Fastify's reply (the dev server's middleware)
  // carry it too, and error pages keep it.
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
  });
}
