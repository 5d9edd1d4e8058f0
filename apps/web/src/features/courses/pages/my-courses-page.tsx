import { isAdminRole, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { SearchInput } from '@/shared/lists/search-input';
import { useListState } from '@/shared/lists/use-list-state';
import { getRole } from '@/shared/session/session';
import { CourseCreateDialog } from '../components/course-create-dialog';
import { CourseFilters } from '../components/course-filters';
import { CourseStatusCounts } from '../components/course-status-counts';
import { CoursesTable } from '../components/courses-table';
import { useCourses, useMyCourseCounts } from '../courses.api';
import '../courses.css';
import { COURSES_LIST } from '../lib/course-list-config';

/**
 * /profile/courses, the profile's default tab: the caller's courses by status, then the list. Curators and
 * speakers reach their courses from here and create new ones (the server makes the creator its author).
 */
export function MyCoursesPage() {
  const list = useListState(COURSES_LIST);
  const courses = useCourses('my', list.query);
  const { data } = courses;
  const counts = useMyCourseCounts();
  const [creating, setCreating] = useState(false);
  const isAdmin = isAdminRole(getRole());
  const t = texts.courses;
  const createButton = <Button icon="pi pi-plus" label={t.create} onClick={() => setCreating(true)} />;

  return (
    <section className="card">
      <ListToolbar title={<h2 className="app-card-title m-0">{t.myTitle}</h2>} actions={createButton} />
      <CourseStatusCounts
        counts={counts.data}
        selected={list.filters.status}
        onSelect={(status) => list.setFilter('status', status)}
      />
      <ListToolbar
        search={
          <SearchInput value={list.search} onSearch={list.setSearch} placeholder={t.searchPlaceholder} />
        }
        filters={<CourseFilters list={list} />}
        list={list}
      />
      <CoursesTable
        list={list}
        items={data?.items}
        total={data?.total}
        request={courses}
        emptyHint={isAdmin ? t.emptyHint : t.emptyMyHint}
        emptyAction={createButton}
      />
      {creating && <CourseCreateDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
