import { CANCEL_REASON_TITLE_MAX, type CancelReason, formatCount } from '@school/contracts';
import { cancelReasonsTexts } from '@school/contracts/texts/cancel-reasons';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { type FormEvent, useId, useState } from 'react';
import type { DragItemProps } from '@/shared/lib/use-drag-reorder';
import { showSuccess, showUndo } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { MoveButtons } from '@/shared/ui/move-buttons';
import { RowAction } from '@/shared/ui/row-action';
import { useDeleteCancelReason, useRefreshReasons, useUpdateCancelReason } from '../cancel-reasons.api';
import { checkReasonTitle } from '../lib/reason-title';

const t = cancelReasonsTexts.cancelReasons;
const CANCELLATION_FORMS = ['отмена', 'отмены', 'отмен'] as const;

type ReasonItemProps = {
  reason: CancelReason;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  moving: boolean;
  drag: DragItemProps;
};

/** One reason: drag handle, title (renamed in place), hidden mark, uses, arrows, rename, hide/show, delete. */
export function ReasonItem({ reason, index, count, onMove, moving, drag }: ReasonItemProps) {
  const update = useUpdateCancelReason();
  const remove = useDeleteCancelReason();
  const refresh = useRefreshReasons();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const inUse = reason.cancellations > 0;

  const save = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkReasonTitle(editing ?? '');
    if ('error' in checked) {
      setError(checked.error);
      return;
    }
    if (checked.title === reason.title) {
      setEditing(null);
      return;
    }
    update.mutate(
      { id: reason.id, body: { title: checked.title } },
      {
        onSuccess: () => {
          setEditing(null);
          showSuccess(t.renamed);
        },
      },
    );
  };
  const toggleHidden = () =>
    update.mutate(
      { id: reason.id, body: { isHidden: !reason.isHidden } },
      { onSuccess: () => showSuccess(reason.isHidden ? t.shownNotice : t.hiddenNotice) },
    );
  const onDelete = () =>
    confirmAction({
      message: t.deleteConfirm(reason.title),
      // Not `mutate(…, { onSuccess })`: the hook's own onSuccess refetches the list, which unmounts this item,
      // and React Query drops a per-call callback of an unmounted component — the toast then never showed
      // (seen in the e2e run on two instances). The promise settles either way; errors are the hook's.
      onAccept: () =>
        remove
          .mutateAsync(reason.id)
          .then(({ undo }) => showUndo(t.deleted, undo, refresh))
          .catch(() => {}),
    });

  return (
    <li className="cancel-reasons__item" data-hidden={reason.isHidden || undefined} {...drag}>
      <i className="pi pi-bars cancel-reasons__handle" aria-hidden="true" />
      {editing === null ? (
        <div className="cancel-reasons__title">
          <span className="cancel-reasons__name">{reason.title}</span>
          <span className="cancel-reasons__meta">
            {reason.isHidden && <Tag value={t.hidden} severity="secondary" title={t.hiddenHint} />}
            <span className="app-card-hint">{formatCount(reason.cancellations, CANCELLATION_FORMS)}</span>
          </span>
        </div>
      ) : (
        <form className="cancel-reasons__rename" onSubmit={save} noValidate>
          <label htmlFor={inputId} className="app-visually-hidden">
            {t.titleField}
          </label>
          <InputText
            id={inputId}
            value={editing}
            maxLength={CANCEL_REASON_TITLE_MAX}
            autoFocus
            invalid={error !== null}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setEditing(event.target.value);
              setError(null);
            }}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setEditing(null);
            }}
          />
          <Button
            type="submit"
            icon="pi pi-check"
            aria-label={`${t.save}: ${reason.title}`}
            text
            rounded
            loading={update.isPending}
          />
          <Button
            type="button"
            icon="pi pi-times"
            aria-label={t.cancel}
            text
            rounded
            onClick={() => setEditing(null)}
          />
          {error && (
            <small id={errorId} className="p-error" role="alert">
              {error}
            </small>
          )}
        </form>
      )}
      <span className="cancel-reasons__actions">
        <MoveButtons index={index} count={count} onMove={onMove} name={reason.title} disabled={moving} />
        {editing === null && (
          <RowAction
            icon="pi-pencil"
            label={t.rename}
            name={reason.title}
            onClick={() => {
              setEditing(reason.title);
              setError(null);
            }}
          />
        )}
        <RowAction
          icon={reason.isHidden ? 'pi-eye' : 'pi-eye-slash'}
          label={reason.isHidden ? t.show : t.hide}
          name={reason.title}
          tooltip
          loading={update.isPending && update.variables?.body.isHidden !== undefined}
          onClick={toggleHidden}
        />
        <Button
          type="button"
          icon="pi pi-trash"
          text
          rounded
          severity="danger"
          aria-label={`${t.delete}: ${reason.title}`}
          disabled={inUse}
          tooltip={inUse ? t.inUse : t.delete}
          tooltipOptions={{ position: 'top', showOnDisabled: true, showDelay: inUse ? 0 : 500 }}
          loading={remove.isPending}
          onClick={onDelete}
        />
      </span>
    </li>
  );
}
