import {
  COURSE_LEVEL_LABELS,
  COURSE_STATUS_LABELS,
  COURSE_STATUS_SEVERITY,
  type CourseListItem,
  texts,
} from '@school/contracts';
import { Tag } from 'primereact/tag';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { type ListColumn, type ListRequest, ListTable } from '@/shared/lists/list-table';
import type { ListController } from '@/shared/lists/use-list-state';
import { CoverThumb } from '@/shared/ui/cover-thumb';
import { MoneyCell } from '@/shared/ui/money-cell';
import { RowAction, RowActionLink } from '@/shared/ui/row-action';
import { StatusTag } from '@/shared/ui/status-tag';
import type { CourseFilter } from '../courses.api';
import { lessonCount } from '../lib/lesson-count';

type CoursesTableProps = {
  list: ListController<CourseFilter>;
  items: CourseListItem[] | undefined;
  total: number | undefined;
  request: ListRequest;
  /** The empty state's action: create a course (admins), or nothing. */
  emptyAction?: ReactNode;
  emptyHint: string;
  /** Admins delete from the list. */
  onDelete?: (course: CourseListItem) => void;
};

const t = texts.courses;

function Flags({ course }: { course: CourseListItem }) {
  return (
    <span className="flex flex-wrap gap-1">
      {course.isOnMain && <Tag value={t.onMain} icon="pi pi-home" severity="info" />}
      {course.isTop && <Tag value={t.top} icon="pi pi-star-fill" severity="warning" />}
      {!course.isVisible && <Tag value={t.hidden} icon="pi pi-eye-slash" severity="secondary" />}
    </span>
  );
}

const columns: ListColumn<CourseListItem>[] = [
  {
    field: 'name',
    header: t.name,
    sortable: true,
    body: (row) => (
      <span className="app-name-cell">
        <CoverThumb url={row.cover} />
        <span className="flex flex-column gap-1">
          <Link to={`/courses/${row.id}`}>{row.name}</Link>
          <small className="text-color-secondary">
            {row.direction?.name ?? t.noDirection} · {COURSE_LEVEL_LABELS[row.level]}
          </small>
        </span>
      </span>
    ),
  },
  {
    field: 'status',
    header: t.status,
    sortable: true,
    body: (row) => (
      <StatusTag status={row.status} labels={COURSE_STATUS_LABELS} severities={COURSE_STATUS_SEVERITY} />
    ),
  },
  {
    field: 'lessonCount',
    header: t.lessons,
    sortable: true,
    align: 'right',
    style: { whiteSpace: 'nowrap' },
    body: (row) => lessonCount(row.lessonCount),
  },
  {
    field: 'cost',
    header: t.cost,
    sortable: true,
    align: 'right',
    body: (row) => <MoneyCell value={row.cost} before={row.costBeforeDiscount} />,
  },
  { field: 'flags', header: t.flags, body: (row) => <Flags course={row} /> },
];

/** The course rows of /courses and of the profile's «Мои курсы». */
export function CoursesTable(props: CoursesTableProps) {
  const { list, items, total, request, emptyAction, emptyHint, onDelete } = props;
  return (
    <ListTable
      list={list}
      items={items}
      total={total}
      request={request}
      columns={columns}
      label={t.title}
      empty={{ title: t.emptyTitle, hint: emptyHint, action: emptyAction }}
      rowActions={(row) => (
        <>
          <RowActionLink
            icon="pi-arrow-right"
            label={texts.lists.open}
            name={row.name}
            to={`/courses/${row.id}`}
          />
          {onDelete && (
            <RowAction
              icon="pi-trash"
              label={texts.lists.delete}
              name={row.name}
              severity="danger"
              onClick={() => onDelete(row)}
            />
          )}
        </>
      )}
    />
  );
}
