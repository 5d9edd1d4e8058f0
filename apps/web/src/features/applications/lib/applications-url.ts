import {
  APPLICATION_LIST_MAX_ROWS,
  APPLICATION_STATUS_FILTER_LABELS,
  APPLICATION_STATUSES,
  type ApplicationKind,
} from '@school/contracts';
import type { SelectOption } from '@/shared/forms/select-field';
import type { ListConfig, ListQueryParams } from '@/shared/lists/list-url';

/** The filters of a queue as the URL and the API name them (contracts `applicationsFilterSchema`). */
export const APPLICATIONS_FILTERS = ['status', 'assignee', 'overdue', 'dateFrom', 'dateTo'] as const;
export type ApplicationsFilter = (typeof APPLICATIONS_FILTERS)[number];

/** What `GET /api/applications` (and `/csv`, `/counts`) is asked: the URL's list state plus the queue. */
export type ApplicationsQuery = ListQueryParams<ApplicationsFilter> & { kind?: ApplicationKind };

/** A queue: every filter in the URL, newest first unless the URL says otherwise. */
export const APPLICATIONS_URL: ListConfig<ApplicationsFilter> = {
  filters: APPLICATIONS_FILTERS,
  defaultSort: 'createdAt:desc',
  maxRows: APPLICATION_LIST_MAX_ROWS,
};

/** «Все» is the absence of the parameter, so no option stands for it. */
export const statusOptions: SelectOption[] = APPLICATION_STATUSES.map((status) => ({
  label: APPLICATION_STATUS_FILTER_LABELS[status],
  value: status,
}));

/** The assignee filter's value for applications nobody took. */
export const ASSIGNEE_NONE = 'none';
