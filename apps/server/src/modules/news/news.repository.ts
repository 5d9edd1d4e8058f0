import { eq } from 'drizzle-orm';
import { type NewsRow, news } from '../../db/schema/news.table';
import { staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';
import { type NewsView, newsList } from './news.list';

export type NewNews = typeof news.$inferInsert;

/** One item the way the feed shows it (after a create or an edit). */
export async function findNewsView(db: Db, id: number): Promise<NewsView | undefined> {
  const [found] = await newsList.select(db).where(eq(news.id, id));
  return found as NewsView | undefined;
}

export async function findNewsById(db: Db, id: number, forUpdate = false): Promise<NewsRow | undefined> {
  const query = db.select().from(news).where(eq(news.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function staffExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: staff.id }).from(staff).where(eq(staff.id, id));
  return row !== undefined;
}

export async function insertNews(db: Db, values: NewNews): Promise<NewsRow> {
  const [row] = await db.insert(news).values(values).returning();
  if (!row) throw new Error('insert into news returned nothing');
  return row;
}

export async function updateNews(db: Db, id: number, patch: Partial<NewNews>): Promise<void> {
  await db
    .update(news)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(news.id, id));
}

export async function deleteNews(db: Db, id: number): Promise<void> {
  await db.delete(news).where(eq(news.id, id));
}
