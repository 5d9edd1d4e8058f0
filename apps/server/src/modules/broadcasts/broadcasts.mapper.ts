import type { Broadcast } from '@school/contracts';
import { fileUrl } from '../files';
import type { BroadcastView } from './broadcasts.repository';

/** `upcoming` is read against `now`, the same moment the list split on, so a card and its tab agree. */
export function toBroadcastDto({ row, author, course, cover }: BroadcastView, now: Date): Broadcast {
  return {
    id: row.id,
    adminId: row.staffId,
    author: author && {
      id: author.id,
      firstName: author.firstName,
      lastName: author.lastName,
      avatar: author.avatar ? fileUrl(author.avatar) : null,
    },
    course,
    title: row.title,
    description: row.description,
    startsAt: row.startsAt.toISOString(),
    streamUrl: row.streamUrl,
    cover: cover ? { id: cover.id, url: fileUrl(cover) } : null,
    upcoming: row.startsAt.getTime() >= now.getTime(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
