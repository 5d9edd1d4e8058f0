import {
  COURSE_LEVEL_LABELS,
  COURSE_LEVELS,
  COURSE_STATUS_LABELS,
  COURSE_STATUSES,
  type Direction,
} from '@school/contracts';
import type { SelectOption } from '@/shared/forms/select-field';

/** The five statuses with their Russian labels (spec §4); values as the URL and the API carry them. */
export const statusOptions: SelectOption[] = COURSE_STATUSES.map((status) => ({
  label: COURSE_STATUS_LABELS[status],
  value: String(status),
}));

export const levelOptions: SelectOption[] = COURSE_LEVELS.map((level) => ({
  label: COURSE_LEVEL_LABELS[level],
  value: level,
}));

export const directionOptions = (directions: Direction[] | undefined): SelectOption[] =>
  (directions ?? []).map((direction) => ({ label: direction.name, value: String(direction.id) }));

/** '' (nothing chosen) → null, otherwise the id. */
export const optionalId = (value: string): number | null => (value ? Number(value) : null);
