import '../news.css';
import { isAdminRole, type NewsItem, texts } from '@school/contracts';
import { newsTexts } from '@school/contracts/texts/news';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { lazy, Suspense, useState } from 'react';
import { queryKeys } from '@/shared/api/query-keys';
import { FeedPage } from '@/shared/lists/list-feed';
import { ListSwitch } from '@/shared/lists/list-switch';
import { useListState } from '@/shared/lists/use-list-state';
import { currentUserQuery } from '@/shared/session/current-user';
import { useProfileStaffId } from '@/shared/session/use-profile-staff-id';
import { showUndo } from '@/shared/toast/toast-store';
import { confirmAction } from '@/shared/ui/confirm-action';
import { NewsCard } from '../components/news-card';
import { NEWS_URL, scopeOf, scopeOptions, statusOf, statusOptions } from '../lib/news-url';
import { useDeleteNews, useNews } from '../news.api';

const t = newsTexts.news;

// The editor brings Quill (~200 KiB): fetched when a dialog first opens, not with the feed.
const NewsDialog = lazy(() =>
  import('../components/news-dialog').then((module) => ({ default: module.NewsDialog })),
);

/** undefined: closed; null: adding; an item: editing it. */
type Editing = NewsItem | null | undefined;

/**
 * The «Лента» tab. On /profile it is the school's feed — everyone's news, «Мои» narrows it to one's own;
 * on /admins/{id} it is that person's news, and what an admin adds there is written in their name.
 * Scheduled items (published later) are shown to staff with their date. Edit and delete appear where the
 * server allows them: on one's own items, and on every item for admins.
 */
export function NewsFeedPage() {
  const { staffId, own } = useProfileStaffId();
  const me = useQuery(currentUserQuery());
  const list = useListState(NEWS_URL);
  const status = statusOf(list.filters.status);
  const scope = scopeOf(list.filters.author);
  const authorId = own ? (scope === 'mine' ? me.data?.id : undefined) : staffId;
  const news = useNews(list.query, authorId, authorId !== undefined || (own && scope === 'all'));
  const remove = useDeleteNews();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Editing>(undefined);
  const items = news.data?.items;
  const admin = me.data ? isAdminRole(me.data.role) : false;
  const canManage = (item: NewsItem) => admin || (me.data !== undefined && item.adminId === me.data.id);
  const add = <Button icon="pi pi-plus" label={t.create} onClick={() => setEditing(null)} />;
  // Someone else's profile: only an admin may write there (in that person's name).
  const mayAdd = own || admin;

  const onDelete = (item: NewsItem) =>
    confirmAction({
      message: t.deleteConfirm(item.title),
      onAccept: () =>
        remove.mutate(item.id, {
          onSuccess: ({ undo }) =>
            showUndo(texts.notices.newsDeleted, undo, () =>
              queryClient.invalidateQueries({ queryKey: queryKeys.news.all }),
            ),
        }),
    });

  const filters = (
    <>
      {own && (
        <ListSwitch
          list={list}
          name="author"
          label={t.scopeFilter}
          options={scopeOptions}
          byDefault="all"
          className="app-news-switch"
        />
      )}
      <ListSwitch
        list={list}
        name="status"
        label={t.statusFilter}
        options={statusOptions}
        byDefault="all"
        className="app-news-switch"
      />
    </>
  );

  return (
    <FeedPage
      list={list}
      request={news}
      texts={{ ...t, hint: own ? t.hint : t.hintPerson }}
      level={2}
      actions={mayAdd && items && items.length > 0 ? add : undefined}
      search={{ placeholder: t.searchPlaceholder }}
      filters={filters}
      // «Мои» alone is whose feed, not a narrowing: empty, it invites the first news item.
      filtered={list.search !== '' || status !== 'all'}
      empty={{
        icon: 'pi-megaphone',
        title: t.emptyTitle,
        hint: own ? t.emptyHint : t.emptyPersonHint,
        action: mayAdd ? add : undefined,
      }}
      renderItem={(item) => (
        <NewsCard
          key={item.id}
          item={item}
          canManage={canManage(item)}
          deleting={remove.isPending && remove.variables === item.id}
          onEdit={() => setEditing(item)}
          onDelete={() => onDelete(item)}
        />
      )}
    >
      {editing !== undefined && (
        <Suspense fallback={null}>
          <NewsDialog
            item={editing}
            adminId={own ? undefined : staffId}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
    </FeedPage>
  );
}
