import type { CommissionRule } from '@school/contracts/balances';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/shared/session/session';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { BalanceSettingsPanel } from './balance-settings-panel';

beforeEach(() => toastStore.set([]));
afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const rule = (patch: Partial<CommissionRule>): CommissionRule => ({
  id: 1,
  beneficiary: 'author',
  scope: 'course',
  courseId: null,
  courseName: null,
  payment: 'first',
  percent: 40,
  holdDays: 14,
  ...patch,
});
const RULES = [
  rule({ id: 1 }),
  rule({ id: 2, courseId: 5, courseName: 'Python с нуля', percent: 50, holdDays: 7 }),
  rule({ id: 3, beneficiary: 'referrer', scope: 'subscription', payment: 'repeat', percent: 5 }),
];

type Call = { method: string; path: string; body: unknown };

function mockApi(putRules: (body: unknown) => Response = () => jsonResponse({ items: RULES })) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (url.pathname === '/api/commission-rules')
      return method === 'PUT' ? putRules(body) : jsonResponse({ items: RULES });
    if (url.pathname === '/api/earnings-settings')
      return jsonResponse({ minWithdrawal: method === 'PUT' ? body.minWithdrawal : 3000, updatedAt: null });
    return jsonResponse({ items: [], total: 0 });
  });
  return calls;
}

const puts = (calls: Call[], path: string) =>
  calls.filter((call) => call.method === 'PUT' && call.path === path).map((call) => call.body);
const toasts = () => toastStore.get().map(({ detail }) => detail);

function open(role: 'admin' | 'curator') {
  startSession('token', role);
  return renderRoutes(<BalanceSettingsPanel />);
}

describe('BalanceSettingsPanel', { timeout: 20_000 }, () => {
  it('lets an admin remove a course rule and save the set', async () => {
    const calls = mockApi();
    open('admin');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Python с нуля')).toBeTruthy();
    expect(within(table).getAllByText('Все курсы')).toHaveLength(1);
    fireEvent.click(
      screen.getByRole('button', { name: 'Удалить правило: Авторам курса, Курс Python с нуля, Первый' }),
    );
    expect(within(table).queryByText('Python с нуля')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Сохранить' })[0]!);
    await waitFor(() => expect(toasts()).toEqual(['Правила начислений сохранены']));
    expect(puts(calls, '/api/commission-rules')).toEqual([
      {
        items: [
          {
            beneficiary: 'author',
            scope: 'course',
            courseId: null,
            payment: 'first',
            percent: 40,
            holdDays: 14,
          },
          {
            beneficiary: 'referrer',
            scope: 'subscription',
            courseId: null,
            payment: 'repeat',
            percent: 5,
            holdDays: 14,
          },
        ],
      },
    ]);
  });

  it('shows the server’s field errors under the row’s field', async () => {
    mockApi(() =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Процент — от 0 до 100',
          errors: [{ path: 'items.1.percent', message: 'Процент — от 0 до 100' }],
        },
        400,
      ),
    );
    open('admin');
    await screen.findByRole('table');
    fireEvent.click(screen.getAllByRole('button', { name: 'Сохранить' })[0]!);
    const percent = screen.getByLabelText('Процент: Авторам курса, Курс Python с нуля, Первый');
    await waitFor(() => expect(percent.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(percent.getAttribute('aria-describedby') ?? '');
    expect(error?.textContent).toBe('Процент — от 0 до 100');
    expect(toasts()).toEqual([]);
  });

  it('saves the minimum withdrawal', async () => {
    const calls = mockApi();
    open('admin');
    const input = (await screen.findByLabelText('Сумма, ₽')) as HTMLInputElement;
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '5000');
    fireEvent.blur(input);
    const form = input.closest('form')!;
    fireEvent.click(within(form).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toasts()).toEqual(['Минимальная сумма вывода сохранена']));
    expect(puts(calls, '/api/earnings-settings')).toEqual([{ minWithdrawal: 5000 }]);
  });

  it('shows curators the rules and the minimum read-only', async () => {
    const calls = mockApi();
    open('curator');
    const table = await screen.findByRole('table');
    expect(within(table).getByText('50 %')).toBeTruthy();
    expect(within(table).getByText('Пригласившему')).toBeTruthy();
    const figure = await waitFor(() => {
      const found = document.querySelector('.earnings-settings__figure');
      if (!found) throw new Error('no figure yet');
      return found;
    });
    expect(figure.textContent?.replace(/\s/g, ' ')).toBe('3 000 ₽');
    expect(screen.queryByRole('button', { name: 'Сохранить' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Правило для курса' })).toBeNull();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
