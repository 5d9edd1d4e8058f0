import { COURSE_STATUS_LABELS, COURSE_STATUS_SEVERITY, type CourseCountByStatus } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { Skeleton } from 'primereact/skeleton';
import { StatusTag } from '@/shared/ui/status-tag';

type CourseStatusCountsProps = {
  counts: CourseCountByStatus | undefined;
  /** The status the list is filtered by, as the URL holds it. */
  selected: string | undefined;
  onSelect: (status: string | null) => void;
};

/** «Мои курсы по статусам»: one tile per status; a tile filters the list below (again: all). */
export function CourseStatusCounts({ counts, selected, onSelect }: CourseStatusCountsProps) {
  return (
    <ul className="app-status-counts" aria-label={coursesTexts.courses.countsTitle}>
      {(counts ?? []).map(({ status, count }) => {
        const active = selected === String(status);
        return (
          <li key={status}>
            <button
              type="button"
              className="app-status-counts__tile"
              aria-pressed={active}
              onClick={() => onSelect(active ? null : String(status))}
            >
              <span className="app-status-counts__count">{count}</span>
              <StatusTag status={status} labels={COURSE_STATUS_LABELS} severities={COURSE_STATUS_SEVERITY} />
            </button>
          </li>
        );
      })}
      {!counts &&
        [0, 1, 2, 3, 4].map((key) => (
          <li key={key}>
            <Skeleton height="4.5rem" />
          </li>
        ))}
    </ul>
  );
}
