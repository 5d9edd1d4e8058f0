import { describe, expect, it } from 'vitest';
import { MATCHES_SORT_LIMIT, sortsMatchesFirst } from './students-list.pages';

describe('sortsMatchesFirst: when a page collects and sorts its matches instead of walking an index', () => {
  it('does so only for a search sorted by surname with at most MATCHES_SORT_LIMIT estimated matches', () => {
    expect(sortsMatchesFirst(true, 'lastName:asc', 16_000)).toBe(true);
    expect(sortsMatchesFirst(true, 'lastName:desc', MATCHES_SORT_LIMIT)).toBe(true);
    expect(sortsMatchesFirst(true, 'lastName:asc', MATCHES_SORT_LIMIT + 1)).toBe(false);
    expect(sortsMatchesFirst(true, 'createdAt:desc', 16_000)).toBe(false);
    expect(sortsMatchesFirst(true, undefined, 16_000)).toBe(false);
    expect(sortsMatchesFirst(false, 'lastName:asc', 16_000)).toBe(false);
  });
});
