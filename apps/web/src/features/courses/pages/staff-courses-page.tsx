import { texts } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { CourseRowActions, STAFF_COURSES_LIST } from '../courses.list';

const t = coursesTexts.courses;

/** /admins/{id}/courses: the courses that staff member is assigned to (the admins' course list). */
export function StaffCoursesPage() {
  const page = useListPage(STAFF_COURSES_LIST);
  return (
    <ListPage
      page={page}
      title={texts.profile.tabs.allCourses}
      level={2}
      empty={{ title: t.emptyTitle, hint: t.emptyStaffHint }}
      rowActions={(row) => <CourseRowActions row={row} />}
    />
  );
}
