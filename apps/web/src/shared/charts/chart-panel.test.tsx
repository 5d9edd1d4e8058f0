import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chartConfig } from './chart-config';
import { ChartPanel } from './chart-panel';
import type { ChartTheme } from './chart-theme';

const nbsp = (text: string) => text.replaceAll(' ', '\u00a0');
const data = {
  labels: ['1 нояб.', '2 нояб.'],
  series: [
    { label: 'Первые оплаты', values: [0.1, 1000] },
    { label: 'Автосписания', values: [0.2, 234.5] },
  ],
};
const theme: ChartTheme = {
  mode: 'dark',
  text: '#aaaaaa',
  grid: '#333333',
  surface: '#1f2937',
  series: ['#111111', '#222222', '#333333'],
};

describe('ChartPanel', () => {
  it('names the canvas, describes it, and shows the same figures as a table with kopeck-exact totals', async () => {
    render(
      <ChartPanel
        title="Выручка"
        kind="stacked-bar"
        data={data}
        valueKind="money"
        categoryLabel="Период"
        summary="Всего 1 234,80 ₽."
      />,
    );
    const canvas = screen.getByRole('img', { name: 'Выручка' });
    const description = document.getElementById(canvas.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toContain('Всего 1 234,80 ₽.');
    expect(screen.queryByRole('table')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Таблица' }));
    const table = screen.getByRole('table', { name: 'Выручка' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ПериодПервые оплатыАвтосписания',
      `1 нояб.${nbsp('0,10 ₽')}${nbsp('0,20 ₽')}`,
      `2 нояб.${nbsp('1 000 ₽')}${nbsp('234,50 ₽')}`,
      `Итого${nbsp('1 000,10 ₽')}${nbsp('234,70 ₽')}`,
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Скрыть таблицу' }));
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('chartConfig', () => {
  it('stacks bars in the theme colours and totals a stacked tooltip in kopecks', () => {
    const config = chartConfig('stacked-bar', data, 'money', theme);
    expect(config.type).toBe('bar');
    expect(config.data.datasets.map((set) => set.backgroundColor)).toEqual(['#111111', '#222222']);
    const scales = config.options.scales as Record<string, { stacked: boolean; grid: { color?: string } }>;
    expect(scales.y?.stacked).toBe(true);
    expect(scales.y?.grid.color).toBe('#333333');
    const footer = config.options.plugins?.tooltip?.callbacks?.footer as unknown as (
      items: unknown[],
    ) => string;
    expect(footer([{ raw: 0.1 }, { raw: 0.2 }])).toBe('Итого: 0,30\u00a0₽');
  });

  it('gives each share of a doughnut its own colour and a tooltip with its percentage', () => {
    const config = chartConfig(
      'doughnut',
      { labels: ['Дорого', 'Нет времени'], series: [{ label: 'Отмены', values: [3, 1] }] },
      'count',
      theme,
    );
    expect(config.type).toBe('doughnut');
    expect(config.data.datasets[0]?.backgroundColor).toEqual(['#111111', '#222222']);
    const label = config.options.plugins?.tooltip?.callbacks?.label as unknown as (item: unknown) => string;
    expect(label({ raw: 3, label: 'Дорого' })).toBe('Дорого: 3 (75\u00a0%)');
  });

  it('turns a funnel on its side', () => {
    const config = chartConfig(
      'horizontal-bar',
      { labels: ['a'], series: [{ label: 'x', values: [1] }] },
      'count',
      theme,
    );
    expect((config.options as { indexAxis: string }).indexAxis).toBe('y');
  });
});
