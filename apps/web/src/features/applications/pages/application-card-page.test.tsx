import { APPLICATION_SAME_STATUS, type ApplicationCard } from '@school/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { applicationCard, applicationEvent, staffMembers } from '../applications.fixtures';
import { ApplicationCardPage } from './application-card-page';

beforeEach(() => toastStore.set([]));
afterEach(() => vi.restoreAllMocks());

const toasts = () => toastStore.get().map(({ summary, detail }) => ({ summary, detail }));
const admin = { id: 5, firstName: 'Мария', lastName: 'Иванова' };

type Call = { method: string; url: URL; body: unknown };

/**
 * The card, the staff list and the PATCH (`patch` answers it). A successful PATCH's card is what the card
 * request answers from then on, as the server would.
 */
function mockApi(patch: (body: Record<string, unknown>) => Response) {
  const calls: Call[] = [];
  let card: unknown = applicationCard();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, url, body });
    if (url.pathname === '/api/admins')
      return jsonResponse({ items: staffMembers, total: staffMembers.length });
    if (url.pathname === '/api/applications/12' && method === 'PATCH') {
      const answer = patch(body);
      if (answer.ok) card = await answer.clone().json();
      return answer;
    }
    if (url.pathname === '/api/applications/12') return jsonResponse(card);
    return jsonResponse({ items: [], total: 0, totalExact: true });
  });
  return () => calls.filter(({ method }) => method === 'PATCH');
}

/** The server's answer to a change: the card with one more history line. */
const changed = (overrides: Partial<ApplicationCard>, line: Parameters<typeof applicationEvent>[0]) =>
  jsonResponse(
    applicationCard({
      ...overrides,
      history: [
        applicationEvent(),
        applicationEvent({ id: 2, staff: admin, at: '2026-02-01T08:20:00.000Z', ...line }),
      ],
    }),
  );

const routes = [
  {
    path: '/applications-for-training',
    element: <Outlet />,
    children: [{ path: ':id', element: <ApplicationCardPage /> }],
  },
];

async function openCard(path = '/applications-for-training/12?status=new') {
  const view = renderRoutes(routes, path);
  const dialog = await screen.findByRole('dialog', { name: /Заявка №12/ });
  await within(dialog).findByText('Заявка создана');
  return { ...view, dialog };
}

// The machine is shared: a jsdom render of the card may take seconds; nothing here measures speed.
describe('ApplicationCardPage', { timeout: 30_000 }, () => {
  it('shows the applicant, the course link, the message, the history; × goes back to the queue', async () => {
    mockApi(() => jsonResponse(applicationCard()));
    const { dialog, router } = await openCard();
    expect(within(dialog).getByText('Анна Смирнова')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Основы React' }).getAttribute('href')).toBe(
      '/courses/3',
    );
    expect(within(dialog).getByText('Хочу начать с февраля')).toBeTruthy();
    expect(within(dialog).getAllByText('Просрочена').length).toBeGreaterThan(0);
    // 07:00 UTC is 10:00 in Moscow; the site's intake has no staff member.
    expect(within(dialog).getByText(/1 февр\. 2026, 10:00 · с сайта/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/applications-for-training'));
    expect(router.state.location.search).toBe('?status=new');
  });

  it('changes the status: PATCH {status}, «Статус изменён», the history line from the answer', async () => {
    const patches = mockApi(() =>
      changed(
        { status: 'inProgress', overdue: false },
        { type: 'status', fromStatus: 'new', toStatus: 'inProgress' },
      ),
    );
    const user = userEvent.setup();
    const { dialog } = await openCard();
    await user.click(within(dialog).getByRole('button', { name: 'Сменить статус' }));
    // jsdom runs no CSS transition: the opened panel keeps its inline display:none, hence `hidden`.
    await user.click(await screen.findByRole('option', { name: 'В работе', hidden: true }));
    await waitFor(() => expect(toasts()).toEqual([{ summary: 'Успешно', detail: 'Статус изменён' }]));
    expect(patches().map(({ url, body }) => [url.pathname, body])).toEqual([
      ['/api/applications/12', { status: 'inProgress' }],
    ]);
    expect(await within(dialog).findByText('Статус: Новая → В работе')).toBeTruthy();
    expect(within(dialog).getByText(/Иванова Мария/)).toBeTruthy();
  });

  it('a status it already has (409) says «Заявка уже в этом статусе»', async () => {
    mockApi(() =>
      jsonResponse({ statusCode: 409, error: 'Conflict', message: APPLICATION_SAME_STATUS }, 409),
    );
    const user = userEvent.setup();
    const { dialog } = await openCard();
    await user.click(within(dialog).getByRole('button', { name: 'Сменить статус' }));
    await user.click(await screen.findByRole('option', { name: 'Отказ', hidden: true }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ summary: 'Ошибка', detail: 'Заявка уже в этом статусе' }]),
    );
  });

  it('assigns a staff member and «Снять» sends null', async () => {
    let assigned = false;
    const patches = mockApi((body) => {
      assigned = body.assigneeId !== null;
      return changed(
        { assignee: assigned ? admin : null },
        { type: 'assignee', assignee: assigned ? admin : null },
      );
    });
    const user = userEvent.setup();
    const { dialog } = await openCard();
    await user.click(within(dialog).getByRole('button', { name: 'Выберите сотрудника' }));
    await user.click(await screen.findByRole('option', { name: 'Иванова Мария', hidden: true }));
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({ summary: 'Успешно', detail: 'Ответственный назначен' }),
    );
    expect(await within(dialog).findByText('Ответственный: Иванова Мария')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Снять ответственного' }));
    await waitFor(() =>
      expect(toasts().at(-1)).toEqual({ summary: 'Успешно', detail: 'Ответственный снят' }),
    );
    expect(patches().map(({ body }) => body)).toEqual([{ assigneeId: 5 }, { assigneeId: null }]);
  });

  it('a comment: empty is «Поле обязательно» with nothing sent; text is sent and the box empties', async () => {
    const patches = mockApi((body) =>
      changed({ comment: String(body.comment) }, { type: 'comment', comment: String(body.comment) }),
    );
    const user = userEvent.setup();
    const { dialog } = await openCard();
    await user.click(within(dialog).getByRole('button', { name: 'Добавить комментарий' }));
    expect(await within(dialog).findByText('Поле обязательно')).toBeTruthy();
    expect(patches()).toEqual([]);
    const box = within(dialog).getByLabelText('Комментарий');
    await user.type(box, 'Перезвонить в понедельник');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить комментарий' }));
    await waitFor(() => expect(toasts()).toEqual([{ summary: 'Успешно', detail: 'Комментарий добавлен' }]));
    expect(patches().map(({ body }) => body)).toEqual([{ comment: 'Перезвонить в понедельник' }]);
    expect(await within(dialog).findByText('Перезвонить в понедельник')).toBeTruthy();
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it('a comment the server refuses (400) shows its message under the field', async () => {
    mockApi(() =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'body/comment Слишком длинный комментарий',
          errors: [{ path: 'comment', message: 'Слишком длинный комментарий' }],
        },
        400,
      ),
    );
    const user = userEvent.setup();
    const { dialog } = await openCard();
    await user.type(within(dialog).getByLabelText('Комментарий'), 'текст');
    await user.click(within(dialog).getByRole('button', { name: 'Добавить комментарий' }));
    expect(
      await within(dialog).findByText('Слишком длинный комментарий', { selector: 'small' }),
    ).toBeTruthy();
  });
});
