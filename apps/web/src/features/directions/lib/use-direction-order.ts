import { type Direction, texts } from '@school/contracts';
import type { ListController } from '@/shared/lists/list-page';
import { showSuccess } from '@/shared/toast/toast-store';
import { useMoveDirection } from '../directions.api';

/** In site order and without a search, rows move by drag and drop or by the arrows. */
export function useDirectionOrder(list: ListController, items: Direction[] | undefined) {
  const move = useMoveDirection();
  const canReorder = list.sort === 'position:asc' && list.search === '' && !move.isPending;
  const onMove = (from: number, to: number) => {
    const id = items?.[from]?.id;
    const targetId = items?.[to]?.id;
    if (id === undefined || targetId === undefined || from === to) return;
    move.mutate({ id, targetId }, { onSuccess: () => showSuccess(texts.notices.orderSaved) });
  };
  return { canReorder, onMove };
}
