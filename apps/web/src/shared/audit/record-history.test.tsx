import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSession } from '@/shared/session/session';
import { jsonResponse, renderRoutes } from '@/test/render';
import { RecordHistory } from './record-history';

const event = (id: number, at: string, extra: object = {}) => ({
  id,
  at,
  actor: { id: 7, name: 'Морозов Алексей' },
  action: 'news.update',
  section: 'news',
  entityId: 12,
  link: null,
  changes: { title: { from: 'Старый заголовок', to: 'Новый заголовок' } },
  ...extra,
});

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const asked = (call: number) => new URL(String(fetchMock.mock.calls[call]?.[0]), 'http://x');
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const render = () =>
  renderRoutes([{ path: '/news', element: <RecordHistory section="news" entityId={12} card /> }], '/news');

describe('RecordHistory', () => {
  it('asks nothing until opened, then shows who changed which field from what to what, and more on demand', async () => {
    startSession('token', 'admin');
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ items: [event(2, '2026-03-02T10:00:00Z')], total: 2 }))
      .mockResolvedValueOnce(
        jsonResponse({
          items: [
            event(2, '2026-03-02T10:00:00Z'),
            event(1, '2026-03-01T09:00:00Z', { action: 'news.create', actor: null, changes: {} }),
          ],
          total: 2,
        }),
      );
    render();
    const toggle = screen.getByRole('button', { name: 'История изменений' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(toggle);
    expect(await screen.findByText('Новый заголовок')).toBeTruthy();
    expect(screen.getByText('Старый заголовок').tagName).toBe('DEL');
    expect(screen.getByText('Заголовок')).toBeTruthy();
    expect(screen.getByText('Изменение')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Морозов Алексей' }).getAttribute('href')).toBe('/admins/7');
    expect(asked(0).pathname).toBe('/api/audit');
    expect(Object.fromEntries(asked(0).searchParams)).toMatchObject({ section: 'news', entityId: '12' });
    expect(screen.getByRole('link', { name: 'Все события в журнале' }).getAttribute('href')).toBe(
      '/audit?section=news&entityId=12',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findByText('Создание')).toBeTruthy();
    expect(screen.getByText(/Система/)).toBeTruthy();
    expect(asked(1).searchParams.get('take')).toBe('20');
    expect(screen.queryByRole('button', { name: 'Показать ещё' })).toBeNull();
  });

  it('says so when there is nothing yet, and is not there for a curator', async () => {
    startSession('token', 'admin');
    fetchMock.mockResolvedValueOnce(jsonResponse({ items: [], total: 0 }));
    const { unmount } = render();
    await userEvent.click(screen.getByRole('button', { name: 'История изменений' }));
    expect(await screen.findByText(/Изменений пока не было/)).toBeTruthy();
    unmount();

    startSession('token', 'curator');
    render();
    expect(screen.queryByRole('button', { name: 'История изменений' })).toBeNull();
  });
});
