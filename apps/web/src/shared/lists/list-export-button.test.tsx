import { screen, waitFor } from '@testing-library/react';
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
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
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
    const sent = new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://localhost');
    expect(sent.pathname).toBe('/api/items/csv');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      search: 'react',
      orderBy: 'name:asc',
      status: '3',
    });
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
