import { healthLiveResponseSchema, healthReadyResponseSchema, healthResponseSchema } from '@school/contracts';
import { trustedJsonSerializer } from '../../plugins/trusted-json-serializer';
import type { ModulePlugin } from '../module';

export const healthRoutes: ModulePlugin = async (app, { ping, readiness }) => {
  app.get(
    '/',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: '200 when the database answers `select 1`, 503 otherwise',
        security: [],
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
      // The two bodies are constants below; the schema documents them without zod re-checking each one.
      serializerCompiler: trustedJsonSerializer,
    },
    async (request, reply) => {
      try {
        await ping();
        return { status: 'ok' as const };
      } catch (error) {
        request.log.warn({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({ status: 'unavailable' as const });
      }
    },
  );

  // Liveness: the balancer (or orchestrator) restarts an instance that stops answering this; no database call,
  // so a database outage does not get every instance restarted at once.
  app.get(
    '/live',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: '200 while the process runs and its event loop answers',
        security: [],
        response: { 200: healthLiveResponseSchema },
      },
      serializerCompiler: trustedJsonSerializer,
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary:
          '200 when the database answers, migrations are applied and the instance is not draining (SIGTERM); 503 with the failed check otherwise',
        security: [],
        response: { 200: healthReadyResponseSchema, 503: healthReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      const result = await readiness.check();
      return reply.code(result.status === 'ok' ? 200 : 503).send(result);
    },
  );
};
