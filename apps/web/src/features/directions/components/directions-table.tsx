import { type Direction, texts } from '@school/contracts';
import { Button } from 'primereact/button';
import { type ListColumn, type ListRequest, ListTable } from '@/shared/lists/list-table';
import type { ListController } from '@/shared/lists/use-list-state';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { CoverThumb } from '@/shared/ui/cover-thumb';
import { MoveButtons } from '@/shared/ui/move-buttons';
import { RowAction } from '@/shared/ui/row-action';
import { useDeleteDirection, useMoveDirection } from '../directions.api';

type DirectionsTableProps = {
  list: ListController;
  items: Direction[] | undefined;
  total: number | undefined;
  request: ListRequest;
  onEdit: (direction: Direction) => void;
  onCreate: () => void;
};

const t = texts.directions;

const columns: ListColumn<Direction>[] = [
  {
    field: 'position',
    header: t.position,
    sortable: true,
    style: { width: '4rem' },
    body: (row) => row.position + 1,
  },
  {
    field: 'name',
    header: t.name,
    sortable: true,
    body: (row) => (
      <span className="app-name-cell">
        <CoverThumb url={row.cover} />
        <span className="font-semibold">{row.name}</span>
      </span>
    ),
  },
  {
    field: 'description',
    header: t.description,
    body: (row) => <span className="app-clamp">{row.description}</span>,
  },
  { field: 'coursesCount', header: t.coursesCount, sortable: true, align: 'right' },
];

/** The directions list; in site order (and without a search) rows can be dragged or moved with arrows. */
export function DirectionsTable({ list, items, total, request, onEdit, onCreate }: DirectionsTableProps) {
  const remove = useDeleteDirection();
  const move = useMoveDirection();
  const canReorder = list.sort === 'position:asc' && list.search === '' && !move.isPending;

  const onMove = (from: number, to: number) => {
    const id = items?.[from]?.id;
    const targetId = items?.[to]?.id;
    if (id === undefined || targetId === undefined || from === to) return;
    move.mutate({ id, targetId }, { onSuccess: () => showSuccess(texts.notices.orderSaved) });
  };

  const onDelete = (direction: Direction) =>
    confirmAction({
      message: t.deleteConfirm(direction.name),
      onAccept: () =>
        remove.mutate(direction.id, { onSuccess: () => showSuccess(texts.notices.directionDeleted) }),
    });

  return (
    <ListTable
      list={list}
      items={items}
      total={total}
      request={request}
      columns={columns}
      label={t.title}
      onRowReorder={canReorder ? onMove : undefined}
      empty={{
        title: t.emptyTitle,
        hint: t.emptyHint,
        action: <Button icon="pi pi-plus" label={t.create} onClick={onCreate} />,
      }}
      rowActions={(row) => {
        const index = items?.indexOf(row) ?? 0;
        return (
          <>
            {canReorder && (
              <MoveButtons index={index} count={items?.length ?? 0} onMove={onMove} name={row.name} />
            )}
            <RowAction
              icon="pi-pencil"
              label={texts.lists.edit}
              name={row.name}
              onClick={() => onEdit(row)}
            />
            <RowAction
              icon="pi-trash"
              label={texts.lists.delete}
              name={row.name}
              severity="danger"
              onClick={() => onDelete(row)}
            />
          </>
        );
      }}
    />
  );
}
