import {
  COURSE_LEVEL_LABELS,
  COURSE_STATUS_LABELS,
  COURSE_STATUS_SEVERITY,
  type CourseListItem,
  texts,
} from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { Tag } from 'primereact/tag';
import { Link, useParams } from 'react-router';
import type { ListColumn, ListController, ListDeclaration } from '@/shared/lists/list-page';
import type { ListConfig } from '@/shared/lists/list-url';
import { CoverThumb } from '@/shared/ui/cover-thumb';
import { MoneyCell } from '@/shared/ui/money-cell';
import { RowAction, RowActionLink } from '@/shared/ui/row-action';
import { StatusTag } from '@/shared/ui/status-tag';
import { CourseFilters } from './components/course-filters';
import { COURSE_FILTERS, type CourseFilter, useCourses } from './courses.api';
import { lessonCount } from './lib/lesson-count';

const t = coursesTexts.courses;

function Flags({ course }: { course: CourseListItem }) {
  return (
    <span className="flex flex-wrap gap-1">
      {course.isOnMain && <Tag value={t.onMain} icon="pi pi-home" severity="info" />}
      {course.isTop && <Tag value={t.top} icon="pi pi-star-fill" severity="warning" />}
      {!course.isVisible && <Tag value={t.hidden} icon="pi pi-eye-slash" severity="secondary" />}
    </span>
  );
}

/** The course rows of /courses, of a staff profile's courses and of the profile's «Мои курсы». */
export const courseColumns: ListColumn<CourseListItem>[] = [
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
    giveWay: 1,
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
  { field: 'flags', header: t.flags, giveWay: 2, body: (row) => <Flags course={row} /> },
];

/** Open the course; admins on /courses delete it too. */
export function CourseRowActions({
  row,
  onDelete,
}: {
  row: CourseListItem;
  onDelete?: (row: CourseListItem) => void;
}) {
  return (
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
  );
}

function CourseFiltersWithAuthor({ list }: { list: ListController<CourseFilter> }) {
  return <CourseFilters list={list} withAuthor />;
}

/** Course lists: filters in the URL, newest first unless the URL says otherwise. */
const COURSES_URL: ListConfig<CourseFilter> = { filters: COURSE_FILTERS, defaultSort: 'createdAt:desc' };
const search = { placeholder: t.searchPlaceholder };

/** /courses (admins): every course; admins filter by author too (the staff list is theirs to read). */
export const COURSES_LIST: ListDeclaration<CourseListItem, CourseFilter> = {
  url: COURSES_URL,
  useItems: (query) => useCourses('all', query),
  label: t.title,
  columns: courseColumns,
  Filters: CourseFiltersWithAuthor,
  search,
};

/** /profile/courses: the caller's own courses. */
export const MY_COURSES_LIST: ListDeclaration<CourseListItem, CourseFilter> = {
  ...COURSES_LIST,
  useItems: (query) => useCourses('my', query),
  Filters: CourseFilters,
};

/** /admins/{id}/courses: that person's courses; the author is the profile's person, so not a filter. */
export const STAFF_COURSES_LIST: ListDeclaration<CourseListItem, CourseFilter> = {
  ...COURSES_LIST,
  url: { filters: ['status', 'directionId', 'level'], defaultSort: 'createdAt:desc' },
  useItems: (query) => useCourses('all', { ...query, authorId: useParams().id }),
  Filters: CourseFilters,
};
