import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { apiRequest } from '../api/api-client';
import { setFilterCount } from './filter-count';
import { useListSelection } from './list-selection';
import { type ListColumn, ListTable } from './list-table';
import { ListToolbar } from './list-toolbar';
import type { ListConfig } from './list-url';
import { useListState } from './use-list-state';

type Item = { id: number; name: string; city: string; internal: string };
const LIST: ListConfig<'status'> = { filters: ['status'] };
const columns: ListColumn<Item>[] = [
  { field: 'name', header: 'Название', sortable: true },
  { field: 'city', header: 'Город', giveWay: 1 },
  { field: 'internal', header: 'Служебное', card: 'hidden' },
];
const opened = vi.fn();

/** A list page as the features build it, with a filter, row actions, selection and a row that opens. */
function ItemsList() {
  const list = useListState(LIST);
  const items = useQuery({
    queryKey: ['items', list.query],
    queryFn: ({ signal }) =>
      apiRequest<{ items: Item[]; total: number }>('/items', { query: list.query, signal }),
    placeholderData: keepPreviousData,
  });
  const selection = useListSelection<Item>(list.query, items.data?.total, true);
  const [status, setStatus] = useState('');
  return (
    <>
      <ListToolbar
        list={list}
        filters={
          <button type="button" onClick={() => list.setFilter('status', status || 'blocked')}>
            Только заблокированные
          </button>
        }
      />
      <p>{`Выбрано: ${selection.rows.map((row) => row.name).join(', ')}`}</p>
      <input aria-label="status" value={status} onChange={(event) => setStatus(event.target.value)} />
      <ListTable
        list={list}
        items={items.data?.items}
        total={items.data?.total}
        request={items}
        columns={columns}
        label="Позиции"
        empty={{ title: 'Позиций пока нет', hint: 'Добавьте первую.' }}
        rowActions={(row) => <button type="button">{`Удалить ${row.name}`}</button>}
        onRowOpen={opened}
        selection={selection}
      />
    </>
  );
}

const phone = (matches: boolean) =>
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
const ITEMS = [
  { id: 1, name: 'Первая', city: 'Казань', internal: 'скрыто-1' },
  { id: 2, name: 'Вторая', city: 'Пермь', internal: 'скрыто-2' },
];

beforeEach(() => {
  opened.mockReset();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse({ items: ITEMS, total: 2 })),
  );
});
afterEach(() => vi.restoreAllMocks());

describe('ListTable on a phone (under 768 px): cards', () => {
  it('each row is a card: the title, «label: value» fields without hidden columns, the actions', async () => {
    phone(true);
    renderRoutes([{ path: '/items', element: <ItemsList /> }], '/items');
    await screen.findByText('Первая');
    const list = screen.getByRole('list', { name: 'Позиции' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0]!;
    expect(within(first).getByText('Первая')).toBeTruthy();
    expect(within(first).getByText('Город').tagName).toBe('DT');
    expect(within(first).getByText('Казань').tagName).toBe('DD');
    expect(within(first).queryByText('скрыто-1')).toBeNull();
    expect(within(first).getByRole('button', { name: 'Удалить Первая' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('«Открыть» and a click on the card open the row; a control inside does its own thing', async () => {
    phone(true);
    renderRoutes([{ path: '/items', element: <ItemsList /> }], '/items');
    await screen.findByText('Первая');
    const [first] = screen.getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'Открыть Первая' }));
    await userEvent.click(within(first!).getByText('Казань'));
    expect(opened).toHaveBeenCalledTimes(2);
    await userEvent.click(within(first!).getByRole('button', { name: 'Удалить Первая' }));
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('a card’s checkbox, named by its title, ticks the row; the page checkbox ticks them all', async () => {
    phone(true);
    renderRoutes([{ path: '/items', element: <ItemsList /> }], '/items');
    await screen.findByText('Первая');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Вторая' }));
    expect(screen.getByText('Выбрано: Вторая')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Выбрать все строки страницы' }));
    expect(screen.getByText('Выбрано: Первая, Вторая')).toBeTruthy();
  });

  it('sorts from a picker of the sortable columns, into the URL', async () => {
    phone(true);
    const { router } = renderRoutes([{ path: '/items', element: <ItemsList /> }], '/items');
    await screen.findByText('Первая');
    await userEvent.click(screen.getByRole('button', { name: 'Сортировка' }));
    // jsdom runs no CSS transition: the opened panel keeps its inline display:none, hence `hidden`.
    await userEvent.click(await screen.findByRole('option', { name: 'Название: по убыванию', hidden: true }));
    expect(router.state.location.search).toBe('?sort=name%3Adesc');
  });

  it('the filters open in a drawer from «Фильтры», which counts the set ones', async () => {
    phone(true);
    renderRoutes([{ path: '/items', element: <ItemsList /> }], '/items');
    expect(screen.queryByRole('button', { name: 'Только заблокированные' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Фильтры' }));
    const drawer = await screen.findByRole('dialog', { name: 'Фильтры' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Только заблокированные' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Показать' }));
    expect(await screen.findByRole('button', { name: 'Фильтры. Задано фильтров: 1' })).toBeTruthy();
  });
});

describe('ListTable on a wider screen', () => {
  it('is a table with every column and the filters beside the search', async () => {
    phone(false);
    renderRoutes([{ path: '/items', element: <ItemsList /> }], '/items');
    const table = await screen.findByLabelText('Позиции');
    expect(await within(table).findByText('скрыто-1')).toBeTruthy();
    expect(within(table).getByText('Казань')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Только заблокированные' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Фильтры' })).toBeNull();
  });
});

describe('setFilterCount', () => {
  it('counts set filters, a period’s two ends as one', () => {
    expect(setFilterCount(undefined)).toBe(0);
    expect(setFilterCount({ status: undefined, role: '' })).toBe(0);
    expect(setFilterCount({ status: '1', dateFrom: '2026-01-01', dateTo: '2026-01-31' })).toBe(2);
    expect(setFilterCount({ dateFrom: '2026-01-01' })).toBe(1);
  });
});
