import { describe, expect, it } from 'vitest';
import { Chart } from './chart-js';

describe('the chart.js pieces the product registers', () => {
  it('include the Filler plugin, so a single line’s area is drawn instead of a console warning (issue 29, item 7)', () => {
    expect(() => Chart.registry.getPlugin('filler')).not.toThrow();
    for (const controller of ['bar', 'line', 'doughnut'])
      expect(Chart.registry.getController(controller)).toBeDefined();
  });
});
