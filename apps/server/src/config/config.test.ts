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

  it('reads DATABASE_READ_URL only with DATABASE_URL; READ_YOUR_WRITES_MS 5 s by default', () => {
    const primary = { DATABASE_URL: 'postgres://db1/school', JWT_SECRET: 's'.repeat(32) };
    expect(loadConfig(primary)).toMatchObject({ databaseReadUrl: undefined, readYourWritesMs: 5_000 });
    const config = loadConfig({
      ...primary,
      DATABASE_READ_URL: 'postgres://db2/school',
      READ_YOUR_WRITES_MS: '8000',
    });
    expect(config).toMatchObject({ databaseReadUrl: 'postgres://db2/school', readYourWritesMs: 8_000 });
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://db2/school' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATABASE_READ_URL: 'postgres://db2/school' })).toThrow(
      /DATABASE_READ_URL задан без DATABASE_URL \/ DATABASE_READ_URL needs DATABASE_URL/,
    );
    expect(() => loadConfig({ ...primary, DATABASE_READ_URL: 'mysql://db2' })).toThrow(/DATABASE_READ_URL/);
    expect(() => loadConfig({ READ_YOUR_WRITES_MS: '0' })).toThrow(/READ_YOUR_WRITES_MS/);
  });

  it('parses durations and flags', () => {
    const config = loadConfig({ JWT_TTL: '30m', AUTH_RATE_WINDOW: '2 minutes', SEED_DEMO: '1' });
    expect(config.jwtTtlMs).toBe(30 * 60_000);
    expect(config.authRateLimit.windowMs).toBe(120_000);
    expect(config.seedDemo).toBe(true);
    expect(() => loadConfig({ JWT_TTL: 'forever' })).toThrow(/JWT_TTL/);
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads the operations settings: METRICS_TOKEN off by default, SHUTDOWN_TIMEOUT_MS 10 s', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, shutdownTimeoutMs: 10_000 });
    const config = loadConfig({ METRICS_TOKEN: 'm'.repeat(16), SHUTDOWN_TIMEOUT_MS: '25000' });
    expect(config).toMatchObject({ metricsToken: 'm'.repeat(16), shutdownTimeoutMs: 25_000 });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow(/SHUTDOWN_TIMEOUT_MS/);
  });

  it('reads EXPORT_STREAM_MAX_ROWS: 100,000 by default, a positive integer', () => {
    expect(loadConfig({}).exportStreamMaxRows).toBe(100_000);
    expect(loadConfig({ EXPORT_STREAM_MAX_ROWS: '5' }).exportStreamMaxRows).toBe(5);
    expect(() => loadConfig({ EXPORT_STREAM_MAX_ROWS: '0' })).toThrow(/EXPORT_STREAM_MAX_ROWS/);
    expect(() => loadConfig({ EXPORT_STREAM_MAX_ROWS: 'many' })).toThrow(/EXPORT_STREAM_MAX_ROWS/);
  });

  it('reads the mail retry policy: 8 attempts from 60 s by default, 0 s allowed for tests', () => {
    expect(loadConfig({}).mailRetry).toEqual({ attempts: 8, delaySeconds: 60 });
    expect(loadConfig({ MAIL_MAX_ATTEMPTS: '3', MAIL_RETRY_DELAY: '0' }).mailRetry).toEqual({
      attempts: 3,
      delaySeconds: 0,
    });
    expect(loadConfig({ MAIL_RETRY_DELAY: '2 minutes' }).mailRetry.delaySeconds).toBe(120);
    expect(() => loadConfig({ MAIL_RETRY_DELAY: 'soon' })).toThrow(/MAIL_RETRY_DELAY/);
    expect(() => loadConfig({ MAIL_MAX_ATTEMPTS: '0' })).toThrow(/MAIL_MAX_ATTEMPTS/);
  });

  it('reads the S3 bucket: all four S3_* or none, the region us-east-1 by default', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const s3 = {
      S3_ENDPOINT: 'https://storage.example.ru',
      S3_BUCKET: 'school',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: 'https://storage.example.ru',
      bucket: 'school',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      region: 'us-east-1',
    });
    expect(loadConfig({ ...s3, S3_REGION: 'ru-central1' }).s3?.region).toBe('ru-central1');
    const { S3_BUCKET: _, ...withoutBucket } = s3;
    expect(() => loadConfig(withoutBucket)).toThrow(ConfigError);
    expect(() => loadConfig(withoutBucket)).toThrow(/не полностью.*missing: S3_BUCKET \(/);
    expect(() => loadConfig({ S3_BUCKET: 'school' })).toThrow(
      /missing: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...s3, S3_ENDPOINT: 'storage.example.ru' })).toThrow(/S3_ENDPOINT/);
  });
});
