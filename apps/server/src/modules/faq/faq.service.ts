import {
  type ContentSection,
  contentSectionPath,
  FAQ_ITEM_NOT_FOUND,
  FAQ_TAG_OF_OTHER_SECTION,
  type FaqCreateBody,
  type FaqDeleteResponse,
  type FaqItem,
  type FaqUpdateBody,
} from '@school/contracts';
import type { FaqItemRow } from '../../db/schema/faq-items.table';
import type { Db } from '../../db/types';
import { badRequest, notFound } from '../../http-errors';
import { audit, diff } from '../audit';
import { assertPermutation } from '../courses';
import { tagIdsOfSection } from '../tags';
import { allowUndo, offerDeleteUndo } from '../undo';
import {
  deleteFaqRow,
  findFaqRow,
  findFaqRowForUpdate,
  insertFaqRow,
  listFaqRows,
  lockFaqIds,
  nextFaqPosition,
  replaceFaqItemTags,
  setFaqOrder,
  tagIdsOfFaqItem,
  tagsOfFaqItems,
  updateFaqRow,
} from './faq.repository';

async function withTags(db: Db, rows: FaqItemRow[]): Promise<FaqItem[]> {
  const tags = await tagsOfFaqItems(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ id, question, answer, position }) => ({
    id,
    question,
    answer,
    position,
    tags: tags.get(id) ?? [],
  }));
}

export async function listFaq(db: Db, section: ContentSection): Promise<{ items: FaqItem[] }> {
  return { items: await withTags(db, await listFaqRows(db, section)) };
}

async function getFaqItem(db: Db, section: ContentSection, id: number): Promise<FaqItem> {
  const row = await findFaqRow(db, section, id);
  if (!row) throw notFound(FAQ_ITEM_NOT_FOUND);
  const [item] = await withTags(db, [row]);
  return item as FaqItem;
}

/** The ids once each, all of them tags of the section (400 on `tagIds` otherwise). */
async function checkedTagIds(db: Db, section: ContentSection, tagIds: readonly number[]): Promise<number[]> {
  const unique = [...new Set(tagIds)].sort((a, b) => a - b);
  const known = new Set(await tagIdsOfSection(db, section, unique));
  if (unique.some((id) => !known.has(id))) throw badRequest(FAQ_TAG_OF_OTHER_SECTION, 'tagIds');
  return unique;
}

export async function createFaqItem(
  db: Db,
  actorId: number,
  section: ContentSection,
  body: FaqCreateBody,
): Promise<FaqItem> {
  const id = await db.transaction(async (tx) => {
    const tagIds = await checkedTagIds(tx, section, body.tagIds ?? []);
    // Locking the section's items keeps two creates from taking the same last position.
    await lockFaqIds(tx, section);
    const row = await insertFaqRow(tx, {
      section,
      question: body.question,
      answer: body.answer ?? '',
      position: await nextFaqPosition(tx, section),
    });
    await replaceFaqItemTags(tx, row.id, tagIds);
    await audit.created(tx, actorId, { entity: 'faq-item', action: 'faq' }, row.id, {
      section,
      question: row.question,
      answer: row.answer,
      position: row.position,
      tagIds,
    });
    return row.id;
  });
  return getFaqItem(db, section, id);
}

export async function changeFaqItem(
  db: Db,
  actorId: number,
  section: ContentSection,
  id: number,
  body: FaqUpdateBody,
): Promise<FaqItem> {
  await db.transaction(async (tx) => {
    const before = await findFaqRowForUpdate(tx, section, id);
    if (!before) throw notFound(FAQ_ITEM_NOT_FOUND);
    const changes: Record<string, { from: unknown; to: unknown }> = diff(before, {
      question: body.question,
      answer: body.answer,
    });
    const text = { question: body.question, answer: body.answer };
    if (changes.question || changes.answer) await updateFaqRow(tx, id, text);
    if (body.tagIds !== undefined) {
      const tagIds = await checkedTagIds(tx, section, body.tagIds);
      const tagsBefore = await tagIdsOfFaqItem(tx, id);
      if (tagIds.join() !== tagsBefore.join()) {
        await replaceFaqItemTags(tx, id, tagIds);
        changes.tagIds = { from: tagsBefore, to: tagIds };
      }
    }
    await audit.updated(tx, actorId, { entity: 'faq-item', action: 'faq' }, id, changes);
  });
  return getFaqItem(db, section, id);
}

const FAQ_UNDO = [
  { table: 'faq_items', column: 'id' },
  { table: 'faq_item_tags', column: 'faq_item_id' },
] as const;
allowUndo(FAQ_UNDO);

/** Deletes a question and offers its «Отменить»: it comes back in its place with its tags. */
export async function removeFaqItem(
  db: Db,
  actorId: number,
  section: ContentSection,
  id: number,
): Promise<FaqDeleteResponse> {
  return db.transaction(async (tx) => {
    const before = await findFaqRowForUpdate(tx, section, id);
    if (!before) throw notFound(FAQ_ITEM_NOT_FOUND);
    const undo = await offerDeleteUndo(tx, {
      staffId: actorId,
      action: 'faq.delete',
      entity: 'faq-item',
      ids: [id],
      tables: FAQ_UNDO,
      trash: { title: before.question, link: contentSectionPath(section) },
    });
    await deleteFaqRow(tx, id);
    await audit.removed(tx, actorId, { entity: 'faq-item', action: 'faq' }, id, {
      section,
      question: before.question,
      answer: before.answer,
    });
    return { undo };
  });
}

/** `ids` must name every item of the section exactly once (a stale page's order would drop or invent items). */
export async function reorderFaq(
  db: Db,
  actorId: number,
  section: ContentSection,
  ids: readonly number[],
): Promise<{ items: FaqItem[] }> {
  await db.transaction(async (tx) => {
    assertPermutation(
      await lockFaqIds(tx, section),
      ids.map((id, i) => ({ id, path: `ids.${i}` })),
      { noun: 'Вопрос', scope: 'в этом разделе', missingPath: 'ids' },
    );
    await setFaqOrder(tx, ids);
    await audit.record(tx, {
      actorId,
      action: 'faq.reorder',
      entity: 'faq-item',
      entityId: null,
      changes: { section, ids },
    });
  });
  return listFaq(db, section);
}
