import '../students.css';
import { useEffect, useRef } from 'react';
import { Outlet, useParams } from 'react-router';
import { PageSkeleton } from '@/shared/ui/page-skeleton';
import { StudentFacts } from '../components/student-facts';
import { StudentHeader } from '../components/student-header';
import { StudentTabs } from '../components/student-tabs';
import { useSetStudentViewed, useStudent } from '../students.api';

/**
 * /users/{id}: the student card — details and actions on top, then its views: course accesses and the
 * subscription (the index) or «История» (/users/{id}/history). A page rather than a drawer: it has a link to
 * share, a breadcrumb and room for the access list.
 */
export function StudentPage() {
  const id = Number(useParams().id);
  const { data: student } = useStudent(id);
  const viewed = useSetStudentViewed();
  const marked = useRef<number | null>(null);

  // Opening the card is looking at the profile (the spec's view flag); only once per visit, so
  // «Отметить непросмотренным» sticks.
  useEffect(() => {
    if (!student || student.isViewed || marked.current === student.id) return;
    marked.current = student.id;
    viewed.mutate({ id: student.id, isViewed: true });
  }, [student, viewed]);

  if (!student) return <PageSkeleton />;
  return (
    <div className="grid">
      <div className="col-12">
        <section className="card">
          <StudentHeader student={student} />
          <StudentFacts student={student} />
        </section>
      </div>
      <div className="col-12">
        <StudentTabs studentId={student.id} />
      </div>
      <div className="col-12">
        <Outlet />
      </div>
    </div>
  );
}
