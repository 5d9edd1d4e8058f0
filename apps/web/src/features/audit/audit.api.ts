/** The log's filters as the URL and the API name them (contracts `auditListQuerySchema`). */
export const AUDIT_FILTERS = ['actorId', 'section', 'verb', 'entityId', 'dateFrom', 'dateTo'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];
