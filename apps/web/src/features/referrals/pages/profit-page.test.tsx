import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { QUIET, STATISTICS } from '../referrals.fixtures';
import { ProfitPage } from './profit-page';

afterEach(() => vi.restoreAllMocks());

const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

function mockApi(statistics = STATISTICS) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/referrals/statistics') return jsonResponse(statistics);
    return jsonResponse({ message: 'not found' }, 404);
  });
}

const statisticsCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/referrals/statistics')
    .map((url) => url.search);

const open = (search: string) =>
  renderRoutes([{ path: '/referral-system', element: <ProfitPage /> }], `/referral-system${search}`);

describe('ProfitPage', { timeout: 20_000 }, () => {
  it('shows the period’s totals as cards, the charts’ figures and the top referrers with links', async () => {
    const fetchMock = mockApi();
    open('?dateFrom=2026-11-01&dateTo=2026-11-03&groupBy=day');

    const cards = await screen.findByRole('list', { name: 'Итоги за период' }, { timeout: 5000 });
    const card = (label: string) => within(cards).getByText(label).closest('li')?.textContent;
    expect(card('Регистрации по приглашениям')).toBe('Регистрации по приглашениям5');
    expect(card('Оплатившие')).toBe('Оплатившие3');
    expect(card('Выручка от приглашённых')).toContain(nbsp('3 005,20 ₽'));
    expect(card('Начислено')).toBe(`Начислено${nbsp('300,50 ₽')}`);
    expect(card('На удержании')).toContain(nbsp('100,30 ₽'));
    expect(card('Выплачено')).toContain(nbsp('150,10 ₽'));
    expect(card('Списано при возвратах')).toContain(nbsp('50,10 ₽'));
    expect(statisticsCalls(fetchMock)).toEqual(['?dateFrom=2026-11-01&dateTo=2026-11-03&groupBy=day']);

    const [signUpsTable, moneyTable] = screen.getAllByRole('button', { name: 'Таблица' });
    await userEvent.click(moneyTable as HTMLElement);
    const money = screen.getByRole('table', { name: 'Выручка от приглашённых и комиссии' });
    expect(
      within(money)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ПериодВыручкаНачислено комиссий',
      `1 нояб.${nbsp('1 000,10 ₽')}${nbsp('100 ₽')}`,
      `2 нояб.${nbsp('0 ₽')}${nbsp('0 ₽')}`,
      `3 нояб.${nbsp('2 005,10 ₽')}${nbsp('200,50 ₽')}`,
      `Итого${nbsp('3 005,20 ₽')}${nbsp('300,50 ₽')}`,
    ]);
    await userEvent.click(signUpsTable as HTMLElement);
    const signUps = screen.getByRole('table', { name: 'Регистрации по приглашениям' });
    expect(within(signUps).getAllByRole('row').at(-1)?.textContent).toBe('Итого5');

    const top = screen.getByRole('table', { name: 'Лучшие пригласившие' });
    expect(within(top).getByRole('link', { name: 'Кураторова Мария' }).getAttribute('href')).toBe(
      '/admins/3',
    );
    expect(within(top).getByRole('link', { name: 'Иванова Анна' }).getAttribute('href')).toBe('/users/12');
    expect(within(top).getAllByRole('row')[1]?.textContent).toContain(nbsp('2 000,10 ₽'));
    expect(screen.getByRole('link', { name: 'Все рефералы за период' }).getAttribute('href')).toBe(
      '/refferal-list?dateFrom=2026-11-01&dateTo=2026-11-03',
    );
  });

  it('keeps the grouping and a preset in the URL and asks the server again', async () => {
    const fetchMock = mockApi();
    const { router } = open('?dateFrom=2026-11-01&dateTo=2026-11-03&groupBy=day');
    await screen.findByRole('list', { name: 'Итоги за период' }, { timeout: 5000 });

    await userEvent.click(screen.getByRole('button', { name: 'По неделям' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?dateFrom=2026-11-01&dateTo=2026-11-03&groupBy=week'),
    );
    await waitFor(() =>
      expect(statisticsCalls(fetchMock)).toContain('?dateFrom=2026-11-01&dateTo=2026-11-03&groupBy=week'),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Год' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/groupBy=month$/));
    expect(screen.getByRole('button', { name: 'Год' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says a period in the address could not be read and shows this month instead', async () => {
    const fetchMock = mockApi();
    open('?dateFrom=2026-11-10&dateTo=2026-11-01');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      'Период в адресе не распознан — показан текущий месяц.',
    );
    await waitFor(() => expect(statisticsCalls(fetchMock)).toHaveLength(1));
    expect(statisticsCalls(fetchMock)[0]).toMatch(/^\?dateFrom=\d{4}-\d{2}-01&dateTo=/);
  });

  it('says a period without invitations is empty instead of drawing flat charts', async () => {
    mockApi(QUIET);
    open('?dateFrom=2001-01-01&dateTo=2001-01-01');
    expect(await screen.findByText('За этот период приглашений нет', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Регистрации по приглашениям' })).toBeNull();
  });
});
