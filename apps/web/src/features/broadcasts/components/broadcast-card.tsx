import { type Broadcast, formatDateTime } from '@school/contracts';
import { broadcastsTexts } from '@school/contracts/texts/broadcasts';
import { Tag } from 'primereact/tag';
import { useId } from 'react';
import { CoverThumb } from '@/shared/ui/cover-thumb';
import { EditDeleteActions } from '@/shared/ui/edit-delete-actions';
import { relativeStart } from '../lib/broadcast-form';

const t = broadcastsTexts.broadcasts;
const DAY = 86_400_000;

type BroadcastCardProps = {
  broadcast: Broadcast;
  onEdit: () => void;
  onDelete: () => void;
  /** The delete call of this broadcast runs. */
  deleting: boolean;
  now: Date;
};

/** One broadcast: cover, title, start (with «через 2 дня»), course, the link, description, actions. */
export function BroadcastCard({ broadcast, onEdit, onDelete, deleting, now }: BroadcastCardProps) {
  const titleId = useId();
  const soon = broadcast.upcoming && Date.parse(broadcast.startsAt) - now.getTime() < DAY;
  return (
    <li className="app-broadcast-card" aria-labelledby={titleId}>
      <CoverThumb url={broadcast.cover?.url ?? null} size="large" />
      <div className="app-broadcast-card__body">
        <div className="app-broadcast-card__head">
          <h3 id={titleId} className="app-broadcast-card__title">
            {broadcast.title}
          </h3>
          {soon && <Tag value={t.soon} severity="warning" className="app-status-tag" />}
        </div>
        <p className="app-broadcast-card__when">
          <i className="pi pi-calendar" aria-hidden="true" />
          <time dateTime={broadcast.startsAt}>{formatDateTime(broadcast.startsAt)}</time>
          <span className="app-broadcast-card__relative">· {relativeStart(broadcast.startsAt, now)}</span>
        </p>
        {broadcast.course && (
          <p className="app-broadcast-card__course">
            <i className="pi pi-book" aria-hidden="true" /> {broadcast.course.name}
          </p>
        )}
        <p
          className={
            broadcast.description
              ? 'app-broadcast-card__text'
              : 'app-broadcast-card__text app-broadcast-card__muted'
          }
        >
          {broadcast.description || t.noDescription}
        </p>
      </div>
      <div className="app-broadcast-card__foot">
        {broadcast.streamUrl ? (
          <a
            className="app-broadcast-card__link"
            href={broadcast.streamUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            <i className="pi pi-external-link" aria-hidden="true" /> {t.open}
            <span className="p-hidden-accessible"> {t.openNewTab}</span>
          </a>
        ) : (
          <span className="app-broadcast-card__muted">{t.noLink}</span>
        )}
        <EditDeleteActions
          name={broadcast.title}
          onEdit={onEdit}
          onDelete={onDelete}
          deleting={deleting}
          className="app-broadcast-card__actions"
        />
      </div>
    </li>
  );
}
