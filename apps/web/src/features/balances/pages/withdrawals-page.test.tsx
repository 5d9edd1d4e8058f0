import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { WithdrawalsPage } from './withdrawals-page';

beforeEach(() => toastStore.set([]));
afterEach(() => vi.restoreAllMocks());

const request = (id: number, amount: number) => ({
  id,
  owner: { type: 'staff', id: 3, name: 'Кузнецова Мария' },
  amount,
  requisites: { type: 'card', cardNumber: '4111111111111111' },
  status: 'requested',
  reason: null,
  processedBy: null,
  processedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('WithdrawalsPage', { timeout: 20_000 }, () => {
  it('asks for the waiting requests, pays the chosen ones in one batch after a question', async () => {
    const items = [request(11, 3000), request(12, 3500.5)];
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
      if (String(url).includes('/batch')) return jsonResponse({ items: [{ ...items[1], status: 'paid' }] });
      return jsonResponse({ items, total: 2 });
    });
    renderRoutes(
      <>
        <ConfirmDialog />
        <WithdrawalsPage />
      </>,
    );
    const choose = await screen.findByRole('checkbox', { name: 'Выбрать заявку №12' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('status=requested');
    fireEvent.click(choose);
    await waitFor(() => expect((choose as HTMLInputElement).checked).toBe(true));
    const pay = await screen.findByRole('button', { name: 'Отметить выплаченными (1)' });
    fireEvent.click(pay);
    expect(await screen.findByText(/заявок: 1 на 3\s500,50\s₽/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(toastStore.get().some((toast) => toast.detail === 'Выплачено заявок: 1')).toBe(true),
    );
    const batch = fetchMock.mock.calls.find(([url]) => String(url).includes('/batch'));
    expect(JSON.parse(String(batch?.[1]?.body))).toEqual({ ids: [12], status: 'paid' });
  });
});
