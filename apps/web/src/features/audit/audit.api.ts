import { auditListResponseSchema } from '@school/contracts/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQueryParams } from '@/shared/lists/list-url';

/** The log's filters as the URL and the API name them (contracts `auditListQuerySchema`). */
export const AUDIT_FILTERS = ['actorId', 'section', 'verb', 'entityId', 'dateFrom', 'dateTo'] as const;
export type AuditFilter = (typeof AUDIT_FILTERS)[number];

/** `GET /api/audit`: one page of «Журнал действий». */
export function useAuditEvents(query: ListQueryParams<AuditFilter>, enabled = true) {
  return useQuery({
    queryKey: queryKeys.audit.list(query),
    queryFn: ({ signal }) => apiRequest('/audit', { query, schema: auditListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
