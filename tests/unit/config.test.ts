import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('defaults to embedded PostgreSQL under ./data and port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'embedded', dataDir: './data/pglite' });
    expect(config.seedDemoData).toBe(true);
  });

  it('uses a PostgreSQL server when DATABASE_URL is set', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.internal:5432/app' });
    expect(config.database).toMatchObject({ kind: 'postgres', url: 'postgres://db.internal:5432/app' });
  });

  it('stops with a message naming each bad variable', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', SEED_DEMO_DATA: 'maybe', DATABASE_URL: 'mysql://x' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT must be a port number/);
      expect(message).toMatch(/SEED_DEMO_DATA must be one of/);
      expect(message).toMatch(/DATABASE_URL must be a postgres/);
    }
  });

  it('lets the site configuration override the company details', () => {
    const config = loadConfig({ SITE_NAME: 'Acme Rentals', SITE_EMAIL: 'info@acme.example' });
    expect(config.site.name).toBe('Acme Rentals');
    expect(config.site.email).toBe('info@acme.example');
    expect(() => loadConfig({ SITE_EMAIL: 'not an email' })).toThrow(/SITE_EMAIL/);
  });
});

describe('social links (SITE_FACEBOOK_URL, SITE_YOUTUBE_URL, SITE_INSTAGRAM_URL, SITE_WHATSAPP_URL)', () => {
  it('has none by default: no network gets a link to its home page', () => {
    expect(loadConfig({}).site.social).toEqual({});
  });

  it('keeps only the networks that are set', () => {
    const config = loadConfig({
      SITE_FACEBOOK_URL: 'https://www.facebook.com/acme.rentals',
      SITE_WHATSAPP_URL: 'https://wa.me/15065550100',
      SITE_YOUTUBE_URL: '',
    });
    expect(config.site.social).toEqual({
      facebook: 'https://www.facebook.com/acme.rentals',
      whatsapp: 'https://wa.me/15065550100',
    });
  });

  it('stops on an address that is not a full https:// URL, naming the variable', () => {
    const problems = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.problems;
        throw error;
      }
      return [];
    };
    expect(problems({ SITE_FACEBOOK_URL: 'http://www.facebook.com/acme' })).toEqual([
      'SITE_FACEBOOK_URL must be an https:// address such as https://www.facebook.com/yourpage',
    ]);
    expect(problems({ SITE_INSTAGRAM_URL: 'instagram.com/acme' })).toEqual([
      'SITE_INSTAGRAM_URL must be an https:// address such as https://www.instagram.com/youraccount',
    ]);
    expect(problems({ SITE_YOUTUBE_URL: 'javascript:alert(1)' })[0]).toMatch(
      /^SITE_YOUTUBE_URL must be an https/,
    );
    expect(problems({ SITE_WHATSAPP_URL: 'https://wa.me/15065550100' })).toEqual([]);
  });
});

describe('METRICS_TOKEN', () => {
  it('is unset by default: no metrics', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });

  it('takes a token such as openssl rand -hex 32 or -base64 32 makes', () => {
    const hex = 'a3f1'.repeat(16);
    const base64 = 'q1w2E3r4T5y6U7i8O9p0/+Lk3Jh2Gf1Ds0Aa9Zx8Cv7=';
    expect(loadConfig({ METRICS_TOKEN: hex }).metricsToken).toBe(hex);
    expect(loadConfig({ METRICS_TOKEN: base64 }).metricsToken).toBe(base64);
  });

  it('stops on a token too short to be secret, or one that cannot travel in a header', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'changeme' })).toThrow(
      /METRICS_TOKEN must be at least 32 characters/,
    );
    for (const token of [
      `${'a'.repeat(32)} b`,
      `${'a'.repeat(32)}\u0000`,
      `${'é'.repeat(32)}`,
      `${'a'.repeat(32)}"`,
    ]) {
      expect(() => loadConfig({ METRICS_TOKEN: token })).toThrow(
        /METRICS_TOKEN may hold only letters, digits/,
      );
    }
  });
});

describe('backups (BACKUP_DIR, BACKUP_S3_PREFIX, BACKUP_S3_BUCKET, BACKUP_KEEP)', () => {
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('writes to $DATA_DIR/backups and keeps 14 by default', () => {
    expect(loadConfig({ DATA_DIR: '/srv/site/' }).backup).toEqual({
      destination: { kind: 'folder', dir: '/srv/site/backups' },
      keep: 14,
    });
    expect(loadConfig({ BACKUP_DIR: '/mnt/offsite', BACKUP_KEEP: '30' }).backup).toEqual({
      destination: { kind: 'folder', dir: '/mnt/offsite' },
      keep: 30,
    });
  });

  it('writes to the bucket under BACKUP_S3_PREFIX, with the S3_* connection whatever the photo driver', () => {
    const config = loadConfig({
      S3_BUCKET: 'site-files',
      S3_ENDPOINT: 'https://s3.example.com',
      BACKUP_S3_PREFIX: '/nightly/site/',
    });
    expect(config.storage.s3).toBeNull();
    expect(config.backup.destination).toEqual({ kind: 's3', bucket: 'site-files', prefix: 'nightly/site' });
    expect(config.s3Connection.endpoint).toBe('https://s3.example.com');
    expect(loadConfig({ BACKUP_S3_BUCKET: 'vault', BACKUP_S3_PREFIX: 'b' }).backup.destination).toEqual({
      kind: 's3',
      bucket: 'vault',
      prefix: 'b',
    });
  });

  it('stops on a bad value, naming it', () => {
    expect(problems({ BACKUP_KEEP: '0' })).toEqual(['BACKUP_KEEP must be at least 1']);
    expect(problems({ BACKUP_KEEP: 'all' })).toEqual(['BACKUP_KEEP must be a number']);
    expect(problems({ S3_BUCKET: 'b3t', BACKUP_S3_PREFIX: '../up' })[0]).toMatch(/^BACKUP_S3_PREFIX must be/);
    expect(problems({ BACKUP_S3_PREFIX: 'backups' })).toEqual([
      'BACKUP_S3_PREFIX needs a bucket: set S3_BUCKET (or BACKUP_S3_BUCKET)',
    ]);
  });

  it('refuses to put archives in a bucket that browsers read directly', () => {
    const publicBucket = {
      STORAGE_DRIVER: 's3',
      S3_BUCKET: 'photos',
      S3_PUBLIC_URL: 'https://cdn.example.com',
      BACKUP_S3_PREFIX: 'backups',
    };
    expect(problems(publicBucket)[0]).toMatch(
      /^BACKUP_S3_PREFIX cannot put backups in S3_BUCKET while S3_PUBLIC_URL/,
    );
    expect(problems({ ...publicBucket, BACKUP_S3_BUCKET: 'private-vault' })).toEqual([]);
  });
});
