import { texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { SearchInput } from '@/shared/lists/search-input';
import { useListState } from '@/shared/lists/use-list-state';
import { CourseCreateDialog } from '../components/course-create-dialog';
import { CourseFilters } from '../components/course-filters';
import { CoursesTable } from '../components/courses-table';
import { useCourses } from '../courses.api';
import { COURSES_LIST } from '../lib/course-list-config';
import { useConfirmDeleteCourse } from '../lib/use-delete-course';

/** /courses (admins): every course with search, filters, sorting and paging kept in the URL. */
export function CoursesPage() {
  const list = useListState(COURSES_LIST);
  const courses = useCourses('all', list.query);
  const { data } = courses;
  const [creating, setCreating] = useState(false);
  const onDelete = useConfirmDeleteCourse();
  const t = texts.courses;
  const createButton = <Button icon="pi pi-plus" label={t.create} onClick={() => setCreating(true)} />;

  return (
    <section className="card">
      <ListToolbar
        title={<h1 className="app-card-title m-0">{t.title}</h1>}
        search={
          <SearchInput value={list.search} onSearch={list.setSearch} placeholder={t.searchPlaceholder} />
        }
        filters={<CourseFilters list={list} withAuthor />}
        list={list}
        actions={createButton}
      />
      <CoursesTable
        list={list}
        items={data?.items}
        total={data?.total}
        request={courses}
        emptyHint={t.emptyHint}
        emptyAction={createButton}
        onDelete={onDelete}
      />
      {creating && <CourseCreateDialog onClose={() => setCreating(false)} />}
    </section>
  );
}
