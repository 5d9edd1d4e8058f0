import type { Course } from '@school/contracts';
import { coursesTexts } from '@school/contracts/texts/courses';
import { NavLink } from 'react-router';

/** The course's lessons beside a lesson page: moving between them leaves the course data as it is. */
export function CourseOutline({ course }: { course: Course }) {
  return (
    <nav className="card app-outline" aria-label={coursesTexts.course.structureTitle}>
      <NavLink to={`/courses/${course.id}`} end className="app-outline__course">
        <i className="pi pi-arrow-left" aria-hidden="true" /> {course.name}
      </NavLink>
      {course.modules.map((module) => (
        <div key={module.id} className="app-outline__module">
          <span className="app-outline__module-name">{module.name}</span>
          <ol>
            {module.lessons.map((lesson) => (
              <li key={lesson.id}>
                <NavLink to={`/courses/${course.id}/${lesson.id}`}>{lesson.name}</NavLink>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </nav>
  );
}
