import { isAbsolute, join, resolve } from 'node:path';
import { PUBLIC_APPLICATION_RATE_LIMIT } from '@school/contracts';
import { z } from 'zod';
import { defaultWebDist } from '../paths';
import { parseDurationMs } from './duration';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database under `dataDir/pgdata`. */
  databaseUrl: string | undefined;
  /** A streaming replica of DATABASE_URL for list, export and statistics reads (plugins/read-routing.ts). */
  databaseReadUrl: string | undefined;
  /** After a user's write, that user's reads stay on the primary this long (read-your-writes). */
  readYourWritesMs: number;
  /** Resolved at start (see `ensureJwtSecret`); buildApp refuses to run without it. */
  jwtSecret: string | undefined;
  jwtTtlMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Mail delivery jobs (src/jobs): attempts in all, and the first retry's delay in seconds (doubling after). */
  mailRetry: { attempts: number; delaySeconds: number };
  seedDemo: boolean;
  logLevel: LogLevel;
  /** Failed attempts (sign-in, reset, password change): see modules/auth/throttle-policy.ts. */
  authRateLimit: { ipFailures: number; accountFailures: number; windowMs: number };
  /** Public intake submissions per client address per PUBLIC_APPLICATION_RATE_LIMIT.windowMinutes. */
  intakeRateLimit: number;
  uploadsDir: string;
  /** Set (all S3_* but the region): uploads live in this bucket instead of `uploadsDir` (modules/files). */
  s3: S3Config | undefined;
  webDist: string;
  /** false, true, or the proxy addresses/CIDRs to trust (comma-separated). */
  trustProxy: boolean | string;
  /** Unset: `/metrics` answers 404. Set: Prometheus scrapes it with `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** SIGTERM: how long answering the requests already sent may take before the process exits with 1. */
  shutdownTimeoutMs: number;
  /** A CSV export (POST …/csv) of at most this many rows streams in the answer; more runs as a background task. */
  exportStreamMaxRows: number;
  /** Origins of the school's own sites whose browsers may call `/api/public/*` (plugins/public-cors.ts). */
  publicCorsOrigins: string[];
  isProduction: boolean;
}

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export class ConfigError extends Error {}

const positiveInt = (what: string) =>
  z.coerce
    .number({ error: `must be ${what}` })
    .int(`must be ${what}`)
    .min(1, `must be ${what}`);

const duration = z.string().transform((value, ctx) => {
  const ms = parseDurationMs(value);
  if (ms === null) {
    ctx.addIssue({ code: 'custom', message: "must be a duration like '15 minutes', '12h' or '30s'" });
    return z.NEVER;
  }
  return ms;
});

const flag = z.enum(['1', '0', 'true', 'false', 'yes', 'no'], { error: 'must be 1 or 0' });

const envSchema = z.object({
  PORT: positiveInt('an integer between 1 and 65535')
    .max(65535, 'must be an integer between 1 and 65535')
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  READ_YOUR_WRITES_MS: positiveInt('a positive integer (milliseconds)').default(5_000),
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (e.g. `openssl rand -base64 48`)')
    .optional(),
  JWT_TTL: duration.default(12 * 3_600_000),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Онлайн-школа <no-reply@localhost>'),
  MAIL_MAX_ATTEMPTS: positiveInt('a positive integer').max(20, 'must be at most 20').default(8),
  /** `0` retries at once (tests); otherwise a duration, rounded to whole seconds. */
  MAIL_RETRY_DELAY: z
    .string()
    .transform((value, ctx) => {
      const ms = value.trim() === '0' ? 0 : parseDurationMs(value);
      if (ms === null) {
        ctx.addIssue({ code: 'custom', message: "must be 0 or a duration like '1 minute' or '30s'" });
        return z.NEVER;
      }
      return Math.round(ms / 1000);
    })
    .default(60),
  SEED_DEMO: flag.optional(),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  AUTH_RATE_LIMIT_IP: positiveInt('a positive integer').default(100),
  AUTH_RATE_LIMIT_EMAIL: positiveInt('a positive integer').default(5),
  AUTH_RATE_WINDOW: duration.default(15 * 60_000),
  /** Applications from one client address per PUBLIC_APPLICATION_RATE_LIMIT.windowMinutes (the public intake). */
  INTAKE_RATE_LIMIT: positiveInt('a positive integer').default(PUBLIC_APPLICATION_RATE_LIMIT.max),
  UPLOADS_DIR: z.string().optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\//, 'must start with http:// or https://')
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9a-fA-F.:/,\s]+)$/, 'must be true, false or proxy addresses like 10.0.0.0/8')
    .optional(),
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters (e.g. `openssl rand -hex 24`)')
    .optional(),
  SHUTDOWN_TIMEOUT_MS: positiveInt('a positive integer (milliseconds)').default(10_000),
  EXPORT_STREAM_MAX_ROWS: positiveInt('a positive integer (rows)').default(100_000),
  PUBLIC_CORS_ORIGINS: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https?:\/\/[^/\s?#*]+$/,
            'must be origins like https://school.example, separated by commas (no path, no *)',
          ),
      ),
    )
    .default([]),
  NODE_ENV: z.string().optional(),
});

const isTrue = (value: string | undefined) => value === '1' || value === 'true' || value === 'yes';

const S3_REQUIRED = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** All of S3_REQUIRED or none: a half-configured bucket would silently keep files on the local disk. */
function parseS3(e: z.infer<typeof envSchema>): S3Config | undefined {
  const missing = S3_REQUIRED.filter((name) => e[name] === undefined);
  if (missing.length === S3_REQUIRED.length) return undefined;
  if (missing.length > 0) {
    throw new ConfigError(
      `Хранилище S3 настроено не полностью, не заданы / S3 storage is partly configured, missing: ${missing.join(', ')} ` +
        `(set all of ${S3_REQUIRED.join(', ')} or none)`,
    );
  }
  return {
    endpoint: e.S3_ENDPOINT ?? '',
    bucket: e.S3_BUCKET ?? '',
    accessKeyId: e.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: e.S3_SECRET_ACCESS_KEY ?? '',
    region: e.S3_REGION,
  };
}

function parseTrustProxy(value: string | undefined): boolean | string {
  if (value === undefined || value === 'false') return false;
  return value === 'true' ? true : value;
}

/**
 * Reads the configuration from environment variables. Throws `ConfigError` with one line naming the variable.
 * Relative paths resolve from `cwd` (`npm start` runs from the repo root, so data lands in ./data there).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    const got = present[name] === undefined ? '' : ` (got ${JSON.stringify(present[name])})`;
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}${got}`);
  }
  const e = parsed.data;
  const abs = (path: string) => (isAbsolute(path) ? path : resolve(cwd, path));
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'JWT_SECRET is required when DATABASE_URL is set (at least 32 characters, e.g. `openssl rand -base64 48`)',
    );
  }
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) {
    throw new ConfigError(
      'DATABASE_READ_URL задан без DATABASE_URL / DATABASE_READ_URL needs DATABASE_URL ' +
        '(a read replica of the PostgreSQL primary; the embedded database has no replicas)',
    );
  }
  const dataDir = abs(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    readYourWritesMs: e.READ_YOUR_WRITES_MS,
    jwtSecret: e.JWT_SECRET,
    jwtTtlMs: e.JWT_TTL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailRetry: { attempts: e.MAIL_MAX_ATTEMPTS, delaySeconds: e.MAIL_RETRY_DELAY },
    seedDemo: isTrue(e.SEED_DEMO),
    logLevel: e.LOG_LEVEL,
    authRateLimit: {
      ipFailures: e.AUTH_RATE_LIMIT_IP,
      accountFailures: e.AUTH_RATE_LIMIT_EMAIL,
      windowMs: e.AUTH_RATE_WINDOW,
    },
    intakeRateLimit: e.INTAKE_RATE_LIMIT,
    uploadsDir: e.UPLOADS_DIR ? abs(e.UPLOADS_DIR) : join(dataDir, 'uploads'),
    s3: parseS3(e),
    webDist: e.WEB_DIST ? abs(e.WEB_DIST) : defaultWebDist(),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    metricsToken: e.METRICS_TOKEN,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    exportStreamMaxRows: e.EXPORT_STREAM_MAX_ROWS,
    publicCorsOrigins: e.PUBLIC_CORS_ORIGINS,
    isProduction: e.NODE_ENV === 'production',
  };
}
