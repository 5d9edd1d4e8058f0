import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '@/test/render';
import { apiRequest } from '../api/api-client';
import { Timeline, type TimelineEntry, type TimelineQuery } from './timeline';
import { groupByDay, toggleType } from './timeline-days';

type Kind = 'payment' | 'note';
const KINDS = ['payment', 'note'] as const;
type Page = { items: TimelineEntry<Kind>[]; total: number };

const entry = (id: number, at: string, type: Kind, extra: Partial<TimelineEntry<Kind>> = {}) => ({
  id: `${type}:${id}`,
  at,
  type,
  title: `Событие ${id}`,
  details: null,
  actor: null,
  link: null,
  ...extra,
});

function useEntries(query: TimelineQuery) {
  return useQuery({
    queryKey: ['story', query],
    queryFn: ({ signal }) => apiRequest<Page>('/story', { query, signal }),
    placeholderData: keepPreviousData,
    meta: { silentError: true },
  });
}

function Story() {
  return (
    <Timeline
      types={KINDS}
      typeLabels={{ payment: 'Платежи', note: 'Заметки' }}
      icons={{ payment: 'pi-credit-card', note: 'pi-pencil' }}
      useEntries={useEntries}
      texts={{
        title: 'История',
        listLabel: 'События',
        typesLabel: 'Типы событий',
        empty: 'Событий пока нет',
        emptyHint: 'Здесь появятся события.',
        loadFailed: 'Не удалось загрузить историю',
        open: 'Открыть',
        by: (name) => `Выполнил: ${name}`,
      }}
      actorLink={(actor) => `/admins/${actor.id}`}
    />
  );
}

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
const askedFor = (call: number) => new URL(String(fetchMock.mock.calls[call]?.[0]), 'http://x').searchParams;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('groupByDay and toggleType', () => {
  it('groups entries by their day in their order; every type on is no filter', () => {
    const days = groupByDay(
      [
        entry(3, '2026-03-02T10:00:00Z', 'note'),
        entry(2, '2026-03-02T09:00:00Z', 'note'),
        entry(1, '2026-03-01T09:00:00Z', 'payment'),
      ],
      'UTC',
    );
    expect(days.map((day) => [day.day, day.entries.length])).toEqual([
      ['2 мар. 2026', 2],
      ['1 мар. 2026', 1],
    ]);
    expect(toggleType([], 'note', KINDS)).toBe('note');
    expect(toggleType(['note'], 'payment', KINDS)).toBeNull();
    expect(toggleType(['note'], 'note', KINDS)).toBeNull();
  });
});

describe('Timeline', () => {
  it('shows days, actor and link; a type chip filters through the URL and the API', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({
        items: [
          entry(2, '2026-03-02T10:00:00Z', 'payment', {
            link: '/sales/2',
            actor: { id: 7, name: 'Иванов Иван' },
            details: '1 000 ₽',
          }),
          entry(1, '2026-01-15T09:00:00Z', 'note'),
        ],
        total: 2,
      }),
    );
    const { router } = renderRoutes([{ path: '/story', element: <Story /> }], '/story');
    const link = await screen.findByRole('link', { name: 'Событие 2' });
    expect(link.getAttribute('href')).toBe('/sales/2');
    expect(screen.getByRole('link', { name: 'Выполнил: Иванов Иван' }).getAttribute('href')).toBe(
      '/admins/7',
    );
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(within(screen.getAllByRole('list')[0] as HTMLElement).getByText('1 000 ₽')).toBeTruthy();
    expect(askedFor(0).get('types')).toBeNull();

    const chip = screen.getByRole('button', { name: 'Платежи' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(chip);
    expect(router.state.location.search).toBe('?types=payment');
    expect(screen.getByRole('button', { name: 'Платежи' }).getAttribute('aria-pressed')).toBe('true');
    await vi.waitFor(() => expect(askedFor(1).get('types')).toBe('payment'));
  });

  it('says «Событий пока нет» when empty, and the error with «Повторить» when the request failed', async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse({ statusCode: 403, error: 'Forbidden', message: 'Forbidden' }, 403))
      .mockResolvedValueOnce(jsonResponse({ items: [], total: 0 }));
    renderRoutes([{ path: '/story', element: <Story /> }], '/story');
    expect(await screen.findByText('Не удалось загрузить историю')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Событий пока нет')).toBeTruthy();
  });
});
