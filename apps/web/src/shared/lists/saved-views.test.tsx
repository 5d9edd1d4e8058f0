import type { SavedView } from '@school/contracts/saved-views';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { apiRequest } from '../api/api-client';
import { queryKeys } from '../api/query-keys';
import { type ListDeclaration, ListPage, useListPage } from './list-page';
import type { ListQueryParams } from './list-url';
import { SavedViewsScope } from './saved-views-scope';
import { showsView, unknownParams, viewHealth, viewQuery } from './saved-views-url';

type Item = { id: number; name: string };

function useItems(query: ListQueryParams<'status'>) {
  return useQuery({
    queryKey: queryKeys.directions.list(query),
    queryFn: ({ signal }) => apiRequest<{ items: Item[]; total: number }>('/items', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

const ITEMS: ListDeclaration<Item, 'status'> = {
  url: { filters: ['status'], defaultSort: 'name:asc', version: 2 },
  useItems,
  label: 'Позиции',
  columns: [{ field: 'name', header: 'Название' }],
};

function ItemsPage() {
  return (
    <SavedViewsScope.Provider value={true}>
      <ListPage page={useListPage(ITEMS)} title="Позиции" empty={{ title: 'Пусто', hint: 'Ничего нет.' }} />
    </SavedViewsScope.Provider>
  );
}

const view = (fields: Partial<SavedView>): SavedView => ({
  id: 1,
  list: '/items',
  name: 'Опубликованные',
  query: 'status=3',
  version: 2,
  team: false,
  editable: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

let views: SavedView[];
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const calls = (method: string) =>
  fetchMock.mock.calls.filter(
    ([url, init]) => String(url).includes('/api/saved-views') && (init?.method ?? 'GET') === method,
  );

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>().mockImplementation(async (url, init) => {
    if (!String(url).includes('/api/saved-views')) return jsonResponse({ items: [], total: 0 });
    if (init?.method === 'PATCH') return jsonResponse(view({ ...JSON.parse(String(init.body)) }));
    if (init?.method === 'POST') return jsonResponse(view({ id: 3, ...JSON.parse(String(init.body)) }), 201);
    return jsonResponse({ items: views });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('saved views: the URL', () => {
  const config = ITEMS.url;
  it('keeps the search, sort and filters of the URL, not its page or what the list does not read', () => {
    expect(
      viewQuery(new URLSearchParams('page=3&status=3&rows=50&card=7&search=a+b&sort=name:desc'), config),
    ).toBe('status=3&search=a+b&sort=name%3Adesc');
  });
  it('matches a view whatever the order and page, and names the parameters a list no longer reads', () => {
    expect(showsView(new URLSearchParams('search=x&status=3&page=2'), 'status=3&search=x')).toBe(true);
    expect(showsView(new URLSearchParams('status=3'), 'status=3&search=x')).toBe(false);
    expect(unknownParams('status=3&kind=a&kind=b&page=2', config)).toEqual(['kind']);
    expect(viewHealth({ query: 'status=3', version: 2 }, config)).toEqual({ stale: false });
    expect(viewHealth({ query: 'status=3&kind=a', version: 1 }, config)).toEqual({
      stale: true,
      unknown: ['kind'],
      fixedQuery: 'status=3',
      version: 2,
    });
  });
});

describe('saved views: the chips', () => {
  it('shows each view as a link to the list with its query, the open one current', async () => {
    views = [view({}), view({ id: 2, name: 'Все', query: '', team: true, editable: false })];
    renderRoutes([{ path: '/items', element: <ItemsPage /> }], '/items?status=3&page=2');

    const chips = await screen.findByRole('list', { name: 'Сохранённые виды' });
    const mine = await within(chips).findByRole('link', { name: 'Опубликованные' });
    expect(mine.getAttribute('href')).toBe('/items?status=3');
    expect(mine.getAttribute('aria-current')).toBe('page');
    const team = within(chips).getByRole('link', { name: /^Все\s*\(команда\)$/ });
    expect(team.getAttribute('aria-current')).toBeNull();
    expect(within(chips).getByRole('button', { name: 'Действия с видом «Все»' })).toBeTruthy();
    expect(within(chips).getByRole('button', { name: 'Сохранить вид' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls('GET')[0]?.[0]).toContain('list=%2Fitems');
  });

  it('says which parameter an older view names and «Исправить» saves it without it; the list still opens', async () => {
    views = [view({ query: 'status=3&kind=old', version: 1 })];
    const { router } = renderRoutes([{ path: '/items', element: <ItemsPage /> }], '/items?status=3&kind=old');

    const note = await screen.findByRole('status');
    expect(note.textContent).toContain('Вид «Опубликованные» сохранён для прежней версии списка');
    expect(note.textContent).toContain('параметр «kind» больше не поддерживается');
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();

    await userEvent.click(within(note).getByRole('button', { name: 'Исправить' }));
    await waitFor(() => expect(calls('PATCH')).toHaveLength(1));
    const [url, init] = calls('PATCH')[0]!;
    expect(String(url)).toContain('/api/saved-views/1');
    expect(JSON.parse(String(init?.body))).toEqual({ query: 'status=3', version: 2 });
    await waitFor(() => expect(router.state.location.search).toBe('?status=3'));
  });

  it('a team view in a curator’s menu: no update, rename or delete, but «Сохранить себе» saves a copy', async () => {
    localStorage.setItem('role', 'curator');
    views = [view({ id: 2, name: 'Все', query: '', team: true, editable: false })];
    renderRoutes([{ path: '/items', element: <ItemsPage /> }], '/items');

    await userEvent.click(await screen.findByRole('button', { name: 'Действия с видом «Все»' }));
    // jsdom has no layout: the menu stays where PrimeReact parks it before placing it, which reads as hidden.
    const menu = await screen.findByRole('menu', { hidden: true });
    expect(
      within(menu)
        .getAllByRole('menuitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['Сохранить себе', 'Скопировать ссылку']);
    await userEvent.click(within(menu).getByRole('link', { name: 'Сохранить себе', hidden: true }));
    const dialog = await screen.findByRole('dialog', { name: 'Сохранить себе' });
    expect(within(dialog).getByLabelText('Название')).toHaveProperty('value', 'Все');
    expect(within(dialog).queryByLabelText('Для всей команды')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(calls('POST')).toHaveLength(1));
    expect(JSON.parse(String(calls('POST')[0]?.[1]?.body))).toEqual({
      list: '/items',
      name: 'Все',
      query: '',
      version: 2,
    });
  });
});
