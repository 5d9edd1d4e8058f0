import { PAYMENT_MESSAGES } from '@school/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { paymentCard } from '../payments.fixtures';
import { RefundDialog } from './refund-dialog';

beforeEach(() => toastStore.set([]));
afterEach(() => vi.restoreAllMocks());

function open(onClose = vi.fn()) {
  renderRoutes(
    <>
      <ConfirmDialog />
      <RefundDialog payment={paymentCard({ refundableAmount: 1234.5 })} onClose={onClose} />
    </>,
  );
  return onClose;
}

const refundCalls = (fetchMock: { mock: { calls: Parameters<typeof fetch>[] } }) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/refunds'));

// A whole dialog in jsdom on a shared machine may take seconds; nothing here measures speed.
describe('RefundDialog', { timeout: 20_000 }, () => {
  it('offers the whole refundable sum and asks before sending it', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({}));
    const onClose = open();
    const amount = screen.getByLabelText('Сумма возврата') as HTMLInputElement;
    expect(amount.value).toBe('1 234,50 ₽'.replaceAll(' ', '\u00a0'));

    fireEvent.click(screen.getByRole('button', { name: 'Вернуть' }));
    expect(await screen.findByText('Вернуть 1 234,50 ₽ по платежу №41?')).toBeTruthy();
    expect(refundCalls(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [[url, init]] = refundCalls(fetchMock) as [[string, RequestInit]];
    expect(url).toBe('/api/payments/41/refunds');
    expect(JSON.parse(String(init.body))).toEqual({ amount: 1234.5 });
    expect(toastStore.get().map(({ summary, detail }) => ({ summary, detail }))).toEqual([
      { summary: 'Успешно', detail: 'Возврат оформлен' },
    ]);
  });

  it('shows the server refusing the amount under the field, in Russian, and stays open', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: PAYMENT_MESSAGES.refundTooLarge,
          errors: [{ path: 'amount', message: PAYMENT_MESSAGES.refundTooLarge }],
        },
        400,
      ),
    );
    const onClose = open();
    fireEvent.click(screen.getByRole('button', { name: 'Вернуть' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Да' }));
    const amount = screen.getByLabelText('Сумма возврата');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(amount.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Сумма больше, чем осталось вернуть по этому платежу');
    expect(onClose).not.toHaveBeenCalled();
  });
});
