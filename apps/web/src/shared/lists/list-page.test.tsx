import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { apiRequest } from '../api/api-client';
import { queryKeys } from '../api/query-keys';
import { ListFilter } from './list-filter';
import { type ListController, type ListDeclaration, ListPage, useListPage } from './list-page';
import type { ListQueryParams } from './list-url';

type Item = { id: number; name: string };
type Page = { items: Item[]; total: number };

function useItems(query: ListQueryParams<'status'>, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.directions.list(query),
    queryFn: ({ signal }) => apiRequest<Page>('/items', { query, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function StatusFilter({ list }: { list: ListController<'status'> }) {
  const options = [{ label: 'Опубликовано', value: '3' }];
  return <ListFilter list={list} name="status" label="Статус" options={options} />;
}

/** A declared list, as a section writes one. */
const ITEMS: ListDeclaration<Item, 'status'> = {
  url: { filters: ['status'], defaultSort: 'name:asc' },
  useItems,
  label: 'Позиции',
  columns: [{ field: 'name', header: 'Название', sortable: true }],
  Filters: StatusFilter,
  search: {
    placeholder: 'Название позиции',
    minimum: {
      isTooShort: (search) => search !== '' && search.length < 3,
      hint: 'Введите не меньше 3 символов',
      title: 'Запрос слишком короткий',
      detail: 'Допишите запрос.',
    },
  },
  export: { path: '/items/csv', fileName: 'items.csv' },
};

function ItemsPage() {
  const page = useListPage(ITEMS);
  return (
    <ListPage
      page={page}
      title="Позиции"
      hint="Всё, что есть."
      actions={<button type="button">Создать</button>}
      empty={{ title: 'Позиций пока нет', hint: 'Добавьте первую.' }}
      rowActions={(row) => <button type="button">{`Изменить: ${row.name}`}</button>}
    />
  );
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/items');

beforeEach(() => {
  fetchMock = vi
    .fn<typeof fetch>()
    .mockImplementation(async () => jsonResponse({ items: [{ id: 1, name: 'Первая' }], total: 31 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ListPage from a declaration', () => {
  it('draws the toolbar and the table, and asks the API hook with the URL state', async () => {
    renderRoutes([{ path: '/items', element: <ItemsPage /> }], '/items?status=3&page=2&search=перв');

    expect(await screen.findByRole('heading', { level: 1, name: 'Позиции' })).toBeTruthy();
    expect(screen.getByText('Всё, что есть.')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Поиск' }).getAttribute('placeholder')).toBe(
      'Название позиции',
    );
    expect(screen.getByRole('button', { name: 'Экспорт' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Создать' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Сбросить фильтры' })).toBeTruthy();
    const table = screen.getByLabelText('Позиции');
    expect(await within(table).findByText('Первая')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Изменить: Первая' })).toBeTruthy();
    expect(Object.fromEntries(listCalls()[0]!.searchParams)).toEqual({
      skip: '15',
      take: '15',
      search: 'перв',
      orderBy: 'name:asc',
      status: '3',
    });
  });

  it('«Сбросить фильтры» clears the search and the filters; the list asks again', async () => {
    const { router } = renderRoutes(
      [{ path: '/items', element: <ItemsPage /> }],
      '/items?status=3&sort=name:desc',
    );
    await screen.findByText('Первая');
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(router.state.location.search).toBe('?sort=name%3Adesc');
    expect(screen.queryByRole('button', { name: 'Сбросить фильтры' })).toBeNull();
  });

  it('a search below the minimum is not sent: the hint under the box, the reason instead of rows, no export', async () => {
    renderRoutes([{ path: '/items', element: <ItemsPage /> }], '/items?search=пе');
    expect(await screen.findByText('Введите не меньше 3 символов')).toBeTruthy();
    expect(screen.getByText('Запрос слишком короткий')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect((screen.getByRole('button', { name: 'Экспорт' }) as HTMLButtonElement).disabled).toBe(true);
    expect(listCalls()).toEqual([]);
  });

  it('an empty list says what to do; a profile tab has an h2 and no hint', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ items: [], total: 0 }));
    function Tab() {
      const page = useListPage(ITEMS);
      return (
        <ListPage
          page={page}
          title="Позиции"
          level={2}
          empty={{ title: 'Позиций пока нет', hint: 'Добавьте первую.' }}
        />
      );
    }
    renderRoutes([{ path: '/items', element: <Tab /> }], '/items');
    expect(await screen.findByText('Позиций пока нет')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Позиции' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
