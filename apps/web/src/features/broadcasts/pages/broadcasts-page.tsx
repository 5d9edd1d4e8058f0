import '../broadcasts.css';
import { type Broadcast, texts } from '@school/contracts';
import { broadcastsTexts } from '@school/contracts/texts/broadcasts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { FeedPage } from '@/shared/lists/list-feed';
import { ListSwitch } from '@/shared/lists/list-switch';
import type { ListConfig } from '@/shared/lists/list-url';
import { useListState } from '@/shared/lists/use-list-state';
import { currentUserQuery } from '@/shared/session/current-user';
import { useProfileStaffId } from '@/shared/session/use-profile-staff-id';
import { showUndo } from '@/shared/toast/toast-store';
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
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(undefined);
  const items = broadcasts.data?.items;
  const now = new Date();
  const add = <Button icon="pi pi-plus" label={t.create} onClick={() => setEditing(null)} />;

  const onDelete = (broadcast: Broadcast) =>
    confirmAction({
      message: t.deleteConfirm(broadcast.title),
      onAccept: () =>
        remove.mutate(broadcast.id, {
          onSuccess: ({ undo }) =>
            showUndo(texts.notices.broadcastDeleted, undo, () =>
              queryClient.invalidateQueries({ queryKey: queryKeys.broadcasts.all }),
            ),
        }),
    });

  return (
    <FeedPage
      list={list}
      request={broadcasts}
      texts={t}
      level={2}
      layout="grid"
      columnWidth="18rem"
      filters={
        <ListSwitch list={list} name="when" label={t.whenLabel} options={WHEN_OPTIONS} byDefault="upcoming" />
      }
      // Upcoming or past is which broadcasts, not a narrowing of them.
      resets={false}
      filtered={false}
      actions={items && !(items.length === 0 && when === 'upcoming') ? add : undefined}
      empty={
        when === 'upcoming'
          ? { icon: 'pi-video', title: t.emptyUpcomingTitle, hint: t.emptyUpcomingHint, action: add }
          : { icon: 'pi-history', title: t.emptyPastTitle, hint: t.emptyPastHint }
      }
      renderItem={(broadcast) => (
        <BroadcastCard
          key={broadcast.id}
          broadcast={broadcast}
          now={now}
          onEdit={() => setEditing(broadcast)}
          onDelete={() => onDelete(broadcast)}
          deleting={remove.isPending && remove.variables === broadcast.id}
        />
      )}
    >
      {editing !== undefined && (
        <BroadcastDialog
          broadcast={editing}
          adminId={staffId}
          courses={courses}
          onClose={() => setEditing(undefined)}
        />
      )}
    </FeedPage>
  );
}
