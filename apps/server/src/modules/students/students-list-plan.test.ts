import { describe, expect, it } from 'vitest';
import { type LargeList, MATCHES_SORT_LIMIT, sortsMatchesFirst } from '../../lists/page-plan';
import { studentsList } from './students.list';

const students = studentsList.declaration as unknown as LargeList;

describe('sortsMatchesFirst: when a page collects and sorts its matches instead of walking an index', () => {
  it('does so only for a search sorted by a clustering field with at most MATCHES_SORT_LIMIT estimated matches', () => {
    expect(sortsMatchesFirst(students, true, 'lastName:asc', 16_000)).toBe(true);
    expect(sortsMatchesFirst(students, true, 'lastName:desc', MATCHES_SORT_LIMIT)).toBe(true);
    expect(sortsMatchesFirst(students, true, 'lastName:asc', MATCHES_SORT_LIMIT + 1)).toBe(false);
    expect(sortsMatchesFirst(students, true, 'createdAt:desc', 16_000)).toBe(false);
    expect(sortsMatchesFirst(students, true, undefined, 16_000)).toBe(false);
    expect(sortsMatchesFirst(students, false, 'lastName:asc', 16_000)).toBe(false);
  });
});
