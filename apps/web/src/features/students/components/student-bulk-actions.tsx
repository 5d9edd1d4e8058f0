import { type Student, texts } from '@school/contracts';
import { bulkActionsTexts } from '@school/contracts/texts/bulk-actions';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { BulkTaskDialog, useBulkTask } from '@/shared/lists/bulk-task';
import type { ListSelection } from '@/shared/lists/list-selection';
import { confirmAction } from '@/shared/ui/confirm-action';
import { CoursePicker } from './course-picker';

const t = bulkActionsTexts.bulk.students;

/**
 * The students list's bulk actions: «Заблокировать» and «Разблокировать» (each asks first, naming the count)
 * and «Открыть доступ к курсу» (the card's course picker in a dialog). Each starts a task; its dialog follows
 * it and the lists refresh when it is done.
 */
export function StudentBulkActions({ selection }: { selection: ListSelection<Student> }) {
  const block = useBulkTask('/students/bulk/status', queryKeys.students.all, selection.clear);
  const unblock = useBulkTask('/students/bulk/status', queryKeys.students.all, selection.clear);
  const grant = useBulkTask('/students/bulk/access-course', queryKeys.students.all, selection.clear);
  const [granting, setGranting] = useState(false);
  const [courseId, setCourseId] = useState<number | null>(null);
  const { count, exact, target } = selection;

  const onBlock = () =>
    confirmAction({
      header: t.blockHeader,
      message: t.blockConfirm(count, exact),
      onAccept: () => block.start.mutate({ target, status: 0 }),
    });
  // Not destructive (the single action does not even ask), yet a whole selection: asked, without the red.
  const onUnblock = () =>
    confirmAction({
      header: t.unblockHeader,
      message: t.unblockConfirm(count, exact),
      danger: false,
      onAccept: () => unblock.start.mutate({ target, status: 1 }),
    });
  const onGrant = () => {
    if (courseId === null) return;
    grant.start.mutate(
      { target, courseId },
      {
        onSuccess: () => {
          setGranting(false);
          setCourseId(null);
        },
      },
    );
  };

  return (
    <>
      <Button
        type="button"
        icon="pi pi-ban"
        label={t.block}
        severity="danger"
        outlined
        loading={block.start.isPending}
        onClick={onBlock}
      />
      <Button
        type="button"
        icon="pi pi-lock-open"
        label={t.unblock}
        outlined
        loading={unblock.start.isPending}
        onClick={onUnblock}
      />
      <Button type="button" icon="pi pi-book" label={t.grant} outlined onClick={() => setGranting(true)} />
      <Dialog
        header={t.grantHeader(count, exact)}
        visible={granting}
        onHide={() => setGranting(false)}
        style={{ width: '30rem' }}
        breakpoints={{ '640px': '95vw' }}
        footer={
          <>
            <Button label={bulkActionsTexts.bulk.cancel} text onClick={() => setGranting(false)} />
            <Button
              label={t.grantSubmit}
              icon="pi pi-check"
              disabled={courseId === null}
              loading={grant.start.isPending}
              onClick={onGrant}
            />
          </>
        }
      >
        <label htmlFor="bulk-grant-course" className="block mb-2">
          {texts.students.accessPick}
        </label>
        <CoursePicker id="bulk-grant-course" value={courseId} onChange={setCourseId} />
      </Dialog>
      <BulkTaskDialog bulk={block} header={t.blockTask} />
      <BulkTaskDialog bulk={unblock} header={t.unblockTask} />
      <BulkTaskDialog bulk={grant} header={t.grantTask} />
    </>
  );
}
