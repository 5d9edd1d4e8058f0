import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether a horizontally scrolling strip overflows and has more to either side, and a step to show it: the
 * tab strips draw arrows from it, since a thin overlay scrollbar alone left tabs past 1366 px unreachable by
 * mouse. The arrows stay while the strip overflows (disabled at an end), so scrolling never moves the strip.
 */
export function useHorizontalOverflow<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ overflowing: false, before: false, after: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const overflowing = element.scrollWidth > element.clientWidth + 1;
    const before = element.scrollLeft > 1;
    const after = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
    setEdges((now) =>
      now.overflowing === overflowing && now.before === before && now.after === after
        ? now
        : { overflowing, before, after },
    );
  }, []);

  // After every render: the items may have changed without the strip changing its own size.
  useLayoutEffect(measure);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  /** Four fifths of the visible width towards the end (1) or the start (-1). */
  const step = useCallback((direction: 1 | -1) => {
    const element = ref.current;
    element?.scrollBy({ left: direction * Math.max(80, element.clientWidth * 0.8), behavior: 'smooth' });
  }, []);

  return { ref, ...edges, step };
}
