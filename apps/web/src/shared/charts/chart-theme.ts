import { useSyncExternalStore } from 'react';

/** Colours a chart takes from the current PrimeReact theme (Lara light or dark, shared/theme). */
export type ChartTheme = {
  mode: string;
  text: string;
  grid: string;
  surface: string;
  /** One colour per series, in order; mid-tone shades that read on white and on Lara dark's surface. */
  series: string[];
};

/** Theme variables, in the order series take them: indigo first, then hues far apart from each other. */
const SERIES_VARIABLES = [
  '--primary-color',
  '--teal-500',
  '--orange-500',
  '--pink-500',
  '--cyan-500',
  '--yellow-600',
  '--purple-500',
  '--bluegray-500',
];
/** When a variable is missing (the stylesheet still loading, jsdom): Lara's own values. */
const FALLBACK_SERIES = [
  '#6366f1',
  '#14b8a6',
  '#f97316',
  '#ec4899',
  '#06b6d4',
  '#c79807',
  '#a855f7',
  '#64748b',
];

function readTheme(): ChartTheme {
  const root = document.documentElement;
  const style = getComputedStyle(root);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    mode: root.dataset.theme ?? 'light',
    text: read('--text-color-secondary', '#6b7280'),
    grid: read('--surface-border', '#dfe7ef'),
    surface: read('--surface-card', '#ffffff'),
    series: SERIES_VARIABLES.map((name, index) => read(name, FALLBACK_SERIES[index] ?? '#6366f1')),
  };
}

let current: ChartTheme | null = null;
let currentKey = '';

function snapshot(): ChartTheme {
  const next = readTheme();
  const key = JSON.stringify(next);
  if (key !== currentKey) {
    current = next;
    currentKey = key;
  }
  return current as ChartTheme;
}

/**
 * The theme switch (applyTheme) sets `<html data-theme>` and swaps the theme stylesheet's href; the new
 * variables exist only once that stylesheet has loaded, so both the attribute and the link's load wake us.
 */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const onLoad = (event: Event) => {
    if (event.target instanceof HTMLLinkElement) onChange();
  };
  document.addEventListener('load', onLoad, true);
  return () => {
    observer.disconnect();
    document.removeEventListener('load', onLoad, true);
  };
}

/** The chart colours of the theme on screen, re-read when the user switches theme. */
export function useChartTheme(): ChartTheme {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** A series colour with transparency (`#6366f1` → `rgba(99, 102, 241, 0.2)`), for areas under lines. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (!hex) return color;
  const value = Number.parseInt(hex[1] ?? '0', 16);
  return `rgba(${value >> 16}, ${(value >> 8) & 255}, ${value & 255}, ${alpha})`;
}
