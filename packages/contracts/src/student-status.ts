import { z } from 'zod';
import type { TagSeverity } from './common/severity';

/** Student status as the number the API stores and sends (spec §3): active = 1, blocked = 0. */
export const STUDENT_STATUS = { active: 1, blocked: 0 } as const;
export type StudentStatusName = keyof typeof STUDENT_STATUS;
export type StudentStatus = (typeof STUDENT_STATUS)[StudentStatusName];

export const STUDENT_STATUSES = [1, 0] as const satisfies readonly StudentStatus[];
/** Accepts the numbers 0 and 1 only; a query string needs `z.coerce.number().pipe(studentStatusSchema)`. */
export const studentStatusSchema = z.enum(STUDENT_STATUS);

export const STUDENT_STATUS_LABELS: Record<StudentStatus, string> = {
  1: 'Активен',
  0: 'Заблокирован',
};

export const STUDENT_STATUS_SEVERITY: Record<StudentStatus, TagSeverity> = {
  1: 'success',
  0: 'danger',
};
