import '../courses.css';
import { isAdminRole } from '@school/contracts';
import { useParams } from 'react-router';
import { LazyRecordHistory } from '@/shared/audit/record-history-lazy';
import { getRole } from '@/shared/session/session';
import { PageSkeleton } from '@/shared/ui/page-skeleton';
import { CourseAuthors } from '../components/course-authors';
import { CourseCostForm } from '../components/course-cost-form';
import { CourseDetailsForm } from '../components/course-details-form';
import { CourseFlags } from '../components/course-flags';
import { CourseHeader } from '../components/course-header';
import { CourseHistory } from '../components/course-history';
import { CourseStructure } from '../components/course-structure';
import { useCourse } from '../courses.api';

/** courses/{id}: details, structure, status workflow, cost, flags, authors and history of one course. */
export function CoursePage() {
  const id = Number(useParams().id);
  const { data: course } = useCourse(id);
  if (!course) return <PageSkeleton />;
  const isAdmin = isAdminRole(getRole());

  return (
    <div className="flex flex-column gap-3">
      <CourseHeader course={course} isAdmin={isAdmin} />
      <div className="grid">
        <div className="col-12 xl:col-8 flex flex-column gap-3">
          <CourseStructure course={course} />
          <CourseDetailsForm key={course.id} course={course} />
        </div>
        <div className="col-12 xl:col-4 flex flex-column gap-3">
          <CourseCostForm key={course.id} course={course} editable={isAdmin} />
          {isAdmin && <CourseFlags course={course} />}
          <CourseAuthors course={course} canManage={isAdmin} />
          <CourseHistory history={course.history} />
          <LazyRecordHistory section="course" entityId={course.id} card />
        </div>
      </div>
    </div>
  );
}
