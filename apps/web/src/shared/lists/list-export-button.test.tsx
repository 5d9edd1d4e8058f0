import type { BackgroundTask } from '@school/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { ListExportButton } from './list-export-button';
import type { ListQueryParams } from './list-url';

afterEach(() => vi.restoreAllMocks());

const query: ListQueryParams<'status'> = {
  skip: 30,
  take: 15,
  search: 'react',
  orderBy: 'name:asc',
  status: '3',
};

describe('ListExportButton', () => {
  it('counts what has arrived while the file streams, then saves it and says «Экспорт» again', async () => {
    let push: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        push = controller;
      },
    });
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(body, {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="x.csv"' },
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    renderRoutes(<ListExportButton path="/items/csv" fileName="items.csv" query={query} />);
    (await screen.findByRole('button', { name: 'Экспорт' })).click();
    push?.enqueue(new Uint8Array(1536));
    const button = await screen.findByRole('button', { name: 'Экспорт · 1,5\u00a0КБ' });
    expect(button.classList.contains('p-button-loading')).toBe(true);
    expect(saved).toEqual([]);

    push?.close();
    await waitFor(() => expect(saved).toEqual(['x.csv']));
    expect(await screen.findByRole('button', { name: 'Экспорт' })).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(new URL(String(url), 'http://localhost').pathname).toBe('/api/items/csv');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      search: 'react',
      orderBy: 'name:asc',
      status: '3',
      format: 'csv',
    });
  });

  it('«Файл Excel (.xlsx)» beside it asks the same list as an .xlsx and saves it under its name', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(new Uint8Array(10), {
        headers: { 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    renderRoutes(<ListExportButton path="/items/csv" fileName="items.csv" query={query} />);
    expect(screen.getByRole('group', { name: 'Формат выгрузки' })).toBeTruthy();
    (await screen.findByRole('button', { name: 'Файл Excel (.xlsx)' })).click();
    // No Content-Disposition: the fallback name follows the format.
    await waitFor(() => expect(saved).toEqual(['items.xlsx']));
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ search: 'react', format: 'xlsx' });
  });

  it('a list past the streaming limit (202) opens «Экспорт» with the bar, then «Скачать» saves the file', async () => {
    const started: BackgroundTask = {
      id: 9,
      kind: 'export',
      action: 'items.csv',
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
    const running = { ...started, status: 'running', total: 250_000, done: 100_000 } as const;
    const done = {
      ...running,
      status: 'done',
      done: 250_000,
      file: { name: 'items.csv', size: 2_048 },
    } as const;
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    let polls = 0;
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (init?.method === 'POST') return json({ task: started }, 202);
      if (path === '/api/tasks/9/file') {
        return new Response('\uFEFFid\n1\n', {
          headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="items.csv"' },
        });
      }
      polls += 1;
      return json(polls <= 2 ? running : done);
    });
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });

    renderRoutes(<ListExportButton path="/items/csv" fileName="items.csv" query={query} />);
    (await screen.findByRole('button', { name: 'Экспорт' })).click();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Экспорт')).toBeTruthy();
    expect(await screen.findByText(/^Обработано 100\s000 из 250\s000$/, {}, { timeout: 3_000 })).toBeTruthy();
    (await screen.findByRole('button', { name: 'Скачать' }, { timeout: 3_000 })).click();
    await waitFor(() => expect(saved).toEqual(['items.csv']));
    expect(saved).toEqual(['items.csv']);
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).toContain('/api/tasks/9');
    expect(asked.at(-1)).toBe('/api/tasks/9/file');
  });

  it('disabled, it asks nothing', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderRoutes(<ListExportButton path="/items/csv" fileName="items.csv" query={query} disabled />);
    const button = (await screen.findByRole('button', { name: 'Экспорт' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    button.click();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
