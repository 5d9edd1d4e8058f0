import type { FastifySerializerCompiler } from 'fastify/types/schema';

/**
 * Route-level `serializerCompiler` for hot list responses whose body is built by typed mappers
 * (`toStudentDto`): plain `JSON.stringify`, without zod encoding every item of every response again. The zod
 * response schema stays on the route for the OpenAPI document; `trusted-json-serializer.test.ts` pins that
 * both produce the same bytes.
 */
export const trustedJsonSerializer: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);
