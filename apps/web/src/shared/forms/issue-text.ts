import { texts } from '@school/contracts';
import type { z } from 'zod';

/**
 * The Russian message under a field for a zod issue. The contracts' schemas carry English messages meant
 * for the API, so the form speaks from the issue's code: an empty field is always 'Поле обязательно';
 * custom checks (refine) carry their Russian message from the dictionary already.
 */
export function issueText(issue: z.core.$ZodIssue, value: unknown): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    return texts.common.required;
  }
  switch (issue.code) {
    case 'custom':
      return issue.message;
    case 'too_small':
      return texts.validation.minLength(Number(issue.minimum));
    case 'too_big':
      return texts.validation.maxLength(Number(issue.maximum));
    case 'invalid_format':
      return issue.format === 'email' || issue.path.at(-1) === 'email'
        ? texts.validation.badEmail
        : texts.validation.badFormat;
    default:
      return texts.validation.badFormat;
  }
}
