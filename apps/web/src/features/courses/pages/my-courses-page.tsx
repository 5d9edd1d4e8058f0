import { isAdminRole } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { getRole } from '@/shared/session/session';
import { CourseCreateDialog } from '../components/course-create-dialog';
import { CourseStatusCounts } from '../components/course-status-counts';
import { useMyCourseCounts } from '../courses.api';
import '../courses.css';
import { CourseRowActions, MY_COURSES_LIST } from '../courses.list';

const t = coursesTexts.courses;

/**
 * /profile/courses, the profile's default tab: the caller's courses by status, then the list. Curators and
 * speakers reach their courses from here and create new ones (the server makes the creator its author).
 */
export function MyCoursesPage() {
  const page = useListPage(MY_COURSES_LIST);
  const counts = useMyCourseCounts();
  const [creating, setCreating] = useState(false);
  const isAdmin = isAdminRole(getRole());
  const createButton = <Button icon="pi pi-plus" label={t.create} onClick={() => setCreating(true)} />;

  return (
    <ListPage
      page={page}
      title={t.myTitle}
      level={2}
      actions={createButton}
      summary={
        <CourseStatusCounts
          counts={counts.data}
          selected={page.list.filters.status}
          onSelect={(status) => page.list.setFilter('status', status)}
        />
      }
      empty={{ title: t.emptyTitle, hint: isAdmin ? t.emptyHint : t.emptyMyHint, action: createButton }}
      rowActions={(row) => <CourseRowActions row={row} />}
    >
      {creating && <CourseCreateDialog onClose={() => setCreating(false)} />}
    </ListPage>
  );
}
