import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { buildApp, type App } from '../../server/app.ts';
import { propertyImages } from '../../server/db/schema.ts';
import { PERMISSIONS_POLICY } from '../../server/http/security.ts';
import { createProperty, createTestStorage } from '../support/factories.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-database.ts';
import { testConfig } from '../support/test-config.ts';

// Pages and built assets need the production build: tests/e2e/browsing.test.ts checks those.

let database: TestDatabase;
let storage: Awaited<ReturnType<typeof createTestStorage>>;
let app: App;
let photoUrl: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storage = await createTestStorage();
  app = await buildApp({ config: testConfig(), database, storage: storage.storage, logger: false });
  await app.ready();
  const id = await createProperty({ db: database.db, storage: storage.storage }, {}, { images: 1 });
  const [image] = await database.db
    .select()
    .from(propertyImages)
    .where(eq(propertyImages.propertyId, id))
    .orderBy(asc(propertyImages.position));
  photoUrl = `/media/${image!.originalKey}`;
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await storage?.cleanup();
});

const VIDEO = '"https://www.youtube-nocookie.com" "https://player.vimeo.com"';

/** Parses `feature=(allowlist), ...` into a map. */
function parsePolicy(header: string): Map<string, string> {
  return new Map(
    header.split(/,\s*/).map((entry) => {
      const [feature, allowlist] = entry.split('=');
      return [feature!, allowlist!] as const;
    }),
  );
}

describe('Permissions-Policy', () => {
  it('turns every powerful feature off except what the embedded players and map need', () => {
    const policy = parsePolicy(PERMISSIONS_POLICY);
    for (const feature of [
      'camera',
      'microphone',
      'geolocation',
      'payment',
      'usb',
      'serial',
      'hid',
      'midi',
      'accelerometer',
      'gyroscope',
      'magnetometer',
      'display-capture',
      'idle-detection',
      'screen-wake-lock',
      'xr-spatial-tracking',
      'publickey-credentials-get',
      'browsing-topics',
    ]) {
      expect(policy.get(feature), feature).toBe('()');
    }
    // A page can delegate only what it has itself: `self` comes first.
    expect(policy.get('autoplay')).toBe(`(self ${VIDEO})`);
    expect(policy.get('encrypted-media')).toBe(`(self ${VIDEO})`);
    expect(policy.get('picture-in-picture')).toBe(`(self ${VIDEO})`);
    expect(policy.get('fullscreen')).toBe(`(self ${VIDEO} "https://www.google.com")`);
  });

  it('is on every response, next to the other security headers: API, media, health, 404s and errors', async () => {
    const requests = [
      { name: 'API', method: 'GET', url: '/api/properties', status: 200 },
      { name: 'API 400', method: 'GET', url: '/api/properties?beds=lots', status: 400 },
      { name: 'unknown API path', method: 'GET', url: '/api/nothing-here', status: 404 },
      {
        name: 'malformed JSON body',
        method: 'POST',
        url: '/api/send-email',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
        status: 400,
      },
      { name: 'photo', method: 'GET', url: photoUrl, status: 200 },
      { name: 'missing photo', method: 'GET', url: '/media/no/such/photo.jpg', status: 404 },
      { name: 'health', method: 'GET', url: '/healthz', status: 200 },
      { name: 'unknown path', method: 'GET', url: '/no-such-page', status: 404 },
    ] as const;
    for (const { name, status, ...request } of requests) {
      const response = await app.inject(request);
      expect(response.statusCode, name).toBe(status);
      expect(response.headers['permissions-policy'], name).toBe(PERMISSIONS_POLICY);
      // The rest of the set is unchanged.
      expect(response.headers['content-security-policy'], name).toContain("frame-ancestors 'self'");
      expect(response.headers['strict-transport-security'], name).toBe('max-age=15552000');
      expect(response.headers['x-content-type-options'], name).toBe('nosniff');
      expect(response.headers['referrer-policy'], name).toBe('same-origin');
      expect(response.headers['cross-origin-opener-policy'], name).toBe('same-origin');
      expect(response.headers['cross-origin-resource-policy'], name).toBe('same-origin');
    }
  });
});

describe('Content-Security-Policy nonces', () => {
  it('are fresh for every response: 128 random bits each, never repeated', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const policy = String(
        (await app.inject({ method: 'GET', url: '/healthz' })).headers['content-security-policy'],
      );
      const script = /script-src 'self' 'nonce-([0-9a-f]{32})';/.exec(policy)?.[1];
      const style = /style-src 'self' 'nonce-([0-9a-f]{32})';/.exec(policy)?.[1];
      expect(script, policy).toBeDefined();
      expect(style, policy).toBeDefined();
      seen.add(script!).add(style!);
    }
    // Two nonces per response, none ever repeated (they come from a pool refilled every 128 responses).
    expect(seen.size).toBe(600);
  });
});
