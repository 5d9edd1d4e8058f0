/**
 * The courses domain's public face. Course modules and lessons are parts of a course: they check access and
 * lock through the course, touch it when they change, and read or reorder the course's outline here.
 */
export { type Actor, accessCourse, assertCanEdit, type CourseAccess } from './course-access';
export { toModuleDto } from './course-outline.mapper';
export { listCourseTree, type ModuleTree, setLessonPlacements } from './course-outline.repository';
export { withCourseLocked } from './course-reader';
export { findCourseById, touchCourse } from './courses.repository';
export { countAllCourses, listAllCourses, listMyCourses, searchCourses } from './courses.service';
export { assertPermutation } from './permutation';
