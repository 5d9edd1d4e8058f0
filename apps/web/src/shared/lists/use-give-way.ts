import { useLayoutEffect, useRef, useState } from 'react';

/**
 * How many steps of `giveWay` columns a table leaves out so that it does not scroll sideways: all columns at
 * first, then, while the table is wider than its box, the next step — measured before the browser paints, so
 * no step shows. A wider box (the menu closed, the window grown) starts from all columns again. `content`
 * changes with what the table shows (its rows, its columns): only then is it measured again — a measure forces
 * the browser's layout, and a list renders far more often than its rows change.
 */
export function useGiveWay(steps: number, content: readonly unknown[]) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [left, setLeft] = useState(0);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry?.contentRect.width ?? 0)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new width is the reason to start again
  useLayoutEffect(() => setLeft(0), [width]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `content` stands for the table's cells
  useLayoutEffect(() => {
    if (left >= steps) return;
    const scroller = box.current?.querySelector('.p-datatable-wrapper');
    if (scroller && scroller.scrollWidth > scroller.clientWidth + 1) setLeft(left + 1);
  }, [left, steps, width, ...content]);
  return { box, left };
}
