import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '@/test/render';
import { toastStore } from '../toast/toast-store';
import { PasswordDialog } from './password-dialog';

const texts = { header: 'Новый пароль', hint: 'Пароль придёт на почту.', label: 'Пароль', success: 'Готово' };
const toasts = () => toastStore.get().map(({ severity, detail }) => ({ severity, detail }));
const field = () => screen.getByLabelText('Пароль');
const submit = (name = 'Сохранить') => userEvent.click(screen.getByRole('button', { name }));

beforeEach(() => toastStore.set([]));

describe('PasswordDialog (a password required: staff)', () => {
  it('an empty or short password is refused under the field and sends nothing', async () => {
    const onSubmit = vi.fn(async (_password: string) => {});
    renderRoutes(<PasswordDialog {...texts} onSubmit={onSubmit} onClose={() => {}} />);
    await screen.findByText('Новый пароль');
    expect(screen.getByText('Пароль придёт на почту.')).toBeTruthy();
    await submit();
    expect(await screen.findByText('Поле обязательно')).toBeTruthy();
    await userEvent.type(field(), '123');
    await submit();
    expect(await screen.findByText(/^Не короче \d+ символов$/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a valid password is sent, toasted and the dialog closes', async () => {
    const onSubmit = vi.fn(async (_password: string) => {});
    const onClose = vi.fn();
    renderRoutes(<PasswordDialog {...texts} onSubmit={onSubmit} onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText('Пароль'), 'secret-123');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('secret-123');
    expect(toasts()).toEqual([{ severity: 'success', detail: 'Готово' }]);
  });

  it('a failed call keeps the dialog open and toasts no success', async () => {
    const onClose = vi.fn();
    const onSubmit = vi.fn(() => Promise.reject(new Error('down')));
    renderRoutes(<PasswordDialog {...texts} onSubmit={onSubmit} onClose={onClose} />);
    await userEvent.type(await screen.findByLabelText('Пароль'), 'secret-123');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    expect(toasts()).toEqual([]);
  });
});

describe('PasswordDialog (optional: students)', () => {
  it('empty sends no password (the server makes one) with its own button and field hint', async () => {
    const onSubmit = vi.fn(async (_password: string | undefined) => {});
    const onClose = vi.fn();
    renderRoutes(
      <PasswordDialog
        {...texts}
        optional
        fieldHint="Оставьте пустым"
        submitLabel="Отправить"
        submitIcon="pi pi-send"
        onSubmit={onSubmit}
        onClose={onClose}
      />,
    );
    expect(await screen.findByText('Оставьте пустым')).toBeTruthy();
    await submit('Отправить');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(undefined);
  });

  it('a typed password must still follow the rule', async () => {
    const onSubmit = vi.fn(async (_password: string | undefined) => {});
    renderRoutes(<PasswordDialog {...texts} optional onSubmit={onSubmit} onClose={() => {}} />);
    await userEvent.type(await screen.findByLabelText('Пароль'), '12');
    await submit();
    expect(await screen.findByText(/^Не короче \d+ символов$/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
