import './board.css';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  type Application,
  type ApplicationStatus,
  texts,
} from '@school/contracts';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { queryKeys } from '@/shared/api/query-keys';
import { boardFilter, useBoardCounts, useMoveApplication } from './board.api';
import { BoardCard } from './board-card';
import { BoardColumn } from './board-column';
import { type BoardPick, boardKey } from './board-keyboard';

const t = texts.applications.board;
const label = (status: ApplicationStatus) => APPLICATION_STATUS_LABELS[status];

/** The clock the cards' ages read, a minute at a time. */
function useNow(stepMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), stepMs);
    return () => clearInterval(timer);
  }, [stepMs]);
  return now;
}

type ApplicationsBoardProps = {
  /** The page's list query (search, filters, order); status and paging are the board's own. */
  query: Record<string, unknown> & { orderBy?: string };
  /** The card dialog's path of an application (its name links there, keeping the page's query). */
  cardPath: (application: Application) => string;
  /** A click on a card. */
  onOpen: (application: Application) => void;
};

/**
 * The kanban of a queue: a column per status with its count, the same filters as the table. A card moves
 * by dragging it to another column, or from the keyboard: Space/Enter picks it up, ←/→ choose the column,
 * Space/Enter drops it, Esc cancels; a live region says each step and the outcome.
 */
export function ApplicationsBoard({ query, cardPath, onOpen }: ApplicationsBoardProps) {
  const filterKey = JSON.stringify(boardFilter(query));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the filter's text is its identity
  const filter = useMemo(() => boardFilter(query), [filterKey]);
  const counts = useBoardCounts(filter);
  const move = useMoveApplication(queryKeys.applications.counts(filter), query.orderBy);
  const [pick, setPick] = useState<BoardPick | null>(null);
  const [dragged, setDragged] = useState<Application | null>(null);
  const [dragOver, setDragOver] = useState<ApplicationStatus | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusOn, setFocusOn] = useState<{ id: number; status: ApplicationStatus } | null>(null);
  const boardRef = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const now = useNow();
  const { search } = useLocation();

  // A moved card is drawn in another column: give the focus back to it once it is there.
  useEffect(() => {
    if (focusOn === null) return;
    const card = boardRef.current?.querySelector<HTMLElement>(
      `[data-status="${focusOn.status}"] [data-application-id="${focusOn.id}"]`,
    );
    if (card && document.activeElement !== card) card.focus();
    if (card) setFocusOn(null);
  });

  const send = (application: Application, to: ApplicationStatus) => {
    const { id, status: from } = application;
    setFocusOn({ id, status: to });
    move.mutate(
      { application, to },
      {
        onSuccess: () => setAnnouncement(t.movedTo(application.name, label(to))),
        onError: () => {
          setFocusOn({ id, status: from });
          setAnnouncement(t.moveFailed(application.name, label(from)));
        },
      },
    );
  };

  const onCardKey = (event: KeyboardEvent<HTMLLIElement>, application: Application) => {
    if (event.target !== event.currentTarget) return;
    const result = boardKey(pick, event.key, application);
    if (!result.handled) return;
    event.preventDefault();
    setPick(result.pick);
    const said = result.announce;
    if (said?.type === 'picked') setAnnouncement(t.picked(said.pick.name));
    if (said?.type === 'target') setAnnouncement(t.target(label(said.pick.target)));
    if (said?.type === 'cancelled') setAnnouncement(t.cancelled(said.pick.name));
    if (said?.type === 'stayed') setAnnouncement(t.stayed(said.pick.name, label(said.pick.from)));
    if (result.move) send(application, result.move.to);
  };

  const dropOn = (status: ApplicationStatus) => {
    const card = dragged;
    setDragged(null);
    setDragOver(null);
    if (card && card.status !== status) send(card, status);
  };

  return (
    <div className="app-board" ref={boardRef}>
      <p id={hintId} className="app-visually-hidden">
        {t.cardHint}
      </p>
      <div className="app-visually-hidden" role="status" aria-live="assertive">
        {announcement}
      </div>
      {APPLICATION_STATUSES.map((status) => (
        <BoardColumn
          key={status}
          status={status}
          filter={filter}
          orderBy={query.orderBy}
          count={counts.data?.counts[status]}
          highlighted={pick ? pick.target === status && pick.from !== status : dragOver === status}
          accepting={dragged !== null && dragged.status !== status}
          onDragOver={() => setDragOver(status)}
          onDragLeave={() => setDragOver((current) => (current === status ? null : current))}
          onDrop={() => dropOn(status)}
          renderCard={(application) => (
            <BoardCard
              key={application.id}
              application={application}
              to={{ pathname: cardPath(application), search }}
              picked={pick?.id === application.id}
              now={now}
              describedBy={hintId}
              onOpen={() => onOpen(application)}
              onKeyDown={(event) => onCardKey(event, application)}
              onBlur={() => {
                if (pick?.id === application.id && focusOn === null) setPick(null);
              }}
              onDragStart={() => {
                setPick(null);
                setDragged(application);
              }}
              onDragEnd={() => {
                setDragged(null);
                setDragOver(null);
              }}
            />
          )}
        />
      ))}
    </div>
  );
}
