import { healthResponseSchema } from '@school/contracts';
import { trustedJsonSerializer } from '../../plugins/trusted-json-serializer';
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
};
