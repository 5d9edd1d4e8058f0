import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { ResponseTargetButton } from './response-target-button';

afterEach(() => {
  vi.restoreAllMocks();
  toastStore.set([]);
});

const stored = {
  responseTargetMinutes: 120,
  workdayStart: '10:00',
  workdayEnd: '19:00',
  workDays: [1, 2, 3, 4, 5],
};

function mockApi() {
  const puts: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body));
      puts.push(body);
      return jsonResponse(body);
    }
    return jsonResponse(stored);
  });
  return puts;
}

describe('ResponseTargetButton', { timeout: 20_000 }, () => {
  it('opens with the stored target as hours and minutes and saves what was changed', async () => {
    const puts = mockApi();
    renderRoutes(<ResponseTargetButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Срок ответа' }));
    const hours = (await screen.findByLabelText('Часы')) as HTMLInputElement;
    expect(hours.value).toBe('2');
    fireEvent.change(hours, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Минуты'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Суббота' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(puts).toEqual([
        {
          responseTargetMinutes: 90,
          workdayStart: '10:00',
          workdayEnd: '19:00',
          workDays: [1, 2, 3, 4, 5, 6],
        },
      ]),
    );
    await waitFor(() =>
      expect(toastStore.get().map((toast) => toast.detail)).toContain('Срок ответа сохранён'),
    );
  });

  it('sends nothing while a field is wrong and says why under it', async () => {
    const puts = mockApi();
    renderRoutes(<ResponseTargetButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Срок ответа' }));
    fireEvent.change(await screen.findByLabelText('Конец рабочего дня'), { target: { value: '08:00' } });
    for (const day of ['Понедельник', 'Вторник', 'Среда', 'Четверг', 'Пятница']) {
      fireEvent.click(screen.getByRole('checkbox', { name: day }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Конец рабочего дня должен быть позже начала')).toBeTruthy();
    expect(screen.getByText('Выберите хотя бы один рабочий день')).toBeTruthy();
    expect(puts).toEqual([]);
  });
});
