import { coursesTexts } from '@school/contracts/texts/courses';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { CourseCreateDialog } from '../components/course-create-dialog';
import { COURSES_LIST, CourseRowActions } from '../courses.list';
import { useConfirmDeleteCourse } from '../lib/use-delete-course';

const t = coursesTexts.courses;

/** /courses (admins): every course with search, filters, sorting and paging kept in the URL. */
export function CoursesPage() {
  const page = useListPage(COURSES_LIST);
  const [creating, setCreating] = useState(false);
  const onDelete = useConfirmDeleteCourse();
  const createButton = <Button icon="pi pi-plus" label={t.create} onClick={() => setCreating(true)} />;

  return (
    <ListPage
      page={page}
      title={t.title}
      actions={createButton}
      empty={{ title: t.emptyTitle, hint: t.emptyHint, action: createButton }}
      rowActions={(row) => <CourseRowActions row={row} onDelete={onDelete} />}
    >
      {creating && <CourseCreateDialog onClose={() => setCreating(false)} />}
    </ListPage>
  );
}
