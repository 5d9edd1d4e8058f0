import { mailOutboxListSchema } from '@school/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';
import type { ListQueryParams } from '@/shared/lists/list-url';

/** The filter of «Почтовые отправления» as the URL and the API name it (contracts `mailOutboxQuerySchema`). */
export const MAIL_FILTERS = ['status'] as const;
export type MailFilter = (typeof MAIL_FILTERS)[number];
export type MailOutboxListQuery = ListQueryParams<MailFilter>;

/** `GET /api/mail-outbox`: one page of the outbox, newest first (the API has one order). */
export function useMailOutbox(query: MailOutboxListQuery, enabled = true) {
  // The endpoint has one order (newest first): no orderBy is sent.
  const { orderBy: _orderBy, ...params } = query;
  return useQuery({
    queryKey: queryKeys.mail.list(params),
    queryFn: ({ signal }) =>
      apiRequest('/mail-outbox', { query: params, schema: mailOutboxListSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
