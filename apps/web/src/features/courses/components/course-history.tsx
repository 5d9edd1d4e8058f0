import {
  COURSE_STATUS_LABELS,
  COURSE_STATUS_SEVERITY,
  type CourseStatusChange,
  formatDateTime,
} from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { fullName } from '@/shared/session/current-user';
import { StatusTag } from '@/shared/ui/status-tag';

const tag = (status: CourseStatusChange['toStatus']) => (
  <StatusTag status={status} labels={COURSE_STATUS_LABELS} severities={COURSE_STATUS_SEVERITY} />
);

/** Who moved the course from which status to which, when, and why (newest first). */
export function CourseHistory({ history }: { history: CourseStatusChange[] }) {
  const t = coursesTexts.course;
  return (
    <section className="card" aria-labelledby="course-history-title">
      <h2 id="course-history-title" className="app-card-title mb-3">
        {t.historyTitle}
      </h2>
      {history.length === 0 ? (
        <p className="text-color-secondary m-0">{t.historyEmpty}</p>
      ) : (
        <ol className="app-history">
          {history.map((change) => (
            <li key={change.id}>
              <div className="app-history__change">
                {tag(change.fromStatus)}
                <i className="pi pi-arrow-right text-color-secondary" aria-hidden="true" />
                {tag(change.toStatus)}
              </div>
              <small className="text-color-secondary">
                {change.staff ? fullName(change.staff) : t.systemActor} · {formatDateTime(change.at)}
              </small>
              {change.comment && <p className="app-history__comment">{change.comment}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
