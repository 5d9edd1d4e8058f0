import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { referral } from '../referrals.fixtures';
import { ReferralsPage } from './referrals-page';

afterEach(() => vi.restoreAllMocks());

const FLAGGED = referral({
  id: 6,
  code: 'S40',
  referrer: { kind: 'student', id: 40, name: 'Сидоров Олег', email: 'oleg@example.ru' },
  referred: { id: 41, name: 'Сидоров Олег Второй', email: 'o.leg+2@example.ru' },
  flags: ['email', 'refunded'],
  commission: -10,
});

/** Answers the list; returns the URLs asked. */
function mockApi() {
  const asked: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    if (url.pathname === '/api/referrals/list')
      return jsonResponse({ items: [referral(), FLAGGED], total: 2 });
    return jsonResponse({ message: 'not found' }, 404);
  });
  return () => asked.filter((url) => url.pathname === '/api/referrals/list');
}

const routes = [{ path: '/refferal-list', element: <ReferralsPage /> }];

describe('ReferralsPage', { timeout: 20_000 }, () => {
  it('shows who invited whom, money right-aligned and the flags with why they are there', async () => {
    mockApi();
    renderRoutes(routes, '/refferal-list');
    const row = (await screen.findByRole('link', { name: 'Петров Пётр' })).closest('tr')!;
    // 20:58 UTC is 23:58 in Moscow.
    expect(within(row).getByText('1 февр. 2026')).toBeTruthy();
    expect(within(row).getByText('23:58')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Иванова Анна' }).getAttribute('href')).toBe('/users/12');
    expect(within(row).getByRole('link', { name: 'Петров Пётр' }).getAttribute('href')).toBe('/users/31');
    expect(within(row).getByText('1 234,50 ₽')).toBeTruthy();
    expect(within(row).getByText('2 оплаты')).toBeTruthy();
    expect(within(row).getByText('123,45 ₽')).toBeTruthy();
    expect(within(row).getByText('—')).toBeTruthy();

    const flagged = screen.getByRole('link', { name: 'Сидоров Олег Второй' }).closest('tr')!;
    const email = within(flagged).getByText('Тот же e-mail').closest('.p-tag')!;
    expect(email.classList.contains('p-tag-danger')).toBe(true);
    expect(email.parentElement?.tabIndex).toBe(0);
    expect(email.textContent).toContain('E-mail приглашённого совпадает');
    const refunded = within(flagged).getByText('Возврат').closest('.p-tag')!;
    expect(refunded.classList.contains('p-tag-info')).toBe(true);
    expect(within(flagged).getByText('-10 ₽')).toBeTruthy();
  });

  it('asks the list with the search, filters, period, sort and page from the URL', async () => {
    const asked = mockApi();
    renderRoutes(
      routes,
      '/refferal-list?kind=student&flag=self&dateFrom=2026-02-01&dateTo=2026-02-10&sort=paidSum:desc&page=2&search=anna',
    );
    await screen.findByRole('link', { name: 'Петров Пётр' });
    expect(Object.fromEntries(asked()[0]!.searchParams)).toEqual({
      skip: '15',
      take: '15',
      search: 'anna',
      orderBy: 'paidSum:desc',
      kind: 'student',
      flag: 'self',
      dateFrom: '2026-02-01',
      dateTo: '2026-02-10',
    });
    expect(screen.getAllByText('Подозрение на самоприглашение').length).toBeGreaterThan(0);
  });

  it('writes a picked flag filter and a sort into the URL, back to the first page', async () => {
    const asked = mockApi();
    const { router } = renderRoutes(routes, '/refferal-list?page=3');
    await screen.findByRole('link', { name: 'Петров Пётр' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Отметки: все' }));
    // jsdom runs no CSS transition: the opened panel keeps its inline display:none, hence `hidden`.
    await user.click(
      await screen.findByRole('option', { name: 'Самоприглашение: устройство', hidden: true }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?flag=device'));
    await waitFor(() => expect(asked().at(-1)?.searchParams.get('flag')).toBe('device'));

    fireEvent.click(screen.getByRole('columnheader', { name: /Комиссия/ }));
    await waitFor(() => expect(router.state.location.search).toMatch(/sort=commission%3A(asc|desc)/));
  });
});
