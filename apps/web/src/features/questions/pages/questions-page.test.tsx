import type { Question } from '@school/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { QuestionsPage } from './questions-page';

beforeEach(() => toastStore.set([]));
afterEach(() => vi.restoreAllMocks());

const me = {
  id: 9,
  email: 'curator@demo.test',
  firstName: 'Мария',
  lastName: 'Кузнецова',
  avatar: null,
  role: 'curator',
  isVisible: true,
  info: '',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function question(overrides: Partial<Question> = {}): Question {
  return {
    id: 1,
    student: { id: 4, name: 'Анна Соколова', email: 'anna@example.test', avatar: null },
    course: { id: 2, name: 'Основы JavaScript' },
    lesson: { id: 5, name: 'Числа' },
    addressedTo: null,
    text: 'Почему <b>0.1 + 0.2</b> не 0.3?',
    createdAt: '2026-11-21T11:05:00.000Z',
    answer: null,
    canDelete: true,
    ...overrides,
  };
}

type Call = { method: string; url: URL; body: unknown };

function mockApi(items: Question[]) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (url.pathname === '/api/admins/my-info') return jsonResponse(me);
    if (url.pathname === '/api/questions/courses')
      return jsonResponse({ items: [{ id: 2, name: 'Основы JavaScript', waiting: 1 }] });
    if (method === 'POST') {
      const asked = items.find((q) => url.pathname === `/api/questions/${q.id}/answer`) ?? question();
      return jsonResponse({
        ...asked,
        answer: { text: body.text, staff: { id: 9, name: 'Мария Кузнецова' }, updatedAt: asked.createdAt },
      });
    }
    return jsonResponse({ items, total: items.length });
  });
  return calls;
}

const open = (path = '/profile/questions') =>
  renderRoutes([{ path: '/profile/questions', element: <QuestionsPage /> }], path);

describe('QuestionsPage', { timeout: 20_000 }, () => {
  it('shows each question as text with course › lesson, and answers it in place with a toast', async () => {
    const calls = mockApi([question()]);
    open();
    const list = await screen.findByRole('list', { name: 'Список вопросов' }, { timeout: 10_000 });
    const [card] = within(list).getAllByRole('listitem');
    // HTML in a question is shown as typed, never rendered.
    expect(within(card!).getByText('Почему <b>0.1 + 0.2</b> не 0.3?')).toBeTruthy();
    expect(card!.querySelector('b')).toBeNull();
    expect(within(card!).getByText('Основы JavaScript')).toBeTruthy();
    expect(within(card!).getByText('Числа')).toBeTruthy();
    expect(within(card!).getByText(/^21 нояб\. 2026, \d\d:05$/)).toBeTruthy();
    expect(within(card!).getByText('Ждёт ответа')).toBeTruthy();

    const send = within(card!).getByRole('button', { name: 'Ответить' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await userEvent.type(within(card!).getByRole('textbox', { name: 'Ответ' }), 'Из-за двоичной дроби');
    expect(within(card!).getByText('20 / 5000')).toBeTruthy();
    await userEvent.click(send);
    await waitFor(() => expect(toastStore.get().map((t) => t.detail)).toContain('Ответ отправлен'));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.url.pathname).toBe('/api/questions/1/answer');
    expect(post?.body).toEqual({ text: 'Из-за двоичной дроби' });
    // The profile's own tab sends no adminId: the server scopes it to the caller.
    expect(calls.find((c) => c.url.pathname === '/api/questions')?.url.searchParams.has('adminId')).toBe(
      false,
    );
  });

  it('shows an answer with «Изменить ответ», which opens the text for editing', async () => {
    mockApi([
      question({
        answer: {
          text: '<i>Ответ</i> куратора',
          staff: { id: 9, name: 'Мария Кузнецова' },
          updatedAt: '2026-11-21T12:00:00.000Z',
        },
      }),
    ]);
    open();
    const list = await screen.findByRole('list', { name: 'Список вопросов' }, { timeout: 10_000 });
    expect(within(list).getByText('<i>Ответ</i> куратора')).toBeTruthy();
    expect(within(list).getByText('Есть ответ')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Изменить ответ' }));
    const box = within(list).getByRole('textbox', { name: 'Ответ' }) as HTMLTextAreaElement;
    expect(box.value).toBe('<i>Ответ</i> куратора');
    expect(within(list).getByRole('button', { name: 'Сохранить ответ' })).toBeTruthy();
  });

  it('offers delete only on the questions the caller may delete', async () => {
    mockApi([question(), question({ id: 2, text: 'Спросили лично', canDelete: false })]);
    open();
    const list = await screen.findByRole('list', { name: 'Список вопросов' }, { timeout: 10_000 });
    const [own, addressed] = within(list).getAllByRole('listitem');
    expect(within(own!).queryByRole('button', { name: 'Удалить вопрос' })).toBeTruthy();
    expect(within(addressed!).queryByRole('button', { name: 'Удалить вопрос' })).toBeNull();
  });

  it('sends the status filter and the adminId of someone else’s profile; says so when all are answered', async () => {
    const calls = mockApi([]);
    renderRoutes(
      [{ path: '/admins/:id/questions', element: <QuestionsPage /> }],
      '/admins/3/questions?status=waiting',
    );
    expect(await screen.findByText('Все вопросы отвечены', undefined, { timeout: 10_000 })).toBeTruthy();
    const request = calls.find((c) => c.url.pathname === '/api/questions')?.url.searchParams;
    expect(request?.get('status')).toBe('waiting');
    expect(request?.get('adminId')).toBe('3');
  });
});
