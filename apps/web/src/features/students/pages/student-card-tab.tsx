import { useParams } from 'react-router';
import { StudentCourses } from '../components/student-courses';
import { StudentSubscription } from '../components/student-subscription';
import { useStudent } from '../students.api';

/** /users/{id}: the card's own view — course accesses and the custom subscription. */
export function StudentCardTab() {
  const id = Number(useParams().id);
  const { data: student } = useStudent(id);
  if (!student) return null;
  return (
    <div className="grid">
      <div className="col-12 xl:col-7">
        <StudentCourses studentId={student.id} />
      </div>
      <div className="col-12 xl:col-5">
        <StudentSubscription student={student} />
      </div>
    </div>
  );
}
