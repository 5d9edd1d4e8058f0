import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { LoginForm } from './login-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

function renderForm() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginForm onForgot={() => undefined} /> },
      { path: '/profile/courses', element: <p>profile</p> },
    ],
    '/login',
  );
}

describe('LoginForm', () => {
  it('says every empty field is required and sends nothing', async () => {
    renderForm();
    await userEvent.click(await screen.findByRole('button', { name: 'Войти' }));
    expect(await screen.findAllByText('Поле обязательно')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a malformed e-mail in Russian', async () => {
    renderForm();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'admin@demo');
    await userEvent.type(screen.getByLabelText('Пароль'), 'secret{Enter}');
    expect(await screen.findByText('Неверный формат e-mail')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores token and role and opens the profile on success', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: 't1', role: 'curator' }));
    const { router } = renderForm();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'curator@demo.test');
    await userEvent.type(screen.getByLabelText('Пароль'), 'demo1234{Enter}');
    expect(await screen.findByText('profile')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/courses');
    expect(localStorage.getItem('token')).toBe('t1');
    expect(localStorage.getItem('role')).toBe('curator');
  });
});
