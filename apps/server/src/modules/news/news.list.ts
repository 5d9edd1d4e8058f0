import type { NewsListQuery } from '@school/contracts';
import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { files } from '../../db/schema/files.table';
import { type NewsRow, news } from '../../db/schema/news.table';
import { staff } from '../../db/schema/staff.table';
import { defineList } from '../../lists';

const coverFiles = alias(files, 'news_cover');
const avatarFiles = alias(files, 'news_author_avatar');

/** A row of the feed as the query returns it; news.mapper.ts turns it into the API's NewsItem. */
export type NewsView = {
  row: NewsRow;
  cover: { id: number; urlKey: string; originalName: string } | null;
  author: { id: number; firstName: string; lastName: string } | null;
  avatar: { urlKey: string; originalName: string } | null;
};

/** The list's query plus the moment that splits published from scheduled (the app's clock, so tests may fake it). */
export type NewsListFilter = NewsListQuery & { now: Date };

/**
 * `GET /api/news`: a small list (offset pages, exact total), newest publication first, searched by title
 * (`lower(title) like`, which the trigram index `news_search_idx` serves).
 */
export const newsList = defineList<NewsListFilter, NewsView>({
  name: 'news',
  table: news,
  id: news.id,
  columns: {
    row: news,
    cover: { id: coverFiles.id, urlKey: coverFiles.urlKey, originalName: coverFiles.originalName },
    author: { id: staff.id, firstName: staff.firstName, lastName: staff.lastName },
    avatar: { urlKey: avatarFiles.urlKey, originalName: avatarFiles.originalName },
  },
  join: (query: PgSelect) =>
    query
      .leftJoin(coverFiles, eq(news.coverFileId, coverFiles.id))
      .leftJoin(staff, eq(news.staffId, staff.id))
      .leftJoin(avatarFiles, eq(staff.avatarFileId, avatarFiles.id)),
  sorts: {
    publishedAt: news.publishedAt,
    title: sql`lower(${news.title})`,
    createdAt: news.createdAt,
  },
  defaultSort: { field: 'publishedAt', order: -1 },
  // The global search: the title and the author.
  palette: {
    columns: { id: news.id, title: news.title, firstName: staff.firstName, lastName: staff.lastName },
    join: (query: PgSelect) => query.leftJoin(staff, eq(news.staffId, staff.id)),
  },
  search: {
    words: (text) => [text.toLowerCase()],
    match: (pattern) => sql`lower(${news.title}) like ${pattern}`,
  },
  filter: {
    parts: (query) => ({
      shape: { status: query.status },
      values: { adminId: query.adminId, now: query.now.toISOString() },
    }),
    conditions: ({ shape, values }, bind) => {
      const conditions: SQL[] = [];
      if (values.adminId !== undefined) {
        conditions.push(sql`${news.staffId} = ${bind('adminId', values.adminId)}`);
      }
      if (shape.status === 'published') {
        conditions.push(sql`${news.publishedAt} <= ${bind('now', values.now)}::timestamptz`);
      } else if (shape.status === 'scheduled') {
        conditions.push(sql`${news.publishedAt} > ${bind('now', values.now)}::timestamptz`);
      }
      return conditions;
    },
  },
});
