import {
  STUDENT_LIST_MAX_ROWS,
  STUDENT_STATUS,
  STUDENT_STATUS_LABELS,
  SUBSCRIPTION_FILTER_LABELS,
  SUBSCRIPTION_FILTERS,
} from '@school/contracts';
import type { SelectOption } from '@/shared/forms/select-field';
import type { ListConfig } from '@/shared/lists/list-url';
import { STUDENT_FILTERS, type StudentFilter } from '../students.api';

/** /users: filters in the URL, newest registrations first unless the URL says otherwise. */
export const STUDENTS_URL: ListConfig<StudentFilter> = {
  filters: STUDENT_FILTERS,
  defaultSort: 'createdAt:desc',
  maxRows: STUDENT_LIST_MAX_ROWS,
};

/** A staff profile's «Пользователи» tab: search and paging only. */
export const STAFF_STUDENTS_URL: ListConfig = {
  defaultSort: 'createdAt:desc',
  maxRows: STUDENT_LIST_MAX_ROWS,
};

/** Status filter: URL values `1` and `0`, as the API takes them. */
export const statusOptions: SelectOption[] = [STUDENT_STATUS.active, STUDENT_STATUS.blocked].map(
  (status) => ({ label: STUDENT_STATUS_LABELS[status], value: String(status) }),
);

/** Subscription filter; «Все» is the default, so it is the absence of the parameter. */
export const subscriptionOptions: SelectOption[] = SUBSCRIPTION_FILTERS.filter(
  (filter) => filter !== 'all',
).map((filter) => ({ label: SUBSCRIPTION_FILTER_LABELS[filter], value: filter }));
