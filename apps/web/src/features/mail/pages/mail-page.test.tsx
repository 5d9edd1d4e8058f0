import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { MailPage } from './mail-page';

afterEach(() => vi.restoreAllMocks());

const SENT = {
  id: 2,
  to: 'anna@example.ru',
  subject: 'Ваш пароль',
  status: 'sent',
  attempts: 2,
  error: 'connect ECONNREFUSED 127.0.0.1:25',
  createdAt: '2026-02-01T20:58:00.000Z',
  updatedAt: '2026-02-01T21:00:00.000Z',
  sentAt: '2026-02-01T21:00:00.000Z',
};
const FAILED = {
  ...SENT,
  id: 1,
  to: 'oleg@example.ru',
  subject: 'Рассылка',
  status: 'failed',
  attempts: 3,
  error: 'first\nsecond\n550 mailbox unavailable',
  sentAt: null,
};

function mockApi(items: object[]) {
  const asked: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/mail-outbox') {
      asked.push(url);
      return jsonResponse({ items, total: items.length });
    }
    return jsonResponse({ message: 'not found' }, 404);
  });
  return asked;
}

const routes = [{ path: '/mail-outbox', element: <MailPage /> }];

describe('MailPage', { timeout: 20_000 }, () => {
  it('shows each mail with its status tag, attempts, times and the newest error', async () => {
    mockApi([SENT, FAILED]);
    renderRoutes(routes, '/mail-outbox');
    const sent = (await screen.findByText('anna@example.ru')).closest('tr')!;
    expect(within(sent).getByText('Ваш пароль')).toBeTruthy();
    expect(within(sent).getByText('Отправлено').closest('.p-tag')?.classList.contains('p-tag-success')).toBe(
      true,
    );
    // 20:58 UTC is 23:58 in Moscow; sent at 00:00 of the next day.
    expect(within(sent).getByText('1 февр. 2026')).toBeTruthy();
    expect(within(sent).getByText('23:58')).toBeTruthy();
    expect(within(sent).getByText('00:00')).toBeTruthy();

    const failed = screen.getByText('oleg@example.ru').closest('tr')!;
    expect(
      within(failed).getByText('Не отправлено').closest('.p-tag')?.classList.contains('p-tag-danger'),
    ).toBe(true);
    expect(within(failed).getByText('550 mailbox unavailable')).toBeTruthy();
    expect(within(failed).getByText('неудачных попыток: 3')).toBeTruthy();
    expect(within(failed).getByText('—')).toBeTruthy();
  });

  it('sends the search and the status from the URL, without a sort', async () => {
    const asked = mockApi([FAILED]);
    renderRoutes(routes, '/mail-outbox?search=oleg&status=failed');
    await screen.findByText('oleg@example.ru');
    const url = asked.at(-1)!;
    expect(url.searchParams.get('search')).toBe('oleg');
    expect(url.searchParams.get('status')).toBe('failed');
    expect(url.searchParams.has('orderBy')).toBe(false);
  });

  it('says so when no mail has been sent yet', async () => {
    mockApi([]);
    renderRoutes(routes, '/mail-outbox');
    await waitFor(() => expect(screen.getByText('Писем пока нет')).toBeTruthy());
  });
});
