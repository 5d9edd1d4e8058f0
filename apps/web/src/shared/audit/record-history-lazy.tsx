import { isAdminRole } from '@school/contracts';
import { lazy, Suspense } from 'react';
import { getRole } from '@/shared/session/session';
import type { RecordHistoryProps } from './record-history';

// The history brings the log's dictionary and drawing: the dialogs every list opens load it only for an admin
// who edits a record, so a page's first load stays within its budget (first-load.spec.ts).
const RecordHistory = lazy(() =>
  import('./record-history').then((module) => ({ default: module.RecordHistory })),
);

/** `RecordHistory` for the shared dialogs: nothing for curators and speakers, the piece itself on demand. */
export function LazyRecordHistory(props: RecordHistoryProps) {
  if (!isAdminRole(getRole())) return null;
  return (
    <Suspense fallback={null}>
      <RecordHistory {...props} />
    </Suspense>
  );
}
