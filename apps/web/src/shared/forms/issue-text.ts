import { texts } from '@school/contracts';
import type { z } from 'zod';

const RUSSIAN = /[А-Яа-яЁё]/;

/**
 * The Russian message under a field for a zod issue. The contracts' schemas mostly carry English messages
 * meant for the API, so the form speaks from the issue's code: an empty field is always 'Поле обязательно';
 * a check whose message the contracts wrote in Russian (a refine, a `.regex(…, 'Только буквы…')`) says its own;
 * a number out of its range says the range, a text the length.
 */
export function issueText(issue: z.core.$ZodIssue, value: unknown): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return texts.common.required;
  }
  if (issue.code === 'custom' || RUSSIAN.test(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'number' || issue.origin === 'bigint'
        ? texts.validation.atLeast(Number(issue.minimum))
        : texts.validation.minLength(Number(issue.minimum));
    case 'too_big':
      return issue.origin === 'number' || issue.origin === 'bigint'
        ? texts.validation.atMost(Number(issue.maximum))
        : texts.validation.maxLength(Number(issue.maximum));
    case 'invalid_type':
      return issue.expected === 'int' ? texts.validation.wholeNumber : texts.validation.badFormat;
    case 'invalid_format':
      return issue.format === 'email' || issue.path.at(-1) === 'email'
        ? texts.validation.badEmail
        : texts.validation.badFormat;
    default:
      return texts.validation.badFormat;
  }
}
