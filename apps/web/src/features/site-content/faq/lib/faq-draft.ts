import {
  type FaqItem,
  type FaqUpdateBody,
  faqAnswerSchema,
  faqQuestionSchema,
  tagHeaderSchema,
} from '@school/contracts';
import type { z } from 'zod';

/** What the editor of one item holds while the admin types: the two texts, exactly as typed. */
export type FaqDraft = { question: string; answer: string };
export type FaqDraftField = keyof FaqDraft;
export type FaqDraftErrors = Partial<Record<FaqDraftField, string>>;

const schemas: Record<FaqDraftField, z.ZodType<string>> = {
  question: faqQuestionSchema,
  answer: faqAnswerSchema,
};

/** The server trims both texts, so spaces around them are no change worth a request. */
const same = (a: string, b: string) => a.trim() === b.trim();

/** Spec §4: an item saves on blur only if its question or its answer changed. */
export function shouldSaveFaqItem(before: FaqDraft, after: FaqDraft): boolean {
  return !same(before.question, after.question) || !same(before.answer, after.answer);
}

/** The fields that changed, for the PATCH body (the tags save on their own). */
export function changedFaqFields(before: FaqDraft, after: FaqDraft): FaqDraftField[] {
  return (['question', 'answer'] as const).filter((field) => !same(before[field], after[field]));
}

/** The contracts' Russian message of one text, or undefined when it may be sent. */
export function faqFieldError(field: FaqDraftField, value: string): string | undefined {
  const result = schemas[field].safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/**
 * What a blur sends: null when nothing changed; `errors` (and no body) when a changed text breaks a limit,
 * so the typed text stays in the field with the message under it; else the PATCH body of the changes.
 */
export function faqBlurPlan(
  before: FaqDraft,
  after: FaqDraft,
): null | { errors: FaqDraftErrors } | { body: FaqUpdateBody } {
  const fields = changedFaqFields(before, after);
  if (fields.length === 0) return null;
  const errors: FaqDraftErrors = {};
  for (const field of fields) {
    const message = faqFieldError(field, after[field]);
    if (message) errors[field] = message;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return { body: Object.fromEntries(fields.map((field) => [field, after[field].trim()])) };
}

/**
 * The saved texts changed under the editor (its own save came back, or another admin's did): a field
 * that was not edited takes the new saved text; one being edited keeps what was typed.
 */
export function rebaseFaqDraft(draft: FaqDraft, oldSaved: FaqDraft, newSaved: FaqDraft): FaqDraft {
  return {
    question: same(draft.question, oldSaved.question) ? newSaved.question : draft.question,
    answer: same(draft.answer, oldSaved.answer) ? newSaved.answer : draft.answer,
  };
}

export const draftOf = (item: Pick<FaqItem, 'question' | 'answer'>): FaqDraft => ({
  question: item.question,
  answer: item.answer,
});

/** The ids in their new order after moving the one at `from` to `to` (the PUT …/order body). */
export function movedIds(ids: readonly number[], from: number, to: number): number[] {
  const next = [...ids];
  if (from < 0 || from >= next.length || to < 0 || to >= next.length) return next;
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as number);
  return next;
}

/** The contracts' message for a new tag's name, or undefined when it may be sent. */
export function tagHeaderError(header: string): string | undefined {
  const result = tagHeaderSchema.safeParse(header);
  return result.success ? undefined : result.error.issues[0]?.message;
}
