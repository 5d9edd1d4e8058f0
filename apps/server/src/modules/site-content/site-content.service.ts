import {
  PUBLIC_SITE_SECTIONS,
  type PublicSiteContent,
  type PublicSiteSection,
  SITE_BODY_MAX,
  SITE_CONTENT_MESSAGES,
  type SiteContent,
  type SiteContentSaveBody,
  type SiteSection,
  siteSectionRecordId,
} from '@school/contracts';
import type { SiteContentBlockRow } from '../../db/schema/site-content-blocks.table';
import type { Db } from '../../db/types';
import { badRequest, conflict, notFound } from '../../http-errors';
import { etagOf } from '../../public-etag';
import { sanitizeRichHtml } from '../../rich-text';
import { audit } from '../audit';
import { assertStoredFile, assertStoredFiles, type FileStore, openFileBytes } from '../files';
import {
  BLOCK_KEYS,
  type ContentMeta,
  fileIdsOf,
  type StoredContent,
  storedContentOf,
  toPublicSiteContent,
  toSiteContentDto,
} from './site-content.mapper';
import { filesByIds, listBlocks, lockSection, staffName, upsertBlock } from './site-content.repository';

const FILE_NOT_FOUND = 'Файл не найден';

/** This state of the section: any save of any block changes it. */
const versionOf = (rows: readonly SiteContentBlockRow[]) =>
  etagOf(rows.map((row) => [row.key, row.value, row.updatedAt.toISOString(), row.updatedBy]));

async function metaOf(db: Db, rows: readonly SiteContentBlockRow[]): Promise<ContentMeta> {
  const last = rows.reduce<SiteContentBlockRow | undefined>(
    (latest, row) => (!latest || row.updatedAt > latest.updatedAt ? row : latest),
    undefined,
  );
  const name = last?.updatedBy == null ? null : await staffName(db, last.updatedBy);
  return {
    updatedAt: last ? last.updatedAt.toISOString() : null,
    updatedBy: last?.updatedBy != null && name !== null ? { id: last.updatedBy, name } : null,
    version: versionOf(rows),
  };
}

/** A section's content for any staff member (admin-info is the curators' «Поддержка»). */
export async function getSiteContent(db: Db, section: SiteSection): Promise<SiteContent> {
  const rows = await listBlocks(db, section);
  const stored = storedContentOf(rows);
  const byId = await filesByIds(db, fileIdsOf(stored));
  return toSiteContentDto(section, stored, byId, await metaOf(db, rows));
}

const isPublicSection = (section: SiteSection): section is PublicSiteSection =>
  (PUBLIC_SITE_SECTIONS as readonly SiteSection[]).includes(section);

/** What the site shows; the staff-only sections (admin-info, earnings) do not exist for it (404). */
export async function publicSiteContent(db: Db, section: SiteSection): Promise<PublicSiteContent> {
  if (!isPublicSection(section)) throw notFound();
  const stored = storedContentOf(await listBlocks(db, section));
  return toPublicSiteContent(section, stored, await filesByIds(db, fileIdsOf(stored)));
}

/**
 * The cover must be an uploaded image; each file an uploaded attachment of the caller's, or one the section
 * has already — otherwise an id could make any private file (a lesson's) public through the site.
 */
async function checkFiles(tx: Db, callerId: number, body: SiteContentSaveBody, before: StoredContent) {
  if (body.coverFileId !== null) await assertStoredFile(tx, body.coverFileId, 'image', 'coverFileId');
  const path = (index: number) => `files.${index}.fileId`;
  const linkedAlready = new Set(before.files.map((file) => file.fileId));
  const rows = await assertStoredFiles(
    tx,
    body.files.map((file) => file.fileId),
    'attachment',
    path,
  );
  rows.forEach((row, index) => {
    if (row.uploadedBy !== callerId && !linkedAlready.has(row.id)) {
      throw badRequest(SITE_CONTENT_MESSAGES.notOwnFile, path(index));
    }
  });
}

/** Audit keeps the size of the body, not the text itself. */
/** A block as the log shows it: the text by its length, links and files by their names. */
const auditView = (content: StoredContent): Record<(typeof BLOCK_KEYS)[number], unknown> => ({
  ...content,
  body: `${content.body.length} симв.`,
  links: content.links.map(({ link, name }) => (name ? `${name} (${link})` : link)),
  files: content.files.map(({ name }) => name),
});

/** The changed blocks as the log's `{ block: { from, to } }`. */
function blockChanges<K extends string>(
  keys: readonly K[],
  before: Record<K, unknown>,
  after: Record<K, unknown>,
) {
  return Object.fromEntries(keys.map((key) => [key, { from: before[key], to: after[key] }]));
}

/**
 * Saves the whole content of a section in one transaction: only the blocks that changed are written (so
 * their `updatedAt` says what changed), one audit event keeps before and after. 409 on a stale `version`.
 */
export async function saveSiteContent(
  db: Db,
  callerId: number,
  section: SiteSection,
  body: SiteContentSaveBody,
): Promise<SiteContent> {
  const html = sanitizeRichHtml(body.body);
  if (html.length > SITE_BODY_MAX) throw badRequest(SITE_CONTENT_MESSAGES.bodyTooLong, 'body');
  await db.transaction(async (tx) => {
    await lockSection(tx, section);
    const rows = await listBlocks(tx, section);
    if (body.version !== undefined && body.version !== versionOf(rows)) {
      throw conflict(SITE_CONTENT_MESSAGES.stale);
    }
    const before = storedContentOf(rows);
    await checkFiles(tx, callerId, body, before);
    const after: StoredContent = {
      title: body.title,
      subtitle: body.subtitle,
      body: html,
      cover: body.coverFileId,
      links: body.links.map(({ link, name }) => ({ link, name })),
      files: body.files.map(({ fileId, name }) => ({ fileId, name })),
    };
    const changed = BLOCK_KEYS.filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
    if (changed.length === 0) return;
    for (const key of changed) {
      await upsertBlock(tx, section, key, after[key], callerId);
    }
    await audit.record(tx, {
      actorId: callerId,
      action: 'site-content.save',
      entity: 'site-content',
      entityId: siteSectionRecordId(section),
      changes: { section, ...blockChanges(changed, auditView(before), auditView(after)) },
    });
  });
  return getSiteContent(db, section);
}

/** The bytes of a page's file; for the site (`publicOnly`) only of a public section. 404 for another file. */
export async function openSiteFile(
  db: Db,
  fileStore: FileStore,
  section: SiteSection,
  fileId: number,
  publicOnly: boolean,
) {
  if (publicOnly && !isPublicSection(section)) throw notFound(FILE_NOT_FOUND);
  const stored = storedContentOf(await listBlocks(db, section));
  if (!stored.files.some((file) => file.fileId === fileId)) throw notFound(FILE_NOT_FOUND);
  const file = (await filesByIds(db, [fileId])).get(fileId);
  if (!file) throw notFound(FILE_NOT_FOUND);
  const { stream, size } = await openFileBytes(fileStore, file.storageKey);
  return { name: file.originalName, mimeType: file.mimeType, stream, size };
}
