import type { SiteSection } from '@school/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import { type FileRow, files } from '../../db/schema/files.table';
import { type SiteContentBlockRow, siteContentBlocks } from '../../db/schema/site-content-blocks.table';
import { staff } from '../../db/schema/staff.table';
import type { Db } from '../../db/types';

/** The stored blocks of a section, in key order (the version hashes them, so the order must be stable). */
export function listBlocks(db: Db, section: SiteSection): Promise<SiteContentBlockRow[]> {
  return db
    .select()
    .from(siteContentBlocks)
    .where(eq(siteContentBlocks.section, section))
    .orderBy(siteContentBlocks.key);
}

/** A block's value as SQL: drizzle would write a JS null as SQL NULL, the column wants JSON `null`. */
export const jsonValue = (value: unknown) => (value === null ? sql`'null'::jsonb` : value);

/** Writes one block (insert or replace), stamped with who saved it. */
export async function upsertBlock(
  tx: Db,
  section: SiteSection,
  key: string,
  data: unknown,
  updatedBy: number,
): Promise<void> {
  const updatedAt = new Date();
  const value = jsonValue(data);
  await tx
    .insert(siteContentBlocks)
    .values({ section, key, value, updatedBy, updatedAt })
    .onConflictDoUpdate({
      target: [siteContentBlocks.section, siteContentBlocks.key],
      set: { value, updatedBy, updatedAt },
    });
}

/** Serialises saves of one section for the rest of the transaction (the version check must not interleave). */
export async function lockSection(tx: Db, section: SiteSection): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`site-content:${section}`}))`);
}

/** The stored files the blocks name, by id. */
export async function filesByIds(db: Db, ids: readonly number[]): Promise<Map<number, FileRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(files)
    .where(inArray(files.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** «Фамилия Имя» of the staff member who saved last, or null when the account is gone. */
export async function staffName(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ firstName: staff.firstName, lastName: staff.lastName })
    .from(staff)
    .where(eq(staff.id, id));
  return row ? [row.lastName, row.firstName].filter(Boolean).join(' ') : null;
}
