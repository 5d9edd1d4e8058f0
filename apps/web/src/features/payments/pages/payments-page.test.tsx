import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { payment, totals } from '../payments.fixtures';
import { PaymentsPage } from './payments-page';

afterEach(() => vi.restoreAllMocks());

// Testing Library reads U+00A0 in the page as a plain space.
/** Answers the list, its totals and the course picker; returns the URLs asked. */
function mockApi(answers: { totals?: ReturnType<typeof totals>; totalsFail?: () => boolean } = {}) {
  const asked: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(url);
    if (url.pathname === '/api/payments/totals') {
      if (answers.totalsFail?.())
        return jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' }, 403);
      return jsonResponse(answers.totals ?? totals());
    }
    if (url.pathname === '/api/payments') {
      return jsonResponse({ items: [payment()], total: 12_000, totalExact: false });
    }
    return jsonResponse({ items: [], total: 0 });
  });
  return (path: string) => asked.filter((url) => url.pathname === path);
}

const routes = [
  {
    path: '/sales',
    element: <PaymentsPage />,
    children: [{ path: ':id', element: <p>карточка платежа</p> }],
  },
];

// The machine is shared: a jsdom render of the whole page may take seconds; nothing here measures speed.
describe('PaymentsPage', { timeout: 20_000 }, () => {
  it('shows the filter totals in roubles and kopecks as the server sent them', async () => {
    mockApi({ totals: totals({ paidAmount: 0.3, refundedAmount: 0.1, netAmount: 0.2, fee: 1234.5 }) });
    renderRoutes(routes, '/sales');
    const tiles = screen.getByLabelText('Итоги по фильтру');
    await within(tiles).findByText('0,30 ₽');
    expect(within(tiles).getByText('0,10 ₽')).toBeTruthy();
    expect(within(tiles).getByText('0,20 ₽')).toBeTruthy();
    expect(within(tiles).getByText('1 234,50 ₽')).toBeTruthy();
    expect(within(tiles).getByText('1 204')).toBeTruthy();
  });

  it('says when the totals could not be loaded (no endless skeletons) and «Повторить» asks again', async () => {
    let failing = true;
    const asked = mockApi({ totalsFail: () => failing });
    renderRoutes(routes, '/sales');
    expect((await screen.findByRole('alert')).textContent).toContain('Не удалось загрузить итоги');
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    const tiles = await screen.findByLabelText('Итоги по фильтру');
    await within(tiles).findByText('1 204');
    expect(asked('/api/payments/totals').length).toBe(2);
  });

  it('shows a row: Moscow time, money right-aligned, status label; an estimated total as «≈ N»', async () => {
    mockApi();
    renderRoutes(routes, '/sales');
    const row = (await screen.findByText('Основы React')).closest('tr')!;
    // 20:58 UTC is 23:58 in Moscow.
    expect(within(row).getByText('1 февр. 2026')).toBeTruthy();
    expect(within(row).getByText('23:58')).toBeTruthy();
    expect(within(row).getByText('1 234,50 ₽')).toBeTruthy();
    expect(within(row).getByText('Оплачен')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Петров Пётр' }).getAttribute('href')).toBe('/users/7');
    expect(screen.getByText(/из ≈ 12 000/)).toBeTruthy();
  });

  it('asks the list and the totals with the same filters from the URL; the totals without paging', async () => {
    const asked = mockApi();
    renderRoutes(routes, '/sales?provider=sbp&dateFrom=2026-02-01&dateTo=2026-02-10&page=2&search=yk-1');
    await screen.findByText('Основы React');
    const [list] = asked('/api/payments');
    const [sums] = asked('/api/payments/totals');
    expect(Object.fromEntries(list!.searchParams)).toEqual({
      skip: '15',
      take: '15',
      search: 'yk-1',
      orderBy: 'createdAt:desc',
      provider: 'sbp',
      dateFrom: '2026-02-01',
      dateTo: '2026-02-10',
    });
    expect(Object.fromEntries(sums!.searchParams)).toEqual({
      search: 'yk-1',
      provider: 'sbp',
      dateFrom: '2026-02-01',
      dateTo: '2026-02-10',
    });
  });

  it('opens the card from a click on a row, keeping the list URL', async () => {
    mockApi();
    const { router } = renderRoutes(routes, '/sales?provider=sbp');
    fireEvent.click((await screen.findByText('Основы React')).closest('tr')!);
    expect(await screen.findByText('карточка платежа')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sales/41');
    expect(router.state.location.search).toBe('?provider=sbp');
  });

  it('makes the date a link to the card with the list query, named by the payment', async () => {
    mockApi();
    renderRoutes(routes, '/sales?provider=sbp');
    const link = await screen.findByRole('link', { name: /Платёж №41/ });
    expect(link.getAttribute('href')).toBe('/sales/41?provider=sbp');
    expect(link.textContent).toContain('1 февр. 2026');
  });

  it('opens the card with Enter on a focused row', async () => {
    mockApi();
    const { router } = renderRoutes(routes, '/sales');
    const row = (await screen.findByText('Основы React')).closest('tr')!;
    expect(row.tabIndex).toBe(0);
    fireEvent.keyDown(row, { key: 'Enter', code: 'Enter' });
    expect(await screen.findByText('карточка платежа')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sales/41');
  });
});
