import { z } from 'zod';
import { SOCIAL_NETWORKS, siteDefaults, type SiteInfo } from '../content/site.ts';
import { DEFAULT_MAP_TILES, type MapTiles } from '../shared/domain/map-points.ts';
import { parseCouponList, type Coupon } from '../shared/domain/orders.ts';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], {
    error: 'must be one of true, false, 1, 0, yes, no',
  })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** The company's page on a social network: a full https:// address (unset: no link is shown). */
const socialUrl = (example: string) =>
  z.url({ protocol: /^https$/, error: `must be an https:// address such as ${example}` }).optional();

/** Every environment variable the server reads. Documented one by one in .env.example. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://example.com' }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().min(1).default('./data'),
  SEED_DEMO_DATA: booleanFlag.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag.default(false),
  /** Session cookie sent over HTTPS only; default: on when NODE_ENV=production. */
  COOKIE_SECURE: booleanFlag.optional(),
  STORAGE_DRIVER: z.enum(['local', 's3'], { error: 'must be local or s3' }).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.url({ error: 'must be a URL such as https://s3.example.com' }).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  S3_PUBLIC_URL: z.url({ error: 'must be an absolute URL such as https://cdn.example.com' }).optional(),
  GEOCODER_URL: z.url({ error: 'must be a URL such as https://nominatim.openstreetmap.org' }).optional(),
  GOOGLE_MAPS_API_KEY: z
    .string()
    .regex(/^[\w-]{10,100}$/, 'must be a Google Maps API key')
    .optional(),
  TILE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s):// URL template such as https://tile.example.com/{z}/{x}/{y}.png',
    })
    .refine((url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)) && !url.includes('{s}'), {
      error: 'must contain {z}, {x} and {y} on one host (no {s} subdomains)',
    })
    .default(DEFAULT_MAP_TILES.url),
  TILE_ATTRIBUTION: z.string().min(1).max(200).default(DEFAULT_MAP_TILES.attribution),
  SITE_NAME: z.string().min(1).max(120).default(siteDefaults.name),
  SITE_STREET_ADDRESS: z.string().min(1).max(200).default(siteDefaults.streetAddress),
  SITE_PHONE: z.string().min(1).max(40).default(siteDefaults.phone),
  SITE_EMAIL: z.email({ error: 'must be an e-mail address' }).default(siteDefaults.email),
  SITE_LATITUDE: z.coerce.number().min(-90).max(90).default(siteDefaults.location.latitude),
  SITE_LONGITUDE: z.coerce.number().min(-180).max(180).default(siteDefaults.location.longitude),
  SITE_FACEBOOK_URL: socialUrl('https://www.facebook.com/yourpage'),
  SITE_YOUTUBE_URL: socialUrl('https://www.youtube.com/@yourchannel'),
  SITE_INSTAGRAM_URL: socialUrl('https://www.instagram.com/youraccount'),
  SITE_WHATSAPP_URL: socialUrl('https://wa.me/15065550100'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.email({ error: 'must be an e-mail address' }).optional(),
  MAIL_TO: z.email({ error: 'must be an e-mail address' }).optional(),
  ENQUIRY_RATE_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(10),
  /** Checkout coupons, e.g. WELCOME10:10%,LOYAL25:$25 (shared/domain/orders.ts parseCouponList). */
  COUPON_CODES: z.string().max(4000).default(''),
  /**
   * The bearer token /metrics asks for (ADR 048); unset, /metrics does not exist. A token's syntax
   * (RFC 6750), long enough that guessing it is hopeless: `openssl rand -hex 32` makes one.
   */
  METRICS_TOKEN: z
    .string()
    .min(32, 'must be at least 32 characters long (make one with: openssl rand -hex 32)')
    .max(512, 'must be at most 512 characters long')
    .regex(
      /^[A-Za-z0-9._~+/-]+=*$/,
      'may hold only letters, digits and - . _ ~ + / (then = signs), such as the output of openssl rand -hex 32',
    )
    .optional(),
  /** `npm run backup` (ADR 049): a folder for the archives; default $DATA_DIR/backups. */
  BACKUP_DIR: z.string().min(1).optional(),
  /** Archives in a bucket instead, under this prefix: e.g. backups or site/backups. */
  BACKUP_S3_PREFIX: z
    .string()
    .transform((prefix) => prefix.replace(/^\/+|\/+$/g, ''))
    .pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i,
          'must be a folder-like prefix such as backups or site/backups (letters, digits, - _ . and /)',
        )
        .refine((prefix) => !prefix.includes('..'), { error: 'must not contain ..' }),
    )
    .optional(),
  /** The bucket of BACKUP_S3_PREFIX; default S3_BUCKET. */
  BACKUP_S3_BUCKET: z.string().min(3).max(63).optional(),
  /** How many archives a backup keeps in its destination (the oldest beyond are deleted). */
  BACKUP_KEEP: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(10_000, 'must be at most 10000')
    .default(14),
});

/** How to reach an S3-compatible service, whichever bucket (photos, backups). */
export type S3Connection = {
  region: string;
  endpoint: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
};

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Origin used in canonical links and the sitemap; defaults to the listening address. */
  publicUrl: string | undefined;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'embedded'; dataDir: string };
  dataDir: string;
  seedDemoData: boolean;
  logLevel: z.output<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  /** Secure (HTTPS-only) session cookie. */
  cookieSecure: boolean;
  /**
   * Browser key for Google Maps (Places autocomplete, embedded map by place id). Public by nature:
   * restrict it by HTTP referrer in Google's console. Absent: OpenStreetMap and typed addresses.
   */
  googleMapsApiKey: string | undefined;
  /** Map tiles (TILE_URL, TILE_ATTRIBUTION): OpenStreetMap's by default (ADR 020). */
  mapTiles: MapTiles;
  /** Uploaded files: the local disk under DATA_DIR, or an S3-compatible bucket (STORAGE_DRIVER=s3). */
  storage: {
    s3: {
      bucket: string;
      region: string;
      endpoint: string | undefined;
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
      publicUrl: string | undefined;
    } | null;
    /** Origins images load from besides our own (for the Content-Security-Policy). */
    imageOrigins: string[];
  };
  /** A Nominatim-compatible geocoder for typed addresses (GEOCODER_URL); none when unset. */
  geocoderUrl: string | undefined;
  /** Company details shown in the header, footer and contact page. */
  site: SiteInfo;
  /** Outgoing e-mail (server/mail): no smtpUrl means messages wait in the outbox. */
  mail: { smtpUrl: string | undefined; from: string; to: string };
  /** Enquiry, showing and contact submissions (valid or not) allowed per client IP per 10 minutes. */
  enquiryRateLimit: number;
  /** Coupon codes the checkout accepts (COUPON_CODES); none when unset. */
  coupons: Coupon[];
  /** The bearer token of /metrics (METRICS_TOKEN); undefined: no /metrics, no metrics kept. */
  metricsToken: string | undefined;
  /** Where `npm run backup` writes its archives and how many it keeps (ADR 049). */
  backup: {
    destination: { kind: 'folder'; dir: string } | { kind: 's3'; bucket: string; prefix: string };
    keep: number;
  };
  /** The S3_* connection settings, also when photos are on the local disk (backups, s3:// archives). */
  s3Connection: S3Connection;
};

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** The configured networks only: the browser gets no key for a network without a page. */
function socialLinks(e: z.output<typeof envSchema>): SiteInfo['social'] {
  const urls = {
    facebook: e.SITE_FACEBOOK_URL,
    youtube: e.SITE_YOUTUBE_URL,
    instagram: e.SITE_INSTAGRAM_URL,
    whatsapp: e.SITE_WHATSAPP_URL,
  } satisfies SiteInfo['social'];
  return Object.fromEntries(
    SOCIAL_NETWORKS.flatMap((network) => (urls[network] ? [[network, urls[network]]] : [])),
  );
}

/** Parses the environment once, at start-up. A bad value names the variable and what is wrong. */
/**
 * loadConfig for a process's entry (the server, `npm run backup`, `restore`, `admin:create`): a bad
 * variable ends the process with the problems on stderr and exit status 1, before anything is opened.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most .env files.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(environment)'} ${issue.message}`),
    );
  }
  const e = result.data;
  if (e.STORAGE_DRIVER === 's3' && !e.S3_BUCKET) {
    throw new ConfigError(['S3_BUCKET must be set when STORAGE_DRIVER is s3']);
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(['S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together']);
  }
  const coupons = parseCouponList(e.COUPON_CODES);
  if (coupons.problems.length > 0) {
    throw new ConfigError(coupons.problems.map((problem) => `COUPON_CODES ${problem}`));
  }
  const backupBucket = e.BACKUP_S3_BUCKET ?? e.S3_BUCKET;
  if (e.BACKUP_S3_PREFIX !== undefined && !backupBucket) {
    throw new ConfigError(['BACKUP_S3_PREFIX needs a bucket: set S3_BUCKET (or BACKUP_S3_BUCKET)']);
  }
  // An archive holds every account's e-mail address and password hash: never in a bucket that
  // browsers read directly.
  if (e.BACKUP_S3_PREFIX !== undefined && e.S3_PUBLIC_URL && backupBucket === e.S3_BUCKET) {
    throw new ConfigError([
      'BACKUP_S3_PREFIX cannot put backups in S3_BUCKET while S3_PUBLIC_URL is set (browsers read that bucket directly): set BACKUP_S3_BUCKET to a private bucket, or use BACKUP_DIR',
    ]);
  }
  const dataDir = e.DATA_DIR.replace(/\/$/, '');
  const s3Connection: S3Connection = {
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'embedded', dataDir: `${dataDir}/pglite` },
    dataDir: e.DATA_DIR,
    seedDemoData: e.SEED_DEMO_DATA,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE ?? e.NODE_ENV === 'production',
    googleMapsApiKey: e.GOOGLE_MAPS_API_KEY,
    mapTiles: { url: e.TILE_URL, attribution: e.TILE_ATTRIBUTION },
    storage: {
      s3:
        e.STORAGE_DRIVER === 's3' && e.S3_BUCKET
          ? { ...s3Connection, bucket: e.S3_BUCKET, publicUrl: e.S3_PUBLIC_URL }
          : null,
      imageOrigins: e.STORAGE_DRIVER === 's3' && e.S3_PUBLIC_URL ? [new URL(e.S3_PUBLIC_URL).origin] : [],
    },
    geocoderUrl: e.GEOCODER_URL,
    site: {
      ...siteDefaults,
      name: e.SITE_NAME,
      streetAddress: e.SITE_STREET_ADDRESS,
      phone: e.SITE_PHONE,
      email: e.SITE_EMAIL,
      location: { latitude: e.SITE_LATITUDE, longitude: e.SITE_LONGITUDE },
      social: socialLinks(e),
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? e.SITE_EMAIL, to: e.MAIL_TO ?? e.SITE_EMAIL },
    enquiryRateLimit: e.ENQUIRY_RATE_LIMIT,
    coupons: coupons.coupons,
    metricsToken: e.METRICS_TOKEN,
    backup: {
      destination:
        e.BACKUP_S3_PREFIX !== undefined && backupBucket
          ? { kind: 's3', bucket: backupBucket, prefix: e.BACKUP_S3_PREFIX }
          : { kind: 'folder', dir: e.BACKUP_DIR ?? `${dataDir}/backups` },
      keep: e.BACKUP_KEEP,
    },
    s3Connection,
  };
}
