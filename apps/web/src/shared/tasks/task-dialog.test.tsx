import type { BackgroundTask } from '@school/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { TaskDialog } from './task-dialog';

afterEach(() => vi.restoreAllMocks());

const queued: BackgroundTask = {
  id: 7,
  kind: 'export',
  action: 'students.csv',
  status: 'queued',
  total: null,
  done: 0,
  result: null,
  file: null,
  error: null,
  createdAt: '2026-11-26T07:00:00.000Z',
  startedAt: null,
  finishedAt: null,
};

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });

describe('TaskDialog', () => {
  it('polls the task until done, counting on the way, then offers its file', async () => {
    const running: BackgroundTask = { ...queued, status: 'running', total: 240_000, done: 120_000 };
    const done: BackgroundTask = {
      ...queued,
      status: 'done',
      total: 240_000,
      done: 240_000,
      file: { name: 'students.csv', size: 1_572_864 },
    };
    // The mount asks at once (possibly twice in strict mode); the next poll a second later finds it done.
    let calls = 0;
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      calls += 1;
      return json(calls <= 2 ? running : done);
    });
    renderRoutes(<TaskDialog task={queued} header="Экспорт учеников" onClose={() => {}} />);

    expect(await screen.findByText('Задача в очереди, начнётся через несколько секунд')).toBeTruthy();
    expect(await screen.findByText(/^Обработано 120\s000 из 240\s000$/, {}, { timeout: 3_000 })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Скачать' }, { timeout: 3_000 })).toBeTruthy();
    expect(screen.getByText(/^students\.csv, 1,5\sМБ$/)).toBeTruthy();
    expect(new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost').pathname).toBe('/api/tasks/7');
  });

  it('shows why a task failed', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => json({}));
    renderRoutes(
      <TaskDialog
        task={{ ...queued, status: 'failed', error: 'Не удалось выгрузить файл' }}
        header="Экспорт учеников"
        onClose={() => {}}
      />,
    );
    expect(await screen.findByText('Не удалось выгрузить файл')).toBeTruthy();
  });
});
