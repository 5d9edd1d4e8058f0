import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { createMigrationsCheck } from './db/migrations-status';
import { createJobQueue } from './jobs';
import { modules } from './modules';
import { createFileStore } from './modules/files';
import { createReadiness, type Readiness } from './modules/health';
import { createMailer } from './modules/mail';
import type { ModuleDeps } from './modules/module';
import { findStaffForAuth } from './modules/staff';
import { guardRoute, registerAuth } from './plugins/auth.plugin';
import { clientErrorHandler } from './plugins/client-error';
import { registerErrorHandler } from './plugins/errors.plugin';
import { registerInputTextCheck } from './plugins/input-text.plugin';
import { registerAccessLog } from './plugins/logging';
import { registerMetrics } from './plugins/metrics.plugin';
import { registerOpenApi } from './plugins/openapi.plugin';
import { registerPublicCors } from './plugins/public-cors';
import { registerReadRouting } from './plugins/read-routing';
import { genReqId, registerRequestId } from './plugins/request-id';
import { registerSecurityAndCompression } from './plugins/security.plugin';
import { registerWeb } from './plugins/web.plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** server.stop() marks the instance draining here before it drains the connections. */
    readiness: Readiness;
  }
}

export interface BuildAppOptions {
  config: AppConfig;
  /** Opened and migrated by the caller, which also closes it. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests inject a nodemailer transport instead of SMTP_URL. */
  mailTransport?: Transporter;
  /** The clock of token expiry and sign-in limits, in ms; tests pass a fake one. Default `Date.now`. */
  now?: () => number;
}

/** Builds the whole HTTP app without listening; tests call it and use `app.inject`. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  if (!config.jwtSecret) throw new Error('buildApp needs config.jwtSecret (see ensureJwtSecret)');

  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    logController: new LogController({ disableRequestLogging: true }),
    // Our genReqId reads X-Request-Id itself, keeping only safe values (plugins/request-id.ts).
    requestIdHeader: false,
    genReqId,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerRequestId(app);
  registerAccessLog(app);
  registerMetrics(app, {
    token: config.metricsToken,
    poolStats: database.poolStats,
    readPoolStats: database.replica?.poolStats,
  });
  registerErrorHandler(app);
  registerInputTextCheck(app);
  await registerSecurityAndCompression(app);
  registerPublicCors(app, config.publicCorsOrigins);
  await registerOpenApi(app);
  const now = options.now ?? Date.now;
  await registerAuth(app, {
    findStaff: (id) => findStaffForAuth(database.db, id),
    secret: config.jwtSecret,
    ttlMs: config.jwtTtlMs,
    now,
  });

  // Defined here, started by server.ts after migrations (tests: createTestApp({ jobs: true })); see src/jobs.
  const jobs = createJobQueue(database, app.log);
  app.decorate('jobs', jobs);
  const mailer = createMailer({
    jobs,
    retry: config.mailRetry,
    db: database.db,
    log: app.log,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    transport: options.mailTransport,
  });
  app.addHook('onClose', async () => {
    // Half the shutdown budget for jobs in flight (the HTTP drain comes first); pg-boss fails the rest,
    // so another instance retries them.
    await jobs.stop(Math.max(1_000, Math.floor(config.shutdownTimeoutMs / 2)));
    await mailer.drain();
  });

  const readiness = createReadiness({
    ping: () => database.ping(),
    migrationsApplied: createMigrationsCheck(database.db),
    warn: (obj, msg) => app.log.warn(obj, msg),
  });
  app.decorate('readiness', readiness);

  // DATABASE_READ_URL: list, export and statistics reads on the replica, read-your-writes (plugins/read-routing.ts).
  const reads = registerReadRouting(app, { database, readYourWritesMs: config.readYourWritesMs, now });
  const deps: ModuleDeps = {
    db: database.db,
    reads,
    config,
    mailer,
    fileStore: createFileStore(config),
    copyOut: database.copyOut,
    copyOutBlob: database.copyOutBlob,
    ping: () => database.ping(),
    readiness,
    now,
  };
  await app.register(
    async (api) => {
      api.addHook('onRoute', guardRoute(app));
      for (const { prefix, routes } of modules) await api.register(routes, { ...deps, prefix });
    },
    { prefix: '/api' },
  );

  await registerWeb(app, config.webDist);
  return app;
}
