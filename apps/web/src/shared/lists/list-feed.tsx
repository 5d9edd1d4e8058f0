import './lists.css';
import { texts } from '@school/contracts';
import { Skeleton } from 'primereact/skeleton';
import type { CSSProperties, ReactNode } from 'react';
import { usePhoneWidth } from '../lib/use-phone-width';
import type { EmptyStateProps } from './empty-state';
import { ListHeading } from './list-heading';
import { ListPaginator, type ListRequest, NoRows, type Row } from './list-parts';
import { ListSearch, type ListSearchOptions } from './list-search';
import { ListToolbar } from './list-toolbar';
import { SavedViews } from './saved-views';
import type { ListController } from './use-list-state';

/**
 * The list kit's card feed: what the table lists get from ListPage, for a list whose rows are cards a feature
 * draws (news, questions, broadcasts, services). The page keeps its list in the URL (useListState) and asks
 * its endpoint with TanStack Query as a table list does; the feed draws the rest the table's way:
 *
 *   const list = useListState(NEWS_URL);
 *   const news = useNews(list.query, authorId);
 *   <FeedPage list={list} request={news} texts={t} level={2}    // t: title, hint, listLabel, loadFailed
 *     search={{ placeholder: t.searchPlaceholder }} filters={<ListSwitch list={list} name="status" … />} actions={add}
 *     empty={{ icon: 'pi-megaphone', title: t.emptyTitle, hint: t.emptyHint, action: add }}
 *     renderItem={(item) => <NewsCard key={item.id} item={item} … />}>
 *     {editing !== undefined && <NewsDialog … />}
 *   </FeedPage>
 */
export type ListFeedProps<T extends Row, F extends string> = {
  /** The URL-backed list state (useListState); UNPAGED_LIST for a short list shown whole. */
  list: ListController<F>;
  items: T[] | undefined;
  total: number | undefined;
  /** Failed and nothing to show: the error with «Повторить» instead of skeleton cards forever. */
  request: ListRequest;
  /** The list's accessible name. */
  label: string;
  /** One card: an `<li>` with its `key`. */
  renderItem: (item: T) => ReactNode;
  /** What the feed says while it has nothing (a search or filter says «Ничего не найдено» instead). */
  empty: EmptyStateProps;
  /** «Ничего не найдено» instead of `empty`; unless told, while a search or filter is set. */
  filtered?: boolean;
  /** What failed («Не удалось загрузить новости»); unless told, the lists' own words. */
  failedTitle?: string;
  /** false: the list is shown whole (no paginator). */
  paginator?: boolean;
  /** Cards one under another (news, questions), or side by side in columns at least `columnWidth` wide. */
  layout?: 'list' | 'grid';
  columnWidth?: string;
};

const SKELETON_CARDS = [0, 1, 2];

/**
 * The cards of one page, or what stands instead: three skeleton cards while the first page loads, the error
 * with «Повторить» when it failed (the query client has toasted why), the empty state or «Ничего не найдено»
 * with «Сбросить фильтры»; the paginator below (its page and size in the URL), a phone's compact one there.
 */
export function ListFeed<T extends Row, F extends string>(props: ListFeedProps<T, F>) {
  const { list, items, total = 0, request, label, renderItem, layout = 'list', paginator = true } = props;
  const phone = usePhoneWidth();
  const failed = items === undefined && request.isError && !request.isFetching;
  const className = `app-feed app-feed--${layout}`;
  const style = props.columnWidth ? ({ '--app-feed-column': props.columnWidth } as CSSProperties) : undefined;
  // A feed waits for whose it is (the profile's person) before it asks: skeleton cards meanwhile too.
  if (items === undefined && !failed) {
    return (
      <ul className={className} style={style} aria-busy="true" aria-label={texts.common.loading}>
        {SKELETON_CARDS.map((key) => (
          <li key={key} className="app-feed__skeleton">
            <Skeleton height="6rem" />
            <Skeleton width="60%" height="1.25rem" />
            <Skeleton width="35%" />
            <Skeleton height="2.5rem" />
          </li>
        ))}
      </ul>
    );
  }
  if (items === undefined || items.length === 0) {
    return (
      <NoRows
        list={list}
        failed={failed}
        onRetry={request.refetch}
        empty={props.empty}
        failedTitle={props.failedTitle}
        filtered={props.filtered}
      />
    );
  }
  return (
    <>
      <ul className={className} style={style} aria-label={label} aria-busy={request.isFetching}>
        {items.map(renderItem)}
      </ul>
      {paginator && total > 0 && <ListPaginator list={list} total={total} compact={phone} />}
    </>
  );
}

/** A feed's words, as its dictionary names them (`texts.news`, `texts.questions`, …). */
export type FeedTexts = {
  title: string;
  hint?: string;
  /** The list's accessible name. */
  listLabel: string;
  /** What failed («Не удалось загрузить новости»); unless told, the lists' own words. */
  loadFailed?: string;
};

type FeedPageProps<T extends Row, F extends string> = Omit<
  ListFeedProps<T, F>,
  'items' | 'total' | 'label' | 'failedTitle'
> & {
  /** The list's `useQuery` result: one page of the endpoint. */
  request: ListRequest & { data?: { items: T[]; total: number } };
  texts: FeedTexts;
  /** 2 for a profile's tab (the profile has the h1). */
  level?: 1 | 2;
  /** Create and the like, right of the title. */
  actions?: ReactNode;
  /** The search box's placeholder; none: the feed has no search. */
  search?: Pick<ListSearchOptions, 'placeholder'>;
  /** The switches and dropdowns beside the search (in a drawer on a phone). */
  filters?: ReactNode;
  /**
   * false: the filters pick a view rather than narrow it (broadcasts' upcoming / past), so the toolbar has no
   * «Сбросить фильтры» and a phone's «Фильтры» button counts none.
   */
  resets?: boolean;
  /** Dialogs the page opens. */
  children?: ReactNode;
};

/** A card feed's page: its card with the toolbar (title, actions, search, filters) and the feed. */
export function FeedPage<T extends Row, F extends string>(props: FeedPageProps<T, F>) {
  const { list, request, texts: words, level = 1, actions, search, filters, resets = true, children } = props;
  return (
    <section className="card">
      <ListToolbar
        title={<ListHeading title={words.title} hint={words.hint} level={level} />}
        actions={actions}
        views={<SavedViews list={list} />}
        search={search && <ListSearch list={list} {...search} />}
        filters={filters}
        list={resets ? list : undefined}
      />
      <ListFeed
        {...props}
        items={request.data?.items}
        total={request.data?.total}
        label={words.listLabel}
        failedTitle={words.loadFailed}
      />
      {children}
    </section>
  );
}
