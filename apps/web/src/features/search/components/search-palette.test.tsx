import type { SearchResponse } from '@school/contracts/search';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { readRecent } from '../search-recent';
import { SearchPalette } from './search-palette';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const answer: SearchResponse = {
  groups: [
    {
      kind: 'students',
      total: 7,
      totalExact: true,
      items: [
        { id: 11, title: 'Иванова Анна', subtitle: 'anna@example.ru', link: '/users/11' },
        { id: 12, title: 'Иванов Пётр', subtitle: 'petr@example.ru', link: '/users/12' },
      ],
      listLink: '/users?search=%D0%B8%D0%B2%D0%B0%D0%BD',
    },
    { kind: 'staff', total: 0, totalExact: true, items: [], listLink: '/admins?search=x' },
    {
      kind: 'courses',
      total: 1,
      totalExact: true,
      items: [{ id: 5, title: 'Иван-чай', subtitle: '', link: '/courses/5' }],
      listLink: '/courses?search=%D0%B8%D0%B2%D0%B0%D0%BD',
    },
    {
      kind: 'services',
      total: 1,
      totalExact: true,
      items: [{ id: 3, title: 'Иванов день', subtitle: '2 500 ₽', link: '/admins/7/services' }],
    },
  ],
};

const me = {
  id: 42,
  email: 'admin@demo.test',
  firstName: 'Ольга',
  lastName: 'Админова',
  avatar: null,
  role: 'admin',
  isVisible: true,
  info: '',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function renderPalette() {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admins/my-info') return jsonResponse(me);
    return jsonResponse(answer);
  });
  return renderRoutes([
    { path: '/', element: <SearchPalette visible onHide={() => undefined} /> },
    { path: '*', element: <p>Открыто</p> },
  ]);
}

const activeText = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-activedescendant') ?? '')?.textContent;

describe('SearchPalette', () => {
  it('moves over the grouped results with the arrows and opens the chosen one with Enter', async () => {
    const { router } = renderPalette();
    const input = await screen.findByRole('combobox', { name: 'Что найти' });
    await userEvent.type(input, 'иван');
    await screen.findByText('Иванова Анна', {}, { timeout: 5_000 });
    // The empty staff group is not shown; each group ends with its «Показать все», but services have no
    // list page to show them all.
    expect(screen.queryByText('Сотрудники')).toBeNull();
    expect(screen.getByText('Услуги')).toBeTruthy();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Иванова Аннаanna@example.ru',
      'Иванов Пётрpetr@example.ru',
      'Показать все: Ученики (7)',
      'Иван-чай',
      'Показать все: Курсы (1)',
      'Иванов день2 500 ₽',
    ]);
    expect(activeText(input)).toContain('Иванова Анна');
    await userEvent.keyboard('{ArrowDown}');
    expect(activeText(input)).toContain('Иванов Пётр');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeText(input)).toBe('Иванов день2 500 ₽');
    await userEvent.keyboard('{ArrowUp}');
    expect(activeText(input)).toBe('Показать все: Курсы (1)');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Иванов Пётр');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/12'));
    expect(readRecent(42).map((item) => item.id)).toEqual([12]);
  }, 15_000);

  it('opens the section’s list with the query from «Показать все»', async () => {
    const { router } = renderPalette();
    await userEvent.type(await screen.findByRole('combobox'), 'иван');
    await userEvent.click(await screen.findByText('Показать все: Ученики (7)', {}, { timeout: 5_000 }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('иван');
  }, 15_000);

  it('shows the records opened last while nothing is typed', async () => {
    localStorage.setItem(
      'search-recent:42',
      JSON.stringify([{ kind: 'courses', id: 5, title: 'Иван-чай', subtitle: '', link: '/courses/5' }]),
    );
    renderPalette();
    expect(await screen.findByText('Недавние', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('option', { selected: true }).textContent).toBe('Иван-чай');
  }, 15_000);
});
