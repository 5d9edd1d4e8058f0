import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { openBackupDoor } from './backup/backup-door';
import { type AppConfig, ensureJwtSecret } from './config';
import { trackConnections } from './connection-drain';
import { type Database, databaseTarget, openDatabase } from './db/database';
import { scheduleReleases } from './modules/balances';
import { createFileStore } from './modules/files';
import { scheduleStatisticsRepair } from './modules/sales-statistics';
import { countStaff } from './modules/staff';
import { scheduleTrashPurge } from './modules/trash';
import { seedDemoData } from './seed';
import { withStartLock } from './start-lock';

export interface RunningServer {
  app: FastifyInstance;
  database: Database;
  url: string;
  stop(): Promise<void>;
}

/**
 * Opens the database (embedded: takes the data-dir lock), applies migrations, seeds an empty database when
 * allowed, and listens. Used by main.ts and the benchmark.
 */
export async function startServer(
  config: AppConfig,
  options: { logger?: FastifyServerOptions['logger'] } = {},
): Promise<RunningServer> {
  let app: FastifyInstance | undefined;
  const database = await openDatabase(databaseTarget(config), {
    warn: (obj, msg) => app?.log.warn(obj, msg),
  });
  try {
    const jwtSecret = ensureJwtSecret(config);
    app = await buildApp({ config: { ...config, jwtSecret }, database, logger: options.logger });
    const started = Date.now();
    await database.migrate();
    app.log.info({ ms: Date.now() - started, database: database.kind }, 'migrations applied');

    // Instances starting together on one PostgreSQL seed once and create the job queues one after the other
    // (start-lock.ts); the embedded database has one process only.
    const startLockUrl = database.kind === 'postgres' ? config.databaseUrl : undefined;
    const mayAutoSeed = database.kind !== 'postgres' || config.seedDemo;
    if (mayAutoSeed) {
      const log = app.log;
      await withStartLock(startLockUrl, async () => {
        if ((await countStaff(database.db)) > 0) return;
        await seedDemoData(database.db, {
          info: (message) => log.info(message),
          fileStore: createFileStore(config),
        });
      });
    }

    // Background jobs (src/jobs, pg-boss): mail retries, and the accruals released every minute (issue 13) as a
    // cron job; the app's onClose stops the queue after the jobs in flight. Tests build the app without them.
    scheduleReleases(app.jobs, database.db, app.log);
    // Nightly repair of the statistics' pre-aggregates from the raw rows (normally corrects nothing).
    scheduleStatisticsRepair(app.jobs, database.db, app.log);
    // Records 30 days in «Корзина» are purged hourly (issue 32, item 4).
    scheduleTrashPurge(app.jobs, database.db, app.log);
    const jobs = app.jobs;
    await withStartLock(startLockUrl, () => jobs.start('workers'));

    const connections = trackConnections(app.server);
    await app.listen({ port: config.port, host: config.host });
    const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
    const url = `http://${shownHost}:${port}`;
    app.log.info(`Бэк-офис запущен / back office listening: ${url} (API docs: ${url}/api/docs)`);

    const backupDoor = await openBackupDoor(config, database, app.log);
    const running = app;
    return {
      app: running,
      database,
      url,
      /** Answers the requests already sent, then closes the app and the database (both modes alike). */
      async stop() {
        try {
          // /api/health/ready answers 503 from now on, so a balancer still probing sends its traffic elsewhere.
          running.readiness.startDraining();
          await backupDoor?.close();
          await connections.drain();
          await running.close();
        } finally {
          await database.close();
        }
      },
    };
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
}
