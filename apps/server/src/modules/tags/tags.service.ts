import {
  type ContentSection,
  normalizeTagColor,
  randomReadableTagColor,
  TAG_HEADER_TAKEN,
  type Tag,
  type TagCreateBody,
} from '@school/contracts';
import { isUniqueViolation } from '../../db/pg-errors';
import type { Db } from '../../db/types';
import { conflict } from '../../http-errors';
import { audit } from '../audit';
import { findTagByHeader, insertTag, listTagsOfSection } from './tags.repository';

export async function listTags(db: Db, type: ContentSection): Promise<{ items: Tag[] }> {
  return { items: await listTagsOfSection(db, type) };
}

/** A new tag of the section; without a colour it gets a random one that white label text reads well on. */
export async function createTag(
  db: Db,
  actorId: number,
  type: ContentSection,
  body: TagCreateBody,
): Promise<Tag> {
  const color = body.color === undefined ? randomReadableTagColor() : normalizeTagColor(body.color);
  try {
    return await db.transaction(async (tx) => {
      if (await findTagByHeader(tx, type, body.header)) throw conflict(TAG_HEADER_TAKEN);
      const row = await insertTag(tx, { type, header: body.header, color, createdBy: actorId });
      await audit.created(tx, actorId, 'tag', row.id, { type, header: row.header, color: row.color });
      return { id: row.id, header: row.header, color: row.color };
    });
  } catch (error) {
    // Another admin added the same header between the check and the insert: the unique index says so.
    if (isUniqueViolation(error)) throw conflict(TAG_HEADER_TAKEN);
    throw error;
  }
}
