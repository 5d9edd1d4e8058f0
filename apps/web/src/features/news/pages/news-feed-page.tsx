import '../news.css';
import { isAdminRole, type NewsItem, texts } from '@school/contracts';
import { newsTexts } from '@school/contracts/texts/news';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Paginator } from 'primereact/paginator';
import { SelectButton } from 'primereact/selectbutton';
import { Skeleton } from 'primereact/skeleton';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { EmptyState, LoadFailedState } from '@/shared/lists/empty-state';
import { ListSearch } from '@/shared/lists/list-search';
import { ListToolbar } from '@/shared/lists/list-toolbar';
import { useListState } from '@/shared/lists/use-list-state';
import { currentUserQuery } from '@/shared/session/current-user';
import { useProfileStaffId } from '@/shared/session/use-profile-staff-id';
import { showSuccess } from '@/shared/toast/toast-store';
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

function NewsCardsSkeleton() {
  return (
    <ul className="app-news-list" aria-busy="true" aria-label={texts.common.loading}>
      {[0, 1, 2].map((key) => (
        <li key={key} className="app-news-card">
          <Skeleton className="app-news-card__cover" height="8rem" />
          <div className="app-news-card__body">
            <Skeleton width="60%" height="1.25rem" />
            <Skeleton width="35%" />
            <Skeleton height="3rem" />
          </div>
        </li>
      ))}
    </ul>
  );
}

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
  const [editing, setEditing] = useState<Editing>(undefined);
  const items = news.data?.items;
  const total = news.data?.total ?? 0;
  const admin = me.data ? isAdminRole(me.data.role) : false;
  const canManage = (item: NewsItem) => admin || (me.data !== undefined && item.adminId === me.data.id);
  const add = <Button icon="pi pi-plus" label={t.create} onClick={() => setEditing(null)} />;
  // Someone else's profile: only an admin may write there (in that person's name).
  const mayAdd = own || admin;

  const onDelete = (item: NewsItem) =>
    confirmAction({
      message: t.deleteConfirm(item.title),
      onAccept: () => remove.mutate(item.id, { onSuccess: () => showSuccess(texts.notices.newsDeleted) }),
    });

  let body: ReactNode;
  if (news.isError && !items) {
    body = <LoadFailedState title={t.loadFailed} onRetry={news.refetch} />;
  } else if (!items) {
    body = <NewsCardsSkeleton />;
  } else if (items.length === 0 && (list.search !== '' || status !== 'all')) {
    body = (
      <EmptyState
        icon="pi-search"
        title={texts.lists.nothingFound}
        hint={texts.lists.nothingFoundHint}
        action={<Button label={texts.lists.resetFilters} text onClick={list.resetFilters} />}
      />
    );
  } else if (items.length === 0) {
    body = (
      <EmptyState
        icon="pi-megaphone"
        title={t.emptyTitle}
        hint={own ? t.emptyHint : t.emptyPersonHint}
        action={mayAdd ? add : undefined}
      />
    );
  } else {
    body = (
      <>
        <ul className="app-news-list" aria-label={t.listLabel} aria-busy={news.isFetching}>
          {items.map((item) => (
            <NewsCard
              key={item.id}
              item={item}
              canManage={canManage(item)}
              deleting={remove.isPending && remove.variables === item.id}
              onEdit={() => setEditing(item)}
              onDelete={() => onDelete(item)}
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
            <p className="app-card-hint mb-0">{own ? t.hint : t.hintPerson}</p>
          </>
        }
        actions={mayAdd && items && items.length > 0 ? add : undefined}
        search={<ListSearch list={list} placeholder={t.searchPlaceholder} />}
        filters={
          <>
            {own && (
              <SelectButton
                value={scope}
                options={scopeOptions}
                onChange={(event) =>
                  // Clicking the chosen one again gives null: stay on it.
                  event.value && list.setFilter('author', event.value === 'all' ? null : event.value)
                }
                aria-label={t.scopeFilter}
                allowEmpty={false}
                className="app-news-switch"
              />
            )}
            <SelectButton
              value={status}
              options={statusOptions}
              onChange={(event) =>
                event.value && list.setFilter('status', event.value === 'all' ? null : event.value)
              }
              aria-label={t.statusFilter}
              allowEmpty={false}
              className="app-news-switch"
            />
          </>
        }
        list={list}
      />
      {body}
      {editing !== undefined && (
        <Suspense fallback={null}>
          <NewsDialog
            item={editing}
            adminId={own ? undefined : staffId}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
    </section>
  );
}
