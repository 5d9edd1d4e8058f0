import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hashKey, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from './query-keys';

/** Which of these keys an invalidation by `prefix` marks stale, through TanStack Query's own matching. */
function invalidated(keys: readonly (readonly unknown[])[], prefix: readonly unknown[]) {
  const client = new QueryClient();
  for (const key of keys) client.setQueryData(key, 'cached');
  void client.invalidateQueries({ queryKey: prefix, refetchType: 'none' });
  return keys.filter((key) => client.getQueryState(key)?.isInvalidated);
}

describe('queryKeys', () => {
  it('one lists() invalidation hits every page, filter and picker of a domain, and no detail', () => {
    const k = queryKeys.courses;
    const page = k.list({ scope: 'all', skip: 0, take: 15, search: '', status: '3' });
    const mine = k.list({ scope: 'my', skip: 15, take: 15 });
    const picker = k.list({ search: 'react', take: 20, orderBy: 'name:asc' });
    const detail = k.detail(7);
    const counts = k.counts();
    expect(invalidated([page, mine, picker, detail, counts], k.lists())).toEqual([page, mine, picker]);
  });

  it('detail(id) is its own: a change of one record leaves the lists and other records alone', () => {
    const k = queryKeys.students;
    const keys = [k.list({ skip: 0 }), k.detail(1), k.courses(1), k.detail(2)];
    expect(invalidated(keys, k.detail(1))).toEqual([k.detail(1), k.courses(1)]);
  });

  it('all covers the domain, and only it (staff: lists, profiles and the signed-in user)', () => {
    const staff = [queryKeys.staff.list({ of: 'authors' }), queryKeys.staff.detail(3), queryKeys.staff.me()];
    const others = [queryKeys.students.list({ staffId: 3 }), queryKeys.courses.detail(3)];
    expect(invalidated([...staff, ...others], queryKeys.staff.all)).toEqual(staff);
  });

  it('different params are different lists; the same params are the same cache entry', () => {
    const { list } = queryKeys.directions;
    expect(hashKey(list({ take: 100, orderBy: 'position:asc' }))).toBe(
      hashKey(list({ orderBy: 'position:asc', take: 100 })),
    );
    expect(hashKey(list({ take: 100 }))).not.toBe(hashKey(list({ take: 15 })));
    expect(queryKeys.directions.lists()).toEqual(['directions', 'list']);
    expect(queryKeys.lessons.detail(5)).toEqual(['lessons', 'detail', 5]);
  });
});

describe('keys come from the factory', () => {
  it('no source file writes a key by hand (`queryKey: [...]`)', () => {
    const src = join(import.meta.dirname, '..', '..');
    const handWritten = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) => /queryKey:\s*\[/.test(readFileSync(join(src, file), 'utf8')));
    expect(handWritten).toEqual([]);
  });
});
