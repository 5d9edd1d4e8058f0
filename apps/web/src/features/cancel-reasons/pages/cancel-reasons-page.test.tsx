import type { CancelReason, CancelReasonStatisticsResponse } from '@school/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { CancelReasonsPage } from './cancel-reasons-page';

afterEach(() => vi.restoreAllMocks());

const REASONS: CancelReason[] = [
  { id: 1, title: 'Дорого', position: 0, isHidden: false, cancellations: 3 },
  { id: 2, title: 'Нет времени', position: 1, isHidden: false, cancellations: 0 },
  { id: 3, title: 'Старая причина', position: 2, isHidden: true, cancellations: 1 },
];
const STATISTICS: CancelReasonStatisticsResponse = {
  total: 8,
  reasons: [
    { id: 1, title: 'Дорого', isHidden: false, cancellations: 3, share: 0.375 },
    { id: 2, title: 'Нет времени', isHidden: false, cancellations: 0, share: 0 },
    { id: 3, title: 'Старая причина', isHidden: true, cancellations: 4, share: 0.5 },
    { id: null, title: 'Без причины', isHidden: false, cancellations: 1, share: 0.125 },
  ],
};

function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/cancel-reasons/order' && init?.method === 'PUT') {
      const { ids } = JSON.parse(String(init.body)) as { ids: number[] };
      const items = ids.map((id, position) => ({ ...REASONS.find((r) => r.id === id)!, position }));
      return jsonResponse({ items, total: items.length });
    }
    if (url.pathname === '/api/cancel-reasons')
      return jsonResponse({ items: REASONS, total: REASONS.length });
    if (url.pathname === '/api/cancel-reasons/statistics') return jsonResponse(STATISTICS);
    return jsonResponse({ message: 'not found' }, 404);
  });
}

const open = (search = '?dateFrom=2026-10-01&dateTo=2026-10-31') =>
  renderRoutes([{ path: '/cancel-reasons', element: <CancelReasonsPage /> }], `/cancel-reasons${search}`);

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('CancelReasonsPage', { timeout: 20_000 }, () => {
  it('moves a reason up with its arrow: every id in the new order goes to the server', async () => {
    const fetchMock = mockApi();
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Переместить выше: Нет времени' }, { timeout: 5000 }),
    );
    await waitFor(() => {
      const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
      expect(JSON.parse(String(put?.[1]?.body))).toEqual({ ids: [2, 1, 3] });
    });
  });

  it('lets only unused reasons be deleted', async () => {
    mockApi();
    open();
    const used = await screen.findByRole('button', { name: 'Удалить: Дорого' }, { timeout: 5000 });
    expect((used as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Удалить: Нет времени' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(screen.getByRole('button', { name: 'Показать: Старая причина' })).toBeTruthy();
  });

  it('shows each reason’s cancellations and share for the period, «Без причины» without a link', async () => {
    const fetchMock = mockApi();
    open();
    const table = await screen.findByRole('table', { name: 'Причины отмен' }, { timeout: 5000 });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => plain(row.textContent)),
    ).toEqual([
      'ПричинаОтменДоля',
      'Дорого337,5 %',
      'Нет времени00 %',
      'Старая причина · Скрыта450 %',
      'Без причины112,5 %',
      'Итого8100 %',
    ]);
    expect(within(table).queryByRole('button', { name: 'Показать отмены: Без причины' })).toBeNull();
    expect(within(table).queryByRole('button', { name: 'Показать отмены: Нет времени' })).toBeNull();
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/cancel-reasons/statistics')
      .map((url) => url.search);
    expect(asked).toEqual(['?dateFrom=2026-10-01&dateTo=2026-10-31']);
    // The count carries its noun once (it read «Всего отмен: 8 отмен.»).
    expect(plain(document.body.textContent)).toContain(
      'За период 8 отмен. Чаще всего: Старая причина (50 %).',
    );
  });
});
