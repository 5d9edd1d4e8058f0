import { type Course, ROLE_LABELS, texts } from '@school/contracts';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { fullName, initials } from '../../../shared/session/current-user';
import { showSuccess } from '../../../shared/toast/toast-store';
import { confirmAction } from '../../../shared/ui/confirm-action';
import { useAssignAuthor } from '../course-workflow.api';
import { useAuthorOptions } from '../courses.api';
import { staffOptions } from '../lib/course-options';

type CourseAuthorsProps = { course: Course; canManage: boolean };

/** The course's curators and speakers; admins assign and remove them. */
export function CourseAuthors({ course, canManage }: CourseAuthorsProps) {
  const assign = useAssignAuthor(course.id);
  const staff = useAuthorOptions(canManage);
  const [picked, setPicked] = useState<string | null>(null);
  const t = texts.course;
  const assignedIds = new Set(course.authors.map((author) => author.id));
  const options = staffOptions(staff.data?.filter((person) => !assignedIds.has(person.id)));

  const onAssign = () => {
    if (!picked) return;
    assign.mutate(
      { staffId: Number(picked), assigned: true },
      {
        onSuccess: () => {
          setPicked(null);
          showSuccess(texts.notices.authorAssigned);
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="course-authors-title">
      <h2 id="course-authors-title" className="app-card-title">
        {t.authorsTitle}
      </h2>
      <p className="app-card-hint">{t.authorsHint}</p>
      {course.authors.length === 0 && <p className="text-color-secondary mt-0">{t.authorsEmpty}</p>}
      <ul className="app-people">
        {course.authors.map((author) => {
          const name = fullName(author);
          return (
            <li key={author.id}>
              <Avatar
                image={author.avatar ?? undefined}
                label={author.avatar ? undefined : initials({ ...author, email: '' })}
                shape="circle"
                className="app-avatar-initials"
              />
              <span className="flex-1 flex flex-column">
                <span className="font-medium">{name}</span>
                <small className="text-color-secondary">{ROLE_LABELS[author.role]}</small>
              </span>
              {canManage && (
                <Button
                  icon="pi pi-user-minus"
                  text
                  rounded
                  severity="danger"
                  aria-label={`${t.removeAuthor}: ${name}`}
                  disabled={assign.isPending}
                  onClick={() =>
                    confirmAction({
                      message: t.removeAuthorConfirm(name),
                      onAccept: () =>
                        assign.mutate(
                          { staffId: author.id, assigned: false },
                          { onSuccess: () => showSuccess(texts.notices.authorRemoved) },
                        ),
                    })
                  }
                />
              )}
            </li>
          );
        })}
      </ul>
      {canManage && (
        <div className="flex flex-column gap-2 mt-3">
          <Dropdown
            value={picked}
            options={options}
            onChange={(event) => setPicked(typeof event.value === 'string' ? event.value : null)}
            placeholder={t.pickAuthor}
            aria-label={t.pickAuthor}
            filter
            className="w-full"
          />
          <Button
            icon="pi pi-user-plus"
            label={t.assignAuthor}
            className="align-self-end"
            onClick={onAssign}
            disabled={!picked}
            loading={assign.isPending}
          />
        </div>
      )}
    </section>
  );
}
