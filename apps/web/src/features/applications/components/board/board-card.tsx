import { type Application, formatDateTime, formatDuration, texts } from '@school/contracts';
import { Tag } from 'primereact/tag';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { responseTime } from '../../lib/response-time';

const a = texts.applications;
const t = a.board;

type BoardCardProps = {
  application: Application;
  /** The card's URL (the card dialog), with the page's query. */
  to: { pathname: string; search: string };
  /** Picked up from the keyboard: drawn lifted. */
  picked: boolean;
  now: number;
  describedBy: string;
  onOpen: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => void;
  /** Leaving a picked card puts it back. */
  onBlur: () => void;
  onDragStart: () => void;
  onDragEnd: () => void;
};

/** The table's response time (`responseTime`); an overdue one carries the red «Просрочена» too. */
function Timing({ application, now }: { application: Application; now: number }) {
  const time = responseTime(application, now);
  return (
    <span className="app-board-card__timing">
      {time.overdue && <Tag value={a.overdue} severity="danger" />}
      <span className={time.late ? 'app-board-card__timing--late' : undefined}>
        {time.text}
        {time.late && `, ${a.respondedLate}`}
      </span>
    </span>
  );
}

/**
 * One application on the board: the applicant (a link to its card), the target, the age, the assignee and
 * the response time. Focusable: Space/Enter picks it up (the board handles the keys); a mouse drags it.
 */
export function BoardCard({ application, to, picked, now, describedBy, ...handlers }: BoardCardProps) {
  const { assignee } = application;
  return (
    <li
      className={`app-board-card${picked ? ' app-board-card--picked' : ''}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the card is the keyboard's drag handle (Space/Enter)
      tabIndex={0}
      draggable
      aria-label={`${application.name}: ${application.targetTitle}`}
      aria-describedby={describedBy}
      data-application-id={application.id}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest('a')) return;
        handlers.onOpen();
      }}
      onKeyDown={handlers.onKeyDown}
      onBlur={handlers.onBlur}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(application.id));
        handlers.onDragStart();
      }}
      onDragEnd={handlers.onDragEnd}
    >
      <div className="app-board-card__top">
        <span>№{application.id}</span>
        <time dateTime={application.createdAt} title={formatDateTime(application.createdAt)}>
          {t.age(formatDuration(now - Date.parse(application.createdAt)))}
        </time>
      </div>
      <Link to={to} className="app-board-card__name" draggable={false}>
        {application.name}
      </Link>
      <div className="app-board-card__target">{application.targetTitle}</div>
      <div className="app-board-card__bottom">
        <span className="app-board-card__assignee">
          <i className="pi pi-user" aria-hidden="true" />
          {assignee ? `${assignee.lastName} ${assignee.firstName}`.trim() : a.unassigned}
        </span>
        <Timing application={application} now={now} />
      </div>
    </li>
  );
}
