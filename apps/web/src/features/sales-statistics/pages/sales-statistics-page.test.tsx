import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { DAYS, QUIET, REFUNDS, SUBSCRIPTIONS } from '../sales-statistics.fixtures';
import { SalesStatisticsPage } from './sales-statistics-page';

afterEach(() => vi.restoreAllMocks());

const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

function mockApi(payments = DAYS) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/payments/statistics') return jsonResponse(payments);
    if (url.pathname === '/api/subscriptions/statistics/refund') return jsonResponse(REFUNDS);
    if (url.pathname === '/api/subscriptions/statistics') return jsonResponse(SUBSCRIPTIONS);
    return jsonResponse({ message: 'not found' }, 404);
  });
}

const statisticsCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/payments/statistics')
    .map((url) => url.search);

const open = (search: string) =>
  renderRoutes(
    [{ path: '/payments-statistics', element: <SalesStatisticsPage /> }],
    `/payments-statistics${search}`,
  );

// Generous limits: the whole page (PrimeReact, chart.js without a canvas) renders slowly on a busy machine.
describe('SalesStatisticsPage', { timeout: 20_000 }, () => {
  it('shows the period’s totals as cards and the figures behind each chart', async () => {
    const fetchMock = mockApi();
    open('?dateFrom=2026-11-01&dateTo=2026-11-03&groupBy=day');

    const cards = await screen.findByRole('list', { name: 'Итоги за период' }, { timeout: 5000 });
    const card = (label: string) => within(cards).getByText(label).closest('li')?.textContent;
    // Each card ends with its change against the three days before, named under the cards.
    expect(card('Регистрации')).toBe('Регистрации4Без изменений (4)');
    expect(card('Первые оплаты')).toBe(
      `Первые оплаты${nbsp('1 234,30 ₽')}3 оплаты${nbsp('+23 %')} (было ${nbsp('1 000 ₽')})`,
    );
    expect(card('Автосписания')).toBe(`Автосписания${nbsp('0,20 ₽')}1 оплатаРаньше не было`);
    expect(card('Выручка')).toContain(nbsp('1 234,50 ₽'));
    expect(card('Возвраты')).toBe(
      `Возвраты${nbsp('100 ₽')}1 возврат${nbsp('−50 %')} (было ${nbsp('200 ₽')})`,
    );
    expect(card('Чистая выручка')).toContain(`${nbsp('+42 %')} (было ${nbsp('800 ₽')})`);
    // Fewer refunds are good news: coloured as a rise of the others is.
    const refundsChange = within(cards).getByText('Возвраты').parentElement?.lastElementChild;
    expect(refundsChange?.className).toContain('figure-card__change--up');
    expect(screen.getByText(/^Изменение — к предыдущему периоду/).textContent).toBe(
      'Изменение — к предыдущему периоду той же длины: 29 окт. 2026 — 31 окт. 2026',
    );
    expect(statisticsCalls(fetchMock)).toEqual(['?dateFrom=2026-11-01&dateTo=2026-11-03&groupBy=day']);
    // MRR and retention over three days would be one point and one cohort: they take the 12 months to its end.
    const subscriptionCalls = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/subscriptions/statistics')
      .map((url) => url.search);
    expect(subscriptionCalls).toEqual(['?dateFrom=2025-12-01&dateTo=2026-11-03']);

    expect(screen.getByRole('img', { name: 'Выручка: первые оплаты и автосписания' })).toBeTruthy();
    const [revenueTableButton] = screen.getAllByRole('button', { name: 'Таблица' });
    await userEvent.click(revenueTableButton as HTMLElement);
    const table = screen.getByRole('table', { name: 'Выручка: первые оплаты и автосписания' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'ПериодПервые оплатыАвтосписания',
      `1 нояб.${nbsp('1 000,10 ₽')}${nbsp('0,20 ₽')}`,
      `2 нояб.${nbsp('0 ₽')}${nbsp('0 ₽')}`,
      `3 нояб.${nbsp('234,20 ₽')}${nbsp('0 ₽')}`,
      `Итого${nbsp('1 234,30 ₽')}${nbsp('0,20 ₽')}`,
    ]);

    const refunds = screen.getByRole('table', { name: 'Возвраты по провайдерам' });
    expect(within(refunds).getAllByRole('row')[1]?.textContent).toBe(
      `Т-Банк (Тинькофф)3${nbsp('1 234,30 ₽')}1${nbsp('100 ₽')}${nbsp('33,3 %')}`,
    );
    const retention = screen.getByRole('table', { name: 'Удержание по месяцу первой оплаты' });
    expect(within(retention).getAllByRole('row')[1]?.textContent).toBe(
      `окт. 20264${nbsp('100 %')}${nbsp('75 %')}`,
    );

    // The owners' figures of November beside its MRR, against October; LTV of the months with new buyers.
    const owners = screen.getByRole('list', { name: 'Подписки и ученики: нояб. 2026' });
    const owner = (label: string) =>
      within(owners).getByText(label, { exact: true }).closest('li')?.textContent;
    expect(owner('MRR')).toBe(
      `MRR${nbsp('11 988 ₽')}активных подписок на конец месяца 12${nbsp('+20 %')} (было ${nbsp('9 990 ₽')})`,
    );
    expect(owner('ARPU')).toBe(
      `ARPU${nbsp('2 400 ₽')}чистая выручка на ученика, платили 5${nbsp('+20 %')} (было ${nbsp('2 000 ₽')})`,
    );
    expect(owner('Отток подписок')).toBe(
      `Отток подписок${nbsp('10 %')}ушли 1 из 10 активных на 1-е число${nbsp('−10 п. п.')} (было ${nbsp('20 %')})`,
    );
    const ltv = screen.getByRole('table', { name: 'LTV по месяцу первой оплаты' });
    expect(
      within(ltv)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['Первая оплатаLTVУчениковПринесли', `окт. 2026${nbsp('2 500 ₽')}4${nbsp('10 000 ₽')}`]);
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

  it('says a period with nothing in it is empty instead of drawing flat charts', async () => {
    mockApi(QUIET);
    open('?dateFrom=2001-01-01&dateTo=2001-01-01');
    expect(await screen.findByText('За этот период ничего нет', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Выручка: первые оплаты и автосписания' })).toBeNull();
  });
});
