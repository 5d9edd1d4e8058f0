import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import { ListPage, type ListPageProps, type ListPageState } from '../lists/list-page';
import { showUndo } from '../toast/toast-store';
import { confirmAction } from '../ui/confirm-action';
import { EditDeleteActions } from '../ui/edit-delete-actions';
import type { RecordForm } from './record-form';
import type { RecordFormTexts } from './record-form-dialog';
import type { RecordsApi } from './records-api';

// The dialog (its fields: the money and number inputs, the Calendar, the cover upload) loads on «Добавить …» or
// «Изменить», not with the list's first visit.
const RecordFormDialog = lazy(() =>
  import('./record-form-dialog').then((module) => ({ default: module.RecordFormDialog })),
);

/** A section's words for its page, its dialog and its toasts. */
export type RecordsTexts = RecordFormTexts & {
  title: string;
  hint?: string;
  /** The create button («Добавить промокод»). */
  create: string;
  emptyTitle: string;
  emptyHint: string;
  /** The question before a delete, naming the record. */
  deleteConfirm: (name: string) => string;
  deleted: string;
};

type RecordsPageProps<T extends { id: number }, F extends string> = {
  /** `useListPage(<DOMAIN>_LIST)`: the section's list declaration in the URL's state. */
  page: ListPageState<T, F>;
  api: RecordsApi<T>;
  form: RecordForm;
  texts: RecordsTexts;
  /** How a record is named in its row actions and in the question before a delete. */
  name: (row: T) => string;
  /** Drag and drop and the move arrows, for records kept in an order people set (directions). */
  onRowReorder?: ListPageProps<T, F>['onRowReorder'];
};

/**
 * The page of a section of records: the kit's list with «Добавить …», «Изменить» and «Удалить» on every row,
 * the question before a delete, the dialog of the section's fields, and the toasts.
 */
export function RecordsPage<T extends { id: number }, F extends string>(props: RecordsPageProps<T, F>) {
  const { page, api, form, texts, name } = props;
  const save = api.useSave();
  const remove = api.useRemove();
  const queryClient = useQueryClient();
  /** undefined: closed; null: creating; a record: editing it. */
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const create = <Button icon="pi pi-plus" label={texts.create} onClick={() => setEditing(null)} />;

  const onDelete = (row: T) =>
    confirmAction({
      message: texts.deleteConfirm(name(row)),
      onAccept: () =>
        remove.mutate(row.id, {
          onSuccess: ({ undo }) =>
            showUndo(texts.deleted, undo, () => queryClient.invalidateQueries({ queryKey: api.keys.all })),
        }),
    });

  return (
    <ListPage
      page={page}
      title={texts.title}
      hint={texts.hint}
      actions={create}
      empty={{ title: texts.emptyTitle, hint: texts.emptyHint, action: create }}
      onRowReorder={props.onRowReorder}
      rowActions={(row) => (
        <EditDeleteActions
          className="app-row-actions"
          name={name(row)}
          onEdit={() => setEditing(row)}
          onDelete={() => onDelete(row)}
          deleting={remove.isPending && remove.variables === row.id}
        />
      )}
    >
      {editing !== undefined && (
        <Suspense fallback={null}>
          <RecordFormDialog
            form={form}
            item={editing}
            save={save.mutateAsync}
            texts={texts}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
    </ListPage>
  );
}
