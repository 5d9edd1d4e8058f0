import {
  formatDate,
  formatPhone,
  isStudentSearchTooShort,
  STUDENT_SEARCH_MIN_LENGTH,
  STUDENT_STATUS,
  type Student,
  texts,
} from '@school/contracts';
import type { ListColumn } from '@/shared/lists/list-page';
import type { SearchMinimum } from '@/shared/lists/list-search';
import { RowAction, RowActionLink } from '@/shared/ui/row-action';
import type { useStudentActions } from '../lib/use-student-actions';
import { StudentNameCell, StudentStatusTag, SubscriptionCell } from './student-cells';

const t = texts.students;

/** Admins open the card from the name; a curator's own tab only reads. */
export function studentColumns(manage: boolean): ListColumn<Student>[] {
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
      giveWay: 3,
      body: (row) => (row.phone ? formatPhone(row.phone) : '—'),
      style: { whiteSpace: 'nowrap' },
    },
    { field: 'status', header: t.status, body: (row) => <StudentStatusTag student={row} /> },
    {
      field: 'subscription',
      header: t.subscription,
      body: (row) => <SubscriptionCell subscription={row.subscription} />,
    },
    { field: 'courseCount', header: t.courses, giveWay: 2, align: 'right' },
    {
      field: 'createdAt',
      header: t.createdAt,
      giveWay: 1,
      sortable: true,
      style: { whiteSpace: 'nowrap' },
      body: (row) => formatDate(row.createdAt),
    },
  ];
}

type StudentActions = ReturnType<typeof useStudentActions>;

/** Open the card, block or unblock, delete (admins). */
export function StudentRowActions({ row, actions }: { row: Student; actions: StudentActions }) {
  const blocked = row.status === STUDENT_STATUS.blocked;
  const name = `${row.lastName} ${row.firstName}`;
  return (
    <>
      <RowActionLink icon="pi-arrow-right" label={texts.lists.open} name={name} to={`/users/${row.id}`} />
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

/** A search none of whose words has 3 characters is not sent (the API would refuse it). */
export const studentSearch: { placeholder: string; minimum: SearchMinimum } = {
  placeholder: t.searchPlaceholder,
  minimum: {
    isTooShort: isStudentSearchTooShort,
    hint: t.searchTooShort(STUDENT_SEARCH_MIN_LENGTH),
    title: t.searchTooShortTitle,
    detail: t.searchTooShortHint,
  },
};
