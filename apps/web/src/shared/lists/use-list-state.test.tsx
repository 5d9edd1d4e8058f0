import { act, render, screen } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import {
  isFiltered,
  type ListConfig,
  readListState,
  resetListFilters,
  toListQuery,
  writeListState,
} from './list-url';
import { type ListController, useListState } from './use-list-state';

const CONFIG: ListConfig<'status' | 'level'> = {
  filters: ['status', 'level'],
  defaultSort: 'createdAt:desc',
};
const params = (search: string) => new URLSearchParams(search);

describe('list URL state', () => {
  it('reads the defaults of spec §9 from an empty URL', () => {
    expect(readListState(params(''), CONFIG)).toEqual({
      first: 0,
      page: 0,
      rows: 15,
      search: '',
      sort: 'createdAt:desc',
      filters: { status: undefined, level: undefined },
    });
  });

  it('reads a page counted from 1, rows, search, sort and filters; ignores garbage', () => {
    const state = readListState(params('page=3&rows=30&search=react&sort=name:asc&status=3&x=1'), CONFIG);
    expect(state).toMatchObject({ first: 60, page: 2, rows: 30, search: 'react', sort: 'name:asc' });
    expect(state.filters).toEqual({ status: '3', level: undefined });
    expect(readListState(params('page=-2&rows=abc&sort=drop table'), CONFIG)).toMatchObject({
      first: 0,
      rows: 15,
      sort: 'createdAt:desc',
    });
  });

  it('keeps a capped list within its deepest row: the last page asks only for the rows left', () => {
    const capped: ListConfig = { maxRows: 10_000 };
    const last = readListState(params('page=667'), capped);
    expect(last).toMatchObject({ first: 9990, page: 666 });
    expect(toListQuery(last, capped)).toMatchObject({ skip: 9990, take: 10 });
    expect(readListState(params('page=5000'), capped)).toMatchObject({ first: 9990, page: 666 });
    expect(toListQuery(readListState(params('page=2'), capped), capped)).toMatchObject({
      skip: 15,
      take: 15,
    });
    expect(readListState(params('page=5000'), CONFIG)).toMatchObject({ first: 74_985 });
  });

  it('writes changes without defaults, and a new filter, search or sort goes back to page 1', () => {
    const paged = writeListState(params('status=1'), { first: 30, rows: 15 }, CONFIG);
    expect(paged.toString()).toBe('status=1&page=3');
    expect(writeListState(paged, { filters: { status: '3' } }, CONFIG).toString()).toBe('status=3');
    expect(writeListState(paged, { search: ' курс ' }, CONFIG).get('search')).toBe('курс');
    expect(writeListState(paged, { sort: { field: 'name', order: 1 } }, CONFIG).toString()).toBe(
      'status=1&sort=name%3Aasc',
    );
    expect(
      writeListState(params('sort=name:asc'), { sort: { field: 'createdAt', order: -1 } }, CONFIG).toString(),
    ).toBe('');
    expect(writeListState(params('status=1&tab=x'), { filters: { status: null } }, CONFIG).toString()).toBe(
      'tab=x',
    );
  });
});

describe('«Сбросить фильтры»', () => {
  it('drops the search, the filters and the page; keeps the sort, the page size and foreign parameters', () => {
    const url = params('status=1&level=advanced&search=react&page=3&rows=30&sort=name:asc&tab=x');
    expect(isFiltered(readListState(url, CONFIG))).toBe(true);
    const reset = resetListFilters(url, CONFIG);
    expect(reset.toString()).toBe('rows=30&sort=name%3Aasc&tab=x');
    expect(isFiltered(readListState(reset, CONFIG))).toBe(false);
  });
});

describe('useListState', () => {
  let list: ListController<'status' | 'level'>;
  function Probe() {
    list = useListState(CONFIG);
    return <output>{JSON.stringify(list.query)}</output>;
  }

  it('keeps the state in the URL: a link reproduces it, back steps back', async () => {
    const { router } = renderRoutes([{ path: '/courses', element: <Probe /> }], '/courses?status=3&page=2');
    expect(JSON.parse((await screen.findByRole('status')).textContent ?? '')).toEqual({
      skip: 15,
      take: 15,
      search: '',
      orderBy: 'createdAt:desc',
      status: '3',
    });

    act(() => list.setPage(30, 15));
    expect(router.state.location.search).toBe('?status=3&page=3');
    act(() => list.setFilter('level', 'advanced'));
    expect(router.state.location.search).toBe('?status=3&level=advanced');
    expect(list.query).toMatchObject({ skip: 0, level: 'advanced' });

    await act(() => router.navigate(-1));
    expect(router.state.location.search).toBe('?status=3&page=3');
    expect(list.first).toBe(30);
  });

  it('a change made before the page has rendered the previous one keeps it (the URL, not the last render)', async () => {
    window.history.replaceState(null, '', '/courses');
    const router = createBrowserRouter([{ path: '/courses', element: <Probe /> }]);
    render(<RouterProvider router={router} />);
    await screen.findByRole('status');
    const stale = list;
    await act(async () => {
      stale.setFilter('status', '3');
      await new Promise((resolve) => setTimeout(resolve, 0));
      // The router has written ?status=3; this list object is from the render before it.
      stale.setFilter('level', 'advanced');
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(router.state.location.search).toBe('?status=3&level=advanced');
    router.dispose();
  });
});
