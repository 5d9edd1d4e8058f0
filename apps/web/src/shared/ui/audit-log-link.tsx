import { isAdminRole } from '@school/contracts';
import { Link } from 'react-router';
import { getRole } from '@/shared/session/session';

type AuditLogLinkProps = {
  /** The log's filters: a record (`section`, `entityId`) or a person (`actorId`). */
  filter: Record<string, string | number>;
  label: string;
};

/** For admins: «Журнал действий» opened on a record's or a person's events (others do not see the log). */
export function AuditLogLink({ filter, label }: AuditLogLinkProps) {
  if (!isAdminRole(getRole())) return null;
  const query = new URLSearchParams(Object.entries(filter).map(([key, value]) => [key, String(value)]));
  return (
    <Link to={`/audit?${query}`} className="app-audit-log-link">
      <i className="pi pi-history" aria-hidden="true" />
      <span>{label}</span>
    </Link>
  );
}
