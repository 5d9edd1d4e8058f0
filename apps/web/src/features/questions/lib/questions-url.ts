import { type QuestionStatus, questionStatusSchema } from '@school/contracts';
import { questionsTexts } from '@school/contracts/texts/questions';
import type { ListConfig } from '@/shared/lists/list-url';

export type QuestionsFilter = 'status' | 'courseId';

/** The tab's URL: status and course filters, search and page (the order is fixed: waiting first). */
export const QUESTIONS_URL: ListConfig<QuestionsFilter> = { filters: ['status', 'courseId'] };

/** The status switch, in the spec's order; «Все» is the default and leaves the URL clean. */
export const statusOptions = (['waiting', 'answered', 'all'] as const).map((value) => ({
  value,
  label: questionsTexts.questions.statusLabels[value],
}));

export function statusOf(value: string | undefined): QuestionStatus {
  return questionStatusSchema.safeParse(value).data ?? 'all';
}
