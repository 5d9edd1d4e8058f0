import { formatDate, type PurchasedCourse, texts } from '@school/contracts';
import { Tag } from 'primereact/tag';
import { Link } from 'react-router';
import { CoverThumb } from '@/shared/ui/cover-thumb';
import { MoneyCell } from '@/shared/ui/money-cell';
import { RowAction } from '@/shared/ui/row-action';
import { studentName } from '../lib/student-text';

type StudentAccessListProps = {
  items: PurchasedCourse[];
  onRemove: (course: PurchasedCourse) => void;
};

const t = texts.students;

/** The courses the student sees now, each with how it was given and a way to take it back. */
export function StudentAccessList({ items, onRemove }: StudentAccessListProps) {
  if (items.length === 0) return <p className="text-color-secondary m-0">{t.accessEmpty}</p>;
  return (
    <ul className="app-student-access" aria-label={t.accessTitle}>
      {items.map((course) => (
        <li key={course.courseId}>
          <CoverThumb url={course.cover} />
          <div className="app-student-access__body">
            <Link to={`/courses/${course.courseId}`}>{course.name}</Link>
            <small className="text-color-secondary flex flex-wrap align-items-center gap-2">
              <Tag value={t.accessSource[course.source]} severity="secondary" />
              <span>{formatDate(course.grantedAt)}</span>
              {course.grantedBy && <span>{t.grantedBy(studentName(course.grantedBy))}</span>}
            </small>
          </div>
          <MoneyCell value={course.cost} />
          <RowAction
            icon="pi-times"
            label={t.accessRemove}
            name={course.name}
            severity="danger"
            tooltip
            onClick={() => onRemove(course)}
          />
        </li>
      ))}
    </ul>
  );
}
