import {
  formatDate,
  formatPhone,
  isStudentSearchTooShort,
  STUDENT_LIST_MAX_ROWS,
  STUDENT_STATUS,
  type Student,
  texts,
} from '@school/contracts';
import type { ReactNode } from 'react';
import { EmptyState } from '@/shared/lists/empty-state';
import { type ListColumn, type ListRequest, ListTable } from '@/shared/lists/list-table';
import type { ListController } from '@/shared/lists/use-list-state';
import { RowAction, RowActionLink } from '@/shared/ui/row-action';
import { useStudentActions } from '../lib/use-student-actions';
import { StudentNameCell, StudentStatusTag, SubscriptionCell } from './student-cells';

type StudentsTableProps<F extends string> = {
  list: ListController<F>;
  items: Student[] | undefined;
  total: number | undefined;
  totalExact: boolean | undefined;
  request: ListRequest;
  /** Admins open the card and block or delete from the row; a curator's own tab only reads. */
  manage: boolean;
  emptyHint: string;
  emptyAction?: ReactNode;
};

const t = texts.students;

function columns(manage: boolean): ListColumn<Student>[] {
  return [
    {
      field: 'lastName',
      header: t.name,
      sortable: true,
      body: (row) => <StudentNameCell student={row} linked={manage} />,
    },
    {
      field: 'phone',
      header: t.phone,
      body: (row) => (row.phone ? formatPhone(row.phone) : '—'),
      style: { whiteSpace: 'nowrap' },
    },
    { field: 'status', header: t.status, body: (row) => <StudentStatusTag student={row} /> },
    {
      field: 'subscription',
      header: t.subscription,
      body: (row) => <SubscriptionCell subscription={row.subscription} />,
    },
    { field: 'courseCount', header: t.courses, align: 'right' },
    {
      field: 'createdAt',
      header: t.createdAt,
      sortable: true,
      style: { whiteSpace: 'nowrap' },
      body: (row) => formatDate(row.createdAt),
    },
  ];
}

/** The student rows of /users and of a staff profile's «Пользователи» tab. */
export function StudentsTable<F extends string>(props: StudentsTableProps<F>) {
  const { list, items, total, totalExact, request, manage, emptyHint, emptyAction } = props;
  const actions = useStudentActions();
  // A search too short to send is not asked for (StudentSearch): the reason instead of rows.
  if (isStudentSearchTooShort(list.search)) {
    return <EmptyState icon="pi-search" title={t.searchTooShortTitle} hint={t.searchTooShortHint} />;
  }

  return (
    <ListTable
      list={list}
      items={items}
      total={total}
      totalExact={totalExact}
      request={request}
      maxRows={STUDENT_LIST_MAX_ROWS}
      columns={columns(manage)}
      label={t.title}
      empty={{ title: t.emptyTitle, hint: emptyHint, action: emptyAction }}
      rowActions={
        manage
          ? (row) => {
              const blocked = row.status === STUDENT_STATUS.blocked;
              const name = `${row.lastName} ${row.firstName}`;
              return (
                <>
                  <RowActionLink
                    icon="pi-arrow-right"
                    label={texts.lists.open}
                    name={name}
                    to={`/users/${row.id}`}
                  />
                  <RowAction
                    icon={blocked ? 'pi-lock-open' : 'pi-lock'}
                    label={blocked ? t.unblock : t.block}
                    name={name}
                    severity={blocked ? 'success' : 'warning'}
                    tooltip
                    onClick={() => actions.toggleBlock(row)}
                  />
                  <RowAction
                    icon="pi-trash"
                    label={texts.lists.delete}
                    name={name}
                    severity="danger"
                    onClick={() => actions.confirmDelete(row)}
                  />
                </>
              );
            }
          : undefined
      }
    />
  );
}
