import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/test/render';
import { DateRangeFilter } from './date-range-filter';
import { filtersFromRange, fromCalendarRange, rangeFromFilters, toCalendarRange } from './date-range-url';
import { type ListController, useListState } from './use-list-state';

const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('date range ↔ URL', () => {
  it('reads dateFrom/dateTo as local days: one day, swapped ends, garbage', () => {
    expect(rangeFromFilters('2026-02-01', '2026-02-10')).toEqual({
      start: day(2026, 2, 1),
      end: day(2026, 2, 10),
    });
    expect(rangeFromFilters('2026-02-10', '2026-02-01')).toEqual({
      start: day(2026, 2, 1),
      end: day(2026, 2, 10),
    });
    expect(rangeFromFilters('2026-02-01', '2026-02-01')).toEqual({ start: day(2026, 2, 1), end: null });
    expect(rangeFromFilters('2026-02-01', undefined)).toEqual({ start: day(2026, 2, 1), end: null });
    expect(rangeFromFilters('2026-02-30', '2026-03-01')).toBeNull();
    expect(rangeFromFilters(undefined, '2026-03-01')).toBeNull();
  });

  it('writes a range back as inclusive days; one day asks for that day; none clears both', () => {
    expect(filtersFromRange({ start: day(2026, 2, 1), end: day(2026, 2, 10) })).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-02-10',
    });
    expect(filtersFromRange({ start: day(2026, 2, 1), end: null })).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-02-01',
    });
    expect(filtersFromRange(null)).toEqual({ dateFrom: null, dateTo: null });
  });

  it('maps the Calendar value both ways', () => {
    const range = { start: day(2026, 1, 5), end: day(2026, 1, 9) };
    expect(fromCalendarRange(toCalendarRange(range))).toEqual(range);
    expect(fromCalendarRange([day(2026, 1, 9), day(2026, 1, 5)])).toEqual(range);
    expect(fromCalendarRange([day(2026, 1, 5), null])).toEqual({ start: day(2026, 1, 5), end: null });
    expect(fromCalendarRange(null)).toBeNull();
  });
});

describe('DateRangeFilter', () => {
  let list: ListController<'dateFrom' | 'dateTo'>;
  const CONFIG = { filters: ['dateFrom', 'dateTo'] as const };
  function Probe() {
    list = useListState(CONFIG);
    return (
      <DateRangeFilter
        dateFrom={list.filters.dateFrom}
        dateTo={list.filters.dateTo}
        onChange={list.setFilters}
      />
    );
  }

  it('shows the URL range as «dd.MM.yyyy - dd.MM.yyyy» and writes both ends in one step', async () => {
    const { router } = renderRoutes(
      [{ path: '/users', element: <Probe /> }],
      '/users?dateFrom=2026-02-01&dateTo=2026-02-10&page=3',
    );
    await screen.findByLabelText('Период');
    const input = () => document.querySelector<HTMLInputElement>('.app-date-range input')!;
    expect(input().value).toBe('01.02.2026 - 10.02.2026');

    act(() => list.setFilters({ dateFrom: '2026-03-01', dateTo: '2026-03-02' }));
    expect(router.state.location.search).toBe('?dateFrom=2026-03-01&dateTo=2026-03-02');
    expect(input().value).toBe('01.03.2026 - 02.03.2026');
  });

  const typeInto = (input: HTMLInputElement, text: string) => {
    fireEvent.input(input, { target: { value: text } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  };

  it('reads typed text by the spec rules on Enter: reversed days swap, one day asks for that day', async () => {
    const { router } = renderRoutes([{ path: '/users', element: <Probe /> }], '/users');
    const input = (await screen.findByLabelText('Период')) as HTMLInputElement;
    typeInto(input, '10.02.2026 - 01.02.2026');
    expect(router.state.location.search).toBe('?dateFrom=2026-02-01&dateTo=2026-02-10');
    typeInto(input, '05.03.2026');
    expect(router.state.location.search).toBe('?dateFrom=2026-03-05&dateTo=2026-03-05');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says what is wrong with unreadable text and keeps the filter; leaving the field empty clears it', async () => {
    const { router } = renderRoutes(
      [{ path: '/users', element: <Probe /> }],
      '/users?dateFrom=2026-02-01&dateTo=2026-02-10',
    );
    const input = (await screen.findByLabelText('Период')) as HTMLInputElement;
    typeInto(input, '32.01.2026 - 10.02.2026');
    expect(screen.getByRole('alert').textContent).toBe('Введите период как дд.мм.гггг - дд.мм.гггг');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('?dateFrom=2026-02-01&dateTo=2026-02-10');

    fireEvent.input(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
