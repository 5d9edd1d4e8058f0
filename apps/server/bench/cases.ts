import { STUDENT_LIST_MAX_ROWS } from '@school/contracts';

/** The student-list requests measured against both servers (query strings of GET /api/students). */
export const LIST_CASES: ReadonlyArray<{ name: string; query: string }> = [
  { name: 'first page', query: '' },
  { name: 'deepest page', query: `skip=${STUDENT_LIST_MAX_ROWS - 15}&take=15` },
  { name: 'search "иванов"', query: `search=${encodeURIComponent('иванов')}` },
  {
    name: 'search, by surname',
    query: `search=${encodeURIComponent('иванов')}&orderBy=lastName:asc`,
  },
  {
    name: 'search, deepest page',
    query: `search=${encodeURIComponent('иванов')}&skip=${STUDENT_LIST_MAX_ROWS - 15}&take=15`,
  },
  // Issue 8: a name in the list's order (each word must match) and a phone as people write it (digits).
  { name: 'search "иванова анна"', query: `search=${encodeURIComponent('иванова анна')}` },
  { name: 'search, phone', query: `search=${encodeURIComponent('+7 912 345-67-89')}` },
  { name: 'filter + sort', query: 'status=1&subscription=active&orderBy=lastName:asc' },
  { name: 'deepest filtered', query: `status=0&skip=${STUDENT_LIST_MAX_ROWS - 15}&take=15` },
];

/** The export measured: all students, no filter. */
export const EXPORT_QUERY = '';
