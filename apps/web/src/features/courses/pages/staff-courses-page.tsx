import { texts } from '@school/contracts';
import { useParams } from 'react-router';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import type { ListConfig } from '@/shared/lists/list-url';
import { SearchInput } from '@/shared/lists/search-input';
import { useListState } from '@/shared/lists/use-list-state';
import { CourseFilters } from '../components/course-filters';
import { CoursesTable } from '../components/courses-table';
import { type CourseFilter, useCourses } from '../courses.api';

/** The author is the profile's person, so it is not a filter of this list. */
const STAFF_COURSES_LIST: ListConfig<CourseFilter> = {
  filters: ['status', 'directionId', 'level'],
  defaultSort: 'createdAt:desc',
};

/** /admins/{id}/courses: the courses that staff member is assigned to (the admins' course list). */
export function StaffCoursesPage() {
  const authorId = useParams().id;
  const list = useListState(STAFF_COURSES_LIST);
  const courses = useCourses('all', { ...list.query, authorId });
  const { data } = courses;
  const t = texts.courses;

  return (
    <section className="card">
      <ListToolbar
        title={<h2 className="app-card-title m-0">{texts.profile.tabs.allCourses}</h2>}
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
        emptyHint={t.emptyStaffHint}
      />
    </section>
  );
}
