import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUS_SEVERITY,
  type Application,
  type ApplicationStatus,
  texts,
} from '@school/contracts';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { Tag } from 'primereact/tag';
import { type DragEvent, type ReactNode, useId } from 'react';
import { type BoardFilter, useBoardColumn } from './board.api';

const t = texts.applications.board;

type BoardColumnProps = {
  status: ApplicationStatus;
  filter: BoardFilter;
  orderBy: string | undefined;
  /** The column's count for the filter; undefined while the counts load. */
  count: number | undefined;
  /** A dragged or keyboard-picked card would land here. */
  highlighted: boolean;
  /** A card is being dragged: the column accepts it. */
  accepting: boolean;
  onDragOver: () => void;
  onDragLeave: () => void;
  onDrop: () => void;
  renderCard: (application: Application) => ReactNode;
};

/** One status of the board: its count, its cards (BOARD_PAGE_SIZE at a time) and «Показать ещё». */
export function BoardColumn({
  status,
  filter,
  orderBy,
  count,
  highlighted,
  accepting,
  ...props
}: BoardColumnProps) {
  const headingId = useId();
  const column = useBoardColumn({ ...filter, status, orderBy });
  const cards = column.data?.pages.flatMap((page) => page.items) ?? [];
  const drag = (handler: () => void) => (event: DragEvent) => {
    if (!accepting) return;
    event.preventDefault();
    handler();
  };

  let body: ReactNode;
  if (column.isPending) {
    body = [1, 2, 3].map((key) => (
      <li key={key} className="app-board-card" aria-hidden="true">
        <Skeleton height="4.5rem" />
      </li>
    ));
  } else if (column.isError && cards.length === 0) {
    body = (
      <li className="app-board-column__note" role="alert">
        {t.loadFailed}
        <Button
          type="button"
          label={texts.common.retry}
          text
          size="small"
          onClick={() => void column.refetch()}
        />
      </li>
    );
  } else if (cards.length === 0) {
    body = <li className="app-board-column__note">{t.emptyColumn}</li>;
  } else {
    body = cards.map(props.renderCard);
  }

  return (
    <section
      className="app-board-column"
      aria-labelledby={headingId}
      data-status={status}
      data-drop-target={highlighted || undefined}
      onDragOver={drag(props.onDragOver)}
      onDragEnter={drag(props.onDragOver)}
      onDragLeave={props.onDragLeave}
      onDrop={drag(props.onDrop)}
    >
      <h2 id={headingId} className="app-board-column__title">
        <Tag value={APPLICATION_STATUS_LABELS[status]} severity={APPLICATION_STATUS_SEVERITY[status]} />
        <span className="app-board-column__count">{count === undefined ? '…' : count}</span>
      </h2>
      <ul className="app-board-column__cards" aria-labelledby={headingId} aria-busy={column.isPending}>
        {body}
      </ul>
      {column.hasNextPage && (
        <Button
          type="button"
          label={t.showMore}
          icon="pi pi-angle-down"
          text
          size="small"
          className="app-board-column__more"
          loading={column.isFetchingNextPage}
          onClick={() => void column.fetchNextPage()}
        />
      )}
    </section>
  );
}
