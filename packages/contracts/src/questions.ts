import { z } from 'zod';
import { idParamSchema } from './common/id-params';
import { listQuerySchema } from './common/paging';
import { undoOfferSchema } from './undo';

/** The longest answer: a few paragraphs (a question is answered, not lectured). */
export const ANSWER_MAX = 5000;

/** The tab's status filter: waiting for an answer, answered, or all of them (waiting first). */
export const QUESTION_STATUSES = ['waiting', 'answered', 'all'] as const;
export const questionStatusSchema = z.enum(QUESTION_STATUSES);
export type QuestionStatus = z.infer<typeof questionStatusSchema>;

/** How often the menu and the tab ask for the waiting count. */
export const QUESTIONS_WAITING_POLL_MS = 60_000;

const personSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * A student's question with its answer, if any (spec §3 «question with answer»). Texts are plain text, not
 * HTML: the UI renders them as text, so `<b>` in a question or an answer shows as typed.
 */
export const questionSchema = z.object({
  id: z.number().int(),
  student: personSchema.extend({ email: z.string().nullable(), avatar: z.string().nullable() }),
  course: personSchema,
  lesson: personSchema.nullable(),
  /** Asked of one author in particular; null: of the course's authors as a whole. */
  addressedTo: personSchema.nullable(),
  text: z.string(),
  createdAt: z.string(),
  answer: z
    .object({
      text: z.string(),
      /** Who answered last; null once that staff member was deleted. */
      staff: personSchema.nullable(),
      updatedAt: z.string(),
    })
    .nullable(),
  /** The caller may delete it: an admin or an author of its course (being asked by name is not enough). */
  canDelete: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

/**
 * `GET /api/questions`: 15 a page, waiting first, then newest. `search` matches the question's text and the
 * student's name; `adminId` narrows to that person's courses and the questions addressed to them (a curator
 * or speaker may name only themselves — they see only those anyway).
 */
export const questionsQuerySchema = listQuerySchema.omit({ orderBy: true }).extend({
  status: questionStatusSchema.default('all'),
  courseId: idParamSchema.optional(),
  adminId: idParamSchema.optional(),
});
export type QuestionsQuery = z.infer<typeof questionsQuerySchema>;

export const questionsResponseSchema = z.object({
  items: z.array(questionSchema),
  total: z.number().int().min(0),
});
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

/** `GET /api/questions/waiting-count` and `/courses` take the same narrowing as the list. */
export const questionsScopeQuerySchema = z.object({ adminId: idParamSchema.optional() });
export type QuestionsScopeQuery = z.infer<typeof questionsScopeQuerySchema>;

/** `GET /api/questions/waiting-count`: the unanswered questions the caller can answer. */
export const questionsWaitingSchema = z.object({ waiting: z.number().int().min(0) });
export type QuestionsWaiting = z.infer<typeof questionsWaitingSchema>;

/** `GET /api/questions/courses`: the courses that have questions in the caller's scope (the course filter). */
export const questionCoursesResponseSchema = z.object({
  items: z.array(personSchema.extend({ waiting: z.number().int().min(0) })),
});
export type QuestionCoursesResponse = z.infer<typeof questionCoursesResponseSchema>;

/** What the API and the answer form say about a bad answer. */
export const ANSWER_MESSAGES = {
  required: 'Напишите ответ',
  tooLong: `Ответ не длиннее ${ANSWER_MAX} символов`,
} as const;

/** The answer's text: required, at most ANSWER_MAX characters; the messages the form shows too. */
export const answerTextSchema = z
  .string(ANSWER_MESSAGES.required)
  .trim()
  .min(1, ANSWER_MESSAGES.required)
  .max(ANSWER_MAX, ANSWER_MESSAGES.tooLong);

/** `POST /api/questions/{id}/answer`: creates the answer or replaces its text. */
export const answerBodySchema = z.object({ text: answerTextSchema });
export type AnswerBody = z.infer<typeof answerBodySchema>;

/** `DELETE /api/questions/{id}`. */
/** `DELETE /api/questions/{id}`: the deleted id and its «Отменить» (10 s). */
export const questionDeleteResponseSchema = z.object({ id: z.number().int(), undo: undoOfferSchema });
export type QuestionDeleteResponse = z.infer<typeof questionDeleteResponseSchema>;
