import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
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
      // The area's index sends on to the start page (guarded-area-loader.test.ts).
      { path: '/', element: <p>start page</p> },
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

  it('rejects a malformed e-mail in the spec’s words (§8)', async () => {
    renderForm();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'admin@demo');
    await userEvent.type(screen.getByLabelText('Пароль'), 'secret{Enter}');
    expect(await screen.findByText('Такого пользователя не существует!')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says a wrong password once, under the field, with no toast repeating it (issue 29, item 10)', async () => {
    toastStore.set([]);
    fetchMock.mockResolvedValue(
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Invalid password',
          errors: [{ path: 'password', message: 'Invalid password' }],
        },
        400,
      ),
    );
    renderForm();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'curator@demo.test');
    await userEvent.type(screen.getByLabelText('Пароль'), 'wrong{Enter}');
    expect(await screen.findByText('Пароль не подходит')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toastStore.get()).toEqual([]);
    expect(screen.getAllByText('Пароль не подходит')).toHaveLength(1);
  });

  it('still toasts a failure no field can show (the server down)', async () => {
    toastStore.set([]);
    fetchMock.mockResolvedValue(
      jsonResponse(
        { statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' },
        500,
      ),
    );
    renderForm();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'curator@demo.test');
    await userEvent.type(screen.getByLabelText('Пароль'), 'demo1234{Enter}');
    await waitFor(() =>
      expect(toastStore.get().map(({ detail }) => detail)).toEqual(['Что-то пошло не так!']),
    );
  });

  it('stores token and role and opens the start page on success', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ token: 't1', role: 'curator' }));
    const { router } = renderForm();
    await userEvent.type(await screen.findByLabelText('E-mail'), 'curator@demo.test');
    await userEvent.type(screen.getByLabelText('Пароль'), 'demo1234{Enter}');
    expect(await screen.findByText('start page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBe('t1');
    expect(localStorage.getItem('role')).toBe('curator');
  });
});
