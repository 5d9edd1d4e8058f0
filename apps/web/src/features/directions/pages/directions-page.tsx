import { type Direction, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { ListPage, useListPage } from '@/shared/lists/list-page';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { MoveButtons } from '@/shared/ui/move-buttons';
import { RowAction } from '@/shared/ui/row-action';
import { DirectionDialog } from '../components/direction-dialog';
import { useDeleteDirection } from '../directions.api';
import { DIRECTIONS_LIST } from '../directions.list';
import { useDirectionOrder } from '../lib/use-direction-order';

/** undefined: closed; null: creating; a direction: editing it. */
type Editing = Direction | null | undefined;
const t = texts.directions;

/** /directions (admins): the course directions in site order. */
export function DirectionsPage() {
  const page = useListPage(DIRECTIONS_LIST);
  const items = page.request.data?.items;
  const order = useDirectionOrder(page.list, items);
  const remove = useDeleteDirection();
  const [editing, setEditing] = useState<Editing>(undefined);
  const create = <Button icon="pi pi-plus" label={t.create} onClick={() => setEditing(null)} />;

  const onDelete = (direction: Direction) =>
    confirmAction({
      message: t.deleteConfirm(direction.name),
      onAccept: () =>
        remove.mutate(direction.id, { onSuccess: () => showSuccess(texts.notices.directionDeleted) }),
    });

  return (
    <ListPage
      page={page}
      title={t.title}
      hint={t.hint}
      actions={create}
      empty={{ title: t.emptyTitle, hint: t.emptyHint, action: create }}
      onRowReorder={order.canReorder ? order.onMove : undefined}
      rowActions={(row) => (
        <>
          {order.canReorder && (
            <MoveButtons
              index={items?.indexOf(row) ?? 0}
              count={items?.length ?? 0}
              onMove={order.onMove}
              name={row.name}
            />
          )}
          <RowAction
            icon="pi-pencil"
            label={texts.lists.edit}
            name={row.name}
            onClick={() => setEditing(row)}
          />
          <RowAction
            icon="pi-trash"
            label={texts.lists.delete}
            name={row.name}
            severity="danger"
            onClick={() => onDelete(row)}
          />
        </>
      )}
    >
      {editing !== undefined && <DirectionDialog direction={editing} onClose={() => setEditing(undefined)} />}
    </ListPage>
  );
}
