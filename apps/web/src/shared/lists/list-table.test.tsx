import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { apiRequest } from '../api/api-client';
import { toastStore } from '../toast/toast-store';
import { type ListColumn, ListTable } from './list-table';
import type { ListConfig } from './list-url';
import { useListState } from './use-list-state';

type Item = { id: number; name: string };
type Page = { items: Item[]; total: number };
const LIST: ListConfig<'status'> = { filters: ['status'] };
const columns: ListColumn<Item>[] = [{ field: 'name', header: 'Название' }];

/** A list page as the features build it: URL state, a list query, the shared table. */
function ItemsList({ onRowReorder }: { onRowReorder?: (from: number, to: number) => void }) {
  const list = useListState(LIST);
  const items = useQuery({
    queryKey: ['items', list.query],
    queryFn: ({ signal }) => apiRequest<Page>('/items', { query: list.query, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <ListTable
      list={list}
      items={items.data?.items}
      total={items.data?.total}
      request={items}
      columns={columns}
      label="Позиции"
      empty={{ title: 'Позиций пока нет', hint: 'Добавьте первую.' }}
      onRowReorder={onRowReorder}
    />
  );
}

const failure = (status: number, message: string) =>
  jsonResponse({ statusCode: status, error: message, message }, status);
const toasts = () => toastStore.get().map(({ severity, detail }) => ({ severity, detail }));
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

beforeEach(() => {
  toastStore.set([]);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('ListTable when its request fails (spec §8)', () => {
  it('a 403 leaves no skeleton: one toast, an error row, and «Повторить» asks again', async () => {
    fetchMock
      .mockResolvedValueOnce(failure(403, 'Forbidden'))
      .mockResolvedValueOnce(jsonResponse({ items: [{ id: 1, name: 'Первая' }], total: 1 }));
    const { container } = renderRoutes([{ path: '/items', element: <ItemsList /> }], '/items');

    const table = await screen.findByLabelText('Позиции');
    expect(await within(table).findByText('Не удалось загрузить данные')).toBeTruthy();
    expect(container.querySelectorAll('.p-skeleton')).toHaveLength(0);
    expect(table.getAttribute('aria-busy')).toBe('false');
    expect(toasts()).toEqual([{ severity: 'error', detail: 'Нет доступа' }]);

    await userEvent.click(within(table).getByRole('button', { name: 'Повторить' }));
    expect(await within(table).findByText('Первая')).toBeTruthy();
    expect(within(table).queryByText('Не удалось загрузить данные')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toasts()).toHaveLength(1);
  });

  it('a 500 (asked twice, as the query client retries a 5xx once) ends in the error row too', async () => {
    fetchMock.mockResolvedValue(failure(500, 'Internal Server Error'));
    renderRoutes([{ path: '/items', element: <ItemsList /> }], '/items');
    const table = await screen.findByLabelText('Позиции');
    await waitFor(() => expect(within(table).getByRole('button', { name: 'Повторить' })).toBeTruthy(), {
      timeout: 4000,
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(toasts()).toEqual([{ severity: 'error', detail: 'Что-то пошло не так!' }]);
  });

  it('nothing found under a filter offers «Сбросить фильтры», which clears the URL', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('status=')
        ? jsonResponse({ items: [], total: 0 })
        : jsonResponse({ items: [{ id: 1, name: 'Первая' }], total: 1 }),
    );
    const { router } = renderRoutes([{ path: '/items', element: <ItemsList /> }], '/items?status=2&search=x');
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Сбросить фильтры' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Первая')).toBeTruthy();
  });
});

describe('ListTable of a list in an order people set', () => {
  it('draws «Переместить выше/ниже» for each row beside the drag handle; a click moves it', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({
        items: [
          { id: 1, name: 'Первая' },
          { id: 2, name: 'Вторая' },
        ],
        total: 2,
      }),
    );
    const onMove = vi.fn();
    renderRoutes([{ path: '/items', element: <ItemsList onRowReorder={onMove} /> }], '/items');

    const up = await screen.findByRole('button', { name: 'Переместить выше: Вторая' });
    expect(
      (screen.getByRole('button', { name: 'Переместить выше: Первая' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await userEvent.click(up);
    expect(onMove).toHaveBeenCalledWith(1, 0);
  });
});
