import '../courses.css';
import { useParams } from 'react-router';
import { LazyRecordHistory } from '@/shared/audit/record-history-lazy';
import { PageSkeleton } from '@/shared/ui/page-skeleton';
import { CourseOutline } from '../components/course-outline';
import { LessonAttachments } from '../components/lesson-attachments';
import { LessonForm } from '../components/lesson-form';
import { useCourse } from '../courses.api';
import { useLesson } from '../lessons.api';

/** courses/{id}/{lessonId}: the lesson's text, video and files, with the course's lessons beside it. */
export function LessonPage() {
  const params = useParams();
  const { data: course } = useCourse(Number(params.id));
  const { data: lesson } = useLesson(Number(params.lessonId));
  if (!lesson) return <PageSkeleton />;

  return (
    <div className="grid">
      <div className="col-12 xl:col-8 flex flex-column gap-3">
        <LessonForm key={lesson.id} lesson={lesson} />
        <LessonAttachments lesson={lesson} />
        <LazyRecordHistory section="lesson" entityId={lesson.id} card />
      </div>
      <div className="col-12 xl:col-4">{course && <CourseOutline course={course} />}</div>
    </div>
  );
}
