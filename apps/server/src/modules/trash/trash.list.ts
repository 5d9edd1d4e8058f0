import type { TrashListQuery } from '@school/contracts/trash';
import { type SQL, sql } from 'drizzle-orm';
import { trashItems } from '../../db/schema/trash-items.table';
import { defineList, isoTimestamp } from '../../lists';

export type TrashItemView = {
  id: number;
  entity: string;
  entityId: number;
  title: string;
  deletedAt: string;
  deletedById: number | null;
  deletedByName: string | null;
};

/** `GET /api/trash`: «Корзина», the newest deletes first; a section's by the `(entity, entity_id)` key. */
export const trashList = defineList<TrashListQuery, TrashItemView>({
  name: 'trash',
  table: trashItems,
  id: trashItems.id,
  columns: {
    id: trashItems.id,
    entity: trashItems.entity,
    entityId: trashItems.entityId,
    title: trashItems.title,
    deletedAt: isoTimestamp(trashItems.deletedAt),
    deletedById: trashItems.deletedById,
    deletedByName: trashItems.deletedByName,
  },
  sorts: { deletedAt: [trashItems.deletedAt], title: [trashItems.title] },
  defaultSort: { field: 'deletedAt', order: -1 },
  filter: {
    parts: (query) => ({ shape: { section: query.section }, values: {} }),
    conditions: ({ shape }) => {
      const conditions: SQL[] = [];
      if (shape.section) conditions.push(sql`${trashItems.entity} = ${shape.section}`);
      return conditions;
    },
  },
});
