import { mkdtempSync, rmSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface BenchDatabase {
  /** BENCH_DATABASE_URL: PostgreSQL, shared by the server and the anchors side by side. */
  databaseUrl: string | undefined;
  /** BENCH_DATA_DIR: a seeded embedded data dir (PGlite: one process at a time). */
  dataDir: string | undefined;
  /** A scratch directory of this run (the server's DATA_DIR on PostgreSQL), removed by `cleanUp`. */
  scratch: string;
  /** The child processes' environment: the database (and on PostgreSQL a JWT secret and the scratch dir). */
  env: Record<string, string>;
  /** The server's: `env`, BENCH_LOG_LEVEL (default: the bench's own) and no sign-in throttle. */
  serverEnv: Record<string, string>;
  cleanUp(): void;
}

/**
 * The database a bench file runs on, from BENCH_DATABASE_URL or BENCH_DATA_DIR. Without either it says so
 * and exits: 0 («skipped») for a PostgreSQL-only bench, so `npm run bench` goes on to the next file, else 1.
 */
export function benchDatabase(
  name: string,
  { postgresOnly = false, logLevel = 'info' }: { postgresOnly?: boolean; logLevel?: string } = {},
): BenchDatabase {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const dataDir = postgresOnly ? undefined : process.env.BENCH_DATA_DIR;
  if (!databaseUrl && postgresOnly) {
    console.log(`${name} bench: PostgreSQL only (set BENCH_DATABASE_URL); skipped.`);
    process.exit(0);
  }
  if (!databaseUrl && !dataDir) {
    console.error('Set BENCH_DATABASE_URL (PostgreSQL) or BENCH_DATA_DIR (a seeded embedded data dir).');
    process.exit(1);
  }
  const scratch = mkdtempSync(join(tmpdir(), `school-${name.toLowerCase().replace(/\W+/g, '-')}-bench-`));
  const env: Record<string, string> = databaseUrl
    ? { DATABASE_URL: databaseUrl, JWT_SECRET: 'bench-secret-'.repeat(4), DATA_DIR: scratch }
    : { DATA_DIR: dataDir as string };
  const serverEnv = {
    ...env,
    // The production default is info (a line per request and its response).
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? logLevel,
    AUTH_RATE_LIMIT_IP: '1000000',
    AUTH_RATE_LIMIT_EMAIL: '1000000',
  };
  const cleanUp = () => rmSync(scratch, { recursive: true, force: true });
  return { databaseUrl, dataDir, scratch, env, serverEnv, cleanUp };
}

/** The demo admin's bearer header on a running server. */
export async function adminHeaders(serverUrl: string): Promise<{ authorization: string }> {
  const login = await fetch(`${serverUrl}/api/auth/login?isAdmin=true`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@demo.test', password: 'demo1234' }),
  });
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A JSON answer however long it takes (fetch gives up on headers after 300 s; a COPY of millions may not). */
export const slowJson = (url: string) =>
  new Promise<unknown>((resolve, reject) => {
    httpGet(url, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      response.on('end', () => resolve(JSON.parse(body)));
      response.on('error', reject);
    }).on('error', reject);
  });
