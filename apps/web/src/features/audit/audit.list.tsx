import { AUDIT_LIST_MAX_ROWS, type AuditEventItem } from '@school/contracts/audit';
import { auditTexts } from '@school/contracts/texts/audit';
import { useAuditEvents } from '@/shared/audit/audit-events.api';
import type { ListDeclaration } from '@/shared/lists/list-page';
import { AUDIT_FILTERS, type AuditFilter } from './audit.api';
import { auditColumns } from './components/audit-columns';
import { AuditFilters } from './components/audit-filters';

const t = auditTexts.audit;

/** /audit: newest first, the filters in the URL, no search box (the filters are the search), an export. */
export const AUDIT_LIST: ListDeclaration<AuditEventItem, AuditFilter> = {
  url: { filters: AUDIT_FILTERS, defaultSort: 'at:desc', maxRows: AUDIT_LIST_MAX_ROWS },
  useItems: useAuditEvents,
  label: t.listTitle,
  columns: auditColumns,
  Filters: AuditFilters,
  search: false,
  export: { path: '/audit/csv', fileName: 'audit.csv' },
};
