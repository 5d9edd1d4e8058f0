import {
  isAdminRole,
  type ListResponse,
  NEWS_CONTENT_MAX,
  NEWS_MESSAGES,
  type NewsCreateBody,
  type NewsDeleteResponse,
  type NewsItem,
  type NewsListQuery,
  type NewsUpdateBody,
  type Role,
} from '@school/contracts';
import type { Db } from '../../db/types';
import { badRequest, forbidden, notFound } from '../../http-errors';
import { sanitizeRichHtml } from '../../rich-text';
import { audit, diff } from '../audit';
import { assertStoredFile } from '../files';
import { allowUndo, offerDeleteUndo } from '../undo';
import { newsList } from './news.list';
import { toNewsDto } from './news.mapper';
import {
  deleteNews,
  findNewsById,
  findNewsView,
  insertNews,
  type NewNews,
  staffExists,
  updateNews,
} from './news.repository';

/** Who calls: an author edits only their own news, an admin anyone's. */
export interface Caller {
  id: number;
  role: Role;
}

const NEWS_NOT_FOUND = 'Новость не найдена';
const STAFF_NOT_FOUND = 'Сотрудник не найден';

function assertMayManage(caller: Caller, authorId: number | null): void {
  if (!isAdminRole(caller.role) && authorId !== caller.id) throw forbidden();
}

/** Sanitised HTML, whose stored length the contract caps (the request's own cap leaves room for markup). */
function cleanContent(html: string): string {
  const clean = sanitizeRichHtml(html);
  if (clean.length > NEWS_CONTENT_MAX) throw badRequest(NEWS_MESSAGES.contentTooLong, 'contentHtml');
  return clean;
}

/** Audit keeps the size of rich text, not the text itself. */
const contentSize = (html: string) => `${html.length} chars`;

/** The whole feed is the school's back office: every staff member reads it, scheduled items included. */
export async function listNews(db: Db, query: NewsListQuery, now: Date): Promise<ListResponse<NewsItem>> {
  const { items, total } = await newsList.page(db, { ...query, now });
  return { items: items.map((view) => toNewsDto(view, now)), total };
}

/** The global search's «Новости»: `listNews`' first rows and total, narrow (news.list.ts, `palette`). */
export function searchNews(db: Db, query: NewsListQuery, now: Date, take: number) {
  return newsList.palettePage<{
    id: number;
    title: string;
    firstName: string | null;
    lastName: string | null;
  }>(db, { ...query, now }, take);
}

async function getNews(db: Db, id: number, now: Date): Promise<NewsItem> {
  const found = await findNewsView(db, id);
  if (!found) throw notFound(NEWS_NOT_FOUND);
  return toNewsDto(found, now);
}

export async function createNews(
  db: Db,
  caller: Caller,
  adminId: number | undefined,
  body: NewsCreateBody,
  now: Date,
): Promise<NewsItem> {
  const authorId = adminId ?? caller.id;
  assertMayManage(caller, authorId);
  const contentHtml = cleanContent(body.contentHtml);
  const id = await db.transaction(async (tx) => {
    if (!(await staffExists(tx, authorId))) throw badRequest(STAFF_NOT_FOUND, 'adminId');
    if (body.coverFileId != null) await assertStoredFile(tx, body.coverFileId, 'image', 'coverFileId');
    const row = await insertNews(tx, {
      staffId: authorId,
      title: body.title,
      contentHtml,
      coverFileId: body.coverFileId ?? null,
      publishedAt: body.publishedAt ? new Date(body.publishedAt) : now,
    });
    await audit.created(tx, caller.id, 'news', row.id, {
      staffId: row.staffId,
      title: row.title,
      contentHtml: contentSize(row.contentHtml),
      coverFileId: row.coverFileId,
      publishedAt: row.publishedAt.toISOString(),
    });
    return row.id;
  });
  return getNews(db, id, now);
}

export async function changeNews(
  db: Db,
  caller: Caller,
  id: number,
  body: NewsUpdateBody,
  now: Date,
): Promise<NewsItem> {
  await db.transaction(async (tx) => {
    const before = await findNewsById(tx, id, true);
    if (!before) throw notFound(NEWS_NOT_FOUND);
    assertMayManage(caller, before.staffId);
    if (body.coverFileId != null) await assertStoredFile(tx, body.coverFileId, 'image', 'coverFileId');
    const patch: Partial<NewNews> = {
      title: body.title,
      contentHtml: body.contentHtml === undefined ? undefined : cleanContent(body.contentHtml),
      coverFileId: body.coverFileId,
      publishedAt: body.publishedAt === undefined ? undefined : new Date(body.publishedAt),
    };
    // Dates differ as objects: the same moment is no change.
    if (patch.publishedAt?.getTime() === before.publishedAt.getTime()) patch.publishedAt = undefined;
    const changes: Record<string, { from: unknown; to: unknown }> = diff(before, patch);
    if (changes.contentHtml && patch.contentHtml !== undefined) {
      changes.contentHtml = { from: contentSize(before.contentHtml), to: contentSize(patch.contentHtml) };
    }
    if (Object.keys(changes).length === 0) return;
    await updateNews(tx, id, patch);
    await audit.updated(tx, caller.id, 'news', id, changes);
  });
  return getNews(db, id, now);
}

const NEWS_UNDO = [{ table: 'news', column: 'id' }] as const;
allowUndo(NEWS_UNDO);

/** Deletes an item and offers its «Отменить»: the item comes back with its id, text and cover. */
export async function removeNews(db: Db, caller: Caller, id: number): Promise<NewsDeleteResponse> {
  const undo = await db.transaction(async (tx) => {
    const before = await findNewsById(tx, id, true);
    if (!before) throw notFound(NEWS_NOT_FOUND);
    assertMayManage(caller, before.staffId);
    const offer = await offerDeleteUndo(tx, {
      staffId: caller.id,
      action: 'news.delete',
      entity: 'news',
      ids: [id],
      tables: NEWS_UNDO,
      trash: { title: before.title, link: '/profile/feed' },
    });
    await deleteNews(tx, id);
    await audit.removed(tx, caller.id, 'news', id, { staffId: before.staffId, title: before.title });
    return offer;
  });
  return { id, undo };
}
