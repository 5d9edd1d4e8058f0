import {
  PUBLIC_APPLICATION_RATE_LIMIT,
  publicApplicationBodySchema,
  publicApplicationResponseSchema,
} from '@school/contracts';
import { z } from 'zod';
import type { ModulePlugin } from '../module';
import { submitApplication } from './application-intake.service';

const { max, windowMinutes } = PUBLIC_APPLICATION_RATE_LIMIT;

const DESCRIPTION = [
  "The school's site sends an application here without a token: a service (`serviceId`), training",
  '(`courseId`, a published course) or a marketplace offer (`offer`, or `serviceId`). Field errors are 400',
  'with Russian messages in `errors[]` to show as they are. Contact: an e-mail or a phone (or both); an',
  'e-mail of a student links the application to them. `website` is a honeypot: leave it empty; a filled one',
  'is answered 204 and nothing is stored. The same applicant (e-mail, phone), target and minute give the',
  'same application: the first call answers 201, a repeat within that minute 200 with the same `id`.',
  `At most ${max} submissions per client address in ${windowMinutes} minutes, then 429 with Retry-After.`,
].join(' ');

export const applicationIntakeRoutes: ModulePlugin = async (app, { db, now, config }) => {
  app.post(
    '/applications',
    {
      config: { public: true },
      schema: {
        tags: ['applications'],
        summary: "An application from the school's site (no token)",
        description: DESCRIPTION,
        security: [],
        body: publicApplicationBodySchema,
        response: {
          200: publicApplicationResponseSchema.describe('A repeat within the minute: the stored application'),
          201: publicApplicationResponseSchema.describe('Stored'),
          204: z.null().describe('The honeypot was filled: nothing stored'),
        },
      },
    },
    async (request, reply) => {
      const outcome = await submitApplication(db, request.body, {
        address: request.ip,
        now: now(),
        rateLimit: config.intakeRateLimit,
      });
      if (outcome.ignored) return reply.code(204).send(null);
      return reply.code(outcome.created ? 201 : 200).send({ id: outcome.id });
    },
  );
};
