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
