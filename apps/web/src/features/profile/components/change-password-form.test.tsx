import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { ChangePasswordForm } from './change-password-form';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

async function fill(oldPassword: string, newPassword: string, repeat: string) {
  if (oldPassword) await userEvent.type(screen.getByLabelText('Текущий пароль'), oldPassword);
  if (newPassword) await userEvent.type(screen.getByLabelText('Новый пароль'), newPassword);
  if (repeat) await userEvent.type(screen.getByLabelText('Повторите новый пароль'), repeat);
  await userEvent.click(screen.getByRole('button', { name: 'Сменить пароль' }));
}

describe('ChangePasswordForm', () => {
  it('requires every field', async () => {
    renderRoutes(<ChangePasswordForm />);
    await screen.findByText('Смена пароля');
    await fill('', '', '');
    expect(await screen.findAllByText('Поле обязательно')).toHaveLength(3);
  });

  it('says the new passwords must match and sends nothing', async () => {
    renderRoutes(<ChangePasswordForm />);
    await screen.findByText('Смена пароля');
    await fill('demo1234', 'newpass123', 'newpass124');
    expect(await screen.findByText('Пароли должны совпадать')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stores the new token after a successful change', async () => {
    localStorage.setItem('token', 'old');
    fetchMock.mockResolvedValue(jsonResponse({ token: 'new' }));
    renderRoutes(<ChangePasswordForm />);
    await screen.findByText('Смена пароля');
    await fill('demo1234', 'newpass123', 'newpass123');
    await vi.waitFor(() => expect(localStorage.getItem('token')).toBe('new'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/password?isAdmin=true');
    expect(init?.body).toBe('{"oldPassword":"demo1234","newPassword":"newpass123"}');
  });
});
