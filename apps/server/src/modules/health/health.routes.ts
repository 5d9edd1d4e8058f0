import { healthResponseSchema } from '@school/contracts';
import type { ModulePlugin } from '../module';

export const healthRoutes: ModulePlugin = async (app, { ping }) => {
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
};
