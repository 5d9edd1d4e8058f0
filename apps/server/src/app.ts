import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Transporter } from 'nodemailer';
import type { AppConfig } from './config';
import type { Database } from './db/database';
import { modules } from './modules';
import { createLocalFileStore } from './modules/files';
import { createMailer } from './modules/mail';
import type { ModuleDeps } from './modules/module';
import { findStaffForAuth } from './modules/staff';
import { guardRoute, registerAuth } from './plugins/auth.plugin';
import { registerErrorHandler } from './plugins/errors.plugin';
import { registerInputTextCheck } from './plugins/input-text.plugin';
import { registerAccessLog } from './plugins/logging';
import { registerOpenApi } from './plugins/openapi.plugin';
import { registerSecurityAndCompression } from './plugins/security.plugin';
import { registerWeb } from './plugins/web.plugin';

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
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  registerAccessLog(app);
  registerErrorHandler(app);
  registerInputTextCheck(app);
  await registerSecurityAndCompression(app);
  await registerOpenApi(app);
  const now = options.now ?? Date.now;
  await registerAuth(app, {
    findStaff: (id) => findStaffForAuth(database.db, id),
    secret: config.jwtSecret,
    ttlMs: config.jwtTtlMs,
    now,
  });

  const mailer = createMailer({
    db: database.db,
    log: app.log,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    transport: options.mailTransport,
  });
  app.addHook('onClose', () => mailer.drain());

  const deps: ModuleDeps = {
    db: database.db,
    config,
    mailer,
    fileStore: createLocalFileStore(config.uploadsDir),
    copyOut: database.copyOut,
    copyOutBlob: database.copyOutBlob,
    ping: () => database.ping(),
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
