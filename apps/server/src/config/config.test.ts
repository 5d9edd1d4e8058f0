import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the defaults, resolving paths from the working directory', () => {
    const config = loadConfig({}, '/srv/school');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: '/srv/school/data',
      uploadsDir: '/srv/school/data/uploads',
      jwtTtlMs: 12 * 3_600_000,
      authRateLimit: { ipFailures: 100, accountFailures: 5, windowMs: 15 * 60_000 },
      intakeRateLimit: 10,
      databaseUrl: undefined,
    });
    expect(config.webDist).toMatch(/apps\/web\/dist$/);
  });

  it('rejects a bad PORT with one line naming the variable', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/^Invalid environment variable PORT: .*\(got "abc"\)$/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('refuses DATABASE_URL without JWT_SECRET', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/school' })).toThrow(
      /JWT_SECRET is required/,
    );
    const config = loadConfig({ DATABASE_URL: 'postgres://localhost/school', JWT_SECRET: 's'.repeat(32) });
    expect(config.databaseUrl).toBe('postgres://localhost/school');
  });

  it('parses durations and flags', () => {
    const config = loadConfig({ JWT_TTL: '30m', AUTH_RATE_WINDOW: '2 minutes', SEED_DEMO: '1' });
    expect(config.jwtTtlMs).toBe(30 * 60_000);
    expect(config.authRateLimit.windowMs).toBe(120_000);
    expect(config.seedDemo).toBe(true);
    expect(() => loadConfig({ JWT_TTL: 'forever' })).toThrow(/JWT_TTL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
