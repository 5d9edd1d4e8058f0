import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useChartTheme } from './chart-theme';

function Probe() {
  const theme = useChartTheme();
  return (
    <output>
      {theme.mode} {theme.text} {theme.series[0]}
    </output>
  );
}

afterEach(() => {
  document.documentElement.removeAttribute('style');
  delete document.documentElement.dataset.theme;
});

describe('useChartTheme', () => {
  it('reads the theme’s variables and reads them again when the theme switches', async () => {
    const root = document.documentElement;
    root.dataset.theme = 'light';
    root.style.setProperty('--text-color-secondary', '#6b7280');
    root.style.setProperty('--primary-color', '#6366f1');
    render(<Probe />);
    expect(screen.getByRole('status').textContent).toBe('light #6b7280 #6366f1');

    await act(async () => {
      root.style.setProperty('--text-color-secondary', 'rgba(255, 255, 255, 0.6)');
      root.style.setProperty('--primary-color', '#818cf8');
      root.dataset.theme = 'dark';
      await Promise.resolve();
    });
    expect(screen.getByRole('status').textContent).toBe('dark rgba(255, 255, 255, 0.6) #818cf8');
  });
});
