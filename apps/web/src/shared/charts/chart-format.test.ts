import { describe, expect, it } from 'vitest';
import {
  formatChartTick,
  formatChartValue,
  formatDayLabel,
  formatMonthLabel,
  sumChartValues,
} from './chart-format';

const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');

describe('chart formatting (ru-RU)', () => {
  it('prints counts, money and percentages as a Russian reader expects', () => {
    expect(formatChartValue(1234, 'count')).toBe(nbsp('1 234'));
    expect(formatChartValue(1234.5, 'money')).toBe(nbsp('1 234,50 ₽'));
    expect(formatChartValue(1000, 'money')).toBe(nbsp('1 000 ₽'));
    expect(formatChartValue(0.125, 'percent')).toBe(nbsp('12,5 %'));
  });

  it('keeps axis ticks short', () => {
    expect(formatChartTick(1_250_000, 'money')).toBe(nbsp('1,3 млн ₽'));
    expect(formatChartTick(950, 'money')).toBe(nbsp('950 ₽'));
    expect(formatChartTick(1200, 'count')).toBe(nbsp('1 200'));
  });

  it('adds money in whole kopecks, so 0.10 + 0.20 is 0.30 and not 0.30000000000000004', () => {
    expect(sumChartValues([0.1, 0.2], 'money')).toBe(0.3);
    expect(formatChartValue(sumChartValues([0.1, 0.2, 1234.07], 'money'), 'money')).toBe(nbsp('1 234,37 ₽'));
    expect(sumChartValues([1, 2, 3], 'count')).toBe(6);
  });

  it('names days and months in Russian', () => {
    expect(formatDayLabel('2026-11-12')).toBe('12 нояб.');
    expect(formatDayLabel('2026-01-05', true)).toBe('5 янв. 2026');
    expect(formatMonthLabel('2026-03-01')).toBe('март 2026');
  });
});
