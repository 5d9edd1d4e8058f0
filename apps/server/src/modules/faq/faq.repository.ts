import type { ContentSection, Tag } from '@school/contracts';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import { type FaqItemRow, faqItems, faqItemTags } from '../../db/schema/faq-items.table';
import { tags } from '../../db/schema/tags.table';
import type { Db } from '../../db/types';

export async function listFaqRows(db: Db, section: ContentSection): Promise<FaqItemRow[]> {
  return db
    .select()
    .from(faqItems)
    .where(eq(faqItems.section, section))
    .orderBy(asc(faqItems.position), asc(faqItems.id));
}

/** The tags of each item, by header. */
export async function tagsOfFaqItems(db: Db, ids: readonly number[]): Promise<Map<number, Tag[]>> {
  const byItem = new Map<number, Tag[]>();
  if (ids.length === 0) return byItem;
  const rows = await db
    .select({ faqItemId: faqItemTags.faqItemId, id: tags.id, header: tags.header, color: tags.color })
    .from(faqItemTags)
    .innerJoin(tags, eq(tags.id, faqItemTags.tagId))
    .where(inArray(faqItemTags.faqItemId, [...ids]))
    .orderBy(asc(sql`lower(${tags.header})`), asc(tags.id));
  for (const { faqItemId, ...tag } of rows) {
    const list = byItem.get(faqItemId) ?? [];
    list.push(tag);
    byItem.set(faqItemId, list);
  }
  return byItem;
}

export async function findFaqRow(
  db: Db,
  section: ContentSection,
  id: number,
): Promise<FaqItemRow | undefined> {
  const [row] = await db
    .select()
    .from(faqItems)
    .where(and(eq(faqItems.section, section), eq(faqItems.id, id)));
  return row;
}

export async function findFaqRowForUpdate(
  db: Db,
  section: ContentSection,
  id: number,
): Promise<FaqItemRow | undefined> {
  const [row] = await db
    .select()
    .from(faqItems)
    .where(and(eq(faqItems.section, section), eq(faqItems.id, id)))
    .for('update');
  return row;
}

/** The section's item ids, rows locked, so a reorder and a create or delete do not interleave. */
export async function lockFaqIds(db: Db, section: ContentSection): Promise<number[]> {
  const rows = await db
    .select({ id: faqItems.id })
    .from(faqItems)
    .where(eq(faqItems.section, section))
    .orderBy(asc(faqItems.position), asc(faqItems.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function nextFaqPosition(db: Db, section: ContentSection): Promise<number> {
  const [row] = await db
    .select({ last: max(faqItems.position) })
    .from(faqItems)
    .where(eq(faqItems.section, section));
  return (row?.last ?? -1) + 1;
}

export async function insertFaqRow(
  db: Db,
  values: { section: ContentSection; question: string; answer: string; position: number },
): Promise<FaqItemRow> {
  const [row] = await db.insert(faqItems).values(values).returning();
  if (!row) throw new Error('insert into faq_items returned nothing');
  return row;
}

export async function updateFaqRow(
  db: Db,
  id: number,
  patch: { question?: string; answer?: string },
): Promise<void> {
  await db
    .update(faqItems)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(faqItems.id, id));
}

export async function tagIdsOfFaqItem(db: Db, id: number): Promise<number[]> {
  const rows = await db
    .select({ tagId: faqItemTags.tagId })
    .from(faqItemTags)
    .where(eq(faqItemTags.faqItemId, id))
    .orderBy(asc(faqItemTags.tagId));
  return rows.map((row) => row.tagId);
}

export async function replaceFaqItemTags(db: Db, id: number, tagIds: readonly number[]): Promise<void> {
  await db.delete(faqItemTags).where(eq(faqItemTags.faqItemId, id));
  if (tagIds.length > 0)
    await db.insert(faqItemTags).values(tagIds.map((tagId) => ({ faqItemId: id, tagId })));
}

export async function deleteFaqRow(db: Db, id: number): Promise<void> {
  await db.delete(faqItems).where(eq(faqItems.id, id));
}

/** Positions 0, 1, 2 … in the order of `ids` (one statement). */
export async function setFaqOrder(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}::int`),
    sql`, `,
  );
  await db.execute(sql`
    update ${faqItems} set position = o.ord - 1, updated_at = now()
    from unnest(array[${list}]) with ordinality as o(id, ord)
    where ${faqItems.id} = o.id`);
}
