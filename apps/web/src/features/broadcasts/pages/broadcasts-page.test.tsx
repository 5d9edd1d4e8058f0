import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { broadcast } from '../broadcasts.fixtures';
import { BroadcastsPage } from './broadcasts-page';

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

/** Answers broadcasts (the same page for any `when`), courses and my-info; records every call. */
function mockApi(items = [broadcast()]) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/admins/my-info') return jsonResponse(me);
    if (url.pathname.startsWith('/api/courses')) return jsonResponse({ items: [], total: 0 });
    if (method === 'GET') return jsonResponse({ items, total: items.length });
    if (method === 'DELETE')
      return jsonResponse({
        id: 5,
        undo: { token: 'undo-token-0123456789', expiresAt: '2099-01-01T00:00:00.000Z', notUndone: [] },
      });
    return jsonResponse(broadcast({ id: 6 }), method === 'POST' ? 201 : 200);
  });
  return calls;
}

const toasts = () => toastStore.get().map(({ summary, detail }) => ({ summary, detail }));
const gets = (calls: Call[]) =>
  calls.filter(({ url }) => url.pathname === '/api/broadcasts').map(({ url }) => url.search);

function open(path = '/admins/3/broadcasts') {
  return renderRoutes(
    [
      {
        path: '/admins/:id/broadcasts',
        element: (
          <>
            <ConfirmDialog />
            <BroadcastsPage />
          </>
        ),
      },
      { path: '/profile/broadcasts', element: <BroadcastsPage /> },
    ],
    path,
  );
}

describe('BroadcastsPage', { timeout: 20_000 }, () => {
  it('shows the upcoming ones as cards: ru-RU date and time, course, a link that opens a new tab', async () => {
    const calls = mockApi();
    open();
    const list = await screen.findByRole('list', { name: 'Список трансляций' }, { timeout: 10_000 });
    const [card] = within(list).getAllByRole('listitem');
    expect(within(card!).getByRole('heading', { name: 'Разбор домашних заданий' })).toBeTruthy();
    expect(within(card!).getByText('Аналитика данных')).toBeTruthy();
    const time = card!.querySelector('time');
    expect(time?.textContent).toMatch(/^14 мар\. 2030, \d\d:00$/);
    const link = within(card!).getByRole('link', { name: /Открыть трансляцию/ });
    expect(link.getAttribute('href')).toBe('https://vkvideo.ru/live/1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(gets(calls)).toEqual(['?adminId=3&when=upcoming&skip=0&take=15']);
  });

  it('switches to the past ones through the URL', async () => {
    const calls = mockApi([]);
    const user = userEvent.setup();
    open();
    expect(
      await screen.findByText('Предстоящих трансляций нет', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Прошедшие' }));
    expect(await screen.findByText('Прошедших трансляций пока нет')).toBeTruthy();
    expect(gets(calls)).toContain('?adminId=3&when=past&skip=0&take=15');
  });

  it('schedules one: the title is required, the start and link go to the server', async () => {
    const calls = mockApi([]);
    const user = userEvent.setup();
    open('/profile/broadcasts');
    await user.click(
      await screen.findByRole('button', { name: 'Запланировать трансляцию' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Новая трансляция' });
    await user.click(within(dialog).getByRole('button', { name: 'Запланировать трансляцию' }));
    expect(within(dialog).getByText('Поле обязательно')).toBeTruthy();
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByLabelText('Название'), 'Эфир с экспертом');
    await user.type(within(dialog).getByLabelText('Ссылка на трансляцию'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Запланировать трансляцию' }));
    expect(within(dialog).getByText('Ссылка должна начинаться с http:// или https://')).toBeTruthy();

    const url = within(dialog).getByLabelText('Ссылка на трансляцию');
    await user.clear(url);
    await user.type(url, 'https://rutube.ru/live/1');
    await user.click(within(dialog).getByRole('button', { name: 'Запланировать трансляцию' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = calls.filter(({ method }) => method === 'POST');
    expect(`${post!.url.pathname}${post!.url.search}`).toBe('/api/broadcasts?adminId=9');
    expect(post!.body).toMatchObject({
      title: 'Эфир с экспертом',
      streamUrl: 'https://rutube.ru/live/1',
      courseId: null,
      coverFileId: null,
    });
    expect(Date.parse((post!.body as { startsAt: string }).startsAt)).toBeGreaterThan(Date.now());
    expect(toasts()).toEqual([{ summary: 'Успешно', detail: 'Трансляция запланирована' }]);
  });

  it('deletes after a question', async () => {
    const calls = mockApi();
    open();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Удалить: Разбор домашних заданий' }, { timeout: 10_000 }),
    );
    expect(await screen.findByText('Удалить трансляцию «Разбор домашних заданий»?')).toBeTruthy();
    expect(calls.filter(({ method }) => method === 'DELETE')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(toasts()).toEqual([{ summary: 'Успешно', detail: 'Трансляция удалена' }]));
    expect(calls.filter(({ method }) => method === 'DELETE').map(({ url }) => url.pathname)).toEqual([
      '/api/broadcasts/5',
    ]);
  });
});
