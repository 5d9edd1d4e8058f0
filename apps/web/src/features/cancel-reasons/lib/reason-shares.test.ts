import type { CancelReasonStatisticsRow } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { formatShare, reasonsChartData, reorderedIds, topReason } from './reason-shares';

const row = (
  id: number | null,
  title: string,
  cancellations: number,
  share: number,
): CancelReasonStatisticsRow => ({
  id,
  title,
  isHidden: false,
  cancellations,
  share,
});

describe('cancel reason shares', () => {
  it('formats shares as Russian percents', () => {
    expect(formatShare(0.4).replace(/\s/g, ' ')).toBe('40 %');
    expect(formatShare(1 / 8).replace(/\s/g, ' ')).toBe('12,5 %');
    expect(formatShare(2 / 3).replace(/\s/g, ' ')).toBe('66,7 %');
    expect(formatShare(0).replace(/\s/g, ' ')).toBe('0 %');
  });

  it('charts one bar per row and names the most picked reason', () => {
    const rows = [row(1, 'Дорого', 2, 0.4), row(2, 'Нет времени', 3, 0.6), row(null, 'Без причины', 0, 0)];
    expect(reasonsChartData(rows, 'Отмен')).toEqual({
      labels: ['Дорого', 'Нет времени', 'Без причины'],
      series: [{ label: 'Отмен', values: [2, 3, 0] }],
    });
    expect(topReason(rows)?.title).toBe('Нет времени');
    // A long name is cut for the bar (a phone's width); the table keeps it whole.
    expect(reasonsChartData([row(3, 'Технические проблемы с платформой', 1, 1)], 'Отмен').labels).toEqual([
      'Технические проблемы…',
    ]);
    expect(topReason([row(1, 'Дорого', 0, 0)])).toBeUndefined();
  });
});

describe('reordering reasons', () => {
  const items = [{ id: 10 }, { id: 20 }, { id: 30 }];
  it('moves one reason up, down or by a drag, keeping every id once', () => {
    expect(reorderedIds(items, 1, 0)).toEqual([20, 10, 30]);
    expect(reorderedIds(items, 0, 1)).toEqual([20, 10, 30]);
    expect(reorderedIds(items, 0, 2)).toEqual([20, 30, 10]);
    expect(reorderedIds(items, 2, 2)).toEqual([10, 20, 30]);
    expect(reorderedIds(items, 0, 5)).toEqual([10, 20, 30]);
  });
});
