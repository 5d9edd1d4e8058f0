import { auditListResponseSchema } from '@school/contracts/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

type AuditQuery = Record<string, string | number | undefined>;

/** `GET /api/audit` (admins): a page of the log — «Журнал действий», or one record's «История изменений». */
export function useAuditEvents(query: AuditQuery, enabled = true) {
  return useQuery({
    queryKey: queryKeys.audit.list(query),
    queryFn: ({ signal }) => apiRequest('/audit', { query, schema: auditListResponseSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
