import {
  NEWS_CONTENT_INPUT_MAX,
  NEWS_MESSAGES,
  type NewsItem,
  newsCreateBodySchema,
} from '@school/contracts';
import { z } from 'zod';

/** Quill's empty document: nothing to store. */
const EMPTY_EDITOR = /^(<p>(<br>)?<\/p>)?$/;

/**
 * The editor's fields as strings (useZodForm keeps them so): the title by the contract's rule, the HTML
 * as the editor gives it, and the publication moment as ISO text — empty means «now».
 */
export const newsFormSchema = z.object({
  title: newsCreateBodySchema.shape.title,
  contentHtml: z
    .string()
    .max(NEWS_CONTENT_INPUT_MAX, NEWS_MESSAGES.contentTooLong)
    .transform((html) => (EMPTY_EDITOR.test(html.trim()) ? '' : html)),
  publishedAt: z
    .string()
    .refine((text) => text === '' || !Number.isNaN(Date.parse(text)), NEWS_MESSAGES.publishedAt)
    .transform((text) => (text === '' ? new Date().toISOString() : new Date(text).toISOString())),
});

export type NewsFormValues = { title: string; contentHtml: string; publishedAt: string };

/** A new item opens empty (published on save); an edited one with its values. */
export function newsFormInitial(item: NewsItem | null): NewsFormValues {
  return {
    title: item?.title ?? '',
    contentHtml: item?.contentHtml ?? '',
    publishedAt: item?.publishedAt ?? '',
  };
}
