import type { Direction } from '@school/contracts';
import { fileUrl } from '../files';
import type { DirectionView } from './directions.list';

export function toDirectionDto({ row, cover, coursesCount }: DirectionView): Direction {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    coverFileId: row.coverFileId,
    cover: cover ? fileUrl(cover) : null,
    position: row.position,
    coursesCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
