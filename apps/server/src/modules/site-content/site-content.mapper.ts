import type { PublicSiteContent, PublicSiteSection, SiteContent, SiteSection } from '@school/contracts';
import { z } from 'zod';
import type { FileRow } from '../../db/schema/files.table';
import type { SiteContentBlockRow } from '../../db/schema/site-content-blocks.table';
import { fileUrl } from '../files';

/**
 * A section's content as `site_content_blocks` keeps it: one row per key below (a key never saved reads as empty).
 * The cover and files are stored by file id, so a renamed or deleted file shows as it is now.
 */
export const storedContentSchema = z.object({
  title: z.string().catch(''),
  subtitle: z.string().catch(''),
  body: z.string().catch(''),
  cover: z.number().int().nullable().catch(null),
  links: z.array(z.object({ link: z.string(), name: z.string() })).catch([]),
  files: z.array(z.object({ fileId: z.number().int(), name: z.string() })).catch([]),
});
export type StoredContent = z.infer<typeof storedContentSchema>;
export const BLOCK_KEYS = ['title', 'subtitle', 'body', 'cover', 'links', 'files'] as const;

export function storedContentOf(rows: readonly SiteContentBlockRow[]): StoredContent {
  const values: Record<string, unknown> = {};
  for (const row of rows) values[row.key] = row.value;
  return storedContentSchema.parse(values);
}

export const fileIdsOf = (stored: StoredContent) => [
  ...(stored.cover === null ? [] : [stored.cover]),
  ...stored.files.map((file) => file.fileId),
];

/** Where staff download a page's file (with the token): admin-info and earnings files are not public. */
export const staffSiteFileUrl = (section: SiteSection, fileId: number) =>
  `/api/site-content/${section}/files/${fileId}`;

/** Where the site downloads a public page's file (no token). */
export const publicSiteFileUrl = (section: SiteSection, fileId: number) =>
  `/api/public/content/${section}/files/${fileId}`;

function coverOf(stored: StoredContent, byId: Map<number, FileRow>): FileRow | null {
  const image = stored.cover === null ? undefined : byId.get(stored.cover);
  return image?.kind === 'image' ? image : null;
}

/** The page's files that still exist, in its order (a deleted file drops out rather than breaking the page). */
function filesOf(stored: StoredContent, byId: Map<number, FileRow>) {
  return stored.files.flatMap(({ fileId, name }) => {
    const file = byId.get(fileId);
    return file ? [{ file, name }] : [];
  });
}

export type ContentMeta = Pick<SiteContent, 'updatedAt' | 'updatedBy' | 'version'>;

export function toSiteContentDto(
  section: SiteSection,
  stored: StoredContent,
  byId: Map<number, FileRow>,
  meta: ContentMeta,
): SiteContent {
  const cover = coverOf(stored, byId);
  return {
    section,
    title: stored.title,
    subtitle: stored.subtitle,
    body: stored.body,
    cover: cover ? { id: cover.id, url: fileUrl(cover) } : null,
    links: stored.links,
    files: filesOf(stored, byId).map(({ file, name }) => ({
      file: {
        id: file.id,
        name: file.originalName,
        url: staffSiteFileUrl(section, file.id),
        size: file.size,
      },
      name,
    })),
    ...meta,
  };
}

export function toPublicSiteContent(
  section: PublicSiteSection,
  stored: StoredContent,
  byId: Map<number, FileRow>,
): PublicSiteContent {
  const cover = coverOf(stored, byId);
  return {
    section,
    title: stored.title,
    subtitle: stored.subtitle,
    body: stored.body,
    cover: cover ? fileUrl(cover) : null,
    links: stored.links,
    files: filesOf(stored, byId).map(({ file, name }) => ({
      name: name || file.originalName,
      url: publicSiteFileUrl(section, file.id),
      size: file.size,
    })),
  };
}
