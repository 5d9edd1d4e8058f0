import type { BackgroundTask } from '@school/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { StudentsPage } from '../pages/students-page';
import { student } from '../students.fixtures';

afterEach(() => vi.restoreAllMocks());

const task = (overrides: Partial<BackgroundTask> = {}): BackgroundTask => ({
  id: 41,
  kind: 'bulk',
  action: 'students.status',
  status: 'queued',
  total: 2,
  done: 0,
  result: null,
  file: null,
  error: null,
  createdAt: '2026-11-26T08:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  ...overrides,
});

/** The list of two students, the bulk endpoint (its bodies in `posted`) and the task, done at the first poll. */
function mockApi() {
  const calls = { posted: [] as unknown[], listed: 0 };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/students') {
      calls.listed += 1;
      return jsonResponse({
        items: [
          student(),
          student({ id: 8, lastName: 'Сидорова', firstName: 'Анна', email: 'a@example.ru' }),
        ],
        total: 2,
        totalExact: true,
      });
    }
    if (url.pathname === '/api/students/bulk/status') {
      calls.posted.push(JSON.parse(String(init?.body)));
      return jsonResponse({ task: task() }, 202);
    }
    if (url.pathname === '/api/tasks/41')
      return jsonResponse(
        task({ status: 'done', done: 2, result: { changed: 2, skipped: 0, failed: 0 }, finishedAt: 'x' }),
      );
    return jsonResponse({});
  });
  return calls;
}

/** The page with both rows ticked: the bulk bar. */
async function tickBoth() {
  renderRoutes(
    [
      {
        path: '/users',
        element: (
          <>
            <StudentsPage />
            <ConfirmDialog />
          </>
        ),
      },
    ],
    '/users',
  );
  const table = await screen.findByRole('table');
  await within(table).findByText('Сидорова Анна');
  await userEvent.click(table.querySelector<HTMLInputElement>('thead input[type="checkbox"]')!);
  return screen.findByRole('region', { name: 'Действия с выбранными строками' });
}

describe('StudentsPage bulk «Заблокировать» / «Разблокировать»', () => {
  it('asks naming the count, starts the task with the ticked ids, shows the outcome and refetches the list', async () => {
    const calls = mockApi();
    const bar = await tickBoth();
    expect(within(bar).getByText('Выбрано: 2')).toBeTruthy();
    // The whole list is on the page: nothing more to offer.
    expect(within(bar).queryByText(/Выбрать все/)).toBeNull();

    await userEvent.click(await within(bar).findByRole('button', { name: 'Заблокировать' }));
    expect(
      await screen.findByText('Заблокировать 2 пользователей? Их сеансы завершатся сразу.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));

    await waitFor(() => expect(calls.posted).toEqual([{ target: { ids: [7, 8] }, status: 0 }]));
    const dialog = await screen.findByRole('dialog', { name: 'Блокировка пользователей' });
    expect(
      await within(dialog).findByText('Изменено: 2. Без изменений: 0', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    await waitFor(() => expect(calls.listed).toBeGreaterThanOrEqual(2));
  }, 30_000);

  it('«Разблокировать» asks naming the count, sends the active status and shows its own task', async () => {
    const calls = mockApi();
    const bar = await tickBoth();

    await userEvent.click(await within(bar).findByRole('button', { name: 'Разблокировать' }));
    expect(await screen.findByText('Разблокировать 2 пользователей? Они снова смогут войти.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Да' }));

    await waitFor(() => expect(calls.posted).toEqual([{ target: { ids: [7, 8] }, status: 1 }]));
    const dialog = await screen.findByRole('dialog', { name: 'Разблокировка пользователей' });
    expect(
      await within(dialog).findByText('Изменено: 2. Без изменений: 0', {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Блокировка пользователей' })).toBeNull();
    await waitFor(() => expect(calls.listed).toBeGreaterThanOrEqual(2));
  }, 30_000);
});
