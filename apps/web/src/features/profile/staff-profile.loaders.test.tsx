import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { staffProfileRoute } from './profile.routes';

afterEach(() => vi.restoreAllMocks());

describe('/admins/{id} of a staff member that does not exist (issue 29, item 5)', () => {
  it('asks once, shows the admin-profile error screen and one toast that is not the sign-in text', async () => {
    toastStore.set([]);
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        jsonResponse({ statusCode: 404, error: 'Not Found', message: 'User not found' }, 404),
      );
    renderRoutes(
      [{ path: '/admins', children: [staffProfileRoute([{ path: 'courses', element: <p>Курсы</p> }])] }],
      '/admins/99999',
    );
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Не удалось загрузить профиль сотрудника' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    const asked = fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked).toEqual(['/api/admins/99999']);
    expect(toastStore.get().map(({ detail }) => detail)).toEqual(['Пользователь не найден']);
  });
});
