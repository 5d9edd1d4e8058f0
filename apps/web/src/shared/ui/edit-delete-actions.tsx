import { texts } from '@school/contracts';
import { RowAction } from './row-action';

type EditDeleteActionsProps = {
  /** What both act on: «Изменить: Вебинар», «Удалить: Вебинар». */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The delete call runs: its button spins. */
  deleting: boolean;
  className?: string;
};

/**
 * «Изменить» and «Удалить» at the end of a card (broadcasts, services). A file of its own, so the list pages
 * that use RowAction alone do not download it.
 */
export function EditDeleteActions({ name, onEdit, onDelete, deleting, className }: EditDeleteActionsProps) {
  return (
    <span className={className}>
      <RowAction icon="pi-pencil" label={texts.lists.edit} name={name} onClick={onEdit} />
      <RowAction
        icon="pi-trash"
        label={texts.lists.delete}
        name={name}
        severity="danger"
        loading={deleting}
        onClick={onDelete}
      />
    </span>
  );
}
