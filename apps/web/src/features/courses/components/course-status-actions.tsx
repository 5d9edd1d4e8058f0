import { type Course, type CourseStatus, courseTransitionNeedsComment, texts } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { Button, type ButtonProps } from 'primereact/button';
import { useState } from 'react';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { useChangeCourseStatus } from '../course-workflow.api';
import { ReturnCommentDialog } from './return-comment-dialog';

type Look = Pick<ButtonProps, 'icon' | 'severity' | 'outlined'>;

/** How each target status is offered, in the order the buttons appear. */
const ACTIONS: [CourseStatus, Look][] = [
  [1, { icon: 'pi pi-send' }],
  [3, { icon: 'pi pi-check', severity: 'success' }],
  [2, { icon: 'pi pi-replay', severity: 'warning', outlined: true }],
  [0, { icon: 'pi pi-file-edit', severity: 'secondary', outlined: true }],
  [4, { icon: 'pi pi-ban', severity: 'danger', outlined: true }],
];

const NOTICES: Record<CourseStatus, string> = {
  0: texts.notices.courseToDraft,
  1: texts.notices.courseSentForVerification,
  2: texts.notices.courseReturned,
  3: texts.notices.coursePublished,
  4: texts.notices.courseDeactivated,
};

/**
 * The status buttons: exactly the transitions the server allows this caller now (`allowedTransitions`) —
 * an author only «Отправить на проверку». Returning for revision asks for a comment; deactivating asks to
 * confirm.
 */
export function CourseStatusActions({ course }: { course: Course }) {
  const change = useChangeCourseStatus(course.id);
  const [returning, setReturning] = useState(false);
  const offered = ACTIONS.filter(([status]) => course.allowedTransitions.includes(status));
  const t = coursesTexts.course;

  const run = (status: CourseStatus, comment?: string) =>
    change.mutateAsync({ status, comment }).then(() => showSuccess(NOTICES[status]));

  const onClick = (status: CourseStatus) => {
    if (courseTransitionNeedsComment(status)) setReturning(true);
    else if (status === 4)
      confirmAction({
        message: t.deactivateConfirm(course.name),
        onAccept: () => void run(status).catch(() => undefined),
      });
    else void run(status).catch(() => undefined);
  };

  if (offered.length === 0) return <small className="app-field__hint">{t.noActions}</small>;
  return (
    <div className="flex flex-wrap gap-2">
      {offered.map(([status, look]) => (
        <Button
          key={status}
          type="button"
          label={t.actions[status]}
          {...look}
          loading={change.isPending && change.variables?.status === status}
          disabled={change.isPending}
          onClick={() => onClick(status)}
        />
      ))}
      {returning && (
        <ReturnCommentDialog
          onSubmit={async (comment) => {
            await run(2, comment);
            setReturning(false);
          }}
          onClose={() => setReturning(false)}
        />
      )}
    </div>
  );
}
