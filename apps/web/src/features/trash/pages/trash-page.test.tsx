import type { Staff } from '@school/contracts';
import type { TrashItem } from '@school/contracts/trash';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { staffMember } from '@/test/staff';
import { TrashPage } from './trash-page';

beforeEach(() => toastStore.set([]));
afterEach(() => vi.restoreAllMocks());

const NEWS: TrashItem = {
  id: 7,
  section: 'news',
  entityId: 41,
  title: 'Черновик акции',
  // 20:58 UTC is 23:58 in Moscow.
  deletedAt: '2026-11-20T20:58:00.000Z',
  deletedBy: { id: 2, name: 'Морозов Алексей' },
  purgeAt: '2026-12-20T20:58:00.000Z',
};

const me = (role: Staff['role']) => staffMember(2, 'Алексей', 'Морозов', role);

type Call = { method: string; url: URL };

/** Answers my-info (as `role`), the trash's page, a restore and a purge; records every call. */
function mockApi(role: Staff['role'], items: TrashItem[] = [NEWS]) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, url });
    if (url.pathname === '/api/admins/my-info') return jsonResponse(me(role));
    if (url.pathname === '/api/trash/7/restore')
      return jsonResponse({ section: 'news', entityId: 41, link: '/profile/feed' });
    if (method === 'DELETE') return new Response(null, { status: 204 });
    return jsonResponse({ items, total: items.length });
  });
  return calls;
}

const routes = [
  {
    path: '/trash',
    element: (
      <>
        <TrashPage />
        <ConfirmDialog />
      </>
    ),
  },
  { path: '/profile/feed', element: <p>Лента новостей</p> },
];
const toasts = () => toastStore.get().map(({ detail }) => detail);

describe('TrashPage', { timeout: 20_000 }, () => {
  it('shows what was deleted, by whom and when it goes; an admin restores it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-28T09:00:00.000Z'), toFake: ['Date'] });
    const calls = mockApi('admin');
    const { router } = renderRoutes(routes, '/trash?section=news');
    const row = (await screen.findByText('Черновик акции')).closest('tr')!;
    expect(within(row).getByText('Новости')).toBeTruthy();
    expect(within(row).getByText('23:58')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Морозов Алексей' }).getAttribute('href')).toBe('/admins/2');
    expect(within(row).getByText('через 23 дня')).toBeTruthy();
    expect(calls.find((call) => call.url.pathname === '/api/trash')?.url.searchParams.get('section')).toBe(
      'news',
    );
    await screen.findByRole('button', { name: 'Восстановить: Черновик акции' });
    expect(screen.queryByRole('button', { name: 'Удалить навсегда: Черновик акции' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Восстановить: Черновик акции' }));
    await waitFor(() => expect(toasts()).toEqual(['«Черновик акции» снова в разделе «Новости»']));
    // «Открыть» on the toast goes where the record is seen again.
    const [restored] = toastStore.get();
    expect(restored?.action?.label).toBe('Открыть');
    restored?.action?.onClick();
    expect(await screen.findByText('Лента новостей')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/profile/feed');
    expect(calls.some((call) => call.method === 'POST' && call.url.pathname === '/api/trash/7/restore')).toBe(
      true,
    );
    vi.useRealTimers();
  });

  it('lets a super-admin purge after a question', async () => {
    const calls = mockApi('super-admin');
    renderRoutes(routes, '/trash');
    fireEvent.click(await screen.findByRole('button', { name: 'Удалить навсегда: Черновик акции' }));
    expect(await screen.findByText(/Восстановить её будет нельзя/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    await waitFor(() => expect(toasts()).toEqual(['Запись удалена навсегда']));
    expect(calls.some((call) => call.method === 'DELETE' && call.url.pathname === '/api/trash/7')).toBe(true);
  });

  it('says what the trash is for while it is empty', async () => {
    mockApi('admin', []);
    renderRoutes(routes, '/trash');
    expect(await screen.findByText('Корзина пуста')).toBeTruthy();
  });
});
