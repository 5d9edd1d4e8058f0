import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/shared/session/session';
import { jsonResponse, renderRoutes } from '@/test/render';
import { paymentCard } from '../payments.fixtures';
import { PaymentCardPage } from './payment-card-page';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const routes = [{ path: '/sales', children: [{ path: ':id', element: <PaymentCardPage /> }] }];

describe('PaymentCardPage', { timeout: 20_000 }, () => {
  it('says the payment is corrected by a refund, never deleted, and opens its history of changes', async () => {
    startSession('token', 'admin');
    const asked: URL[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      asked.push(url);
      if (url.pathname === '/api/payments/41') return jsonResponse(paymentCard({ id: 41 }));
      return jsonResponse({ items: [], total: 0 });
    });
    renderRoutes(routes, '/sales/41');
    expect(await screen.findByText(/не удаляются и не отменяются/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();

    await userEvent.click(await screen.findByRole('button', { name: 'История изменений' }));
    expect(await screen.findByText(/Изменений пока не было/)).toBeTruthy();
    const log = asked.find((url) => url.pathname === '/api/audit');
    expect(Object.fromEntries(log?.searchParams ?? [])).toMatchObject({ section: 'payment', entityId: '41' });
  });
});
