import { useParams } from 'react-router';
import { LessonErrorScreen } from '@/shared/ui/error-screens/lesson-error-screen';

/** The lesson error screen with its way back to the course of the failed lesson. */
export function LessonRouteError() {
  const { id } = useParams();
  return <LessonErrorScreen courseId={id} />;
}
