import { z } from 'zod';
import { idParamSchema, idSchema } from './common/id-params';
import { FAQ_ANSWER_MAX, FAQ_QUESTION_MAX } from './common/limits';
import { contentSectionSchema } from './content-section';
import { commonTexts } from './ru/texts/common';
import { tagSchema } from './tags';
import { undoOfferSchema } from './undo';

/** A question and answer of a section's FAQ (spec §3): read with its `tags`, saved with `tagIds`. */
export const faqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  /** 0, 1, 2 … in the order the FAQ shows. */
  position: z.number().int(),
  tags: z.array(tagSchema),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** `GET /api/faq/{section}`: the section's items in position order. */
export const faqResponseSchema = z.object({ items: z.array(faqItemSchema) });
export type FaqResponse = z.infer<typeof faqResponseSchema>;

export const faqSectionParamsSchema = z.object({ section: contentSectionSchema });
export const faqItemParamsSchema = z.object({ section: contentSectionSchema, faqId: idParamSchema });

/** `DELETE /api/faq/{section}/{faqId}`: the question's «Отменить» (10 s). */
export const faqDeleteResponseSchema = z.object({ undo: undoOfferSchema });
export type FaqDeleteResponse = z.infer<typeof faqDeleteResponseSchema>;

/** Spec §5: question required, ≤ 700; answer ≤ 1300. The messages are the ones the editor shows. */
export const faqQuestionSchema = z
  .string()
  .trim()
  .min(1, commonTexts.common.required)
  .max(FAQ_QUESTION_MAX, commonTexts.validation.maxLength(FAQ_QUESTION_MAX));
export const faqAnswerSchema = z
  .string()
  .trim()
  .max(FAQ_ANSWER_MAX, commonTexts.validation.maxLength(FAQ_ANSWER_MAX));
/** Tags of the item's own section, each once. */
export const faqTagIdsSchema = z.array(idSchema).max(100);

/** 400 (path `tagIds`) when a tag id is not one of the section's tags. */
export const FAQ_TAG_OF_OTHER_SECTION = 'Тег не из этого раздела';
/** 404 of an item that does not exist in the section of the path. */
export const FAQ_ITEM_NOT_FOUND = 'Вопрос не найден';

/** `POST /api/faq/{section}` (admins): goes last. */
export const faqCreateBodySchema = z.object({
  question: faqQuestionSchema,
  answer: faqAnswerSchema.default(''),
  tagIds: faqTagIdsSchema.default([]),
});
export type FaqCreateBody = z.input<typeof faqCreateBodySchema>;

/** `PATCH /api/faq/{section}/{faqId}` (admins): any subset; `tagIds` replaces the item's tags. */
export const faqUpdateBodySchema = z
  .object({ question: faqQuestionSchema, answer: faqAnswerSchema, tagIds: faqTagIdsSchema })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'nothing to change' });
export type FaqUpdateBody = z.infer<typeof faqUpdateBodySchema>;

/** `PUT /api/faq/{section}/order` (admins): every item of the section exactly once, in the new order. */
export const faqOrderBodySchema = z.object({ ids: z.array(idSchema).max(1000) });
export type FaqOrderBody = z.infer<typeof faqOrderBodySchema>;
