import { type ContentSection, faqResponseSchema, tagsResponseSchema } from '@school/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/shared/api/api-client';
import { queryKeys } from '@/shared/api/query-keys';

/** A content section's FAQ in its order (`GET /api/faq/{section}`). */
export const faqQuery = (section: ContentSection) =>
  queryOptions({
    queryKey: queryKeys.faq.list({ section }),
    queryFn: ({ signal }) => apiRequest(`/faq/${section}`, { schema: faqResponseSchema, signal }),
  });

/** A content section's tags (`GET /api/tags/{type}`). */
export const tagsQuery = (section: ContentSection) =>
  queryOptions({
    queryKey: queryKeys.tags.list({ section }),
    queryFn: ({ signal }) => apiRequest(`/tags/${section}`, { schema: tagsResponseSchema, signal }),
  });
