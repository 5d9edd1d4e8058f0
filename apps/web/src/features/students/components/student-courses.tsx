import { type PurchasedCourse, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useState } from 'react';
import { showSuccess, showUndo } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { useGrantCourse, usePurchasedCourses, useRemoveCourse } from '../student-courses.api';
import { CoursePicker } from './course-picker';
import { StudentAccessList } from './student-access';

const t = texts.students;

/** «Доступ к курсам»: the accesses, a course picker to give one, removal with a question. */
export function StudentCourses({ studentId }: { studentId: number }) {
  const purchased = usePurchasedCourses(studentId);
  const [courseId, setCourseId] = useState<number | null>(null);
  const grant = useGrantCourse(studentId);
  const remove = useRemoveCourse(studentId);
  const owned = new Set(purchased.data?.items.map((item) => item.courseId));

  const onRemove = (course: PurchasedCourse) =>
    confirmAction({
      message: t.accessRemoveConfirm(course.name),
      onAccept: () =>
        remove.mutate(course.courseId, {
          onSuccess: ({ undo }) => showUndo(texts.notices.userRemovedFromCourse, undo, remove.refresh),
        }),
    });

  const onGrant = () => {
    if (courseId === null) return;
    grant.mutate(courseId, {
      onSuccess: () => {
        setCourseId(null);
        showSuccess(texts.notices.courseAccessGranted);
      },
    });
  };

  return (
    <section className="card">
      <h2 className="app-card-title">{t.accessTitle}</h2>
      <p className="app-card-hint">{t.accessHint}</p>
      {purchased.data ? (
        <StudentAccessList items={purchased.data.items} onRemove={onRemove} />
      ) : (
        <Skeleton height="3.5rem" />
      )}
      <div className="app-student-grant">
        <CoursePicker value={courseId} onChange={setCourseId} exclude={owned} />
        <Button
          icon="pi pi-plus"
          label={t.accessGrant}
          disabled={courseId === null}
          loading={grant.isPending}
          onClick={onGrant}
        />
      </div>
    </section>
  );
}
