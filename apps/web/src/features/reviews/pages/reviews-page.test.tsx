import type { Review, ReviewsResponse } from '@school/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '@/shared/toast/toast-store';
import { jsonResponse, renderRoutes } from '@/test/render';
import { ReviewsPage } from './reviews-page';

beforeEach(() => toastStore.set([]));
afterEach(() => vi.restoreAllMocks());

const review = (id: number, name: string, extra: Partial<Review> = {}): Review => ({
  id,
  name,
  age: 27,
  date: '2026-09-14',
  text: `Отзыв ${name}`,
  image: null,
  files: [],
  hidden: false,
  position: id - 1,
  ...extra,
});
const LIST: ReviewsResponse = {
  items: [
    review(1, 'Анна'),
    review(2, 'Борис', { age: null, date: null }),
    review(3, 'Вера', { hidden: true }),
  ],
  version: 'v1',
};

type Patch = { items: { id?: number; name: string; hidden: boolean }[]; version?: string };

function mockApi(
  answer: (body: Patch) => Response | Promise<Response> = () => jsonResponse({ ...LIST, undo: null }),
) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/info/reviews' && init?.method === 'PATCH') {
      return answer(JSON.parse(String(init.body)) as Patch);
    }
    if (url.pathname === '/api/info/reviews') return jsonResponse(LIST);
    return jsonResponse({ message: 'not found' }, 404);
  });
}

const patches = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'PATCH')
    .map(([, init]) => JSON.parse(String(init?.body)) as Patch);

const open = () =>
  renderRoutes(
    [
      {
        path: '/settings-reviews',
        element: (
          <>
            <ReviewsPage />
            <ConfirmDialog />
          </>
        ),
      },
    ],
    '/settings-reviews',
  );

describe('ReviewsPage', { timeout: 20_000 }, () => {
  it('shows each review with its age, date in ru-RU and the «Скрыт» tag', async () => {
    mockApi();
    open();
    const list = await screen.findByRole('list', { name: 'Список отзывов' }, { timeout: 5000 });
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Анна',
      'Борис',
      'Вера',
    ]);
    expect(cards[0]?.textContent).toContain('27 лет · 14 сент. 2026');
    expect(cards[2]?.textContent).toContain('Скрыт');
    expect(cards[1]?.textContent).not.toContain('Скрыт');
  });

  it('moves a review up: the whole list in the new order goes to the server with the version read', async () => {
    const fetchMock = mockApi();
    open();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Переместить выше: Вера' }, { timeout: 5000 }),
    );
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    const [patch] = patches(fetchMock);
    expect(patch?.version).toBe('v1');
    expect(patch?.items.map((item) => item.id)).toEqual([1, 3, 2]);
    await waitFor(() =>
      expect(toastStore.get().map(({ summary, detail }) => ({ summary, detail }))).toEqual([
        { summary: 'Успешно', detail: 'Порядок сохранён' },
      ]),
    );
  });

  it('deletes a review after the confirmation and offers «Отменить» in the toast', async () => {
    const UNDO = { token: 'undo-token-of-reviews', expiresAt: '2030-01-01T00:00:00.000Z', notUndone: [] };
    const fetchMock = mockApi(() => jsonResponse({ items: LIST.items.slice(1), version: 'v2', undo: UNDO }));
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить: Анна' }, { timeout: 5000 }));
    expect(patches(fetchMock)).toHaveLength(0);
    await userEvent.click(await screen.findByRole('button', { name: 'Да' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]?.items.map((item) => item.id)).toEqual([2, 3]);
    await waitFor(() =>
      expect(toastStore.get().map(({ detail, undo }) => ({ detail, offer: undo?.offer }))).toEqual([
        { detail: 'Отзыв удалён', offer: UNDO },
      ]),
    );
  });

  it('keeps what was typed when the server refuses it, with the message under the field', async () => {
    const fetchMock = mockApi(() =>
      jsonResponse(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Имя — не длиннее 200 символов',
          errors: [{ path: 'items.0.name', message: 'Имя — не длиннее 200 символов' }],
        },
        400,
      ),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Добавить отзыв' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Имя'), 'Глеб');
    await userEvent.type(within(dialog).getByLabelText('Текст отзыва'), 'Спасибо!');
    expect(within(dialog).getByText('8 из 5000')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]?.items.map((item) => item.name)).toEqual(['Глеб', 'Анна', 'Борис', 'Вера']);
    expect(
      await within(dialog).findByText('Имя — не длиннее 200 символов', { selector: 'small' }),
    ).toBeTruthy();
    expect((within(dialog).getByLabelText('Имя') as HTMLInputElement).value).toBe('Глеб');
    expect((within(dialog).getByLabelText('Текст отзыва') as HTMLTextAreaElement).value).toBe('Спасибо!');
  });

  it('reloads the list when another admin saved first (409), telling why', async () => {
    const stale = 'Отзывы изменил другой администратор, обновите страницу';
    const fetchMock = mockApi(() =>
      jsonResponse({ statusCode: 409, error: 'Conflict', message: stale }, 409),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Скрыть: Анна' }, { timeout: 5000 }));
    await waitFor(() => expect(patches(fetchMock)).toHaveLength(1));
    expect(patches(fetchMock)[0]?.items.map((item) => item.hidden)).toEqual([true, false, true]);
    const reads = () => fetchMock.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === 'GET').length;
    await waitFor(() => expect(reads()).toBe(2));
    await waitFor(() => expect(toastStore.get().map((toast) => toast.detail)).toContain(stale));
  });

  it('says so when there are no reviews yet', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => jsonResponse({ items: [], version: 'v0' }));
    open();
    expect(await screen.findByText('Отзывов пока нет', {}, { timeout: 5000 })).toBeTruthy();
  });
});
