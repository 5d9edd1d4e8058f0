import { describe, expect, it } from 'vitest';
import { COURSE_STATUSES, type CourseStatus } from './course-status';
import {
  allowedCourseTransitions,
  canEditCourseContent,
  courseTransitionNeedsComment,
  isCourseTransitionAllowed,
} from './course-transitions';

/** The table of docs/decisions/003-course-workflow.md, written out once more on purpose. */
const ADMIN: Record<CourseStatus, CourseStatus[]> = {
  0: [1, 3, 4],
  1: [2, 3, 4],
  2: [1, 3, 4],
  3: [2, 4],
  4: [0, 3],
};
const AUTHOR: Record<CourseStatus, CourseStatus[]> = { 0: [1], 1: [], 2: [1], 3: [], 4: [] };

describe('allowedCourseTransitions', () => {
  it.each(COURSE_STATUSES)('from %i matches the documented table', (from) => {
    expect(allowedCourseTransitions(from, true)).toEqual(ADMIN[from]);
    expect(allowedCourseTransitions(from, false)).toEqual(AUTHOR[from]);
  });

  it('never allows staying in the same status', () => {
    for (const status of COURSE_STATUSES) {
      expect(isCourseTransitionAllowed(status, status, true)).toBe(false);
      expect(isCourseTransitionAllowed(status, status, false)).toBe(false);
    }
  });

  it('gives the author a subset of what an admin may do, and only "for verification"', () => {
    for (const from of COURSE_STATUSES) {
      for (const to of allowedCourseTransitions(from, false)) {
        expect(to).toBe(1);
        expect(isCourseTransitionAllowed(from, to, true)).toBe(true);
      }
    }
  });

  it('returns a copy the caller may change', () => {
    allowedCourseTransitions(0, true).push(2);
    expect(allowedCourseTransitions(0, true)).toEqual([1, 3, 4]);
  });
});

describe('course rules', () => {
  it('needs a comment only when returning for revision', () => {
    expect(COURSE_STATUSES.filter(courseTransitionNeedsComment)).toEqual([2]);
  });

  it('lets authors edit content in draft and "needs revision" only; admins always', () => {
    expect(COURSE_STATUSES.filter((status) => canEditCourseContent(status, false))).toEqual([0, 2]);
    expect(COURSE_STATUSES.filter((status) => canEditCourseContent(status, true))).toEqual([0, 1, 2, 3, 4]);
  });
});
