import type { ContentSection } from '@school/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type TagRow, tags } from '../../db/schema/tags.table';
import type { Db } from '../../db/types';

const tagColumns = { id: tags.id, header: tags.header, color: tags.color };
export type TagView = { id: number; header: string; color: string };

/** A section's tags by header, case-insensitively (what the box and the FAQ picker show). */
export async function listTagsOfSection(db: Db, type: ContentSection): Promise<TagView[]> {
  return db
    .select(tagColumns)
    .from(tags)
    .where(eq(tags.type, type))
    .orderBy(asc(sql`lower(${tags.header})`), asc(tags.id));
}

export async function findTagByHeader(
  db: Db,
  type: ContentSection,
  header: string,
): Promise<TagView | undefined> {
  const [row] = await db
    .select(tagColumns)
    .from(tags)
    .where(and(eq(tags.type, type), eq(sql`lower(${tags.header})`, header.toLowerCase())));
  return row;
}

export async function insertTag(
  db: Db,
  values: { type: ContentSection; header: string; color: string; createdBy: number | null },
): Promise<TagRow> {
  const [row] = await db.insert(tags).values(values).returning();
  if (!row) throw new Error('insert into tags returned nothing');
  return row;
}

/** Which of `ids` are tags of the section. */
export async function tagIdsOfSection(
  db: Db,
  type: ContentSection,
  ids: readonly number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.type, type), inArray(tags.id, [...ids])));
  return rows.map((row) => row.id);
}
