import { describe, expect, it } from 'vitest';
import { formatConversion, formatDropOff, funnelChartData } from './funnel';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the onboarding funnel', () => {
  it('formats conversions as Russian percents and drop-offs with their sign', () => {
    expect(plain(formatConversion(0.75))).toBe('75 %');
    expect(plain(formatConversion(2 / 3))).toBe('66,7 %');
    expect(plain(formatConversion(0))).toBe('0 %');
    expect(formatDropOff(2)).toBe('−2');
    expect(formatDropOff(-1)).toBe('+1');
    expect(formatDropOff(0)).toBe('0');
    expect(plain(formatDropOff(1200))).toBe('−1 200');
  });

  it('draws the cohort and then every step in order', () => {
    const statistics = {
      students: 4,
      steps: [
        { id: 1, title: 'Профиль', position: 0, reached: 3, conversion: 0.75, dropOff: 1 },
        { id: 2, title: 'Первый урок', position: 1, reached: 2, conversion: 2 / 3, dropOff: 1 },
      ],
    };
    expect(funnelChartData(statistics, 'Регистрация', 'Учеников')).toEqual({
      labels: ['Регистрация', 'Профиль', 'Первый урок'],
      series: [{ label: 'Учеников', values: [4, 3, 2] }],
    });
  });
});
