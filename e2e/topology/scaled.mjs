// The scaled e2e topology (E2E_TOPOLOGY=scaled): the production layout in small — two API instances
// (`node apps/server/dist/main.js`) on one PostgreSQL primary with a streaming read replica, files in a local
// S3 server (s3rver), and a round-robin balancer in front that the browser talks to. run-e2e.mjs starts it
// before Playwright and stops it afterwards (also on failure and CTRL-C).
//
// Needs E2E_PG_URL: a superuser URL of the primary (e.g. postgres://postgres@127.0.0.1:55511/postgres);
// optional E2E_PG_READ_URL: the same on the replica. Each run creates its own database there and drops it at
// the end. scripts/pg-replica-pair.sh makes such a pair.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import S3rver from 's3rver';
import { startBalancer } from './balancer.mjs';

const JWT_SECRET = 'e2e-scaled-topology-secret-long-enough-for-hs256';
const BUCKET = 'school-e2e';
/** s3rver accepts any request signed with these. */
const S3_KEY = 'S3RVER';

async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function sql(url, text) {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end().catch(() => {});
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * @param {{ root: string, logDir: string, port?: number, log?: (line: string) => void }} options
 * @returns {Promise<{ baseUrl: string, stop(): Promise<void> }>}
 */
export async function startScaledTopology({ root, logDir, port = 0, log = console.log }) {
  const primaryUrl = process.env.E2E_PG_URL;
  const replicaUrl = process.env.E2E_PG_READ_URL;
  if (!primaryUrl) {
    throw new Error(
      'E2E_TOPOLOGY=scaled needs E2E_PG_URL (a PostgreSQL superuser URL; scripts/pg-replica-pair.sh makes a primary + replica)',
    );
  }
  mkdirSync(logDir, { recursive: true });
  /** Undo steps, run in reverse order by stop(). */
  const undo = [];
  /** One cleanup however often stop() is called (CTRL-C and Playwright's exit both call it): all wait for it. */
  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      for (const step of undo.reverse()) {
        try {
          await step();
        } catch (error) {
          log(`topology: cleanup step failed: ${error.message}`);
        }
      }
    })();
    return stopping;
  };

  try {
    // A fresh database per run: the instances migrate it and one of them seeds the demo data (SEED_DEMO=1 on
    // both: the seed takes an advisory lock, so two starting at once seed once).
    const database = `school_e2e_${process.pid}_${Date.now().toString(36)}`;
    await sql(primaryUrl, `create database ${database}`);
    undo.push(() => sql(primaryUrl, `drop database if exists ${database} with (force)`));
    const databaseUrl = withDatabase(primaryUrl, database);
    let databaseReadUrl;
    if (replicaUrl) {
      // CREATE DATABASE reaches the replica through the WAL a moment later.
      for (let i = 0; ; i++) {
        const rows = await sql(replicaUrl, `select 1 from pg_database where datname = '${database}'`);
        if (rows.length > 0) break;
        if (i > 100) throw new Error(`the replica never got database ${database}`);
        await sleep(100);
      }
      databaseReadUrl = withDatabase(replicaUrl, database);
    }

    const s3Dir = mkdtempSync(join(tmpdir(), 'school-e2e-s3-'));
    undo.push(() => rmSync(s3Dir, { recursive: true, force: true }));
    const s3 = new S3rver({
      address: '127.0.0.1',
      port: 0,
      directory: s3Dir,
      silent: true,
      configureBuckets: [{ name: BUCKET }],
    });
    const { port: s3Port } = await s3.run();
    undo.push(async () => {
      s3.httpServer?.closeAllConnections();
      await s3.close();
    });

    const instancePorts = process.env.E2E_INSTANCE_PORTS
      ? process.env.E2E_INSTANCE_PORTS.split(',').map(Number)
      : [await freePort(), await freePort()];
    const instances = instancePorts.map((instancePort, index) => {
      const dataDir = mkdtempSync(join(tmpdir(), `school-e2e-instance${index + 1}-`));
      undo.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const logFile = join(logDir, `instance-${index + 1}.log`);
      const out = openSync(logFile, 'w');
      const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
        cwd: root,
        stdio: ['ignore', out, out],
        env: {
          ...process.env,
          NODE_ENV: 'production',
          LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
          PORT: String(instancePort),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          ...(databaseReadUrl ? { DATABASE_READ_URL: databaseReadUrl } : {}),
          JWT_SECRET,
          SEED_DEMO: '1',
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_BUCKET: BUCKET,
          S3_ACCESS_KEY_ID: S3_KEY,
          S3_SECRET_ACCESS_KEY: S3_KEY,
          WEB_DIST: join(root, 'apps/web/dist'),
          TRUST_PROXY: '127.0.0.1',
          // As the single-server run (playwright.config.ts): journeys log in and send applications many times.
          AUTH_RATE_LIMIT_IP: '1000',
          AUTH_RATE_LIMIT_EMAIL: '1000',
          INTAKE_RATE_LIMIT: '1000',
          // As there too: the users export runs as a background task (its job on either instance, file in S3).
          EXPORT_STREAM_MAX_ROWS: '100',
        },
      });
      const exited = new Promise((resolve) =>
        child.once('exit', (code, signal) => resolve({ code, signal })),
      );
      const alive = () => child.exitCode === null && child.signalCode === null;
      undo.push(async () => {
        if (!alive()) return;
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(timer);
      });
      return { url: `http://127.0.0.1:${instancePort}`, alive, logFile };
    });

    // Both start at once, as a deploy does; ready = migrated, seeded, listening.
    const deadline = Date.now() + 180_000;
    for (const instance of instances) {
      for (;;) {
        if (!instance.alive()) throw new Error(`an instance exited during start; see ${instance.logFile}`);
        try {
          if ((await fetch(`${instance.url}/api/health/ready`)).ok) break;
        } catch {
          // not listening yet
        }
        if (Date.now() > deadline)
          throw new Error(`an instance did not become ready; see ${instance.logFile}`);
        await sleep(250);
      }
    }

    const balancer = await startBalancer(
      instances.map((instance) => instance.url),
      { port },
    );
    undo.push(async () => {
      log(`topology: the balancer sent ${balancer.counts.join(' / ')} requests to the instances`);
      await balancer.close();
    });
    log(
      `topology: ${balancer.url} → ${instances.map((i) => i.url).join(', ')}; database ${database} on the primary` +
        `${databaseReadUrl ? ' + replica' : ''}; S3 http://127.0.0.1:${s3Port}/${BUCKET}; logs in ${logDir}`,
    );
    return { baseUrl: balancer.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
