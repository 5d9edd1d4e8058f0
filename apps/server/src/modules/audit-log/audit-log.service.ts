import type { ListResponse } from '@school/contracts';
import { type AuditEventItem, type AuditListQuery, auditRecordPath } from '@school/contracts/audit';
import type { Db } from '../../db/types';
import { type AuditEventView, auditList } from './audit-log.list';

const toItem = (row: AuditEventView): AuditEventItem => ({
  id: row.id,
  at: row.at,
  actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? `#${row.actorId}` },
  action: row.action,
  section: row.entity,
  entityId: row.entityId,
  link: auditRecordPath(row.entity, row.entityId),
  changes: row.changes,
});

/** «Журнал действий»: one page of the events the filters select, newest first unless asked otherwise. */
export async function listAuditEvents(db: Db, query: AuditListQuery): Promise<ListResponse<AuditEventItem>> {
  const { items, total } = await auditList.page(db, query);
  return { items: items.map(toItem), total };
}
