import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { WithdrawDialog } from './withdraw-dialog';

beforeEach(() => toastStore.set([]));
afterEach(() => vi.restoreAllMocks());

const withdrawal = {
  id: 7,
  owner: { type: 'staff', id: 3, name: 'Кураторова Анна' },
  amount: 5000,
  requisites: { type: 'card', cardNumber: '4111111111111111' },
  status: 'requested',
  reason: null,
  processedBy: null,
  processedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function open(onClose = vi.fn()) {
  renderRoutes(<WithdrawDialog available={5000} minimum={3000} onClose={onClose} />);
  return onClose;
}

type FetchMock = { mock: { calls: Parameters<typeof fetch>[] } };
const posts = (fetchMock: FetchMock) =>
  fetchMock.mock.calls.filter(([url]) => String(url).includes('/balances-withdraws')) as [
    string,
    RequestInit,
  ][];
const keyOf = (init: RequestInit) => new Headers(init.headers).get('Idempotency-Key');

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Вывести' }));
const cardField = () => screen.getByLabelText('Номер карты') as HTMLInputElement;
const errorUnder = (field: HTMLElement) =>
  document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

// A whole dialog in jsdom on a shared machine may take seconds; nothing here measures speed.
describe('WithdrawDialog', { timeout: 20_000 }, () => {
  it('checks the card before sending anything', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse(withdrawal, 201));
    open();
    submit();
    await waitFor(() => expect(errorUnder(cardField())).toBe('Поле обязательно'));
    fireEvent.change(cardField(), { target: { value: '4111 1111 1111 1112' } });
    submit();
    await waitFor(() => expect(errorUnder(cardField())).toBe('Номер карты введён с ошибкой'));
    expect(posts(fetchMock)).toEqual([]);
  });

  it('keeps one Idempotency-Key across a retry, then says «Успешно выведено» and closes', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(jsonResponse(withdrawal, 201));
    const onClose = open();
    fireEvent.change(cardField(), { target: { value: '4111 1111 1111 1111' } });
    submit();
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Вывести' }).hasAttribute('disabled')).toBe(false),
    );
    expect(onClose).not.toHaveBeenCalled();
    submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());

    const calls = posts(fetchMock);
    expect(calls).toHaveLength(2);
    const [first, second] = calls.map(([, init]) => init);
    expect(keyOf(first as RequestInit)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(second as RequestInit)).toBe(keyOf(first as RequestInit));
    expect(JSON.parse(String(second?.body))).toEqual({
      amount: 5000,
      requisites: { type: 'card', cardNumber: '4111111111111111' },
    });
    expect(toastStore.get().some((toast) => toast.detail === 'Успешно выведено')).toBe(true);
  });

  it('shows the server’s field errors under the fields, in Russian, and stays open', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Сумма больше доступного баланса',
          errors: [
            { path: 'amount', message: 'Сумма больше доступного баланса' },
            { path: 'requisites.cardNumber', message: 'Номер карты введён с ошибкой' },
          ],
        },
        400,
      ),
    );
    const onClose = open();
    fireEvent.change(cardField(), { target: { value: '4111 1111 1111 1111' } });
    submit();
    await waitFor(() => expect(errorUnder(cardField())).toBe('Номер карты введён с ошибкой'));
    expect(errorUnder(screen.getByLabelText('Сумма, ₽'))).toBe('Сумма больше доступного баланса');
    expect(onClose).not.toHaveBeenCalled();
  });
});
