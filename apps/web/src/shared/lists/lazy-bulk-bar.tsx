import { type ComponentType, lazy, Suspense } from 'react';
import type { ListBulkBarProps } from './list-bulk-bar';

// Only pages with bulk actions show the bar: it loads after the table, not in every list's first load.
const Bar = lazy(() =>
  import('./list-bulk-bar').then((module) => ({
    default: module.ListBulkBar as ComponentType<ListBulkBarProps<{ id: number }>>,
  })),
);

/** `ListBulkBar`, loaded on first render. */
export function LazyListBulkBar<T extends { id: number }>(props: ListBulkBarProps<T>) {
  return (
    <Suspense fallback={null}>
      <Bar {...(props as unknown as ListBulkBarProps<{ id: number }>)} />
    </Suspense>
  );
}
