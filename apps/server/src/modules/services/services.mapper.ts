import type { Service } from '@school/contracts';
import { fileUrl } from '../files';
import type { ServiceView } from './services.repository';

export function toServiceDto({ row, cover, applications }: ServiceView): Service {
  return {
    id: row.id,
    adminId: row.staffId,
    name: row.name,
    description: row.description,
    // numeric(12,2) text; the number is made once, here (the web works in kopecks).
    price: Number(row.price),
    coverFileId: row.coverFileId,
    cover: cover ? fileUrl(cover) : null,
    isActive: row.isActive,
    applications,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
