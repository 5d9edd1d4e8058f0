import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { student } from '../students.fixtures';
import { StudentsPage } from './students-page';

afterEach(() => vi.restoreAllMocks());

type FetchMock = { mock: { calls: Parameters<typeof fetch>[] } };

const listCalls = (fetchMock: FetchMock) =>
  fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === '/api/students');

describe('StudentsPage search', () => {
  it('asks for nothing while no word of the search has 3 characters, and says so', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ items: [student()], total: 1, totalExact: true }));
    renderRoutes([{ path: '/users', element: <StudentsPage /> }], '/users?search=%D0%B8%D0%B2');

    expect(await screen.findByText('Введите не меньше 3 символов')).toBeTruthy();
    expect(await screen.findByText('Запрос слишком короткий')).toBeTruthy();
    expect(screen.queryByText('Петров Пётр')).toBeNull();
    expect(listCalls(fetchMock)).toEqual([]);
    expect((screen.getByRole('button', { name: 'Экспорт' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends a surname and a name as typed', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ items: [student()], total: 1, totalExact: true }));
    renderRoutes(
      [{ path: '/users', element: <StudentsPage /> }],
      `/users?search=${encodeURIComponent('Петров Пё')}`,
    );
    expect(await screen.findByRole('link', { name: 'Петров Пётр' })).toBeTruthy();
    expect(listCalls(fetchMock).map((url) => url.searchParams.get('search'))).toEqual(['Петров Пё']);
    expect(screen.queryByText('Введите не меньше 3 символов')).toBeNull();
  });
});
