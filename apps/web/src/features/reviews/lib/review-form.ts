import {
  REVIEW_AGE_MAX,
  REVIEW_AGE_MIN,
  REVIEW_MESSAGES,
  REVIEW_NAME_MAX,
  REVIEW_TEXT_MAX,
  type Review,
} from '@school/contracts';
import { z } from 'zod';

/** The editor's text fields (strings, as useZodForm keeps them) by the contracts' rules and messages. */
export const reviewFormSchema = z.object({
  name: z
    .string()
    .trim()
    .refine((name) => name.length > 0, REVIEW_MESSAGES.nameRequired)
    .refine((name) => name.length <= REVIEW_NAME_MAX, REVIEW_MESSAGES.nameTooLong),
  age: z
    .string()
    .trim()
    .refine((age) => {
      if (age === '') return true;
      const years = Number(age);
      return /^\d+$/.test(age) && years >= REVIEW_AGE_MIN && years <= REVIEW_AGE_MAX;
    }, REVIEW_MESSAGES.age)
    .transform((age) => (age === '' ? null : Number(age))),
  date: z.string().transform((date) => (date === '' ? null : date)),
  text: z
    .string()
    .trim()
    .refine((text) => text.length > 0, REVIEW_MESSAGES.textRequired)
    .refine((text) => text.length <= REVIEW_TEXT_MAX, REVIEW_MESSAGES.textTooLong),
});

export type ReviewFormValues = { name: string; age: string; date: string; text: string };
export const REVIEW_FORM_FIELDS = ['name', 'age', 'date', 'text'] as const;

/** A new review opens empty; an edited one with its values. */
export function reviewFormInitial(review: Review | null): ReviewFormValues {
  return {
    name: review?.name ?? '',
    age: review?.age == null ? '' : String(review.age),
    date: review?.date ?? '',
    text: review?.text ?? '',
  };
}
