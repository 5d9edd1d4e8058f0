import '../broadcasts.css';
import { type Broadcast, texts } from '@school/contracts';
import { broadcastsTexts } from '@school/contracts/texts/broadcasts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Paginator } from 'primereact/paginator';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { type ReactNode, useState } from 'react';
import { EmptyState, LoadFailedState } from '@/shared/lists/empty-state';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import type { ListConfig } from '@/shared/lists/list-url';
import { useListState } from '@/shared/lists/use-list-state';
import { currentUserQuery } from '@/shared/session/current-user';
import { useProfileStaffId } from '@/shared/session/use-profile-staff-id';
import { showSuccess } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { useBroadcastCourses, useBroadcasts, useDeleteBroadcast } from '../broadcasts.api';
import { BroadcastCard } from '../components/broadcast-card';
import { BroadcastDialog } from '../components/broadcast-dialog';

const t = broadcastsTexts.broadcasts;

/** The tab's URL: `when=past` (upcoming is the default and leaves no trace) and the page. */
const BROADCASTS_URL: ListConfig<'when'> = { filters: ['when'] };
const WHEN_OPTIONS = (['upcoming', 'past'] as const).map((value) => ({ value, label: t.when[value] }));

/** undefined: closed; null: scheduling a new one; a broadcast: editing it. */
type Editing = Broadcast | null | undefined;

function BroadcastCardsSkeleton() {
  return (
    <ul className="app-broadcast-grid" aria-busy="true" aria-label={texts.common.loading}>
      {[0, 1, 2].map((key) => (
        <li key={key} className="app-broadcast-card">
          <Skeleton height="9rem" />
          <div className="app-broadcast-card__body">
            <Skeleton width="70%" height="1.25rem" />
            <Skeleton width="50%" />
            <Skeleton height="3rem" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Whose courses the picker offers: see useBroadcastCourses. */
function useCourseChoices(own: boolean, staffId: number | undefined) {
  const me = useQuery({ ...currentUserQuery(), enabled: own });
  const admin = me.data?.role === 'admin' || me.data?.role === 'super-admin';
  const scope =
    !own && staffId !== undefined
      ? { kind: 'of' as const, staffId }
      : { kind: admin ? ('all' as const) : ('my' as const) };
  return useBroadcastCourses(scope).data ?? [];
}

/**
 * The «Трансляции» tab of /profile (one's own) and /admins/{id} (an admin managing that person's): the
 * upcoming broadcasts soonest first or the past ones newest first (the switch lives in the URL), schedule
 * and edit in a dialog, delete after a question. The server allows exactly these: the author and admins.
 */
export function BroadcastsPage() {
  const { staffId, own } = useProfileStaffId();
  const list = useListState(BROADCASTS_URL);
  const when = list.filters.when === 'past' ? 'past' : 'upcoming';
  const broadcasts = useBroadcasts(
    staffId === undefined ? undefined : { adminId: staffId, when, skip: list.first, take: list.rows },
  );
  const courses = useCourseChoices(own, staffId);
  const remove = useDeleteBroadcast();
  const [editing, setEditing] = useState<Editing>(undefined);
  const items = broadcasts.data?.items;
  const total = broadcasts.data?.total ?? 0;
  const now = new Date();
  const add = <Button icon="pi pi-plus" label={t.create} onClick={() => setEditing(null)} />;

  const onDelete = (broadcast: Broadcast) =>
    confirmAction({
      message: t.deleteConfirm(broadcast.title),
      onAccept: () =>
        remove.mutate(broadcast.id, { onSuccess: () => showSuccess(texts.notices.broadcastDeleted) }),
    });

  let body: ReactNode;
  if (broadcasts.isError && !items) {
    body = <LoadFailedState title={t.loadFailed} onRetry={broadcasts.refetch} />;
  } else if (!items) {
    body = <BroadcastCardsSkeleton />;
  } else if (items.length === 0) {
    body =
      when === 'upcoming' ? (
        <EmptyState icon="pi-video" title={t.emptyUpcomingTitle} hint={t.emptyUpcomingHint} action={add} />
      ) : (
        <EmptyState icon="pi-history" title={t.emptyPastTitle} hint={t.emptyPastHint} />
      );
  } else {
    body = (
      <>
        <ul className="app-broadcast-grid" aria-label={t.listLabel} aria-busy={broadcasts.isFetching}>
          {items.map((broadcast) => (
            <BroadcastCard
              key={broadcast.id}
              broadcast={broadcast}
              now={now}
              onEdit={() => setEditing(broadcast)}
              onDelete={() => onDelete(broadcast)}
              deleting={remove.isPending && remove.variables === broadcast.id}
            />
          ))}
        </ul>
        {total > list.rows && (
          <Paginator
            first={list.first}
            rows={list.rows}
            totalRecords={total}
            onPageChange={(event) => list.setPage(event.first, event.rows)}
            template="FirstPageLink PrevPageLink PageLinks NextPageLink LastPageLink CurrentPageReport"
            currentPageReportTemplate={texts.lists.pageReport}
          />
        )}
      </>
    );
  }

  return (
    <section className="card">
      <ListToolbar
        title={
          <>
            <h2 className="app-card-title">{t.title}</h2>
            <p className="app-card-hint mb-0">{t.hint}</p>
          </>
        }
        filters={
          <SelectButton
            value={when}
            options={WHEN_OPTIONS}
            onChange={(event) =>
              // Clicking the chosen one again gives null: stay on it.
              event.value && list.setFilter('when', event.value === 'past' ? 'past' : null)
            }
            aria-label={t.whenLabel}
            allowEmpty={false}
          />
        }
        actions={items && !(items.length === 0 && when === 'upcoming') ? add : undefined}
      />
      {body}
      {editing !== undefined && (
        <BroadcastDialog
          broadcast={editing}
          adminId={staffId}
          courses={courses}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
