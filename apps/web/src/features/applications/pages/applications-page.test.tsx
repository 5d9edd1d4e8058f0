import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { application, staffMembers } from '../applications.fixtures';
import { TrainingApplicationsPage } from './applications-page';

afterEach(() => vi.restoreAllMocks());

/** Answers the queue and the staff list; returns the list requests asked. */
function mockApi(items = [application()]) {
  const asked: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    if (url.pathname === '/api/applications')
      return jsonResponse({ items, total: items.length, totalExact: true });
    if (url.pathname === '/api/admins')
      return jsonResponse({ items: staffMembers, total: staffMembers.length });
    return jsonResponse({ items: [], total: 0 });
  });
  return () => asked.filter((url) => url.pathname === '/api/applications');
}

const routes = [
  {
    path: '/applications-for-training',
    element: <TrainingApplicationsPage />,
    children: [{ path: ':id', element: <p>карточка заявки</p> }],
  },
];

const lastQuery = (asked: () => URL[]) => Object.fromEntries(asked().at(-1)!.searchParams);

// The machine is shared: a jsdom render of the whole page may take seconds; nothing here measures speed.
describe('ApplicationsPage', { timeout: 20_000 }, () => {
  it('asks the queue of its kind with every filter of the URL', async () => {
    const asked = mockApi();
    renderRoutes(
      routes,
      '/applications-for-training?status=inProgress&assignee=none&overdue=true&dateFrom=2026-02-01&dateTo=2026-02-10&search=анна&page=2&sort=responseDueAt:asc',
    );
    await screen.findByText('Основы React');
    expect(lastQuery(asked)).toEqual({
      kind: 'training',
      skip: '15',
      take: '15',
      search: 'анна',
      orderBy: 'responseDueAt:asc',
      status: 'inProgress',
      assignee: 'none',
      overdue: 'true',
      dateFrom: '2026-02-01',
      dateTo: '2026-02-10',
    });
  });

  it('offers the status filter over the table, not over the kanban (its columns are the statuses)', async () => {
    mockApi();
    const { router } = renderRoutes(routes, '/applications-for-training');
    await screen.findByText('Основы React');
    expect(screen.queryAllByLabelText('Статус').length).toBeGreaterThan(0);
    await router.navigate('/applications-for-training?view=board');
    await waitFor(() => expect(screen.queryAllByLabelText('Статус')).toHaveLength(0));
    expect(screen.getByLabelText('Только просроченные')).toBeTruthy();
  });

  it('writes «Только просроченные» into the URL and asks again; unticking removes it', async () => {
    const asked = mockApi();
    const { router } = renderRoutes(routes, '/applications-for-training?status=new');
    await screen.findByText('Основы React');
    fireEvent.click(screen.getByLabelText('Только просроченные'));
    await vi.waitFor(() => expect(lastQuery(asked).overdue).toBe('true'));
    expect(new URLSearchParams(router.state.location.search).get('overdue')).toBe('true');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('new');
    fireEvent.click(screen.getByLabelText('Только просроченные'));
    // The unfiltered page is still in the cache, so the URL is what changes.
    await vi.waitFor(() => expect(router.state.location.search).toBe('?status=new'));
  });

  it('shows a waiting application: guest contacts, the target, «Новая», nobody assigned, overdue', async () => {
    mockApi();
    renderRoutes(routes, '/applications-for-training');
    const row = (await screen.findByText('Основы React')).closest('tr')!;
    expect(within(row).getByText('Анна Смирнова')).toBeTruthy();
    expect(within(row).getByText(/anna@example\.ru/)).toBeTruthy();
    expect(within(row).getByText('Новая')).toBeTruthy();
    expect(within(row).getByText('Не назначен')).toBeTruthy();
    expect(within(row).getByText(/^ждёт /)).toBeTruthy();
    expect(within(row).getByText('Просрочена')).toBeTruthy();
    // 07:00 UTC is 10:00 in Moscow.
    expect(within(row).getByRole('link', { name: 'Заявка №12' }).textContent).toContain(
      '1 февр. 2026, 10:00',
    );
  });

  it('shows an answered one: its response time, late, the assignee, a student linked to their card', async () => {
    mockApi([
      application({
        status: 'inProgress',
        studentId: 7,
        firstResponseAt: '2026-02-01T08:20:00.000Z',
        overdue: false,
        respondedLate: true,
        assignee: { id: 5, firstName: 'Мария', lastName: 'Иванова' },
      }),
    ]);
    renderRoutes(routes, '/applications-for-training');
    const row = (await screen.findByText('Основы React')).closest('tr')!;
    expect(within(row).getByText('через 1 ч 20 мин')).toBeTruthy();
    expect(within(row).getByText('с опозданием')).toBeTruthy();
    expect(within(row).queryByText('Просрочена')).toBeNull();
    expect(within(row).getByText('Иванова Мария')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Анна Смирнова' }).getAttribute('href')).toBe('/users/7');
  });

  it('opens the card from a row, keeping the queue URL', async () => {
    mockApi();
    const { router } = renderRoutes(routes, '/applications-for-training?status=new');
    fireEvent.click((await screen.findByText('Основы React')).closest('tr')!);
    expect(await screen.findByText('карточка заявки')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/applications-for-training/12');
    expect(router.state.location.search).toBe('?status=new');
  });

  it('says «Заявок нет» for an empty queue, «Ничего не найдено» with a reset under a filter', async () => {
    mockApi([]);
    const { router } = renderRoutes(routes, '/applications-for-training?overdue=true');
    expect(await screen.findByText('Ничего не найдено')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Сбросить фильтры' })[0]!);
    expect(await screen.findByText('Заявок нет')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });
});
