import { eq, inArray } from 'drizzle-orm';
import { type FileRow, files } from '../../db/schema/files.table';
import type { Db } from '../../db/types';

export type NewFile = typeof files.$inferInsert;

export async function insertFile(tx: Db, values: NewFile): Promise<FileRow> {
  const [row] = await tx.insert(files).values(values).returning();
  if (!row) throw new Error('insert into files returned nothing');
  return row;
}

export async function findFileById(db: Db, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export function findFilesByIds(db: Db, ids: readonly number[]): Promise<FileRow[]> {
  return db
    .select()
    .from(files)
    .where(inArray(files.id, [...ids]));
}

export async function findFileByUrlKey(db: Db, urlKey: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.urlKey, urlKey));
  return row;
}
