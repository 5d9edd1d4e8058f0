import type { ApplicationKind } from '@school/contracts';
import { useMemo } from 'react';
import { useListState } from '@/shared/lists/use-list-state';
import { APPLICATIONS_URL, type ApplicationsQuery } from './lib/applications-url';

/**
 * The filters of a queue, kept in the URL (search, status, assignee, period, «Только просроченные», sort,
 * page): the list controller the toolbar writes through, and the query every view of the queue reads —
 * the table, the kanban (which drops `status` and paging), the CSV.
 */
export function useApplicationsFilters(kind: ApplicationKind) {
  const list = useListState(APPLICATIONS_URL);
  const query: ApplicationsQuery = useMemo(() => ({ ...list.query, kind }), [list.query, kind]);
  return { list, query };
}
