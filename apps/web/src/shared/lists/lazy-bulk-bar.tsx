import { type ComponentType, lazy, Suspense, useState } from 'react';
import type { ListBulkBarProps } from './list-bulk-bar';

// Only pages with bulk actions show the bar: it loads after the table, not in every list's first load.
const Bar = lazy(() =>
  import('./list-bulk-bar').then((module) => ({
    default: module.ListBulkBar as ComponentType<ListBulkBarProps<{ id: number }>>,
  })),
);

/**
 * `ListBulkBar`, loaded when a row is first ticked (with the page's actions and their dialogs); from then on it
 * stays mounted, so a running task's dialog outlives the selection.
 */
export function LazyListBulkBar<T extends { id: number }>(props: ListBulkBarProps<T>) {
  const [wanted, setWanted] = useState(false);
  const active = props.selection.count > 0 || props.selection.allMatching;
  if (active && !wanted) setWanted(true);
  if (!wanted && !active) return null;
  return (
    <Suspense fallback={null}>
      <Bar {...(props as unknown as ListBulkBarProps<{ id: number }>)} />
    </Suspense>
  );
}
