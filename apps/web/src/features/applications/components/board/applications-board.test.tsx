import type { Application } from '@school/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { ApplicationsBoard } from './applications-board';

afterEach(() => {
  vi.restoreAllMocks();
  toastStore.set([]);
});

const anna: Application = {
  id: 7,
  kind: 'training',
  status: 'new',
  studentId: null,
  name: 'Анна Смирнова',
  email: 'anna@example.ru',
  phone: null,
  serviceId: null,
  courseId: 3,
  targetTitle: 'Основы React',
  message: '',
  assignee: null,
  comment: null,
  source: 'site',
  createdAt: '2026-03-01T09:00:00.000Z',
  updatedAt: '2026-03-01T09:00:00.000Z',
  firstResponseAt: null,
  responseDueAt: '2026-03-01T11:00:00.000Z',
  overdue: true,
  respondedLate: false,
};

type Patch = { path: string; body: unknown };

/**
 * The board's API with one application, `anna`, in the status the server holds; a PATCH waits for
 * `answer()` and then succeeds (the status changes) or answers 409.
 */
function mockApi(patchStatus = 200) {
  const patches: Patch[] = [];
  let status = anna.status;
  let answer: () => void = () => undefined;
  // After a refusal the refetches never answer: only the board's own rollback can put the card back.
  let refused = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body)) as { status: Application['status'] };
      patches.push({ path: url.pathname, body });
      await new Promise<void>((resolve) => {
        answer = resolve;
      });
      if (patchStatus === 409) {
        refused = true;
        const message = 'Application already has this status';
        return jsonResponse({ statusCode: 409, error: 'Conflict', message }, 409);
      }
      status = body.status;
      return jsonResponse({ ...anna, status, student: null, service: null, course: null, history: [] });
    }
    if (refused) return new Promise<Response>(() => undefined);
    if (url.pathname === '/api/applications/counts') {
      const counts = { new: 0, inProgress: 0, rejection: 0, paid: 0, [status]: 1 };
      return jsonResponse({ counts, total: 1, overdue: status === 'new' ? 1 : 0 });
    }
    const items = url.searchParams.get('status') === status ? [{ ...anna, status }] : [];
    return jsonResponse({ items, total: items.length, totalExact: true });
  });
  return { patches, answer: () => answer() };
}

function renderBoard() {
  return renderRoutes(
    <ApplicationsBoard
      query={{ kind: 'training', skip: 0, take: 15, search: '', orderBy: 'createdAt:desc', status: 'new' }}
      cardPath={(application) => `/applications-for-training/${application.id}`}
      onOpen={() => undefined}
    />,
  );
}

const column = (status: string) =>
  document.querySelector(`.app-board-column[data-status="${status}"]`) as HTMLElement;
const count = (status: string) => column(status).querySelector('.app-board-column__count')?.textContent;
const dataTransfer = () => ({
  setData: () => undefined,
  getData: () => '',
  effectAllowed: 'move',
  dropEffect: 'move',
});

describe('ApplicationsBoard', { timeout: 20_000 }, () => {
  it('a card dropped on another column is sent as PATCH {status} and moves at once', async () => {
    const { patches, answer } = mockApi();
    renderBoard();
    const card = await within(column('new')).findByRole('listitem', { name: /Анна Смирнова/ });
    expect(within(card).getByText('Просрочена')).toBeTruthy();
    expect(count('new')).toBe('1');

    fireEvent.dragStart(card, { dataTransfer: dataTransfer() });
    fireEvent.dragOver(column('inProgress'), { dataTransfer: dataTransfer() });
    fireEvent.drop(column('inProgress'), { dataTransfer: dataTransfer() });

    await waitFor(() =>
      expect(patches).toEqual([{ path: '/api/applications/7', body: { status: 'inProgress' } }]),
    );
    // Before the server answers, the card and the counts have moved.
    await within(column('inProgress')).findByRole('listitem', { name: /Анна Смирнова/ });
    expect(within(column('new')).queryByRole('listitem', { name: /Анна Смирнова/ })).toBeNull();
    expect([count('new'), count('inProgress')]).toEqual(['0', '1']);
    answer();
    await waitFor(() => expect(toastStore.get().map((toast) => toast.detail)).toContain('Статус изменён'));
  });

  it('a drop on its own column sends nothing', async () => {
    const { patches } = mockApi();
    renderBoard();
    const card = await within(column('new')).findByRole('listitem', { name: /Анна Смирнова/ });
    fireEvent.dragStart(card, { dataTransfer: dataTransfer() });
    fireEvent.dragOver(column('new'), { dataTransfer: dataTransfer() });
    fireEvent.drop(column('new'), { dataTransfer: dataTransfer() });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patches).toEqual([]);
  });

  it('from the keyboard: Space, → , Enter moves the card and the live region says so', async () => {
    const { patches, answer } = mockApi();
    renderBoard();
    const card = await within(column('new')).findByRole('listitem', { name: /Анна Смирнова/ });
    card.focus();
    fireEvent.keyDown(card, { key: ' ' });
    const live = screen.getByRole('status');
    expect(live.textContent).toContain('Карточка взята: Анна Смирнова');
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    expect(column('inProgress').hasAttribute('data-drop-target')).toBe(true);
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    fireEvent.keyDown(card, { key: 'Enter' });
    await waitFor(() =>
      expect(patches).toEqual([{ path: '/api/applications/7', body: { status: 'rejection' } }]),
    );
    answer();
    await waitFor(() => expect(live.textContent).toContain('перемещена в колонку «Отказ»'));
    // The focus follows the card into its new column.
    const moved = within(column('rejection')).getByRole('listitem', { name: /Анна Смирнова/ });
    await waitFor(() => expect(document.activeElement).toBe(moved));
  });

  it('a refusal (409) puts the card and the counts back and says why', async () => {
    const { patches, answer } = mockApi(409);
    renderBoard();
    const card = await within(column('new')).findByRole('listitem', { name: /Анна Смирнова/ });
    card.focus();
    fireEvent.keyDown(card, { key: 'Enter' });
    fireEvent.keyDown(card, { key: 'ArrowRight' });
    fireEvent.keyDown(card, { key: 'Enter' });
    await waitFor(() => expect(patches.length).toBe(1));
    await waitFor(() => expect(count('inProgress')).toBe('1'));
    answer();
    await waitFor(() =>
      expect(toastStore.get().map((toast) => toast.detail)).toContain('Заявка уже в этом статусе'),
    );
    expect(screen.getByRole('status').textContent).toContain('вернулась в колонку «Новая»');
    expect([count('new'), count('inProgress')]).toEqual(['1', '0']);
    expect(within(column('new')).getByRole('listitem', { name: /Анна Смирнова/ })).toBeTruthy();
  });
});
