import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { apiRequest } from '../api/api-client';
import { ListBulkBar } from './list-bulk-bar';
import { filterOfQuery, type ListSelection, useListSelection } from './list-selection';
import { type ListColumn, ListTable } from './list-table';
import type { ListConfig } from './list-url';
import { useListState } from './use-list-state';

type Item = { id: number; name: string };
type Page = { items: Item[]; total: number; totalExact?: boolean };
const LIST: ListConfig<'status'> = { filters: ['status'] };
const columns: ListColumn<Item>[] = [{ field: 'name', header: 'Название' }];
let lastTarget: ListSelection<Item>['target'] | undefined;

/** A list with bulk selection as a page builds it: URL state, the query, the bar and the table. */
function SelectableList() {
  const list = useListState(LIST);
  const items = useQuery({
    queryKey: ['items', list.query],
    queryFn: ({ signal }) => apiRequest<Page>('/items', { query: list.query, signal }),
    placeholderData: keepPreviousData,
  });
  const selection = useListSelection<Item>(list.query, items.data?.total, items.data?.totalExact);
  return (
    <>
      <button type="button" onClick={() => list.setFilter('status', 'active')}>
        Только активные
      </button>
      <ListBulkBar
        selection={selection}
        pageRows={items.data?.items}
        actions={
          <button type="button" onClick={() => (lastTarget = selection.target)}>
            Действие
          </button>
        }
      />
      <ListTable
        list={list}
        items={items.data?.items}
        total={items.data?.total}
        totalExact={items.data?.totalExact}
        request={items}
        columns={columns}
        label="Позиции"
        empty={{ title: 'Позиций пока нет', hint: 'Добавьте первую.' }}
        selection={selection}
      />
    </>
  );
}

const page = (total: number, totalExact = true) =>
  jsonResponse({
    items: [
      { id: 7, name: 'Первая' },
      { id: 9, name: 'Вторая' },
    ],
    total,
    totalExact,
  });
const bar = () => screen.queryByRole('region', { name: 'Действия с выбранными строками' });
/** PrimeReact's checkbox: a native input (focusable, Space ticks it) inside the box it draws. */
const rowCheckboxes = (table: HTMLElement) => [
  ...table.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]'),
];
const headerCheckbox = (table: HTMLElement) =>
  table.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!;

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  lastTarget = undefined;
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('row selection and the bulk bar', { timeout: 20_000 }, () => {
  it('shows the bar with the count once a row is ticked, and sends the ticked ids', async () => {
    fetchMock.mockImplementation(async () => page(40));
    renderRoutes([{ path: '/items', element: <SelectableList /> }], '/items');
    const table = await screen.findByLabelText('Позиции');
    await within(table).findByText('Первая');
    expect(bar()).toBeNull();

    await userEvent.click(rowCheckboxes(table)[1]!);
    expect(await screen.findByText('Выбрано: 1')).toBeTruthy();
    expect(screen.queryByText(/Выбрать все/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Действие' }));
    expect(lastTarget).toEqual({ ids: [9] });

    await userEvent.click(screen.getByRole('button', { name: 'Снять выделение' }));
    await waitFor(() => expect(bar()).toBeNull());
  });

  it('offers «all N matching the filter» once the whole page is ticked; the target is then the filter', async () => {
    fetchMock.mockImplementation(async () => page(40));
    renderRoutes([{ path: '/items', element: <SelectableList /> }], '/items?search=перв&status=active');
    const table = await screen.findByLabelText('Позиции');
    await within(table).findByText('Первая');

    await userEvent.click(headerCheckbox(table));
    expect(await screen.findByText('Выбрано: 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Выбрать все 40, подходящие под фильтр' }));
    expect(screen.getByText('Выбраны все 40, подходящие под фильтр')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Действие' }));
    expect(lastTarget).toEqual({ filter: { search: 'перв', status: 'active' } });
  });

  it('says «≈ N» when the total is an estimate', async () => {
    fetchMock.mockImplementation(async () => page(1_200_000, false));
    renderRoutes([{ path: '/items', element: <SelectableList /> }], '/items');
    const table = await screen.findByLabelText('Позиции');
    await within(table).findByText('Первая');
    await userEvent.click(headerCheckbox(table));
    expect(
      await screen.findByRole('button', { name: /Выбрать все ≈ 1\s200\s000, подходящие под фильтр/ }),
    ).toBeTruthy();
  });

  it('is keyboard accessible: Tab reaches a row’s checkbox and Space ticks it', async () => {
    fetchMock.mockImplementation(async () => page(2));
    renderRoutes([{ path: '/items', element: <SelectableList /> }], '/items');
    const table = await screen.findByLabelText('Позиции');
    await within(table).findByText('Первая');
    rowCheckboxes(table)[0]!.focus();
    await userEvent.keyboard(' ');
    expect(await screen.findByText('Выбрано: 1')).toBeTruthy();
  });

  it('empties the selection when the filter changes', async () => {
    fetchMock.mockImplementation(async () => page(40));
    renderRoutes([{ path: '/items', element: <SelectableList /> }], '/items');
    const table = await screen.findByLabelText('Позиции');
    await within(table).findByText('Первая');
    await userEvent.click(rowCheckboxes(table)[0]!);
    expect(await screen.findByText('Выбрано: 1')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Только активные' }));
    await waitFor(() => expect(bar()).toBeNull());
    expect(rowCheckboxes(table).every((box) => !(box as HTMLInputElement).checked)).toBe(true);
  });
});

describe('filterOfQuery', () => {
  it('keeps the search and filters, drops paging, sort and empty values', () => {
    expect(
      filterOfQuery({
        skip: 30,
        take: 15,
        orderBy: 'createdAt:desc',
        search: '',
        status: '0',
        kind: undefined,
      }),
    ).toEqual({ status: '0' });
  });
});
