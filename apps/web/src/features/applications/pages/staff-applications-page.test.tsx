import { APPLICATION_SAME_STATUS, type Application } from '@school/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/shared/session/session';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { StaffApplicationsPage } from './staff-applications-page';

beforeEach(() => toastStore.set([]));
afterEach(() => vi.restoreAllMocks());

const MINUTE = 60_000;

function application(overrides: Partial<Application> = {}): Application {
  const createdAt = new Date(Date.now() - 30 * MINUTE).toISOString();
  return {
    id: 12,
    kind: 'service',
    status: 'new',
    studentId: null,
    name: 'Мария Гостева',
    email: 'maria@example.test',
    phone: null,
    serviceId: 5,
    courseId: null,
    targetTitle: 'Разбор портфолио',
    message: '',
    assignee: null,
    comment: null,
    source: 'site',
    createdAt,
    updatedAt: createdAt,
    firstResponseAt: null,
    responseDueAt: new Date(Date.now() + 90 * MINUTE).toISOString(),
    overdue: false,
    respondedLate: false,
    ...overrides,
  };
}

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

/** Answers my-info (staff 9), the list, and a PATCH (`patch` decides its answer); records every call. */
const card = () => ({
  ...application({ status: 'inProgress' }),
  student: null,
  service: { id: 5, name: 'Разбор портфолио', adminId: 9 },
  course: null,
  history: [],
});

function mockApi(items: Application[], patch: () => Response = () => jsonResponse(card())) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/admins/my-info') return jsonResponse(me);
    if (method === 'PATCH') return patch();
    return jsonResponse({ items, total: items.length, totalExact: true });
  });
  return calls;
}

const listCalls = (calls: Call[]) =>
  calls.filter(({ url, method }) => method === 'GET' && url.pathname === '/api/applications');
const toasts = () => toastStore.get().map(({ summary, detail }) => ({ summary, detail }));

function open(path: string) {
  return renderRoutes(
    [
      { path: '/admins/:id/applications', element: <StaffApplicationsPage /> },
      { path: '/profile/applications', element: <StaffApplicationsPage /> },
      { path: '/applications-for-training/:id', element: <p>карточка заявки на обучение</p> },
    ],
    path,
  );
}

// A whole page in jsdom on a shared machine may take seconds; nothing here measures speed.
describe('StaffApplicationsPage', { timeout: 30_000 }, () => {
  it("asks for the profile person's applications with the URL's search, status, kind and page", async () => {
    startSession('token', 'admin');
    const calls = mockApi([application()]);
    open('/admins/3/applications?status=inProgress&kind=training&search=%D0%BC%D0%B0%D1%80&page=2');
    await screen.findByText('Разбор портфолио', undefined, { timeout: 10_000 });
    const [list] = listCalls(calls);
    expect(Object.fromEntries(list!.url.searchParams)).toEqual({
      staffId: '3',
      status: 'inProgress',
      kind: 'training',
      search: 'мар',
      skip: '15',
      take: '15',
      orderBy: 'createdAt:desc',
    });
  });

  it('leaves out a status or kind the URL got wrong instead of asking for a 400', async () => {
    startSession('token', 'admin');
    const calls = mockApi([]);
    open('/admins/3/applications?status=done&kind=webinar');
    await screen.findByText('Ничего не найдено', undefined, { timeout: 10_000 });
    const params = listCalls(calls)[0]!.url.searchParams;
    expect([params.get('status'), params.get('kind')]).toEqual([null, null]);
  });

  it('an admin: every queue mixed with its kind; the number and a click open the card in its queue', async () => {
    startSession('token', 'admin');
    mockApi([application({ id: 31, kind: 'training', targetTitle: 'Основы React', overdue: true })]);
    const { router } = open('/admins/3/applications');
    const row = (await screen.findByText('Основы React', undefined, { timeout: 10_000 })).closest('tr')!;
    // The status right after the number (a phone shows both), the queue under the target.
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent?.trim())).toEqual([
      'Дата',
      'Статус',
      'Заявитель',
      'Предмет заявки',
      'Ответственный',
      'Ответ',
    ]);
    expect(within(row).getByText('Обучение')).toBeTruthy();
    expect(within(row).getByText('Новая')).toBeTruthy();
    expect(within(row).getByText('Просрочена')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Заявка №31' }).getAttribute('href')).toBe(
      '/applications-for-training/31',
    );
    expect(within(row).queryByRole('combobox')).toBeNull();
    fireEvent.click(within(row).getByText('Основы React'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications-for-training/31'));
  });

  it('a curator on /profile: their own applications, the status changed in the row', async () => {
    startSession('token', 'curator');
    const calls = mockApi([application()]);
    const user = userEvent.setup();
    open('/profile/applications');
    const row = (await screen.findByText('Разбор портфолио', undefined, { timeout: 10_000 })).closest('tr')!;
    expect(listCalls(calls)[0]!.url.searchParams.get('staffId')).toBe('9');
    expect(within(row).queryByRole('link', { name: 'Заявка №12' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Статус заявки №12' }));
    // jsdom runs no CSS transition: the opened panel keeps its inline display:none, hence `hidden`.
    await user.click(await screen.findByRole('option', { name: 'В работе', hidden: true }));
    await waitFor(() => expect(toasts()).toEqual([{ summary: 'Успешно', detail: 'Статус изменён' }]));
    const [patch] = calls.filter(({ method }) => method === 'PATCH');
    expect(patch!.url.pathname).toBe('/api/applications/12');
    expect(patch!.body).toEqual({ status: 'inProgress' });
  });

  it('a status the application already has (409) says so in Russian', async () => {
    startSession('token', 'curator');
    mockApi([application()], () =>
      jsonResponse({ statusCode: 409, error: 'Conflict', message: APPLICATION_SAME_STATUS }, 409),
    );
    const user = userEvent.setup();
    open('/profile/applications');
    const row = (await screen.findByText('Разбор портфолио', undefined, { timeout: 10_000 })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Статус заявки №12' }));
    await user.click(await screen.findByRole('option', { name: 'Отказ', hidden: true }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ summary: 'Ошибка', detail: 'Заявка уже в этом статусе' }]),
    );
  });
});
