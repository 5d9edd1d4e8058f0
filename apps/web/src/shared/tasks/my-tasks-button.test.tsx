import type { BackgroundTask } from '@school/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { MyTasksButton } from './my-tasks-button';

afterEach(() => vi.restoreAllMocks());

const done: BackgroundTask = {
  id: 3,
  kind: 'export',
  action: 'students.csv',
  status: 'done',
  total: 250_000,
  done: 250_000,
  result: { rows: 250_000 },
  file: { name: 'users.csv', size: 1_572_864 },
  error: null,
  createdAt: '2026-11-26T07:00:00.000Z',
  startedAt: '2026-11-26T07:00:01.000Z',
  finishedAt: '2026-11-26T07:00:09.000Z',
};

describe('MyTasksButton', () => {
  it('asks for the tasks only when opened, then lists them with their state and file', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ items: [done] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    renderRoutes(<MyTasksButton />);
    const button = await screen.findByRole('button', { name: 'Мои задачи' });
    expect(fetchMock).not.toHaveBeenCalled();
    button.click();
    expect(await screen.findByText('Готово', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('Скачать')).toBeTruthy();
    expect(screen.getByText(/^users\.csv, 1,5\sМБ$/)).toBeTruthy();
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost').pathname).toBe('/api/tasks');
  }, 15_000);
});
