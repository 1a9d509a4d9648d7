import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
// The package @fastify/helmet wraps (its dependency, 8.x): run once, below, not per request.
import helmet, { type HelmetOptions } from 'helmet';

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

/** Stand-ins for the nonces in the policy made once at start-up; each request puts its own in. */
const NONCE_MARK = { script: 'SCRIPT0NONCE0MARK', style: 'STYLE0NONCE0MARK' } as const;

/**
 * Nonces from a pool of random bytes, filled 256 nonces at a time: one call into the system's
 * random source per 128 requests instead of two per request (the same source crypto.randomUUID pools).
 */
const noncePool = Buffer.alloc(4096);
let noncePoolOffset = noncePool.length;
function nextNonce(): string {
  if (noncePoolOffset + 16 > noncePool.length) {
    randomFillSync(noncePool);
    noncePoolOffset = 0;
  }
  const nonce = noncePool.toString('hex', noncePoolOffset, noncePoolOffset + 16);
  noncePoolOffset += 16;
  return nonce;
}

/** The headers helmet sets for `options`, found once by running it on a stand-in response. */
function helmetHeaders(options: HelmetOptions): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set.set(name.toLowerCase(), Array.isArray(value) ? value.join(', ') : String(value));
    },
    removeHeader(name: string) {
      removed.push(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return { set: [...set], removed };
}

/**
 * Security headers for every response. Scripts and styles must come from our origin or carry this
 * response's nonce (React Router's inline hydration scripts get it through entry.server).
 *
 * Helmet's headers are worked out once, here, not per request: @fastify/helmet rebuilt helmet's
 * whole middleware (every option and CSP directive parsed again) and drew two nonces from the
 * system's random source on every request, about a tenth of the CPU time of a cached page
 * (issue 14, docs/memory.md). Each request now gets the same headers and fresh nonces in the policy.
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
  const { set, removed } = helmetHeaders({
    // Vite's dev server injects inline scripts and a websocket; the policy applies to built assets.
    contentSecurityPolicy: isDevelopment
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: [
              "'self'",
              ...(hasGoogleMaps ? GOOGLE_MAPS.scripts : []),
              `'nonce-${NONCE_MARK.script}'`,
            ],
            styleSrc: ["'self'", `'nonce-${NONCE_MARK.style}'`],
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
  const policy = set.find(([name]) => name === 'content-security-policy')?.[1];
  // Helmet has no Permissions-Policy.
  const fixed = [
    ...set.filter(([name]) => name !== 'content-security-policy'),
    ['permissions-policy', PERMISSIONS_POLICY] as [string, string],
  ];

  app.decorateReply('cspNonce', null);
  // On the raw response at the start of every request, like helmet: responses written outside
  // Fastify's reply (the dev server's middleware) carry them too, and error pages keep them.
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const name of removed) raw.removeHeader(name);
    for (const [name, value] of fixed) raw.setHeader(name, value);
    if (policy) {
      const nonces = { script: nextNonce(), style: nextNonce() };
      reply.cspNonce = nonces;
      raw.setHeader(
        'content-security-policy',
        policy.replace(NONCE_MARK.script, nonces.script).replace(NONCE_MARK.style, nonces.style),
      );
    }
    done();
  });
}

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonces (null in development, where no policy is sent). */
    cspNonce: { script: string; style: string } | null;
  }
}
