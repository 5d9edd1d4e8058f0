import { type Application, type ApplicationKind, texts } from '@school/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { LazyListBulkBar } from '@/shared/lists/lazy-bulk-bar';
import { useListSelection } from '@/shared/lists/list-selection';
import { ListTable } from '@/shared/lists/list-table';
import type { ListController } from '@/shared/lists/use-list-state';
import { useApplications } from '../applications.api';
import { APPLICATIONS_URL, type ApplicationsFilter, type ApplicationsQuery } from '../lib/applications-url';
import { applicationColumns } from './application-columns';

const t = texts.applications;

// The bulk status change's dialogs load after the table: not on the queue's first-visit budget.
const ApplicationBulkActions = lazy(() =>
  import('./application-bulk-actions').then((module) => ({ default: module.ApplicationBulkActions })),
);

type ApplicationsTableProps = {
  kind: ApplicationKind;
  list: ListController<ApplicationsFilter>;
  query: ApplicationsQuery;
  /** The card's path of an application (the number links there). */
  cardPath: (application: Application) => string;
  /** A click on a row or Enter on a focused one. */
  onOpen: (application: Application) => void;
  label: string;
};

/**
 * The table view of a queue: one page of `GET /api/applications` for the filters in the URL, with row
 * selection and «Сменить статус» for the ticked rows or all matching.
 */
export function ApplicationsTable({ kind, list, query, cardPath, onOpen, label }: ApplicationsTableProps) {
  const request = useApplications(query);
  const columns = useMemo(() => applicationColumns(kind, cardPath), [kind, cardPath]);
  const selection = useListSelection<Application>(query, request.data?.total, request.data?.totalExact);
  return (
    <>
      <LazyListBulkBar
        selection={selection}
        pageRows={request.data?.items}
        actions={
          <Suspense fallback={null}>
            <ApplicationBulkActions selection={selection} />
          </Suspense>
        }
      />
      <ListTable
        list={list}
        items={request.data?.items}
        total={request.data?.total}
        totalExact={request.data?.totalExact}
        request={request}
        maxRows={APPLICATIONS_URL.maxRows}
        columns={columns}
        label={label}
        empty={{ title: t.emptyTitle, hint: t.emptyHint, icon: 'pi-inbox' }}
        onRowOpen={onOpen}
        selection={selection}
      />
    </>
  );
}
