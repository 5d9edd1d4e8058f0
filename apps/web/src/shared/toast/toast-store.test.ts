import { beforeEach, describe, expect, it } from 'vitest';
import { clearToast, shouldShowToast, showError, showSuccess, showToast, toastStore } from './toast-store';

beforeEach(() => toastStore.set([]));

describe('toast rules (spec §4)', () => {
  it('shows a toast only when its summary is longer than 1 character', () => {
    expect(shouldShowToast({ summary: '' })).toBe(false);
    expect(shouldShowToast({ summary: 'О' })).toBe(false);
    expect(shouldShowToast({ summary: 'Ок' })).toBe(true);
    expect(showToast({ severity: 'info', summary: 'x', detail: 'ignored' })).toBe(false);
    expect(toastStore.get()).toEqual([]);
  });

  it('uses the summaries Успешно and Ошибка', () => {
    showSuccess('Пароль обновлён');
    showError('Пароль не подходит');
    expect(toastStore.get().map(({ severity, summary, detail }) => ({ severity, summary, detail }))).toEqual([
      { severity: 'success', summary: 'Успешно', detail: 'Пароль обновлён' },
      { severity: 'error', summary: 'Ошибка', detail: 'Пароль не подходит' },
    ]);
  });

  it('forgets a toast once it is hidden', () => {
    showSuccess('a');
    const [message] = toastStore.get();
    clearToast(message!.id);
    expect(toastStore.get()).toEqual([]);
  });
});
