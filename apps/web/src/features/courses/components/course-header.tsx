import {
  COURSE_LEVEL_LABELS,
  COURSE_STATUS_LABELS,
  COURSE_STATUS_SEVERITY,
  type Course,
  texts,
} from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router';
import { AuditLogLink } from '@/shared/ui/audit-log-link';
import { CoverThumb } from '@/shared/ui/cover-thumb';
import { StatusTag } from '@/shared/ui/status-tag';
import { lessonCount, moduleCount } from '../lib/lesson-count';
import { useConfirmDeleteCourse } from '../lib/use-delete-course';
import { CourseStatusActions } from './course-status-actions';

type CourseHeaderProps = { course: Course; isAdmin: boolean };

/** The course at a glance: cover, name, status, what it holds, and the status actions allowed now. */
export function CourseHeader({ course, isAdmin }: CourseHeaderProps) {
  const navigate = useNavigate();
  const onDelete = useConfirmDeleteCourse(() => void navigate('/courses'));
  const lessons = course.modules.reduce((sum, module) => sum + module.lessons.length, 0);

  return (
    <section className="card app-course-header">
      <CoverThumb url={course.cover} size="large" />
      <div className="app-course-header__body">
        <div className="flex flex-wrap align-items-center gap-2">
          <h1 className="app-course-header__name">{course.name}</h1>
          <StatusTag
            status={course.status}
            labels={COURSE_STATUS_LABELS}
            severities={COURSE_STATUS_SEVERITY}
          />
        </div>
        <p className="app-course-header__meta">
          {course.direction?.name ?? coursesTexts.courses.noDirection} · {COURSE_LEVEL_LABELS[course.level]} ·{' '}
          {moduleCount(course.modules.length)} · {lessonCount(lessons)}
        </p>
        <div className="flex flex-wrap align-items-center justify-content-between gap-2">
          <CourseStatusActions course={course} />
          <AuditLogLink
            filter={{ section: 'course', entityId: course.id }}
            label={texts.common.auditOfRecord}
          />
          {isAdmin && (
            <Button
              icon="pi pi-trash"
              label={texts.lists.delete}
              severity="danger"
              text
              onClick={() => onDelete(course)}
            />
          )}
        </div>
      </div>
    </section>
  );
}
