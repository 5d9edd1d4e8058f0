import { type Course, ROLE_LABELS, type Staff, texts } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { useState } from 'react';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { fullName, initials } from '@/shared/session/current-user';
import { staffOptions, useStaffOptions } from '@/shared/staff/staff-options';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { RowAction } from '@/shared/ui/row-action';
import { useAssignAuthor } from '../course-workflow.api';

/** Options matched by name or e-mail, as the server searched them. */
function pickerOptions(people: Staff[]) {
  return staffOptions(people).map((option, index) => ({
    ...option,
    search: `${option.label} ${people[index]?.email ?? ''}`,
  }));
}

type CourseAuthorsProps = { course: Course; canManage: boolean };

/** The course's curators and speakers; admins assign and remove them. */
export function CourseAuthors({ course, canManage }: CourseAuthorsProps) {
  const assign = useAssignAuthor(course.id);
  const [typed, setTyped] = useState('');
  const staff = useStaffOptions('author', canManage, useDebouncedValue(typed.trim(), 300));
  const [picked, setPicked] = useState<Staff | null>(null);
  const t = coursesTexts.course;
  const assignedIds = new Set(course.authors.map((author) => author.id));
  // The picked person stays an option while a new search shows others.
  const found = staff.data ?? [];
  const people = picked && !found.some((person) => person.id === picked.id) ? [picked, ...found] : found;
  const options = pickerOptions(people.filter((person) => !assignedIds.has(person.id)));

  const onAssign = () => {
    if (!picked) return;
    assign.mutate(
      { staffId: picked.id, assigned: true },
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
                <RowAction
                  icon="pi-user-minus"
                  label={t.removeAuthor}
                  name={name}
                  severity="danger"
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
            value={picked ? String(picked.id) : null}
            options={options}
            onChange={(event) =>
              setPicked(people.find((person) => String(person.id) === event.value) ?? null)
            }
            placeholder={t.pickAuthor}
            aria-label={t.pickAuthor}
            filter
            filterBy="search"
            onFilter={(event) => setTyped(event.filter)}
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
