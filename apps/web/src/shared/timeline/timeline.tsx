import './timeline.css';
import type { UseQueryResult } from '@tanstack/react-query';
import { Skeleton } from 'primereact/skeleton';
import { Link } from 'react-router';
import { usePhoneWidth } from '@/shared/lib/use-phone-width';
import { ListPaginator, NoRows } from '@/shared/lists/list-parts';
import type { ListConfig } from '@/shared/lists/list-url';
import { useListState } from '@/shared/lists/use-list-state';
import { TimelineDayList } from './timeline-day-list';
import { readTypes, type TimelineEntry, toggleType } from './timeline-days';

export type { TimelineEntry } from './timeline-days';

/** What the timeline asks its endpoint: the list kit's paging and the chosen types (`a,b`; none = all). */
export type TimelineQuery = { skip: number; take: number; types: string | undefined };

export type TimelineTexts = {
  title: string;
  hint?: string;
  listLabel: string;
  typesLabel: string;
  empty: string;
  emptyHint: string;
  loadFailed: string;
  open: string;
  by: (name: string) => string;
};

export type TimelineProps<T extends string> = {
  /** The types in the order of their chips, with a label and a PrimeIcons name each. */
  types: readonly T[];
  typeLabels: Record<T, string>;
  icons: Record<T, string>;
  useEntries: (query: TimelineQuery) => UseQueryResult<{ items: TimelineEntry<T>[]; total: number }>;
  texts: TimelineTexts;
  /** Where an actor's name leads (a staff profile); plain text when left out. */
  actorLink?: (actor: { id: number }) => string;
};

const CONFIG: ListConfig<'types'> = { filters: ['types'] };

/**
 * A record's story (issue 31): entries grouped by day, an icon per type, who did it and a link to the record;
 * type chips and the list kit's paging, both in the URL (`useListState`). Generic over the entry's type, so a
 * course's or a payment's history can use it as the student card does.
 */
export function Timeline<T extends string>(props: TimelineProps<T>) {
  const { types, typeLabels, icons, texts } = props;
  const list = useListState(CONFIG);
  const phone = usePhoneWidth();
  const chosen = readTypes(list.filters.types, types);
  const request = props.useEntries({
    skip: list.first,
    take: list.rows,
    types: chosen.join(',') || undefined,
  });
  const items = request.data?.items;

  return (
    <section className="card app-timeline" aria-labelledby="app-timeline-title">
      <h2 id="app-timeline-title" className="app-card-title">
        {texts.title}
      </h2>
      {texts.hint && <p className="app-card-hint">{texts.hint}</p>}
      <fieldset className="app-timeline__types">
        <legend className="app-visually-hidden">{texts.typesLabel}</legend>
        {types.map((type) => {
          const on = chosen.includes(type);
          return (
            <button
              key={type}
              type="button"
              className={`app-timeline__type${on ? ' app-timeline__type--on' : ''}`}
              aria-pressed={on}
              onClick={() => list.setFilter('types', toggleType(chosen, type, types))}
            >
              <i className={`pi ${icons[type]}`} aria-hidden="true" />
              {typeLabels[type]}
            </button>
          );
        })}
      </fieldset>
      {!items ? (
        request.isError ? (
          <NoRows
            list={list}
            failed
            onRetry={request.refetch}
            empty={{ title: '', hint: '' }}
            failedTitle={texts.loadFailed}
          />
        ) : (
          <ul className="app-timeline__skeleton" aria-busy="true" aria-label={texts.listLabel}>
            {[0, 1, 2].map((key) => (
              <li key={key}>
                <Skeleton shape="circle" size="2rem" />
                <Skeleton width="60%" height="1.25rem" />
              </li>
            ))}
          </ul>
        )
      ) : items.length === 0 ? (
        <NoRows
          list={list}
          failed={false}
          onRetry={request.refetch}
          empty={{ title: texts.empty, hint: texts.emptyHint, icon: 'pi-history' }}
        />
      ) : (
        <>
          <TimelineDayList
            listLabel={texts.listLabel}
            lines={items.map((entry) => ({
              key: entry.id,
              at: entry.at,
              icon: icons[entry.type],
              tone: entry.type,
              title: entry.link ? <Link to={entry.link}>{entry.title}</Link> : entry.title,
              details: entry.details,
              meta: (
                <>
                  {typeLabels[entry.type]}
                  {entry.actor && (
                    <>
                      {' · '}
                      {props.actorLink ? (
                        <Link to={props.actorLink(entry.actor)}>{texts.by(entry.actor.name)}</Link>
                      ) : (
                        texts.by(entry.actor.name)
                      )}
                    </>
                  )}
                </>
              ),
            }))}
          />
          <ListPaginator list={list} total={request.data?.total ?? 0} compact={phone} />
        </>
      )}
    </section>
  );
}
