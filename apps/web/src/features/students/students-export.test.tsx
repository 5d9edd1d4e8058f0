import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListExportButton } from '@/shared/lists/list-export-button';
import { useListState } from '@/shared/lists/use-list-state';
import { renderRoutes } from '@/test/render';
import { STUDENTS_LIST } from './students.list';

function Toolbar() {
  const list = useListState(STUDENTS_LIST.url);
  return <ListExportButton {...STUDENTS_LIST.export!} query={list.query} />;
}

afterEach(() => vi.restoreAllMocks());

describe("students export (the list kit's «Экспорт» with the students' declaration)", () => {
  it('posts /students/csv with the token, the list filters and order, not its page, and saves users.csv', async () => {
    localStorage.setItem('token', 'secret');
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('\uFEFFid;email\n', {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="users.csv"' },
      }),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:users');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });

    renderRoutes(
      [{ path: '/users', element: <Toolbar /> }],
      '/users?search=иван&status=0&subscription=active&dateFrom=2026-01-01&dateTo=2026-01-31&page=4&sort=lastName:asc',
    );
    (await screen.findByRole('button', { name: 'Экспорт' })).click();

    await waitFor(() => expect(clicks).toEqual(['users.csv']));
    const [url, init] = fetchMock.mock.calls[0]!;
    const sent = new URL(String(url), 'http://localhost');
    expect(sent.pathname).toBe('/api/students/csv');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      search: 'иван',
      status: '0',
      subscription: 'active',
      dateFrom: '2026-01-01',
      dateTo: '2026-01-31',
      orderBy: 'lastName:asc',
      format: 'csv',
    });
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer secret');
  });
});
