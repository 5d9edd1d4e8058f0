import { z } from 'zod';
import { idParamSchema, idSchema } from './common/id-params';
import { PUBLIC_SITE_SECTIONS, siteSectionSchema } from './content-section';

/** Limits of a settings page's content (spec §2 names the blocks, not their sizes; docs/product-decisions.md). */
export const SITE_TITLE_MAX = 200;
export const SITE_SUBTITLE_MAX = 500;
/** The body as the editor sends it, before sanitising. */
export const SITE_BODY_RAW_MAX = 200_000;
/** The body as stored, after sanitising. */
export const SITE_BODY_MAX = 50_000;
export const SITE_LINKS_MAX = 50;
export const SITE_FILES_MAX = 50;
export const SITE_LINK_MAX = 2000;
export const SITE_ITEM_NAME_MAX = 200;

export const SITE_CONTENT_MESSAGES = {
  titleTooLong: `Заголовок — не длиннее ${SITE_TITLE_MAX} символов`,
  subtitleTooLong: `Подзаголовок — не длиннее ${SITE_SUBTITLE_MAX} символов`,
  bodyTooLong: `Текст — не длиннее ${SITE_BODY_MAX.toLocaleString('ru-RU')} символов`,
  linkRequired: 'Укажите адрес ссылки',
  linkInvalid: 'Адрес должен начинаться с http:// или https://',
  linkTooLong: `Адрес — не длиннее ${SITE_LINK_MAX} символов`,
  nameTooLong: `Название — не длиннее ${SITE_ITEM_NAME_MAX} символов`,
  tooManyLinks: `Не больше ${SITE_LINKS_MAX} ссылок`,
  tooManyFiles: `Не больше ${SITE_FILES_MAX} файлов`,
  repeatedFile: 'Этот файл уже прикреплён',
  notOwnFile: 'Можно прикрепить только файл, который вы загрузили',
  stale: 'Этот раздел изменил другой администратор, обновите страницу',
} as const;

/** An absolute http(s) URL with a host; anything else (javascript:, mailto:, relative) is refused. */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const itemNameSchema = z.string().trim().max(SITE_ITEM_NAME_MAX, SITE_CONTENT_MESSAGES.nameTooLong);

/** A link of the page `{link, name}` (spec §3): an empty name shows the address itself. */
export const siteLinkSchema = z.object({
  link: z
    .string()
    .trim()
    .min(1, SITE_CONTENT_MESSAGES.linkRequired)
    .max(SITE_LINK_MAX, SITE_CONTENT_MESSAGES.linkTooLong)
    .refine(isHttpUrl, SITE_CONTENT_MESSAGES.linkInvalid),
  name: itemNameSchema.default(''),
});
export type SiteLink = z.infer<typeof siteLinkSchema>;

/** A file of the page as staff read it: the download goes through the token (`url`). */
export const siteFileSchema = z.object({
  file: z.object({ id: z.number().int(), name: z.string(), url: z.string(), size: z.number().int() }),
  name: z.string(),
});
export type SiteFile = z.infer<typeof siteFileSchema>;

/**
 * `GET /api/site-content/{section}`: what a settings page edits. `version` names this state of the section,
 * so a save made on an older one is refused (409) instead of undoing another admin's changes.
 */
export const siteContentSchema = z.object({
  section: siteSectionSchema,
  title: z.string(),
  subtitle: z.string(),
  /** Sanitised HTML. */
  body: z.string(),
  cover: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  links: z.array(z.object({ link: z.string(), name: z.string() })),
  files: z.array(siteFileSchema),
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  version: z.string(),
});
export type SiteContent = z.infer<typeof siteContentSchema>;

export const siteContentParamsSchema = z.object({ section: siteSectionSchema });

/**
 * `PUT /api/site-content/{section}` (admins): the whole content. The cover must be an uploaded image, each
 * file an uploaded attachment; `version` (from the last read) is checked when sent: 409 if changed since.
 */
export const siteContentSaveBodySchema = z.object({
  title: z.string().trim().max(SITE_TITLE_MAX, SITE_CONTENT_MESSAGES.titleTooLong).default(''),
  subtitle: z.string().trim().max(SITE_SUBTITLE_MAX, SITE_CONTENT_MESSAGES.subtitleTooLong).default(''),
  body: z.string().max(SITE_BODY_RAW_MAX, SITE_CONTENT_MESSAGES.bodyTooLong).default(''),
  coverFileId: idSchema.nullable().default(null),
  links: z.array(siteLinkSchema).max(SITE_LINKS_MAX, SITE_CONTENT_MESSAGES.tooManyLinks).default([]),
  files: z
    .array(z.object({ fileId: idSchema, name: itemNameSchema.default('') }))
    .max(SITE_FILES_MAX, SITE_CONTENT_MESSAGES.tooManyFiles)
    .superRefine((items, context) => {
      items.forEach((item, index) => {
        if (items.findIndex((other) => other.fileId === item.fileId) !== index) {
          context.addIssue({
            code: 'custom',
            path: [index, 'fileId'],
            message: SITE_CONTENT_MESSAGES.repeatedFile,
          });
        }
      });
    })
    .default([]),
  version: z.string().max(200).optional(),
});
export type SiteContentSaveBody = z.infer<typeof siteContentSaveBodySchema>;
export type SiteContentSaveInput = z.input<typeof siteContentSaveBodySchema>;

export const publicSiteSectionSchema = z.enum(PUBLIC_SITE_SECTIONS);
export type PublicSiteSection = z.infer<typeof publicSiteSectionSchema>;

/** `GET /api/public/content/{section}` (no token, ETag): what the site shows, no editors' fields. */
export const publicSiteContentSchema = z.object({
  section: publicSiteSectionSchema,
  title: z.string(),
  subtitle: z.string(),
  body: z.string(),
  /** The cover image's public URL. */
  cover: z.string().nullable(),
  links: z.array(z.object({ link: z.string(), name: z.string() })),
  /** `url` works without a token. */
  files: z.array(z.object({ name: z.string(), url: z.string(), size: z.number().int() })),
});
export type PublicSiteContent = z.infer<typeof publicSiteContentSchema>;

/** `/{section}/files/{fileId}` of a page's file download. */
export const siteContentFileParamsSchema = z.object({
  section: siteSectionSchema,
  fileId: idParamSchema,
});
