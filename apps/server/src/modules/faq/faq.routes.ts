import {
  ADMIN_ROLES,
  faqCreateBodySchema,
  faqDeleteResponseSchema,
  faqItemParamsSchema,
  faqItemSchema,
  faqOrderBodySchema,
  faqResponseSchema,
  faqSectionParamsSchema,
  faqUpdateBodySchema,
} from '@school/contracts';
import { currentStaff } from '../../plugins/auth.plugin';
import type { ModulePlugin } from '../module';
import { changeFaqItem, createFaqItem, listFaq, removeFaqItem, reorderFaq } from './faq.service';

const tags = ['faq'];
const config = { roles: ADMIN_ROLES };

/** A content section's FAQ (spec §7): any signed-in staff reads it, admins change it. */
export const faqRoutes: ModulePlugin = async (app, { db }) => {
  app.get(
    '/:section',
    {
      schema: {
        tags,
        summary: "A section's questions and answers in order, each with its tags",
        params: faqSectionParamsSchema,
        response: { 200: faqResponseSchema },
      },
    },
    (request) => listFaq(db, request.params.section),
  );

  app.post(
    '/:section',
    {
      config,
      schema: {
        tags,
        summary: 'Add a question (goes last); tagIds must be tags of the section',
        params: faqSectionParamsSchema,
        body: faqCreateBodySchema,
        response: { 201: faqItemSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createFaqItem(db, currentStaff(request).id, request.params.section, request.body)),
  );

  app.put(
    '/:section/order',
    {
      config,
      schema: {
        tags,
        summary: "Reorder the section's questions: every id exactly once, in the new order",
        params: faqSectionParamsSchema,
        body: faqOrderBodySchema,
        response: { 200: faqResponseSchema },
      },
    },
    (request) => reorderFaq(db, currentStaff(request).id, request.params.section, request.body.ids),
  );

  app.patch(
    '/:section/:faqId',
    {
      config,
      schema: {
        tags,
        summary: 'Change a question, its answer or its tags (tagIds replaces them); 404 outside the section',
        params: faqItemParamsSchema,
        body: faqUpdateBodySchema,
        response: { 200: faqItemSchema },
      },
    },
    (request) =>
      changeFaqItem(db, currentStaff(request).id, request.params.section, request.params.faqId, request.body),
  );

  app.delete(
    '/:section/:faqId',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a question; the answer carries its «Отменить» (10 s)',
        params: faqItemParamsSchema,
        response: { 200: faqDeleteResponseSchema },
      },
    },
    (request) => removeFaqItem(db, currentStaff(request).id, request.params.section, request.params.faqId),
  );
};
