import { texts } from '@school/contracts';
import { ErrorScreen } from './error-screen';
import { LinkButton } from './link-button';

type LessonErrorScreenProps = { courseId?: string | number };

/** The error element of courses/{id}/{lessonId} (spec §2): back to the course when its id is known. */
export function LessonErrorScreen({ courseId }: LessonErrorScreenProps) {
  const back =
    courseId === undefined
      ? { to: '/profile/courses', label: texts.errors.backToCourses }
      : { to: `/courses/${courseId}`, label: texts.errors.backToCourse };
  return (
    <ErrorScreen icon="video" title={texts.errors.lessonTitle} text={texts.errors.lessonText}>
      <LinkButton to={back.to} icon="arrow-left" label={back.label} />
    </ErrorScreen>
  );
}
