import { describe, expect, it } from 'vitest';
import { figureChange, formatFigure } from './figure-change';

describe('figureChange', () => {
  it('says the change in whole per cent with its sign and what it was', () => {
    expect(figureChange('1120.00', '1000.00', 'money')).toEqual({
      direction: 'up',
      text: '+12\u00a0% (было 1\u00a0000\u00a0₽)',
    });
    expect(figureChange(97, 100, 'count')).toEqual({
      direction: 'down',
      text: '−3\u00a0% (было 100)',
    });
  });

  it('keeps the direction of a change below half a per cent', () => {
    expect(figureChange(1001, 1000, 'count').text).toMatch(/^\+1\u00a0%/);
    expect(figureChange(999, 1000, 'count').text).toMatch(/^−1\u00a0%/);
  });

  it('names an equal figure and a figure that had nothing before', () => {
    expect(figureChange('0.00', '0.00', 'money')).toEqual({
      direction: 'same',
      text: 'Без изменений (0\u00a0₽)',
    });
    expect(figureChange(5, 0, 'count')).toEqual({ direction: 'new', text: 'Раньше не было' });
  });

  it('writes counts in thousands and money in roubles', () => {
    expect(formatFigure(12345, 'count')).toBe('12\u00a0345');
    expect(formatFigure('1234.50', 'money')).toBe('1\u00a0234,50\u00a0₽');
  });

  it('changes a ratio by percentage points, from zero too', () => {
    expect(formatFigure(0.045, 'percent')).toBe('4,5\u00a0%');
    expect(figureChange(0.055, 0.04, 'percent')).toEqual({
      direction: 'up',
      text: '+1,5\u00a0п.\u00a0п. (было 4\u00a0%)',
    });
    expect(figureChange(0, 0.1, 'percent').text).toBe('−10\u00a0п.\u00a0п. (было 10\u00a0%)');
    expect(figureChange(0.05, 0, 'percent').direction).toBe('up');
  });
});
