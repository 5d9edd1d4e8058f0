import { type AuditListQuery, type AuditSection, auditSectionEntities } from '@school/contracts/audit';
import { type SQL, sql } from 'drizzle-orm';
import { auditEvents } from '../../db/schema/audit-events.table';
import { schoolDayEnd, schoolDayStart } from '../../db/school-day';
import { cell, defineList, isoTimestamp } from '../../lists';

export type AuditEventView = {
  id: number;
  at: string;
  actorId: number | null;
  actorName: string | null;
  action: string;
  entity: string;
  entityId: number | null;
  changes: Record<string, unknown>;
};

/**
 * `GET /api/audit`: «Журнал действий», newest first. Each filter walks an index in time order: by person
 * `(staff_id, at)`, by section `(entity, at)`, by record `(entity, entity_id)`, otherwise `(at)`.
 */
export const auditList = defineList<AuditListQuery, AuditEventView>({
  name: 'audit',
  table: auditEvents,
  id: auditEvents.id,
  columns: {
    id: auditEvents.id,
    at: isoTimestamp(auditEvents.at),
    actorId: auditEvents.actorId,
    actorName: auditEvents.actorName,
    action: auditEvents.action,
    entity: auditEvents.entity,
    entityId: auditEvents.entityId,
    changes: auditEvents.changes,
  },
  sorts: { at: [auditEvents.at] },
  defaultSort: { field: 'at', order: -1 },
  filter: {
    parts: (query) => ({
      shape: { section: query.section, verb: query.verb },
      values: {
        actorId: query.actorId,
        entityId: query.entityId,
        dateFrom: query.dateFrom,
        dateTo: query.dateTo,
      },
    }),
    conditions: ({ shape, values }, bind) => {
      const conditions: SQL[] = [];
      if (values.actorId !== undefined)
        conditions.push(sql`${auditEvents.actorId} = ${bind('actorId', values.actorId)}`);
      if (shape.section) {
        const entities = auditSectionEntities(shape.section as AuditSection).map((entity) => sql`${entity}`);
        conditions.push(sql`${auditEvents.entity} in (${sql.join(entities, sql`, `)})`);
      }
      if (shape.verb) conditions.push(sql`${auditEvents.action} like ${`%.${shape.verb}`}`);
      if (values.entityId !== undefined)
        conditions.push(sql`${auditEvents.entityId} = ${bind('entityId', values.entityId)}`);
      if (values.dateFrom)
        conditions.push(
          sql`${auditEvents.at} >= ${schoolDayStart(sql`${bind('dateFrom', values.dateFrom)}`)}`,
        );
      if (values.dateTo)
        conditions.push(sql`${auditEvents.at} < ${schoolDayEnd(sql`${bind('dateTo', values.dateTo)}`)}`);
      return conditions;
    },
  },
  large: { maxRows: 10_000 },
  csv: {
    filename: 'audit.csv',
    header: ['ID', 'Когда', 'Кто', 'Действие', 'Раздел', 'Запись', 'Изменения'],
    cells: [
      cell.integer(auditEvents.id),
      cell.datetime(auditEvents.at),
      cell.text(sql`coalesce(${auditEvents.actorName}, '')`),
      cell.text(auditEvents.action),
      cell.text(auditEvents.entity),
      cell.integer(auditEvents.entityId),
      cell.text(sql`${auditEvents.changes}::text`),
    ],
  },
});
