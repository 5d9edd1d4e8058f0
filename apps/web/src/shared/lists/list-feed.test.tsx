import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { apiRequest } from '../api/api-client';
import { toastStore } from '../toast/toast-store';
import { FeedPage } from './list-feed';
import type { ListConfig } from './list-url';
import { useListState } from './use-list-state';

type Item = { id: number; name: string };
type Page = { items: Item[]; total: number };
const LIST: ListConfig<'status'> = { filters: ['status'] };
const items = (count: number, from = 1): Item[] =>
  Array.from({ length: count }, (_, index) => ({ id: from + index, name: `Новость ${from + index}` }));

/** A feed page as the features build it: URL state, a list query, the kit's feed with a card per item. */
function ItemsFeed() {
  const list = useListState(LIST);
  const request = useQuery({
    queryKey: ['items', list.query],
    queryFn: ({ signal }) => apiRequest<Page>('/items', { query: list.query, signal }),
    placeholderData: keepPreviousData,
  });
  return (
    <FeedPage
      list={list}
      request={request}
      texts={{ title: 'Лента', listLabel: 'Новости', loadFailed: 'Не удалось загрузить новости' }}
      level={2}
      search={{ placeholder: 'Поиск по новостям' }}
      empty={{
        title: 'Новостей пока нет',
        hint: 'Добавьте первую.',
        action: <button type="button">Добавить</button>,
      }}
      renderItem={(item) => (
        <li key={item.id}>
          <h3>{item.name}</h3>
        </li>
      )}
    />
  );
}

const failure = (status: number, message: string) =>
  jsonResponse({ statusCode: status, error: message, message }, status);
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const askedFor = (call: number) => new URL(String(fetchMock.mock.calls[call]?.[0]), 'http://x').searchParams;

beforeEach(() => {
  toastStore.set([]);
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('FeedPage: a card feed of the list kit', () => {
  it('shows skeleton cards while the first page loads, then the cards under the list’s name', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const { container } = renderRoutes([{ path: '/feed', element: <ItemsFeed /> }], '/feed');

    const loading = await screen.findByRole('list', { name: 'Загрузка…' });
    expect(loading.getAttribute('aria-busy')).toBe('true');
    expect(container.querySelectorAll('.app-feed__skeleton')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 2, name: 'Лента' })).toBeTruthy();

    answer(jsonResponse({ items: items(2), total: 2 }));
    const feed = await screen.findByRole('list', { name: 'Новости' });
    expect(within(feed).getAllByRole('listitem')).toHaveLength(2);
    expect(within(feed).getByRole('heading', { name: 'Новость 1' })).toBeTruthy();
    expect(container.querySelectorAll('.p-skeleton')).toHaveLength(0);
  });

  it('says what to do when empty, and «Ничего не найдено» with «Сбросить фильтры» under a search', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ items: [], total: 0 }));
    const { router } = renderRoutes([{ path: '/feed', element: <ItemsFeed /> }], '/feed');
    expect(await screen.findByText('Новостей пока нет')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Добавить' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Новости' })).toBeNull();
    expect(document.querySelector('.p-paginator')).toBeNull();

    await router.navigate('/feed?search=лето');
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    const resets = screen.getAllByRole('button', { name: 'Сбросить фильтры' });
    // One in the toolbar, one in the empty state.
    expect(resets).toHaveLength(2);
    await userEvent.click(resets[1] as HTMLElement);
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('Новостей пока нет')).toBeTruthy();
  });

  it('a failed request shows the feed’s own words and «Повторить», which asks again', async () => {
    fetchMock
      .mockResolvedValueOnce(failure(403, 'Forbidden'))
      .mockResolvedValueOnce(jsonResponse({ items: items(1), total: 1 }));
    const { container } = renderRoutes([{ path: '/feed', element: <ItemsFeed /> }], '/feed');

    expect(await screen.findByText('Не удалось загрузить новости')).toBeTruthy();
    expect(container.querySelectorAll('.p-skeleton')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Новость 1' })).toBeTruthy();
    expect(screen.queryByText('Не удалось загрузить новости')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('pages through the URL: the paginator writes ?page=2 and the API is asked for the next 15', async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('skip=15')
        ? jsonResponse({ items: items(15, 16), total: 40 })
        : jsonResponse({ items: items(15), total: 40 }),
    );
    const { router, container } = renderRoutes([{ path: '/feed', element: <ItemsFeed /> }], '/feed');
    await screen.findByRole('heading', { name: 'Новость 1' });
    expect(container.querySelector('.p-paginator-current')?.textContent).toBe('1–15 из 40');

    await userEvent.click(screen.getByText('2', { selector: 'button' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('heading', { name: 'Новость 16' })).toBeTruthy();
    expect(askedFor(fetchMock.mock.calls.length - 1).get('skip')).toBe('15');
    expect(askedFor(fetchMock.mock.calls.length - 1).get('take')).toBe('15');
  });
});
