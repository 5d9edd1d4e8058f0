import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { newsItem } from '../news.fixtures';
import { NewsFeedPage } from './news-feed-page';

// Quill needs a layout engine jsdom lacks; the editor is a plain textarea here (its own tests are elsewhere).
vi.mock('@/shared/ui/rich-text-editor', () => ({
  RichTextEditor: ({
    id,
    value,
    onChange,
    label,
  }: {
    id: string;
    value: string;
    onChange: (v: string) => void;
    label: string;
  }) => (
    <textarea id={id} aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

beforeEach(() => toastStore.set([]));
afterEach(() => vi.restoreAllMocks());

const me = {
  id: 9,
  email: 'curator@demo.test',
  firstName: 'Анна',
  lastName: 'Куратова',
  avatar: null,
  role: 'curator',
  isVisible: true,
  info: '',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

type Call = { method: string; url: URL; body: unknown };

/** Answers the feed with `items` (and my-info as curator 9); records every call. */
function mockApi(items = [newsItem()]) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/admins/my-info') return jsonResponse(me);
    if (method === 'GET') return jsonResponse({ items, total: items.length });
    if (method === 'DELETE') return jsonResponse({ id: 5, undo: UNDO });
    return jsonResponse(newsItem({ id: 6, adminId: 9 }), method === 'POST' ? 201 : 200);
  });
  return calls;
}

const UNDO = { token: 'undo-token-0123456789', expiresAt: '2099-01-01T00:00:00.000Z', notUndone: [] };
const toasts = () => toastStore.get().map(({ summary, detail }) => ({ summary, detail }));
const feedCalls = (calls: Call[]) =>
  calls.filter(({ url }) => url.pathname === '/api/news').map(({ url }) => url.search);

function open(path = '/profile/feed') {
  return renderRoutes(
    [
      {
        path: '/profile/feed',
        element: (
          <>
            <ConfirmDialog />
            <NewsFeedPage />
          </>
        ),
      },
      { path: '/admins/:id/feed', element: <NewsFeedPage /> },
    ],
    path,
  );
}

// A whole page in jsdom on a shared machine may take seconds; nothing here measures speed.
describe('NewsFeedPage', { timeout: 20_000 }, () => {
  it('lists the school’s news on /profile: author, ru-RU date, scheduled badge, the HTML; edit only on own', async () => {
    const calls = mockApi([
      newsItem({
        id: 7,
        adminId: 9,
        title: 'Моя новость',
        scheduled: true,
        publishedAt: '2026-12-20T07:00:00.000Z',
        author: { id: 9, firstName: 'Анна', lastName: 'Куратова', avatar: null },
      }),
      newsItem(),
    ]);
    open();
    const list = await screen.findByRole('list', { name: 'Новости' }, { timeout: 10_000 });
    const [mine, other] = within(list).getAllByRole('listitem');
    expect(within(mine!).getByText(/^Запланировано на 20 дек\. 2026/)).toBeTruthy();
    expect(within(mine!).getByRole('button', { name: 'Изменить новость «Моя новость»' })).toBeTruthy();
    expect(within(other!).getByText('Смирнова Елена')).toBeTruthy();
    expect(within(other!).getByText(/^20 нояб\. 2026/)).toBeTruthy();
    expect(within(other!).getByText('три недели').tagName).toBe('STRONG');
    expect(within(other!).queryByRole('button', { name: /Изменить/ })).toBeNull();
    expect(feedCalls(calls)).toEqual(['?skip=0&take=15']);
  });

  it('«Мои» and the status go to the URL and narrow the request', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    open('/profile/feed?author=mine&status=scheduled');
    await screen.findByRole('list', { name: 'Новости' }, { timeout: 10_000 });
    expect(feedCalls(calls).at(-1)).toBe('?skip=0&take=15&status=scheduled&adminId=9');
    const scope = screen.getByRole('group', { name: 'Чьи новости' });
    await user.click(within(scope).getByRole('button', { name: 'Все' }));
    await waitFor(() => expect(feedCalls(calls).at(-1)).toBe('?skip=0&take=15&status=scheduled'));
  });

  it('on /admins/{id} asks for that person’s news', async () => {
    const calls = mockApi([]);
    open('/admins/3/feed');
    expect(await screen.findByText('Новостей пока нет', {}, { timeout: 10_000 })).toBeTruthy();
    expect(feedCalls(calls)).toEqual(['?skip=0&take=15&adminId=3']);
  });

  it('adds a news item: the title is required (in Russian), then posted with a toast', async () => {
    const calls = mockApi([]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Добавить новость' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая новость' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(within(dialog).getByLabelText('Заголовок новости').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Поле обязательно')).toBeTruthy();
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Заголовок новости'), 'Итоги месяца');
    fireEvent.change(within(dialog).getByLabelText('Текст новости'), { target: { value: '<p>Текст</p>' } });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = calls.filter(({ method }) => method === 'POST');
    expect(`${post!.url.pathname}${post!.url.search}`).toBe('/api/news');
    expect(post!.body).toMatchObject({
      title: 'Итоги месяца',
      contentHtml: '<p>Текст</p>',
      coverFileId: null,
    });
    expect(
      Math.abs(Date.parse((post!.body as { publishedAt: string }).publishedAt) - Date.now()),
    ).toBeLessThan(60_000);
    expect(toasts()).toEqual([{ summary: 'Успешно', detail: 'Новость добавлена' }]);
  });

  it('deletes one’s own item after a question', async () => {
    const calls = mockApi([newsItem({ adminId: 9 })]);
    open();
    fireEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Удалить новость «Открыт набор на осенний поток»' },
        { timeout: 10_000 },
      ),
    );
    expect(await screen.findByText('Удалить новость «Открыт набор на осенний поток»?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(toasts()).toEqual([{ summary: 'Успешно', detail: 'Новость удалена' }]));
    expect(toastStore.get()[0]?.undo?.offer).toEqual(UNDO);
    expect(calls.filter(({ method }) => method === 'DELETE').map(({ url }) => url.pathname)).toEqual([
      '/api/news/5',
    ]);
  });

  it('shows the error state with a retry', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/admins/my-info') return jsonResponse(me);
      return jsonResponse({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, 500);
    });
    open();
    expect(await screen.findByText('Не удалось загрузить новости', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeTruthy();
  });
});
