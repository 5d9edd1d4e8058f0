import { texts } from '@school/contracts';
import { ErrorScreen } from './error-screen';
import { LinkButton } from './link-button';

/** The error element of courses/{id} (spec §2): the course did not load. */
export function CourseErrorScreen() {
  return (
    <ErrorScreen icon="book" title={texts.errors.courseTitle} text={texts.errors.courseText}>
      <LinkButton to="/profile/courses" icon="arrow-left" label={texts.errors.backToCourses} />
    </ErrorScreen>
  );
}
