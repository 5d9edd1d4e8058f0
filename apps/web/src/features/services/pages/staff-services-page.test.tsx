import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { service } from '../services.fixtures';
import { StaffServicesPage } from './staff-services-page';

beforeEach(() => toastStore.set([]));
afterEach(() => vi.restoreAllMocks());

const me = {
  id: 9,
  email: 'curator@demo.test',
  firstName: 'Анна',
  lastName: 'Куратова',
  avatar: null,
  role: 'curator',
  isVisible: true,
  info: '',
  lastLoginAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

type Call = { method: string; url: URL; body: unknown };

/** Answers the services of staff 3 (and my-info as staff 9); records every call. */
function mockApi(items = [service()], answers: { delete?: unknown } = {}) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (url.pathname === '/api/admins/my-info') return jsonResponse(me);
    if (method === 'GET') return jsonResponse({ items, total: items.length });
    if (method === 'DELETE') return jsonResponse(answers.delete);
    return jsonResponse(service({ id: 6 }), method === 'POST' ? 201 : 200);
  });
  return calls;
}

/** What the DELETE answers besides its outcome: the «Отменить» offer. */
const UNDO = { token: 'undo-token-of-service-5', expiresAt: '2030-01-01T00:00:00.000Z', notUndone: [] };

const toasts = () => toastStore.get().map(({ summary, detail }) => ({ summary, detail }));

function open(path = '/admins/3/services') {
  return renderRoutes(
    [
      {
        path: '/admins/:id/services',
        element: (
          <>
            <ConfirmDialog />
            <StaffServicesPage />
          </>
        ),
      },
      { path: '/profile/services', element: <StaffServicesPage /> },
    ],
    path,
  );
}

// A whole page in jsdom on a shared machine may take seconds; nothing here measures speed.
describe('StaffServicesPage', { timeout: 20_000 }, () => {
  it("lists the profile's services: price in ru-RU roubles, active or hidden, applications counted", async () => {
    const calls = mockApi([
      service(),
      service({ id: 7, name: 'Менторство', price: 15000, isActive: false, applications: 3, description: '' }),
    ]);
    open();
    // The first render loads PrimeReact on a busy machine: more than the default second.
    const list = await screen.findByRole('list', { name: 'Список услуг' }, { timeout: 10_000 });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('1 990,50 ₽')).toBeTruthy();
    expect(within(first!).getByText('Активна')).toBeTruthy();
    expect(within(first!).getByText('0 заявок')).toBeTruthy();
    expect(within(second!).getByText('15 000 ₽')).toBeTruthy();
    expect(within(second!).getByText('Скрыта')).toBeTruthy();
    expect(within(second!).getByText('3 заявки')).toBeTruthy();
    expect(within(second!).getByText('Без описания')).toBeTruthy();
    expect(calls.map(({ url }) => `${url.pathname}${url.search}`)).toEqual(['/api/services?adminId=3']);
  });

  it('on /profile asks for the signed-in person’s own services', async () => {
    const calls = mockApi([]);
    open('/profile/services');
    expect(await screen.findByText('Услуг пока нет')).toBeTruthy();
    expect(calls.map(({ url }) => `${url.pathname}${url.search}`)).toEqual([
      '/api/admins/my-info',
      '/api/services?adminId=9',
    ]);
  });

  it('adds a service from the empty state: required name, price sent as roubles with kopecks', async () => {
    const calls = mockApi([]);
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Добавить услугу' }));
    const dialog = await screen.findByRole('dialog', { name: 'Новая услуга' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    const name = within(dialog).getByLabelText('Название');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText('Поле обязательно').length).toBe(2);
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);

    await user.type(name, 'Разбор портфолио');
    await user.type(within(dialog).getByLabelText('Цена'), '1990,5');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [post] = calls.filter(({ method }) => method === 'POST');
    expect(`${post!.url.pathname}${post!.url.search}`).toBe('/api/services?adminId=3');
    expect(post!.body).toEqual({
      name: 'Разбор портфолио',
      description: '',
      price: 1990.5,
      coverFileId: null,
      isActive: true,
    });
    expect(toasts()).toEqual([{ summary: 'Успешно', detail: 'Услуга добавлена' }]);
  });

  it('edits a service: its values in the form, the switch hides it', async () => {
    const calls = mockApi();
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Изменить: Разбор портфолио' }));
    const dialog = await screen.findByRole('dialog', { name: 'Изменить услугу' });
    expect((within(dialog).getByLabelText('Название') as HTMLInputElement).value).toBe('Разбор портфолио');
    await user.click(within(dialog).getByLabelText('Принимает заявки'));
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(toasts()).toEqual([{ summary: 'Успешно', detail: 'Услуга обновлена' }]));
    const [patch] = calls.filter(({ method }) => method === 'PATCH');
    expect(patch!.url.pathname).toBe('/api/services/5');
    expect(patch!.body).toMatchObject({ price: 1990.5, isActive: false, coverFileId: null });
  });

  it('deletes after a question; a service with applications is hidden, and the toast says so', async () => {
    const calls = mockApi([service({ applications: 2 })], {
      delete: { outcome: 'deactivated', service: service({ applications: 2, isActive: false }), undo: UNDO },
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить: Разбор портфолио' }));
    expect(
      await screen.findByText(
        'По услуге «Разбор портфолио» уже 2 заявки, поэтому она будет скрыта, а не удалена. Продолжить?',
      ),
    ).toBeTruthy();
    expect(calls.filter(({ method }) => method === 'DELETE')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() =>
      expect(toasts()).toEqual([{ summary: 'Успешно', detail: 'Услуга скрыта: по ней есть заявки' }]),
    );
    expect(calls.filter(({ method }) => method === 'DELETE').map(({ url }) => url.pathname)).toEqual([
      '/api/services/5',
    ]);
  });

  it('a plain deletion says «Услуга удалена»', async () => {
    mockApi([service()], { delete: { outcome: 'deleted', service: null, undo: UNDO } });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить: Разбор портфолио' }));
    expect(await screen.findByText('Удалить услугу «Разбор портфолио»?')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(toasts()).toEqual([{ summary: 'Успешно', detail: 'Услуга удалена' }]));
    // The toast offers «Отменить» with the answer's token.
    expect(toastStore.get()[0]?.undo?.offer).toEqual(UNDO);
  });
});
