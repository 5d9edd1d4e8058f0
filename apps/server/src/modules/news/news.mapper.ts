import type { NewsItem } from '@school/contracts';
import { fileUrl } from '../files';
import type { NewsView } from './news.list';

/** `now`: the moment that tells a scheduled item (published later) from a published one. */
export function toNewsDto({ row, cover, author, avatar }: NewsView, now: Date): NewsItem {
  return {
    id: row.id,
    adminId: row.staffId,
    author: author && {
      id: author.id,
      firstName: author.firstName,
      lastName: author.lastName,
      avatar: avatar ? fileUrl(avatar) : null,
    },
    title: row.title,
    contentHtml: row.contentHtml,
    cover: cover ? { id: cover.id, url: fileUrl(cover) } : null,
    publishedAt: row.publishedAt.toISOString(),
    scheduled: row.publishedAt.getTime() > now.getTime(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
