import { COURSE_STATUS, type CourseStatus } from './course-status';

const { draft, forVerification, returnRevision, publish, blocked } = COURSE_STATUS;

/**
 * The course publication state machine (docs/decisions/003-course-workflow.md). An author (a curator or
 * speaker assigned to the course) only sends a draft or a returned course for verification; an admin can
 * do that too and also publishes, returns for revision, blocks, and brings a blocked course back.
 */
export const COURSE_TRANSITIONS: Record<CourseStatus, { admin: CourseStatus[]; author: CourseStatus[] }> = {
  [draft]: { admin: [forVerification, publish, blocked], author: [forVerification] },
  [forVerification]: { admin: [returnRevision, publish, blocked], author: [] },
  [returnRevision]: { admin: [forVerification, publish, blocked], author: [forVerification] },
  [publish]: { admin: [returnRevision, blocked], author: [] },
  [blocked]: { admin: [draft, publish], author: [] },
};

/** The statuses the caller may move a course to from `status`; the server enforces the same table. */
export function allowedCourseTransitions(status: CourseStatus, isAdmin: boolean): CourseStatus[] {
  const row = COURSE_TRANSITIONS[status];
  return [...(isAdmin ? row.admin : row.author)];
}

export function isCourseTransitionAllowed(from: CourseStatus, to: CourseStatus, isAdmin: boolean): boolean {
  return allowedCourseTransitions(from, isAdmin).includes(to);
}

/** Returning for revision must say what to fix. */
export function courseTransitionNeedsComment(to: CourseStatus): boolean {
  return to === returnRevision;
}

/** Authors edit details, modules and lessons only while the course is theirs to work on. */
export const AUTHOR_EDITABLE_COURSE_STATUSES: readonly CourseStatus[] = [draft, returnRevision];

/** Admins edit content in any status; an assigned author only in draft and "needs revision". */
export function canEditCourseContent(status: CourseStatus, isAdmin: boolean): boolean {
  return isAdmin || AUTHOR_EDITABLE_COURSE_STATUSES.includes(status);
}
