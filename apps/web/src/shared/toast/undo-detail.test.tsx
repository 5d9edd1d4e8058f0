import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { AppToast } from './app-toast';
import { showUndo, toastStore } from './toast-store';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  toastStore.set([]);
});

const offer = (seconds: number) => ({
  token: 'undo-token-0123456789',
  expiresAt: new Date(Date.now() + seconds * 1000).toISOString(),
  notUndone: ['письмо уже отправлено'],
});

describe('the undo toast', () => {
  it('counts the seconds down, names what stays done, and puts the records back on «Отменить»', async () => {
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(jsonResponse({ action: 'news.delete', entity: 'news', ids: [5] }));
    const onUndone = vi.fn();
    render(<AppToast />);
    act(() => {
      showUndo('Новость удалена', offer(10), onUndone);
    });
    // The toast's body loads on demand: its text shows at once, «Отменить» a moment later.
    expect(await screen.findByText('Не отменится: письмо уже отправлено')).toBeTruthy();
    expect(screen.getByText('Новость удалена')).toBeTruthy();
    expect(screen.getByText('10 с')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Отменить' }));
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/undo/undo-token-0123456789');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
    await vi.waitFor(() => expect(onUndone).toHaveBeenCalledOnce());
    expect(await screen.findByText('Действие отменено: данные восстановлены')).toBeTruthy();
  });

  it('goes away by itself when the seconds are over', async () => {
    render(<AppToast />);
    act(() => {
      showUndo('Вопрос удалён', offer(1), () => {});
    });
    expect(await screen.findByRole('button', { name: 'Отменить' })).toBeTruthy();
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Отменить' })).toBeNull(), {
      timeout: 4_000,
    });
  });
});
