import './timeline.css';
import type { ReactNode } from 'react';
import { formatTime, groupByDay } from './timeline-days';

/** One line of a time-line as it is drawn: an icon, what happened, its details and who/what under the time. */
export type TimelineLine = {
  key: string | number;
  at: string;
  /** PrimeIcons name and the modifier that colours the icon (`payment` → `app-timeline__icon--payment`). */
  icon: string;
  tone: string;
  title: ReactNode;
  details?: ReactNode;
  /** After the time and « · »: the type, who did it. */
  meta: ReactNode;
};

/**
 * Lines (newest first) under their day headings: the drawing shared by a record's story (`Timeline`) and a
 * record's changes (`RecordHistory`).
 */
export function TimelineDayList({ lines, listLabel }: { lines: readonly TimelineLine[]; listLabel: string }) {
  return groupByDay(lines).map((group) => (
    <div key={group.day} className="app-timeline__day">
      <h3 className="app-timeline__date">{group.day}</h3>
      <ol className="app-timeline__entries" aria-label={`${listLabel}: ${group.day}`}>
        {group.entries.map((line) => (
          <li key={line.key} className="app-timeline__entry">
            <span className={`app-timeline__icon app-timeline__icon--${line.tone}`} aria-hidden="true">
              <i className={`pi ${line.icon}`} />
            </span>
            <div className="app-timeline__body">
              <p className="app-timeline__title">{line.title}</p>
              {line.details && <div className="app-timeline__details">{line.details}</div>}
              <p className="app-timeline__meta">
                <time dateTime={line.at}>{formatTime(line.at)}</time>
                {' · '}
                {line.meta}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  ));
}
