import { loadConfig, type Config } from '../../server/config.ts';

/** Configuration for an in-process test server; nothing from the developer's environment leaks in. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', ...overrides });
}
